// UI strings of the security part (issue 4), merged into the one table in ./ui.ts.
export const securityUiZhCN = {
} as const;

export const securityUiEn: Record<keyof typeof securityUiZhCN, string> = {
};
