// API messages of the steam part (issue 4), merged into the one table in ../messages.ts.
export const steamZhCN = {
} as const;

export const steamEn: Record<keyof typeof steamZhCN, string> = {
};
