// API messages of the hosted captcha (GeeTest v4, CAPTCHA_PROVIDER=geetest), merged into ../messages.ts.
export const hostedCaptchaZhCN = {
  'err.captchaFailed': '安全验证未通过，请重新验证',
  'err.captchaUnavailable': '安全验证服务暂时不可用，请稍后再试',
  'field.captchaResult': '安全验证结果',
} as const;

export const hostedCaptchaEn: Record<keyof typeof hostedCaptchaZhCN, string> = {
  'err.captchaFailed': 'The security check did not pass, please try it again',
  'err.captchaUnavailable': 'The security check is unavailable right now, please try again later',
  'field.captchaResult': 'Security check result',
};
