// CAPTCHA_PROVIDER and the GEETEST_* settings. The slider needs nothing; GeeTest needs the id and
// key GeeTest's console gives for this site, all or nothing. Production defaults to GeeTest and
// refuses to start without its keys unless the operator chose the slider explicitly.
import { ConfigError } from '../../config/error.ts';
import { CAPTCHA_PROVIDERS, captchaProviderOf, type CaptchaProvider } from '../../../shared/captcha-provider.ts';

export const GEETEST_API_SERVER = 'https://gcaptcha4.geetest.com';
/** GeeTest's own SDKs give up after about 5 seconds; a send waiting longer is worse than a retry. */
export const GEETEST_TIMEOUT_MS = 5000;

export interface GeetestConfig {
  /** The public id the browser's widget is started with (GEETEST_CAPTCHA_ID). */
  captchaId: string;
  /** The private key that signs each check (sign_token); never leaves the server. */
  captchaKey: string;
  /** Where /validate is asked (GEETEST_API_SERVER); tests point it at their fake. */
  apiServer: string;
  timeoutMs: number;
}

export interface CaptchaProviderConfig {
  provider: CaptchaProvider;
  /** Set when provider is 'geetest'. */
  geetest: GeetestConfig | null;
}

/** GeeTest's ids and keys are 32 hex digits; anything else is a setting pasted wrong. */
const HEX32 = /^[0-9a-f]{32}$/i;

export function captchaProviderConfig(env: NodeJS.ProcessEnv, nodeEnv: 'production' | 'test' | 'development'): CaptchaProviderConfig {
  const provider = captchaProviderOf(env.CAPTCHA_PROVIDER, nodeEnv);
  if (!provider) throw new ConfigError(`CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER} is not one of ${CAPTCHA_PROVIDERS.join(', ')}`);
  if (provider === 'slider') return { provider, geetest: null };

  const missing = (['GEETEST_CAPTCHA_ID', 'GEETEST_CAPTCHA_KEY'] as const).filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    const why = env.CAPTCHA_PROVIDER ? 'CAPTCHA_PROVIDER=geetest' : 'In production the captcha is GeeTest by default (the slider can be solved from its own pictures)';
    throw new ConfigError(`${why}: ${missing.join(' and ')} must be set (the captcha id and key from GeeTest's console), or set CAPTCHA_PROVIDER=slider to keep the embedded slider`);
  }
  // Each problem below is independent of the others: all of them are named in one start.
  const problems: string[] = [];
  const captchaId = env.GEETEST_CAPTCHA_ID!.trim();
  const captchaKey = env.GEETEST_CAPTCHA_KEY!.trim();
  if (!HEX32.test(captchaId)) problems.push('GEETEST_CAPTCHA_ID must be the 32 hex digits GeeTest gives as the captcha id');
  if (!HEX32.test(captchaKey)) problems.push('GEETEST_CAPTCHA_KEY must be the 32 hex digits GeeTest gives as the captcha key');

  const apiServer = (env.GEETEST_API_SERVER?.trim() || GEETEST_API_SERVER).replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(apiServer);
  } catch {
    problems.push(`GEETEST_API_SERVER=${apiServer} is not an address like ${GEETEST_API_SERVER}`);
  }
  // The key's signature and the player's pass travel to it: never in clear in production.
  const allowed = nodeEnv === 'production' ? ['https:'] : ['https:', 'http:'];
  if (url && (!allowed.includes(url.protocol) || url.search || url.hash)) {
    problems.push(`GEETEST_API_SERVER=${apiServer} must be an ${nodeEnv === 'production' ? 'https' : 'http(s)'} address without query, like ${GEETEST_API_SERVER}`);
  }
  const rawTimeout = env.GEETEST_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : GEETEST_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 30_000) {
    problems.push(`GEETEST_TIMEOUT_MS=${rawTimeout} is not a whole number of milliseconds between 100 and 30000`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { provider, geetest: { captchaId, captchaKey, apiServer, timeoutMs } };
}
