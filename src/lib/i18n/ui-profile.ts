// UI strings of the profile part (issue 4), merged into the one table in ./ui.ts.
export const profileUiZhCN = {
  'personal.title': '个人中心',
} as const;

export const profileUiEn: Record<keyof typeof profileUiZhCN, string> = {
  'personal.title': 'My account',
};
