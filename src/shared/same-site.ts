// The one rule for where a sign-in may send the browser afterwards: only a path of this site.
// Free of zod, so every page's start-up code (src/lib/boot.ts) can use it within the JS budget.
import { hasForbiddenChars } from './forbidden-chars.ts';

const MAX_REDIRECT_LENGTH = 1024;

/**
 * `url` when it is a path on this site, else null. Refused: "//host" and "/\host" (browsers read
 * both as another host), any scheme, and spaces, control characters or lone surrogates (URL parsers
 * drop tabs and newlines, so "/\t/evil.com" would become "//evil.com").
 */
export function sameSitePath(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_REDIRECT_LENGTH) return null;
  if (url[0] !== '/' || url[1] === '/' || url.includes('\\')) return null;
  if (url.includes(' ') || hasForbiddenChars(url)) return null;
  try {
    const base = 'http://same.site.invalid';
    if (new URL(url, base).origin !== base) return null;
  } catch {
    return null;
  }
  return url;
}

export const DEFAULT_REDIRECT = '/home';
/** Where to go after sign-in: the given path when it is one of ours, else the home page. */
export function safeRedirect(url: unknown): string {
  return sameSitePath(url) ?? DEFAULT_REDIRECT;
}
