// API messages of the auth part (issue 4), merged into the one table in ../messages.ts.
export const authZhCN = {
} as const;

export const authEn: Record<keyof typeof authZhCN, string> = {
};
