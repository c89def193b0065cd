// WeChat Pay API v3 against the local fake (tests/fakes/wechatpay.ts): a deposit end to end by
// Native QR and by H5, the notification WeChat sends (signed, encrypted) credited once however
// often or however concurrently it comes, every kind of bad notification refused with WeChat's
// FAIL answer and nothing changed, an unreachable WeChat a 503 that takes nothing, and an order
// settled by asking WeChat when its notification never came.
import { generateKeyPairSync, sign as cryptoSign } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutOrder, loadOrder } from '../checkout.ts';
import { newWechatKeys, startFakeWechatPay, wechatEnv, type FakeWechatPay, type Notification } from '../../../../../tests/fakes/wechatpay.ts';
import { get, paymentCounts, recharge, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FAIL = { code: 'FAIL', message: '失败' };

let ctx: TestContext;
let fake: FakeWechatPay;
const keys = newWechatKeys();
let notifyUrl: string;

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

beforeAll(async () => {
  fake = await startFakeWechatPay(keys);
  // A real listening app: the fake posts its notifications to notify_url as WeChat does.
  const port = await freePort();
  // Long enough for the fake's answers on a loaded CI machine (300 ms once timed out a good one
  // beside the browser suite); the unreachable tests hold their requests and wait it out.
  ctx = await createTestContext({ ...wechatEnv(keys, fake.url), WECHATPAY_TIMEOUT_MS: '1500', PUBLIC_URL: `http://127.0.0.1:${port}` });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  notifyUrl = `http://127.0.0.1:${port}/api/pay/notify/wechat`;
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => fake.setMode('ok'));

/** A player's wechat order of `amount` yuan, registered with WeChat Pay by asking where to pay it. */
async function order(amount = '100', headers: Record<string, string> = {}) {
  const { token } = await signUp(ctx);
  const created = await recharge(ctx, token, { channel: 'wechat', amount });
  expect(created.statusCode).toBe(200);
  const { orderId } = created.json().data as { orderId: string };
  const checkout = await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token, ...headers });
  return { token, orderId, checkout };
}

const payState = async (token: string) => (await get(ctx, '/api/pay/getRechargeRecords', { token })).json().data.list[0].payState as number;
const send = (n: Notification) => fake.deliver(notifyUrl, n);

describe('a deposit by WeChat Pay', () => {
  it('Native: the dialog gets the code, WeChat notifies, the deposit is credited once', async () => {
    const { token, orderId, checkout } = await order('100');
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().data).toEqual({ kind: 'qr', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
    const placed = fake.orders.get(orderId)!;
    const row = await loadOrder(ctx.deps.db, orderId);
    const expires = new Date(row.createdAt.getTime() + 30 * 60_000);
    expect(placed.request).toEqual({
      appid: keys.appid, mchid: keys.mchid, description: `CS2 balance top-up ${orderId}`, out_trade_no: orderId,
      time_expire: `${new Date(expires.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`,
      notify_url: notifyUrl, amount: { total: 10000, currency: 'CNY' },
    });
    expect(fake.requests.at(-1)!.authorization).toMatch(
      new RegExp(`^WECHATPAY2-SHA256-RSA2048 mchid="${keys.mchid}",nonce_str="[0-9A-F]{32}",signature="[A-Za-z0-9+/]+={0,2}",timestamp="\\d{10}",serial_no="${keys.certSerial}"$`),
    );

    const paid = await fake.pay(orderId);
    expect(paid).toEqual({ status: 204, body: '' });
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    expect(await payState(token)).toBe(1);

    // WeChat sends it again (it did not hear us): acknowledged, nothing more.
    const before = await paymentCounts(ctx);
    const again = await send(fake.notification(orderId));
    expect(again.status).toBe(204);
    expect(await paymentCounts(ctx)).toEqual({ ...before, events: before.events + 1 });
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    // Asking for the code of a paid order: nothing left to pay.
    expect((await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token })).statusCode).toBe(422);
  });

  it('H5: a phone is sent to WeChat’s page with its address, and back to its records', async () => {
    const { token, orderId, checkout } = await order('50', { 'user-agent': IPHONE });
    const { kind, url } = checkout.json().data as { kind: string; url: string };
    expect(kind).toBe('redirect');
    expect(url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx[0-9a-f]+&package=\d+&redirect_url=/);
    expect(decodeURIComponent(new URL(url).searchParams.get('redirect_url')!)).toBe(`${ctx.config.publicUrl}/personal/flow?tab=recharge&order=${orderId}`);
    const placed = fake.orders.get(orderId)!;
    expect(placed.tradeType).toBe('MWEB');
    expect(placed.request.scene_info).toEqual({ payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } });
    expect(placed.request.amount).toEqual({ total: 5000, currency: 'CNY' });
    expect((await fake.pay(orderId))!.status).toBe(204);
    expect((await userInfo(ctx, token)).balance).toBe('60.00');
  });

  it('getOrder settles an order by asking WeChat when the notification never came', async () => {
    const { token, orderId } = await order('100');
    expect((await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token })).json().data).toEqual({ orderId, payState: 0 });
    await fake.pay(orderId, { notify: false });
    expect((await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token })).json().data).toEqual({ orderId, payState: 1 });
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    // The notification arriving late changes nothing.
    expect((await send(fake.notification(orderId))).status).toBe(204);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });

  it('getOrder of an order WeChat never heard of (nobody asked for its code) stays open', async () => {
    const { token } = await signUp(ctx);
    const { orderId } = (await recharge(ctx, token, { channel: 'wechat', amount: '100' })).json().data;
    expect((await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token })).json().data).toEqual({ orderId, payState: 0 });
  });

  it('closeOrder closes the order at WeChat, and queryOrder then reports it cancelled', async () => {
    const { token, orderId } = await order('100');
    const provider = ctx.deps.payments.wechat;
    const o = checkoutOrder(await loadOrder(ctx.deps.db, orderId));
    await provider.closeOrder!(o);
    expect(fake.orders.get(orderId)!.state).toBe('CLOSED');
    expect((await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token })).json().data.payState).toBe(2);
    // Closing one WeChat never had is nothing to do.
    await provider.closeOrder!({ ...o, id: 'R20990101000000ABCDEF01' });
  });
});

