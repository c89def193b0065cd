// API messages of the verification part (issue 4), merged into the one table in ../messages.ts.
export const verificationZhCN = {
} as const;

export const verificationEn: Record<keyof typeof verificationZhCN, string> = {
};
