// vip texts (issue 17). Merged into ../messages.ts.
export const vipZhCN = {
} as const;

export const vipEn: Record<keyof typeof vipZhCN, string> = {
} as const;
