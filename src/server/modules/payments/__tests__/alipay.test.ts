// Alipay deposits against a local fake gateway (tests/fakes/alipay.ts) that checks our RSA2
// signatures and signs its answers and notifications with keys generated here: page pay and phone
// site pay, the notification answered "success" and credited once, refusals answered "fail", the
// query job for a notification that never came, the close at expiry, and a gateway that is down.
import net from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAY_STATE, RECHARGE_ORDER_EXPIRY_MINUTES } from '../../../../shared/contracts/pay.ts';
import { jobs, paymentEvents, rechargeOrders } from '../../../db/schema/index.ts';
import { createAlipayProvider } from '../../../providers/payments/alipay.ts';
import { generateRsaKeys } from '../../../../../tests/fakes/alipay-sign.ts';
import { startFakeAlipay, type FakeAlipay } from '../../../../../tests/fakes/alipay.ts';
import { get, recharge, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

const APP_ID = '2021000000000001';
const appKeys = generateRsaKeys();
const alipayKeys = generateRsaKeys();
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let fake: FakeAlipay;
let ctx: TestContext;
let notifyUrl: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  fake = await startFakeAlipay({ appId: APP_ID, appKeys, alipayKeys });
  // The fake posts its notifications over HTTP, so the app listens on a real port.
  const port = await freePort();
  ctx = await createTestContext({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ALIPAY_APP_ID: APP_ID,
    // Both forms an operator may paste: the key tool's bare base64 PKCS#8, and a PEM.
    ALIPAY_PRIVATE_KEY: appKeys.privateBase64,
    ALIPAY_PUBLIC_KEY: alipayKeys.publicPem,
    ALIPAY_GATEWAY: fake.gateway,
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  notifyUrl = `http://127.0.0.1:${port}/api/pay/notify/alipay`;
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  ctx.setNow(new Date());
});

async function newOrder(token: string, amount = '100'): Promise<string> {
  const res = await recharge(ctx, token, { channel: 'alipay', currency: 'CNY', amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.orderId as string;
}

async function checkout(token: string, orderId: string, opts: { ua?: string; lang?: string } = {}) {
  return get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token, 'user-agent': opts.ua ?? DESKTOP, ...(opts.lang ? { lang: opts.lang } : {}) });
}

/** The buyer follows the checkout link to the (fake) Alipay cashier. */
async function openCashier(token: string, orderId: string, ua = DESKTOP): Promise<string> {
  const res = await checkout(token, orderId, { ua });
  expect(res.statusCode, res.body).toBe(200);
  const page = await fetch(res.json().data.url as string);
  expect(page.status).toBe(200);
  return page.text();
}

async function payState(token: string, orderId: string): Promise<number> {
  const records = (await get(ctx, '/api/pay/getRechargeRecords', { token })).json().data;
  return records.list.find((r: { orderId: string }) => r.orderId === orderId).payState;
}

async function eventsOf(orderId: string): Promise<number> {
  const [{ n }] = await ctx.deps.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
  return Number(n);
}

describe('alipay deposits', () => {
  it('offers the alipay channel through Alipay, not the sandbox', async () => {
    const channels = (await get(ctx, '/api/pay/getChannels')).json().data.channels as { id: string }[];
    expect(channels.map((c) => c.id)).toContain('alipay');
    expect(ctx.deps.payments.alipay.channels).toEqual(['alipay']);
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token);
    const [row] = await ctx.deps.db.select({ provider: rechargeOrders.provider }).from(rechargeOrders).where(eq(rechargeOrders.id, orderId));
    expect(row.provider).toBe('alipay');
  });

  it('end to end: page pay link, the cashier, the buyer pays, the notification credits once', async () => {
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token, '100');
    const res = await checkout(token, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const { kind, url } = res.json().data as { kind: string; url: string };
    expect(kind).toBe('redirect');
    expect(url.startsWith(`${fake.gateway}?`)).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('method')).toBe('alipay.trade.page.pay');
    expect(params.get('sign_type')).toBe('RSA2');
    expect(params.get('notify_url')).toBe(notifyUrl);
    expect(params.get('return_url')).toContain(`/personal/flow?tab=recharge&order=${orderId}`);

    const html = await (await fetch(url)).text();
    expect(html).toContain('电脑网站支付');
    expect(html).toContain('确认付款');
    const page = fake.requests.findLast((r) => r.method === 'alipay.trade.page.pay')!;
    expect(page.signatureOk).toBe(true);
    expect(page.bizContent).toMatchObject({ out_trade_no: orderId, total_amount: '100.00', product_code: 'FAST_INSTANT_TRADE_PAY' });
    expect(page.bizContent.time_expire).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The checkout asked Alipay first (signed too), so a gateway that is down is found out here.
    expect(fake.requests.some((r) => r.method === 'alipay.trade.query' && r.signatureOk && r.bizContent.out_trade_no === orderId)).toBe(true);

    // The buyer presses the cashier's button: the fake posts its notification to us.
    const paid = await fetch(`${fake.url}/fake/pay`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ out_trade_no: orderId }).toString(),
    });
    expect(await paid.text()).toContain('<p data-testid="merchant-answer">success</p>');
    expect(await payState(token, orderId)).toBe(PAY_STATE.completed);
    expect((await userInfo(ctx, token)).balance).toBe('120.00'); // 100 and the first deposit's 20%

    // Alipay sends it again (it did not read our answer), then TRADE_FINISHED when refunds end.
    expect(await fake.notify(orderId)).toEqual({ status: 200, body: 'success' });
    expect(await fake.notify(orderId, { status: 'TRADE_FINISHED' })).toEqual({ status: 200, body: 'success' });
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    expect(await eventsOf(orderId)).toBe(2);
    // A settled order has nothing more to pay.
    expect((await checkout(token, orderId)).json().status).toBe(2006);
  });

  it('a phone gets phone-site pay; /pay/checkout/<id> sends a plain navigation there', async () => {
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token, '50');
    const html = await openCashier(token, orderId, IPHONE);
    expect(html).toContain('手机网站支付');
    const wap = fake.requests.findLast((r) => r.method === 'alipay.trade.wap.pay')!;
    expect(wap.signatureOk).toBe(true);
    expect(wap.bizContent).toMatchObject({ out_trade_no: orderId, total_amount: '50.00', product_code: 'QUICK_WAP_WAY' });
    expect(String(wap.bizContent.quit_url)).toContain(`order=${orderId}`);

    const nav = await get(ctx, `/pay/checkout/${orderId}`, { 'user-agent': DESKTOP });
    expect(nav.statusCode).toBe(303);
    expect(new URL(String(nav.headers.location)).searchParams.get('method')).toBe('alipay.trade.page.pay');
  });

  it('refuses a forged or altered notification with "fail" and credits nothing', async () => {
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token);
    await openCashier(token, orderId);
    await fake.pay(orderId, { notify: false });
    // Signed with a key that is not Alipay's.
    expect(await fake.notify(orderId, { signWith: generateRsaKeys() })).toEqual({ status: 400, body: 'fail' });
    // Alipay's signature, a field changed after it.
    expect(await fake.notify(orderId, { tamper: { total_amount: '1000.00' } })).toEqual({ status: 400, body: 'fail' });
    expect(await fake.notify(orderId, { tamper: { sign_type: 'RSA' } })).toEqual({ status: 400, body: 'fail' });
    expect(await payState(token, orderId)).toBe(PAY_STATE.processing);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });

  it('refuses a genuine notification of another amount or another app', async () => {
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token, '100');
    await openCashier(token, orderId);
    await fake.pay(orderId, { notify: false });
    expect(await fake.notify(orderId, { fields: { total_amount: '1.00' } })).toEqual({ status: 400, body: 'fail' });
    expect(await fake.notify(orderId, { fields: { app_id: '2021000000009999' } })).toEqual({ status: 400, body: 'fail' });
    expect(await payState(token, orderId)).toBe(PAY_STATE.processing);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
    // The genuine one still credits.
    expect(await fake.notify(orderId)).toEqual({ status: 200, body: 'success' });
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });

  it('refuses a notification for an order we do not have (Alipay will send it again)', async () => {
    const res = await fake.notifyRaw(notifyUrl, {
      notify_time: '2026-11-24 16:00:00', notify_type: 'trade_status_sync', notify_id: 'n-unknown', charset: 'utf-8', version: '1.0',
      app_id: APP_ID, trade_no: '2026112422001499990000000001', out_trade_no: 'R20261124080000DEADBEEF',
      trade_status: 'TRADE_SUCCESS', total_amount: '100.00', subject: 'x',
    });
    expect(res).toEqual({ status: 400, body: 'fail' });
  });

  it('acknowledges a waiting notice without settling; a closed trade cancels the order, and a payment after it is refused', async () => {
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token);
    await openCashier(token, orderId);
    expect(await fake.notify(orderId, { status: 'WAIT_BUYER_PAY' })).toEqual({ status: 200, body: 'success' });
    expect(await payState(token, orderId)).toBe(PAY_STATE.processing);
    expect(await fake.notify(orderId, { status: 'TRADE_CLOSED' })).toEqual({ status: 200, body: 'success' });
    expect(await payState(token, orderId)).toBe(PAY_STATE.cancelled);
    expect(await fake.notify(orderId, { status: 'TRADE_SUCCESS' })).toEqual({ status: 400, body: 'fail' });
    expect(await payState(token, orderId)).toBe(PAY_STATE.cancelled);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });

  it('a gateway that times out or answers an error is 503 in the reader\'s language, and nothing changes', async () => {
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token);
    const real = ctx.deps.payments.alipay;
    // The same provider with a short timeout (10 s in service), so the test does not wait 10 s.
    ctx.deps.payments.alipay = createAlipayProvider(ctx.config.pay.alipay!, { timeoutMs: 300 });
    try {
      fake.mode = 'hang';
      const en = await checkout(token, orderId, { lang: 'en' });
      expect(en.statusCode).toBe(503);
      expect(en.json().msg).toMatch(/unavailable right now\. Nothing was charged/);
      const zh = await checkout(token, orderId, { lang: 'zh-CN' });
      expect(zh.statusCode).toBe(503);
      expect(zh.json().msg).toContain('暂时不可用');
      fake.mode = 'error';
      expect((await checkout(token, orderId)).statusCode).toBe(503);
      // The buyer coming back asks Alipay too: its state is told as it is, not a 500.
      expect((await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token })).statusCode).toBe(503);
    } finally {
      ctx.deps.payments.alipay = real;
      fake.mode = 'ok';
    }
    expect(await payState(token, orderId)).toBe(PAY_STATE.processing);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
    expect((await checkout(token, orderId)).statusCode).toBe(200);
  });

  it('a buyer back before the notification: getOrder asks Alipay and credits', async () => {
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token, '30');
    await openCashier(token, orderId);
    expect((await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token })).json().data.payState).toBe(PAY_STATE.processing);
    await fake.pay(orderId, { notify: false });
    expect((await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token })).json().data.payState).toBe(PAY_STATE.completed);
    // The notification that comes after is a replay.
    expect(await fake.notify(orderId)).toEqual({ status: 200, body: 'success' });
    expect((await userInfo(ctx, token)).balance).toBe('36.00');
  });

  it('the query job credits an order whose notification never came', async () => {
    const t0 = new Date();
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token, '100');
    await openCashier(token, orderId);
    await fake.pay(orderId, { notify: false });
    ctx.setNow(new Date(t0.getTime() + 2 * 60_000));
    await ctx.deps.jobs.runDue();
    expect(await payState(token, orderId)).toBe(PAY_STATE.processing);
    const asked = () => fake.requests.filter((r) => r.method === 'alipay.trade.query' && r.bizContent.out_trade_no === orderId).length;
    const queries = asked();
    ctx.setNow(new Date(t0.getTime() + 3 * 60_000 + 1_000));
    await ctx.deps.jobs.runDue();
    expect(asked()).toBe(queries + 1);
    expect(await payState(token, orderId)).toBe(PAY_STATE.completed);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    // The 10-minute question is not asked of a settled order.
    ctx.setNow(new Date(t0.getTime() + 11 * 60_000));
    await ctx.deps.jobs.runDue();
    expect(asked()).toBe(queries + 1);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });

  it('at expiry the order is closed at Alipay, after Alipay comes back when it was down', async () => {
    const t0 = new Date();
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token);
    await openCashier(token, orderId);
    fake.mode = 'error';
    ctx.setNow(new Date(t0.getTime() + RECHARGE_ORDER_EXPIRY_MINUTES * 60_000 + 1_000));
    await ctx.deps.jobs.runDue();
    // The state changed though Alipay could not be told.
    expect(await payState(token, orderId)).toBe(PAY_STATE.expired);
    expect(fake.trades.get(orderId)!.status).toBe('WAIT_BUYER_PAY');
    const [job] = await ctx.deps.db.select().from(jobs).where(eq(jobs.key, `payments.closeOrder:${orderId}`));
    expect(job.state).toBe('queued');
    expect(job.lastError).toContain('PAY_CHANNEL_UNAVAILABLE');

    fake.mode = 'ok';
    ctx.setNow(new Date(t0.getTime() + (RECHARGE_ORDER_EXPIRY_MINUTES + 2) * 60_000));
    await ctx.deps.jobs.runDue();
    expect(fake.trades.get(orderId)!.status).toBe('TRADE_CLOSED');
    expect(fake.requests.some((r) => r.method === 'alipay.trade.close' && r.signatureOk && r.bizContent.out_trade_no === orderId)).toBe(true);
    await expect(fake.pay(orderId)).rejects.toThrow(/cannot be paid/);
    // Alipay's own TRADE_CLOSED notice for it changes nothing.
    expect(await fake.notify(orderId, { status: 'TRADE_CLOSED' })).toEqual({ status: 200, body: 'success' });
    expect(await payState(token, orderId)).toBe(PAY_STATE.expired);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });

  it('an order paid just before its expiry is credited by the close job instead of closed', async () => {
    const t0 = new Date();
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token, '10');
    await openCashier(token, orderId);
    // Only the expiry runs (its own job), the buyer pays, then the close job finds the payment.
    ctx.setNow(new Date(t0.getTime() + RECHARGE_ORDER_EXPIRY_MINUTES * 60_000 + 1_000));
    fake.mode = 'error';
    await ctx.deps.jobs.runDue();
    expect(await payState(token, orderId)).toBe(PAY_STATE.expired);
    fake.mode = 'ok';
    await fake.pay(orderId, { notify: false });
    ctx.setNow(new Date(t0.getTime() + (RECHARGE_ORDER_EXPIRY_MINUTES + 2) * 60_000));
    await ctx.deps.jobs.runDue();
    expect(fake.trades.get(orderId)!.status).toBe('TRADE_SUCCESS');
    expect(await payState(token, orderId)).toBe(PAY_STATE.completed);
    expect((await userInfo(ctx, token)).balance).toBe('12.00');
  });

  it('50 concurrent notifications for one order credit it once', async () => {
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token, '200');
    await openCashier(token, orderId);
    await fake.pay(orderId, { notify: false });
    const answers = await Promise.all(Array.from({ length: 50 }, () => fake.notify(orderId)));
    expect(answers.every((a) => a.status === 200 && a.body === 'success')).toBe(true);
    expect(await payState(token, orderId)).toBe(PAY_STATE.completed);
    expect((await userInfo(ctx, token)).balance).toBe('240.00');
    expect(await eventsOf(orderId)).toBe(1);
  });
});
