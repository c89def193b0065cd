// UI strings of the verification part (issue 4), merged into the one table in ./ui.ts.
export const verificationUiZhCN = {
} as const;

export const verificationUiEn: Record<keyof typeof verificationUiZhCN, string> = {
};
