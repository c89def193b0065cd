// API messages of the security part (issue 4), merged into the one table in ../messages.ts.
export const securityZhCN = {
} as const;

export const securityEn: Record<keyof typeof securityZhCN, string> = {
};
