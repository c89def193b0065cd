// A local stand-in for the part of Stripe's API a Checkout integration uses, speaking it as Stripe
// does: form-encoded requests with bracketed keys, `Authorization: Bearer <secret key>`, the
// Idempotency-Key header (a replay answers the first answer, a reuse with other parameters is an
// idempotency_error), Checkout Session objects, `{error: {type, message, code, param}}` refusals
// with Stripe's HTTP statuses, and webhook events signed as Stripe signs them:
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(webhook secret, "<t>.<payload>")>`.
// The test makes the keys, "pays" or expires a session, and has the event POSTed to our notify URL.
import { createHmac, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { startHttpFake } from './http-fake.ts';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  payment_intent: string | null;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
}

type Mode = 'ok' | 'timeout' | 'error' | 'lose-answer';

const rand = (n = 12) => randomBytes(n).toString('hex');

/** Secret key and webhook secret of the shapes Stripe hands out, fresh per call. */
export function stripeTestKeys(): { secretKey: string; webhookSecret: string } {
  return { secretKey: `sk_test_${rand(16)}`, webhookSecret: `whsec_${randomBytes(24).toString('base64')}` };
}

/** The Stripe-Signature header for `payload` signed at `t` (unix seconds). */
export function stripeSignature(secret: string, t: number, payload: string): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex')}`;
}

