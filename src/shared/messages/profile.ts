// API messages of the profile part (issue 4), merged into the one table in ../messages.ts.
export const profileZhCN = {
} as const;

export const profileEn: Record<keyof typeof profileZhCN, string> = {
};
