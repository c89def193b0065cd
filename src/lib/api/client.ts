// The browser's request client (the spec's calls and error catalogue; design "API rules"). Pure: every dependency
// (fetch, clock, toast, token, language, 401 handling) is passed in so it runs in Node tests.
import type { Envelope } from '../../shared/contracts/envelope.ts';
import { t, type Lang } from '../i18n/ui.ts';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 15_000;
export const UNAUTHORIZED_GUARD_MS = 1_000;
export const NETWORK_ERROR_TOAST_ID = 'network-error';

export type ApiErrorKind = 'api' | 'http' | 'network' | 'timeout';

/** A failed request: `status` is the envelope status, else the HTTP status, else -1. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly kind: ApiErrorKind;
  constructor(status: number, msg: string, data: unknown = null, kind: ApiErrorKind = 'api') {
    super(msg);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.kind = kind;
  }
}

/** The answer of a request that was superseded by a newer one on the same channel. */
export class StaleResponseError extends Error {
  readonly channel: string;
  constructor(channel: string) {
    super(`stale response on channel "${channel}"`);
    this.name = 'StaleResponseError';
    this.channel = channel;
  }
}

export function isStale(err: unknown): err is StaleResponseError {
  return err instanceof StaleResponseError;
}

export type Params = Record<string, string | number | boolean | null | undefined | readonly (string | number | boolean)[]>;

export interface RequestOptions {
  /** Send the POST body as JSON instead of form encoding (captcha get/check). */
  json?: boolean;
  /** Money/item POSTs: send an Idempotency-Key header. */
  idempotent?: boolean;
  /** Reuse the key of an earlier attempt of the same user action (implies idempotent). */
  idempotencyKey?: string;
  /** A newer request on the same channel makes this one's answer stale (rejects with StaleResponseError). */
  channel?: string;
  /** Don't toast failures (the caller shows them itself). 401 handling still happens. */
  silent?: boolean;
  /** Abort from the caller's side (e.g. unmount); an abort by the caller is not toasted. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Milliseconds; only differences matter (the 401 guard). */
  now: () => number;
  toastError: (message: string, opts: { id: string }) => void;
  getToken: () => string | undefined | null;
  getLang: () => Lang;
  /** Drop the token and start login handling; called at most once per UNAUTHORIZED_GUARD_MS. */
  onUnauthorized: (path: string) => void;
  /** Called on every 401 (also inside the guard window): drop the token. */
  dropToken: () => void;
  randomUUID: () => string;
  baseUrl?: string;
  /**
   * Asked before a request is sent: an error refuses it on the client (no request, no toast), e.g.
   * a game's request while the reality check waits for its answer (src/lib/stores/reality.ts).
   */
  guard?: (method: 'GET' | 'POST', path: string) => ApiError | null;
  /** Every failure, before its toast: true when it was handled (the reality dialog opened) and needs none. */
  onApiError?: (err: ApiError, path: string) => boolean;
  /** Every answer that succeeded (the reality check's clock notices a play). */
  onSuccess?: (method: 'GET' | 'POST', path: string) => void;
}

export interface ApiClient {
  get<T>(path: string, params?: Params, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: Params | Record<string, unknown>, opts?: RequestOptions): Promise<T>;
  /** A fresh key for one user action; pass it as `idempotencyKey` on each retry. */
  newIdempotencyKey(): string;
}

function appendParam(search: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const v of value) appendParam(search, key, v);
    return;
  }
  // A form field is a scalar (Params); an object would go as '[object Object]', so a body with
  // objects in it has to be sent as JSON (RequestOptions.json).
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean' && typeof value !== 'bigint') {
    throw new TypeError(`form field ${key} is not a scalar`);
  }
  search.append(key, String(value));
}

/** `{a: 1, b: [true, 'x'], c: undefined}` -> "a=1&b=true&b=x". */
export function encodeForm(params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) appendParam(search, k, v);
  return search.toString();
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