/** `a[b][0][c]=v` form fields into nested objects (arrays stay objects keyed "0", "1"…). */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((seg, i) => {
      if (i === path.length - 1) node[seg] = value;
      else node = (node[seg] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

class StripeFailure extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;
  constructor(status: number, type: string, message: string, code?: string, param?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
  }
}

export interface FakeStripe {
  url: string;
  keys: { secretKey: string; webhookSecret: string };
  sessions: Map<string, FakeSession>;
  /** The line item's product name of each session (Stripe keeps line items apart from the session). */
  productNames: Map<string, string>;
  requests: FakeRequest[];
  /**
   * 'timeout': requests are held unanswered; 'error': answered 500 api_error; 'lose-answer': done
   * (a session made, its idempotency key kept) but the answer never sent, as when it is lost on the way.
   */
  setMode(mode: Mode): void;
  /** Marks the session complete and paid, as the buyer paying on Stripe's page would. */
  pay(sessionId: string): FakeSession;
  /** The signed webhook of `type` for the session, as Stripe would POST it. */
  event(type: string, session: FakeSession, opts?: { at?: Date; secret?: string; id?: string }): { id: string; payload: string; headers: Record<string, string> };
  /** POSTs a signed event to `notifyUrl`; its answer. */
  deliver(notifyUrl: string, ev: { payload: string; headers: Record<string, string> }): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function startFakeStripe(keys = stripeTestKeys()): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const productNames = new Map<string, string>();
  const idempotent = new Map<string, { params: string; status: number; body: string }>();
  const requests: FakeRequest[] = [];
  let mode: Mode = 'ok';
  let base = '';

  function authorize(req: http.IncomingMessage): void {
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${keys.secretKey}`) {
      const shown = auth.replace(/^Bearer /, '');
      throw new StripeFailure(401, 'invalid_request_error', `Invalid API Key provided: ${shown.slice(0, 8)}****${shown.slice(-4)}`);
    }
  }

  function getSession(id: string): FakeSession {
    const s = sessions.get(id);
    if (!s) throw new StripeFailure(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing', 'session');
    return s;
  }

  function createSession(p: Record<string, unknown>): FakeSession {
    const now = Math.floor(Date.now() / 1000);
    if (p.mode !== 'payment') throw new StripeFailure(400, 'invalid_request_error', 'Missing required param: mode.', 'parameter_missing', 'mode');
    if (typeof p.success_url !== 'string') throw new StripeFailure(400, 'invalid_request_error', 'Missing required param: success_url.', 'parameter_missing', 'success_url');
    const item = (p.line_items as Record<string, Record<string, unknown>> | undefined)?.['0'];
    const price = item?.price_data as Record<string, unknown> | undefined;
    const product = price?.product_data as Record<string, string> | undefined;
    const amount = Number(price?.unit_amount);
    const quantity = Number(item?.quantity ?? 1);
    if (!price || !/^[a-z]{3}$/.test(String(price.currency)) || !Number.isInteger(amount) || amount < 1 || !product?.name) {
      throw new StripeFailure(400, 'invalid_request_error', 'Invalid line_items[0][price_data].', 'parameter_invalid', 'line_items[0][price_data]');
    }
    const expiresAt = p.expires_at === undefined ? now + 24 * 3600 : Number(p.expires_at);
    if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
      throw new StripeFailure(400, 'invalid_request_error',
        'The `expires_at` timestamp must be at least 30 minutes and less than 24 hours from Checkout Session creation.', 'parameter_invalid_integer', 'expires_at');
    }
    const id = `cs_test_${rand(24)}`;
    const s: FakeSession = {
      id, object: 'checkout.session',
      amount_subtotal: amount * quantity, amount_total: amount * quantity, currency: String(price.currency),
      client_reference_id: typeof p.client_reference_id === 'string' ? p.client_reference_id : null,
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      mode: 'payment', payment_status: 'unpaid', status: 'open',
      url: `${base}/c/pay/${id}`,
      success_url: p.success_url, cancel_url: typeof p.cancel_url === 'string' ? p.cancel_url : null,
      expires_at: expiresAt, created: now, livemode: false, payment_intent: null,
    };
    sessions.set(id, s);
    productNames.set(id, product.name);
    return s;
  }

  function route(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, body: createSession(params) };
    let m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (m && method === 'GET') return { status: 200, body: getSession(decodeURIComponent(m[1])) };
    m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (m && method === 'POST') {
      const s = getSession(decodeURIComponent(m[1]));
      if (s.status !== 'open') {
        throw new StripeFailure(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".`);
      }
      s.status = 'expired';
      s.url = null;
      return { status: 200, body: s };
    }
    throw new StripeFailure(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = await startHttpFake((req, res, text) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = parseForm(req.method === 'GET' ? url.search.slice(1) : text);
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, params });
    if (mode === 'timeout') return; // held until the client gives up or the fake closes
    const send = (status: number, body: string, replayed = false) => {
      res.writeHead(status, {
        'content-type': 'application/json', 'request-id': `req_${rand(7)}`,
        ...(key ? { 'idempotency-key': key } : {}), ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(body);
    };
    const fail = (e: StripeFailure) => send(e.status, JSON.stringify({
      error: { type: e.type, message: e.message, ...(e.code ? { code: e.code } : {}), ...(e.param ? { param: e.param } : {}) },
    }, null, 2));
    try {
      if (mode === 'error') throw new StripeFailure(500, 'api_error', 'An unknown error occurred');
      authorize(req);
      const scoped = key && req.method === 'POST' ? `${keys.secretKey}:${key}` : null;
      const seen = scoped ? idempotent.get(scoped) : undefined;
      if (seen) {
        if (seen.params !== `${url.pathname}?${text}`) {
          throw new StripeFailure(400, 'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
        }
        if (mode === 'lose-answer') return;
        return send(seen.status, seen.body, true);
      }
      const out = route(req.method ?? '', url.pathname, params);
      const body = JSON.stringify(out.body, null, 2);
      if (scoped) idempotent.set(scoped, { params: `${url.pathname}?${text}`, status: out.status, body });
      if (mode === 'lose-answer') return;
      send(out.status, body);
    } catch (err) {
      if (err instanceof StripeFailure) return fail(err);
      fail(new StripeFailure(500, 'api_error', String(err)));
    }
  });
  base = server.url;

  return {
    url: base,
    keys,
    sessions,
    productNames,
    requests,
    setMode: (m) => { mode = m; },
    pay(sessionId) {
      const s = sessions.get(sessionId);
      if (!s || s.status !== 'open') throw new Error(`session ${sessionId} cannot be paid (${s?.status ?? 'missing'})`);
      Object.assign(s, { status: 'complete', payment_status: 'paid', url: null, payment_intent: `pi_${rand(12)}` });
      return s;
    },
    event(type, session, opts = {}) {
      const at = opts.at ?? new Date();
      const id = opts.id ?? `evt_${rand(12)}`;
      const payload = JSON.stringify({
        id, object: 'event', api_version: '2026-11-18.endive', created: Math.floor(at.getTime() / 1000),
        data: { object: session }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type,
      }, null, 2);
      return {
        id,
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': stripeSignature(opts.secret ?? keys.webhookSecret, Math.floor(at.getTime() / 1000), payload),
        },
      };
    },
    async deliver(notifyUrl, ev) {
      const res = await fetch(notifyUrl, { method: 'POST', headers: ev.headers, body: ev.payload, signal: AbortSignal.timeout(10_000) });
      return { status: res.status, body: await res.text() };
    },
    close: server.close,
  };
}
