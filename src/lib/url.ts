// Query parameters the site reads from the page address (the spec's screens and calls).
import { persistentAtom } from '@nanostores/persistent';
import { sameSitePath } from '../shared/same-site.ts';

export const FIRST_QUERY_KEY = 'firstQuery';

/** channelCode falls back to a locally stored value (the spec's screens). */
export const $channelCode = persistentAtom<string | undefined>('channelCode', undefined);

export interface EntryParams {
  token?: string;
  promoteCode?: string;
  channelCode?: string;
  callbackUrl?: string;
}

function nonEmpty(v: string | null): string | undefined {
  const s = v?.trim();
  return s ? s : undefined;
}

export function readEntryParams(search: string): EntryParams {
  const q = new URLSearchParams(search);
  return {
    token: nonEmpty(q.get('token')),
    promoteCode: nonEmpty(q.get('promoteCode')),
    channelCode: nonEmpty(q.get('channelCode')),
    callbackUrl: nonEmpty(q.get('callbackUrl')),
  };
}

/** The search string without the given parameters ("" when nothing is left). */
export function withoutParams(search: string, names: readonly string[]): string {
  const q = new URLSearchParams(search);
  for (const n of names) q.delete(n);
  const s = q.toString();
  return s ? `?${s}` : '';
}

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** A remembered query string longer than this is dropped: it is re-applied to every later page. */
export const MAX_REMEMBERED_QUERY = 512;
/** Parameters never remembered nor re-applied: a session token, and Steam's one-time code. */
const SECRET_PARAMS = ['token', 'code', 'params'] as const;

/**
 * `value` when it is a query string fit to re-apply ("?a=b…"), else undefined. Dropped: a
 * non-string, anything over 512 characters, a secret parameter, bad percent-encoding, or
 * nothing left after the "?".
 */
export function validRememberedQuery(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length < 2 || value.length > MAX_REMEMBERED_QUERY || value[0] !== '?') return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f#\s]/.test(value)) return undefined;
  try {
    for (const part of value.slice(1).split('&')) decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
  const q = new URLSearchParams(value);
  if (SECRET_PARAMS.some((name) => q.has(name))) return undefined;
  return [...q.keys()].length > 0 ? value : undefined;
}

/**
 * Remember the query string of the first visit of this session (the spec's screens). The token it may carry
 * is taken out first (boot keeps it as the session); a malformed one is not remembered at all.
 */
export function rememberFirstQuery(search: string): void {
  const s = session();
  if (!s || !search || s.getItem(FIRST_QUERY_KEY) !== null) return;
  const kept = validRememberedQuery(withoutParams(search, ['token']));
  // An empty marker: the first visit happened, so a later visit's query is not "the first".
  s.setItem(FIRST_QUERY_KEY, kept ?? '');
}

/** The remembered first query, or "" when there is none or what is stored is malformed. */
export function firstQuery(): string {
  const stored = session()?.getItem(FIRST_QUERY_KEY);
  const valid = validRememberedQuery(stored);
  if (stored && !valid) session()?.removeItem(FIRST_QUERY_KEY);
  return valid ?? '';
}

/**
 * The spec's screens: a route without a query string, a signed-out visitor and a remembered query string →
 * the same path with the remembered query. Returns the address to put in place (with
 * history.replaceState: no reload, so no loop), or null when nothing is to change.
 */
export function reapplyFirstQuery(
  where: { pathname: string; search: string; hash: string },
  loggedIn: boolean,
  remembered: string,
): string | null {
  if (loggedIn || where.search !== '' || where.pathname === '/login/steamCallback') return null;
  const q = validRememberedQuery(remembered);
  return q ? `${where.pathname}${q}${where.hash}` : null;
}

/** Where to go after sign-in: the address's callbackUrl when it is a path of this site, else null. */
export function callbackTarget(search: string): string | null {
  return sameSitePath(readEntryParams(search).callbackUrl);
}

/** The promotion code for sign-up: the current address first, then the first visit's. */
export function currentPromoteCode(search: string): string | undefined {
  return readEntryParams(search).promoteCode ?? readEntryParams(firstQuery()).promoteCode;
}