describe('concurrent notifications', () => {
  it('credits once when the same notification arrives 50 times at once', async () => {
    const { token, orderId } = await order('100');
    await fake.pay(orderId, { notify: false });
    const n = fake.notification(orderId);
    const results = await Promise.all(Array.from({ length: 50 }, () => send(n)));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 204));
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    const log = (await get(ctx, '/api/profile/getMyBalanceLog', { token })).json().data;
    expect(log.total).toBe(3);
  });

  it('credits once when 50 different notifications of one payment arrive at once', async () => {
    const { token, orderId } = await order('100');
    await fake.pay(orderId, { notify: false });
    const results = await Promise.all(Array.from({ length: 50 }, () => send(fake.notification(orderId))));
    expect(results.every((r) => r.status === 204)).toBe(true);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });
});

describe('refused notifications change nothing and ask WeChat to retry', () => {
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const cases: [string, (orderId: string) => Notification][] = [
    ['a forged signature', (id) => fake.notification(id, { forgedWith: other })],
    ['a timestamp 301 s old', (id) => fake.notification(id, { skewSec: -301 })],
    // Well past the limit: a notice 301 s ahead read a second later by a loaded server is 300 s ahead.
    ['a timestamp 330 s ahead', (id) => fake.notification(id, { skewSec: 330 })],
    ['another key’s serial', (id) => fake.notification(id, { serial: 'PUB_KEY_ID_0000000000000000000000000000' })],
    ['a smaller amount', (id) => fake.notification(id, { transaction: { ...fake.transactionOf(id), amount: { total: 9999, payer_total: 9999, currency: 'CNY', payer_currency: 'CNY' } } })],
    ['another merchant', (id) => fake.notification(id, { transaction: { ...fake.transactionOf(id), mchid: '1230000109' } })],
    ['another app', (id) => fake.notification(id, { transaction: { ...fake.transactionOf(id), appid: 'wx0000000000000000' } })],
    ['an order that does not exist (yet)', (id) => fake.notification(null, { transaction: { ...fake.transactionOf(id), out_trade_no: 'R20990101000000DEADBEEF' } })],
  ];
  for (const [name, make] of cases) {
    it(`refuses ${name}`, async () => {
      const { token, orderId } = await order('100');
      await fake.pay(orderId, { notify: false });
      const before = await paymentCounts(ctx);
      const res = await send(make(orderId));
      expect(res.status).toBe(500);
      expect(JSON.parse(res.body)).toEqual(FAIL);
      expect(await paymentCounts(ctx)).toEqual(before);
      expect((await userInfo(ctx, token)).balance).toBe('0.00');
      expect(await payState(token)).toBe(0);
    });
  }

  it('refuses a body altered after signing, and a resource that is not ours to open', async () => {
    const { token, orderId } = await order('100');
    await fake.pay(orderId, { notify: false });
    const n = fake.notification(orderId);
    const altered = await send({ headers: n.headers, body: n.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') });
    expect(altered.status).toBe(500);
    // Signed by the platform, but its ciphertext tampered with: the tag does not match.
    const body = JSON.parse(n.body) as { resource: { ciphertext: string } };
    const ct = Buffer.from(body.resource.ciphertext, 'base64');
    ct[0] ^= 1;
    body.resource.ciphertext = ct.toString('base64');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: resign(n, JSON.stringify(body)).headers, payload: JSON.stringify(body) });
    expect(res.statusCode).toBe(500);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });

  it('refuses a payment for an order already closed', async () => {
    const { token, orderId } = await order('100');
    // WeChat reports the order closed (trade_state CLOSED): cancelled with us.
    const closed = await send(fake.notification(null, { transaction: { ...fake.transactionOf(orderId), trade_state: 'CLOSED' } }));
    expect(closed.status).toBe(204);
    expect(await payState(token)).toBe(2);
    await fake.pay(orderId, { notify: false });
    const before = await paymentCounts(ctx);
    const res = await send(fake.notification(orderId));
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body)).toEqual(FAIL);
    expect(await paymentCounts(ctx)).toEqual(before);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });

  it('acknowledges a notification of another kind without settling anything', async () => {
    const { token, orderId } = await order('100');
    const res = await send(fake.notification(orderId, { eventType: 'REFUND.SUCCESS' }));
    expect(res.status).toBe(204);
    expect(await payState(token)).toBe(0);
  });
});

