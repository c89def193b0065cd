// Steam sign-in: the request shapes, the params the callback page receives, and the one rule both
// sides apply to where a sign-in may send the browser afterwards (only a path of this site).
import { z } from 'zod';
import { text } from './fields.ts';

export const DEFAULT_REDIRECT = '/home';
const MAX_REDIRECT_LENGTH = 1024;

/**
 * `url` when it is a path on this site, else null. Refused: "//host" and "/\host" (browsers read
 * both as another host), any scheme, and whitespace or control characters (URL parsers drop tabs
 * and newlines, so "/\t/evil.com" would become "//evil.com").
 */
export function sameSitePath(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_REDIRECT_LENGTH) return null;
  if (url[0] !== '/' || url[1] === '/' || url.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(url)) return null;
  try {
    const base = 'http://same.site.invalid';
    if (new URL(url, base).origin !== base) return null;
  } catch {
    return null;
  }
  return url;
}

/** Where to go after sign-in: the given path when it is one of ours, else the home page. */
export function safeRedirect(url: unknown): string {
  return sameSitePath(url) ?? DEFAULT_REDIRECT;
}

/** Marketing parameters are kept only in a plain form; anything else binds nothing (never an error). */
export function cleanCode(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  return s.length > 0 && s.length <= max && /^[A-Za-z0-9_-]+$/.test(s) ? s : null;
}

/** GET api/auth/steamLogin: every field optional and forgiving, a bad value falls back. */
export const steamLoginQuery = z.object({
  callbackUrl: z.unknown().optional().transform(safeRedirect),
  promoteCode: z.unknown().optional().transform((v) => cleanCode(v, 32)),
  channelCode: z.unknown().optional().transform((v) => cleanCode(v, 64)),
});
export type SteamLoginQuery = z.input<typeof steamLoginQuery>;

/** POST api/auth/steamExchange. */
export const steamExchangeBody = z.object({
  code: text('field.steamCode', 1, 128),
});
export type SteamExchangeBody = z.input<typeof steamExchangeBody>;

export interface SteamExchangeResult {
  token: string;
}

/** The JSON in /login/steamCallback?params=… ('' for a code that was not given). */
export interface SteamCallbackParams {
  redirectUrl: string;
  promoteCode: string;
  channelCode: string;
}

export const STEAM_CALLBACK_PATH = '/login/steamCallback';
