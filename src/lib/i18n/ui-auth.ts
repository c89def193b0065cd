// UI strings of the auth part (issue 4), merged into the one table in ./ui.ts.
export const authUiZhCN = {
  'findPassword.done': '密码已重置，请使用新密码登录',
  'login.steam': 'Steam 登录',
  'changePassword.title': '修改密码',
  'changePassword.open': '修改密码',
  'changePassword.old': '原密码',
  'changePassword.submit': '确认修改',
  'changePassword.done': '密码已修改，其他设备上的登录已退出',
} as const;

export const authUiEn: Record<keyof typeof authUiZhCN, string> = {
  'findPassword.done': 'Password reset, please log in with the new password',
  'login.steam': 'Log in with Steam',
  'changePassword.title': 'Change password',
  'changePassword.open': 'Change password',
  'changePassword.old': 'Current password',
  'changePassword.submit': 'Change password',
  'changePassword.done': 'Password changed; you were signed out on other devices',
};
