// The browser's half of Steam sign-in, as pure functions of the address: where the Steam button
// goes, and what the callback page was handed. Both only ever send the browser to a path of ours.
// Only a type from the contract: its module defines zod schemas, which this page must not ship.
import type { SteamCallbackParams } from '../../shared/contracts/steam.ts';
import { safeRedirect, sameSitePath } from '../../shared/same-site.ts';
import { currentPromoteCode, readEntryParams } from '../../lib/url.ts';

const STEAM_LOGIN = '/api/auth/steamLogin';

/**
 * api/auth/steamLogin for the page at `pathname` + `search`: the user comes back to the address's
 * callbackUrl, else to this page (the spec's screens). promoteCode: the address, else the first visit's;
 * channelCode: the address, else the one stored locally.
 */
export function steamLoginHref(pathname: string, search: string, storedChannelCode?: string): string {
  const entry = readEntryParams(search);
  const q = new URLSearchParams();
  q.set('callbackUrl', sameSitePath(entry.callbackUrl) ?? `${pathname}${search}`);
  const promoteCode = currentPromoteCode(search);
  if (promoteCode) q.set('promoteCode', promoteCode);
  const channelCode = entry.channelCode ?? storedChannelCode;
  if (channelCode) q.set('channelCode', channelCode);
  return `${STEAM_LOGIN}?${q.toString()}`;
}

export type SteamCallback =
  | { kind: 'error' }
  | { kind: 'code'; code: string; redirectUrl: string };

/** What /login/steamCallback?params=…&code=… (or ?error=steam) carries. */
export function readSteamCallback(search: string): SteamCallback {
  const q = new URLSearchParams(search);
  const code = q.get('code');
  if (q.has('error') || !code) return { kind: 'error' };
  let params: Partial<SteamCallbackParams> = {};
  try {
    const parsed: unknown = JSON.parse(q.get('params') ?? '{}');
    if (parsed && typeof parsed === 'object') params = parsed;
  } catch {
    // Unreadable params: still sign in, and go home.
  }
  return { kind: 'code', code, redirectUrl: safeRedirect(params.redirectUrl) };
}
