// UI strings of the steam part (issue 4), merged into the one table in ./ui.ts.
export const steamUiZhCN = {
} as const;

export const steamUiEn: Record<keyof typeof steamUiZhCN, string> = {
};
