// Steam sign-in: the request shapes, the params the callback page receives, and the one rule both
// sides apply to where a sign-in may send the browser afterwards (only a path of this site).
import { z } from 'zod';
import { text } from './fields.ts';
import { safeRedirect } from '../same-site.ts';

// Kept importable from here; they live apart so browser pages (the every-page start-up code, the
// Steam callback page) get them without zod.
export { DEFAULT_REDIRECT, safeRedirect, sameSitePath } from '../same-site.ts';

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

/** As a password sign-in answers: the token, or a second step (contracts/auth.ts LoginResult). */
export interface SteamExchangeResult {
  token: string;
  secondFactor?: 'totp';
  challenge?: string;
}

/** The JSON in /login/steamCallback?params=… ('' for a code that was not given). */
export interface SteamCallbackParams {
  redirectUrl: string;
  promoteCode: string;
  channelCode: string;
}

export const STEAM_CALLBACK_PATH = '/login/steamCallback';
