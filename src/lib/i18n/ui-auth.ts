// UI strings of the auth part (issue 4), merged into the one table in ./ui.ts.
export const authUiZhCN = {
} as const;

export const authUiEn: Record<keyof typeof authUiZhCN, string> = {
};
