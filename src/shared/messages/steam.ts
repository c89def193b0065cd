// API messages of the steam part (issue 4), merged into the one table in ../messages.ts.
export const steamZhCN = {
  'err.steamCodeInvalid': 'Steam 登录凭证无效或已过期，请重新登录',
  'field.steamCode': '登录凭证',
} as const;

export const steamEn: Record<keyof typeof steamZhCN, string> = {
  'err.steamCodeInvalid': 'The Steam sign-in code is invalid or has expired. Please sign in again.',
  'field.steamCode': 'Sign-in code',
};
