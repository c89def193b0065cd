// Small helpers that talk to the app the way the browser does: form-encoded POSTs, `token` header.
import { randomUUID } from 'node:crypto';
import type { TestContext } from './context.ts';
import { signSandbox } from '../../src/server/providers/payments/sandbox-signature.ts';
import { houseAccountId, postTransaction, userAccountId } from '../../src/server/modules/wallet/ledger.ts';

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

export async function recharge(ctx: TestContext, token: string, body: { channel?: string; currency?: string; amount: string }, key: string = randomUUID()) {
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

/** Tops a user up through the real recharge + webhook path (first deposit earns the bonus too). */
export async function fund(ctx: TestContext, token: string, yuan: string): Promise<void> {
  const res = await recharge(ctx, token, { amount: yuan });
  if (res.statusCode !== 200) throw new Error(`recharge failed: ${res.body}`);
  const { orderId } = res.json().data;
  const paid = await notify(ctx, { orderId, amount: `${yuan}.00`.replace(/(\.\d\d)\.00$/, '$1') });
  if (paid.statusCode !== 200) throw new Error(`notify failed: ${paid.body}`);
}

export async function openBox(ctx: TestContext, token: string, boxId: number, number = 1, key: string = randomUUID()) {
  return post(ctx, '/api/box/openBox', { boxId, number }, { token, 'idempotency-key': key });
}

export async function sell(ctx: TestContext, token: string, ids: string[], key: string = randomUUID()) {
  return post(ctx, '/api/profile/exchangeQuantity', { ids: ids.join(',') }, { token, 'idempotency-key': key });
}

/** Credits an exact amount (fen) from the house, for tests that need a balance to the cent. */
export async function credit(ctx: TestContext, token: string, fen: bigint): Promise<void> {
  const userId = BigInt((await userInfo(ctx, token)).id);
  await ctx.deps.db.transaction(async (tx) => postTransaction(tx, {
    kind: 'adjustment',
    ref: 'test-credit',
    postings: [{ accountId: await houseAccountId(tx, 'house:bonus'), amount: -fen }, { accountId: await userAccountId(tx, userId, 'main'), amount: fen }],
  }));
}
