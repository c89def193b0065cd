// UI strings of the steam part (issue 4), merged into the one table in ./ui.ts.
export const steamUiZhCN = {
  'steam.title': 'Steam 登录',
  'steam.explain': '你将前往 Steam 官方页面登录。本站不会获得你的 Steam 密码，只会得到你的 Steam 账号编号；首次登录会自动为你创建账号。',
  'steam.continue': '前往 Steam 登录',
  'steam.redirecting': '正在前往 Steam…',
  'steam.back': '返回其他登录方式',
  'steam.callbackTitle': 'Steam 登录',
  'steam.signingIn': '正在登录，请稍候…',
  'steam.error': 'Steam 账号异常，请检查后重试',
  'steam.codeError': '登录已失效，请重新登录',
  'steam.home': '返回首页',
} as const;

export const steamUiEn: Record<keyof typeof steamUiZhCN, string> = {
  'steam.title': 'Log in with Steam',
  'steam.explain': 'You will sign in on Steam\'s own page. This site never sees your Steam password, only your Steam account number; your first sign-in creates an account for you.',
  'steam.continue': 'Continue to Steam',
  'steam.redirecting': 'Going to Steam…',
  'steam.back': 'Other ways to log in',
  'steam.callbackTitle': 'Steam sign-in',
  'steam.signingIn': 'Signing you in…',
  'steam.error': 'There is a problem with this Steam account. Please check it and try again.',
  'steam.codeError': 'This sign-in has expired. Please sign in again.',
  'steam.home': 'Back to the home page',
};
