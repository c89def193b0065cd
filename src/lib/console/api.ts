// The console's request client (browser). Every console page talks to /api/console through it:
// - the CSRF token comes from GET /api/console/me, fetched once per page and kept in memory only
//   (never in storage), and is sent as `x-csrf-token` on every POST;
// - the `lang` header is the page's language (<html data-lang>), so refusals come in it;
// - the envelope becomes its data, or a thrown ConsoleApiError carrying the server's message;
// - a 401 (no session, timed out, ended) sends the browser to the sign-in page in the page's language.
// The session itself is the httpOnly cookie the browser sends on its own.
import type { ConsoleMe } from '../../shared/contracts/console-staff.ts';
import type { Permission } from '../../shared/console/permissions.ts';
import { isSiteLang, DEFAULT_LANG, type Lang } from '../../shared/locales.ts';
import { localizedPath } from '../../shared/locale-paths.ts';

export class ConsoleApiError extends Error {
  readonly status: number;
  readonly code: number;
  constructor(message: string, status: number, code: number) {
    super(message);
    this.name = 'ConsoleApiError';
    this.status = status;
    this.code = code;
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export function pageLangOf(): Lang {
  const l = typeof document === 'undefined' ? undefined : document.documentElement.dataset.lang;
  return isSiteLang(l) ? l : DEFAULT_LANG;
}

/** An address inside the console, in the page's language: consolePath('/console/audit') -> '/en/console/audit'. */
export function consolePath(path: string): string {
  return localizedPath(pageLangOf(), path);
}

export const SIGN_IN_PATH = '/console/sign-in';

function toSignIn(): void {
  if (typeof window === 'undefined') return;
  const here = window.location.pathname;
  if (/\/console\/sign-in\/?$/.test(here)) return;
  window.location.assign(`${consolePath(SIGN_IN_PATH)}?next=${encodeURIComponent(here + window.location.search)}`);
}

export function queryString(q: Query = {}): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * A form body: each field a scalar, a missing one sent empty. An object would go as
 * '[object Object]', so one with objects in it has to be sent as JSON (the default).
 */
function formBody(body: unknown): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) p.append(k, '');
    else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') p.append(k, String(v));
    else throw new TypeError(`form field ${k} is not a scalar`);
  }
  return p.toString();
}

let mePromise: Promise<ConsoleMe> | null = null;

async function request<T>(method: 'GET' | 'POST', path: string, init: { query?: Query; body?: unknown; form?: boolean } = {}): Promise<T> {
  const headers: Record<string, string> = { lang: pageLangOf(), accept: 'application/json' };
  let body: BodyInit | undefined;
  if (method === 'POST') {
    // /me answers before a password change too; sign-in has no session to take a token from.
    if (!path.endsWith('/auth/signIn')) headers['x-csrf-token'] = (await me()).csrfToken;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = formBody(init.body);
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body ?? {});
    }
  }
  const res = await fetch(`/api/console${path}${queryString(init.query)}`, { method, headers, body, credentials: 'same-origin' });
  type Envelope = { status?: number; msg?: string; data?: unknown; success?: boolean };
  const env = (await res.json().catch(() => null)) as Envelope | null;
  if (res.status === 401 && !path.endsWith('/auth/signIn')) {
    mePromise = null;
    toSignIn();
  }
  if (!res.ok || !env?.success) throw new ConsoleApiError(env?.msg || res.statusText || `HTTP ${res.status}`, res.status, env?.status ?? res.status);
  return env.data as T;
}

export function consoleGet<T>(path: string, query?: Query): Promise<T> {
  return request<T>('GET', path, { query });
}

/** A write: JSON by default, form encoding with `{ form: true }`. */
export function consolePost<T>(path: string, body?: unknown, opts: { form?: boolean } = {}): Promise<T> {
  return request<T>('POST', path, { body, form: opts.form });
}

/** The signed-in staff member (role, permissions, CSRF token), fetched once per page. */
export function me(): Promise<ConsoleMe> {
  mePromise ??= request<ConsoleMe>('GET', '/me').catch((e: unknown) => {
    mePromise = null;
    throw e;
  });
  return mePromise;
}

/** Forget the cached /me (after sign-in, a password change or sign-out). */
export function forgetMe(): void {
  mePromise = null;
}

export function may(m: Pick<ConsoleMe, 'permissions'> | null | undefined, p: Permission): boolean {
  return Boolean(m?.permissions.includes(p));
}

/** The address of a CSV export with the same filter as the table (a plain link: the cookie goes along). */
export function csvHref(path: string, query?: Query): string {
  return `/api/console${path}${queryString(query)}`;
}