/** The same notification signed again over another body, as only the platform key could. */
function resign(n: Notification, body: string): Notification {
  const ts = n.headers['Wechatpay-Timestamp'];
  const nonce = n.headers['Wechatpay-Nonce'];
  const signature = signWith(`${ts}\n${nonce}\n${body}\n`);
  return { headers: { ...n.headers, 'Wechatpay-Signature': signature }, body };
}
function signWith(message: string): string {
  return cryptoSign('sha256', Buffer.from(message), keys.platformPrivate).toString('base64');
}

describe('WeChat Pay unreachable', () => {
  for (const mode of ['timeout', 'error'] as const) {
    it(`${mode}: the code is a 503 in the reader's language, and nothing changed`, async () => {
      const { token } = await signUp(ctx);
      const { orderId } = (await recharge(ctx, token, { channel: 'wechat', amount: '100' })).json().data;
      const before = await paymentCounts(ctx);
      fake.setMode(mode);
      const en = await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token, lang: 'en' });
      expect(en.statusCode).toBe(503);
      expect(en.json()).toMatchObject({ success: false, msg: 'This payment method is unavailable right now. Nothing was charged; please try again later or choose another method' });
      const zh = await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token });
      expect(zh.statusCode).toBe(503);
      expect(zh.json().msg).toBe('该支付方式暂时不可用，请稍后再试或换一种方式，未扣任何款项');
      expect((await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token })).statusCode).toBe(503);
      expect(await paymentCounts(ctx)).toEqual(before);
      expect((await userInfo(ctx, token)).balance).toBe('0.00');
      expect(await payState(token)).toBe(0);
      fake.setMode('ok');
      expect((await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token })).json().data.kind).toBe('qr');
    });
  }

  it('an answer not signed by WeChat Pay’s key is not believed', async () => {
    const forged = newWechatKeys();
    const bad = await startFakeWechatPay({ ...keys, platformPrivate: forged.platformPrivate });
    const other = await createTestContext({ ...wechatEnv(keys, bad.url), WECHATPAY_TIMEOUT_MS: '300' });
    try {
      const { token } = await signUp(other);
      const { orderId } = (await recharge(other, token, { channel: 'wechat', amount: '100' })).json().data;
      expect((await get(other, `/api/pay/checkout?orderId=${orderId}`, { token })).statusCode).toBe(503);
    } finally {
      await other.close();
      await bad.close();
    }
  });
});
