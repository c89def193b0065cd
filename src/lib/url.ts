// Query parameters the site reads from the page address (spec §2, §7).
import { persistentAtom } from '@nanostores/persistent';

export const FIRST_QUERY_KEY = 'firstQuery';

/** channelCode falls back to a locally stored value (spec §2). */
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

/** Remember the query string of the first visit of this session (spec §2). */
export function rememberFirstQuery(search: string): void {
  const s = session();
  if (s && search && s.getItem(FIRST_QUERY_KEY) === null) s.setItem(FIRST_QUERY_KEY, search);
}

export function firstQuery(): string {
  return session()?.getItem(FIRST_QUERY_KEY) ?? '';
}

/** The promotion code for sign-up: the current address first, then the first visit's. */
export function currentPromoteCode(search: string): string | undefined {
  return readEntryParams(search).promoteCode ?? readEntryParams(firstQuery()).promoteCode;
}
