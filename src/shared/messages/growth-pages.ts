// growth-pages texts (issue 17). Merged into ../messages.ts.
export const growthPagesZhCN = {
} as const;

export const growthPagesEn: Record<keyof typeof growthPagesZhCN, string> = {
} as const;
