// Which captcha guards code sends and stepped-up sign-ins (CAPTCHA_PROVIDER). Read by the server's
// configuration and by the page middleware (for the pages' CSP), so no zod and no Node imports.
//
// Production defaults to GeeTest: our own slider can be solved by a program from the two pictures
// it sends (src/server/modules/captcha/__tests__/captcha-solvable.test.ts), so it is an embedded default for
// development and tests, and production keeps it only when the operator says CAPTCHA_PROVIDER=slider.

export const CAPTCHA_PROVIDERS = ['slider', 'geetest'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** CAPTCHA_PROVIDER as set, or its default for this NODE_ENV; null for a value that is neither provider. */
export function captchaProviderOf(value: string | undefined, nodeEnv: string | undefined): CaptchaProvider | null {
  const raw = (value ?? '').trim();
  if (raw === '') return nodeEnv === 'production' ? 'geetest' : 'slider';
  return (CAPTCHA_PROVIDERS as readonly string[]).includes(raw) ? (raw as CaptchaProvider) : null;
}

/** The provider whose widget pages may show, or null when nothing is shown (CAPTCHA=off, a bad value). */
export function captchaInUse(env: Record<string, string | undefined>): CaptchaProvider | null {
  if (env.CAPTCHA === 'off') return null;
  return captchaProviderOf(env.CAPTCHA_PROVIDER, env['NODE' + '_ENV']);
}
