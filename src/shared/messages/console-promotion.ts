// console-promotion texts (issue 17). Merged into ../messages.ts.
export const consolePromotionZhCN = {
} as const;

export const consolePromotionEn: Record<keyof typeof consolePromotionZhCN, string> = {
} as const;