export function createClient(deps: ClientDeps): ApiClient {
  const base = deps.baseUrl ?? API_BASE;
  const latestSeq = new Map<string, number>();
  let seqCounter = 0;
  let lastUnauthorizedAt = Number.NEGATIVE_INFINITY;

  function unauthorized(path: string): void {
    deps.dropToken();
    const now = deps.now();
    if (now - lastUnauthorizedAt < UNAUTHORIZED_GUARD_MS) return;
    lastUnauthorizedAt = now;
    deps.onUnauthorized(path);
  }

  function fail(err: ApiError, opts: RequestOptions, path = ''): never {
    const handled = deps.onApiError?.(err, path) === true;
    if (!opts.silent && !handled) deps.toastError(err.message, { id: NETWORK_ERROR_TOAST_ID });
    throw err;
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> | undefined,
    opts: RequestOptions,
  ): Promise<T> {
    const refused = deps.guard?.(method, path);
    if (refused) return fail(refused, { ...opts, silent: true }, path);
    const lang = deps.getLang();
    const headers: Record<string, string> = { lang, Accept: 'application/json' };
    const token = deps.getToken();
    if (token) headers.token = token;

    let url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
    let body: string | undefined;
    if (method === 'GET') {
      const query = encodeForm(payload);
      if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
    } else if (opts.json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload ?? {});
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = encodeForm(payload);
    }
    if (opts.idempotent || opts.idempotencyKey) {
      headers['Idempotency-Key'] = opts.idempotencyKey ?? deps.randomUUID();
    }

    let seq = 0;
    if (opts.channel) {
      seq = ++seqCounter;
      latestSeq.set(opts.channel, seq);
    }
    const dropIfStale = (): void => {
      if (opts.channel && latestSeq.get(opts.channel) !== seq) throw new StaleResponseError(opts.channel);
    };

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onCallerAbort = (): void => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);

    let response: Response;
    let parsed: unknown;
    try {
      response = await deps.fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
      const text = await response.text();
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
    } catch (cause) {
      dropIfStale();
      if (opts.signal?.aborted && !timedOut) throw new ApiError(-1, 'aborted', null, 'network');
      const err = new ApiError(-1, t(lang, 'error.network'), null, timedOut ? 'timeout' : 'network');
      (err as { cause?: unknown }).cause = cause;
      return fail(err, opts);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    dropIfStale();
    const envelope = isEnvelope(parsed) ? parsed : undefined;
    if (response.status === 401 || envelope?.status === 401) unauthorized(path);

    if (envelope && envelope.status !== 0) {
      const msg = envelope.msg || t(lang, 'error.http', { status: response.status });
      return fail(new ApiError(envelope.status, msg, envelope.data, 'api'), opts, path);
    }
    if (!response.ok) {
      return fail(new ApiError(response.status, t(lang, 'error.http', { status: response.status }), null, 'http'), opts);
    }
    if (!envelope) {
      return fail(new ApiError(response.status, t(lang, 'error.http', { status: response.status }), null, 'http'), opts);
    }
    if (envelope.success === false) {
      return fail(new ApiError(envelope.status, envelope.msg || t(lang, 'error.network'), envelope.data, 'api'), opts, path);
    }
    deps.onSuccess?.(method, path);
    return envelope.data as T;
  }

  return {
    get: (path, params, opts = {}) => request('GET', path, params, opts),
    post: (path, body, opts = {}) => request('POST', path, body, opts),
    newIdempotencyKey: () => deps.randomUUID(),
  };
}

/**
 * Wrap a loader so only the answer of its latest call is delivered: an earlier call that
 * settles after a later one was made rejects with StaleResponseError.
 */
export function latest<A extends unknown[], T>(load: (...args: A) => Promise<T>, name = 'latest'): (...args: A) => Promise<T> {
  let seq = 0;
  return async (...args: A) => {
    const mine = ++seq;
    try {
      const value = await load(...args);
      if (mine !== seq) throw new StaleResponseError(name);
      return value;
    } catch (err) {
      if (mine !== seq && !isStale(err)) throw new StaleResponseError(name);
      throw err;
    }
  };
}
