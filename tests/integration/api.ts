// Small helpers that talk to the app the way the browser does: form-encoded POSTs, `token` header.
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { ledgerTransactions, paymentEvents, postings } from '../../src/server/db/schema/index.ts';
import { idCheckChar } from '../../src/shared/contracts/id-number.ts';
import type { TestContext } from './context.ts';
import type { SmsPurpose } from '../../src/shared/constants.ts';
import type { UserInfo } from '../../src/shared/contracts/auth.ts';
import { signSandbox } from '../../src/server/providers/payments/sandbox-signature.ts';
import { houseAccountId, postTransaction, userAccountId } from '../../src/server/modules/wallet/ledger.ts';

let phoneSeq = 0;
/**
 * A valid, unique mainland mobile number per call within a test file. The sequence sits in the
 * 7-digit block (139 + 4 digits) so each number has a block of its own: SMS sends are limited per
 * block, and a file that makes many accounts must not trip that limit.
 */
export function newPhone(): string {
  phoneSeq += 1;
  return `139${String(phoneSeq).padStart(4, '0')}${String(process.pid % 10000).padStart(4, '0')}`;
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

/** How many payment events, ledger transactions and postings there are: a refused notification moves none. */
export async function paymentCounts(ctx: TestContext): Promise<{ events: number; transactions: number; postings: number }> {
  const db = ctx.deps.db;
  const [[e], [t], [p]] = await Promise.all([
    db.select({ n: count() }).from(paymentEvents),
    db.select({ n: count() }).from(ledgerTransactions),
    db.select({ n: count() }).from(postings),
  ]);
  return { events: e.n, transactions: t.n, postings: p.n };
}

/**
 * Every route the app registers as "METHOD /path" (HEAD left out: it comes with GET), sorted, read
 * from Fastify's own route tree: a test that walks all routes takes in a new one without a row.
 */
export function registeredRoutes(ctx: TestContext): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = path;
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') out.push(`${method} ${path}`);
  }
  return out.sort();
}

/**
 * A fresh SMS code for `phone`, the way a visitor gets one: POST api/common/smsCode (tests run with
 * CAPTCHA=off, so no slider token), then the sandbox outbox. Each phone may get 3 codes per
 * 10 minutes and one per 60 s: use newPhone() or move the clock with ctx.setNow.
 * The send comes from an address of its own per phone, so the per-IP send limit never trips
 * over the many accounts a test file makes.
 */
export async function smsCodeFor(ctx: TestContext, phone: string, purpose: SmsPurpose, ip = ipFor(phone)): Promise<string> {
  const sent = await ctx.app.inject({
    method: 'POST', url: '/api/common/smsCode', remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ phone, purpose }),
  });
  if (sent.statusCode !== 200) throw new Error(`smsCode failed: ${sent.body}`);
  const outbox = await get(ctx, `/api/dev/smsOutbox?phone=${phone}`);
  if (outbox.statusCode !== 200) throw new Error(`smsOutbox failed: ${outbox.body}`);
  const entry = outbox.json<{ data: { phone: string; purpose: string; code: string }[] }>().data.find((e) => e.purpose === purpose);
  if (!entry) throw new Error(`no ${purpose} code for ${phone} in the outbox: ${outbox.body}`);
  return entry.code;
}

/** A benchmarking-range address (198.18.0.0/15) derived from the phone's block. */
function ipFor(phone: string): string {
  const n = Number(phone.slice(3, 7)) % 65536;
  return `198.18.${n >> 8}.${n & 255}`;
}

/** Signs a new account up through the real route, SMS code included. */
export async function signUp(ctx: TestContext, phone = newPhone(), password = 'secret-pass-1'): Promise<{ token: string; phone: string }> {
  const smsCode = await smsCodeFor(ctx, phone, 'signUp');
  const res = await post(ctx, '/api/auth/signUp', {
    phone, password, invitationCode: ctx.config.defaultInvitationCode, ageConfirmed: true, termsAccepted: true, smsCode,
  });
  if (res.statusCode !== 200) throw new Error(`signUp failed: ${res.body}`);
  return { token: res.json<{ data: { token: string } }>().data.token, phone };
}

export async function userInfo(ctx: TestContext, token: string): Promise<UserInfo> {
  const res = await get(ctx, '/api/profile/userInfo', { token });
  return res.json<{ data: UserInfo }>().data;
}

/**
 * Test setup: marks the token's player as having a verified real name, as a deposit needs,
 * straight in the database (deposit-real-name.test.ts goes through the certify route and
 * the sandbox instead). Idempotent; a token that is nobody's is left alone, for the tests of that.
 */
export async function markVerified(ctx: TestContext, token: string): Promise<void> {
  // A token that is nobody's is refused: no data.
  const res = await get(ctx, '/api/profile/userInfo', { token });
  const id = res.json<{ data?: UserInfo }>().data?.id;
  if (!id) return;
  await ctx.deps.db.execute(sql`UPDATE users SET real_name_verified_at = now() WHERE id = ${BigInt(id)} AND real_name_verified_at IS NULL`);
}

/** POST api/pay/recharge for a player who is verified first (markVerified): most tests top up to play. */
export async function recharge(ctx: TestContext, token: string, body: { channel?: string; currency?: string; amount: string }, key: string = randomUUID()) {
  await markVerified(ctx, token);
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
  const { orderId } = res.json<{ data: { orderId: string } }>().data;
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

/** What a browser keeps from a sandbox page it opened: its form cookie and the form's token. */
const sandboxForms = new Map<string, { cookie: string; formToken: string }>();

/**
 * Submits a sandbox page's form (payment checkout, real-name check) the way a browser does: it
 * opens the page first (the form carries a token tied to a cookie and to this order or check),
 * then posts the button's action. A page opened before is not opened again, so a second click
 * after the page stopped showing its form still sends the token it had.
 */
export async function submitSandboxForm(ctx: TestContext, url: string, action: string) {
  let form = sandboxForms.get(url);
  if (!form) {
    const page = await get(ctx, url);
    const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0];
    const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
    if (!cookie || !formToken) throw new Error(`no form on ${url}: ${page.statusCode}`);
    form = { cookie, formToken };
    sandboxForms.set(url, form);
  }
  return post(ctx, url, { action, formToken: form.formToken }, { cookie: form.cookie });
}

/** A valid 18-digit identity number (Beijing, born `birth` YYYYMMDD) with its check character. */
export function idNumberFor(birth: string, seq = '123'): string {
  const first17 = `110101${birth}${seq}`;
  return first17 + idCheckChar(first17);
}
