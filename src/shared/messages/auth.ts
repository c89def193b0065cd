// API messages of the auth part (issue 4), merged into the one table in ../messages.ts.
export const authZhCN = {
  'err.smsCodeInvalid': '验证码错误或已过期',
  'v.smsCodeDigits': '请输入 6 位数字验证码',
} as const;

export const authEn: Record<keyof typeof authZhCN, string> = {
  'err.smsCodeInvalid': 'The code is wrong or has expired',
  'v.smsCodeDigits': 'Please enter the 6-digit code',
};
