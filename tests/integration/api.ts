// Small helpers that talk to the app the way the browser does: form-encoded POSTs, `token` header.
import { randomUUID } from 'node:crypto';
import type { TestContext } from './context.ts';
import { signSandbox } from '../../src/server/providers/payments/sandbox-signature.ts';

let phoneSeq = 0;
/** A valid, unique mainland mobile number per call within a test file. */
export function newPhone(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

export function form(body: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
}

export async function post(ctx: TestContext, url: string, body: Record<string, string | number | boolean>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(body),
  });
}

export async function get(ctx: TestContext, url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

export async function signUp(ctx: TestContext, phone = newPhone(), password = 'secret-pass-1'): Promise<{ token: string; phone: string }> {
  const res = await post(ctx, '/api/auth/signUp', {
    phone, password, invitationCode: ctx.config.defaultInvitationCode, ageConfirmed: true, termsAccepted: true,
  });
  if (res.statusCode !== 200) throw new Error(`signUp failed: ${res.body}`);
  return { token: res.json().data.token, phone };
}

export async function userInfo(ctx: TestContext, token: string) {
  const res = await get(ctx, '/api/profile/userInfo', { token });
  return res.json().data;
}

export async function recharge(ctx: TestContext, token: string, body: { channel?: string; currency?: string; amount: string }, key = randomUUID()) {
  return post(ctx, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', ...body }, { token, 'idempotency-key': key });
}

/** Calls the webhook exactly as the sandbox provider does, with a signature made at `at`. */
export async function notify(
  ctx: TestContext,
  event: { eventId?: string; orderId: string; status?: 'paid' | 'cancelled'; amount: string; currency?: string },
  opts: { at?: Date; secret?: string } = {},
) {
  const raw = JSON.stringify({ eventId: event.eventId ?? randomUUID(), status: 'paid', currency: 'CNY', ...event });
  const t = Math.floor((opts.at ?? new Date()).getTime() / 1000);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signSandbox(opts.secret ?? ctx.config.pay.sandboxSecret, t, raw) },
    payload: raw,
  });
}
