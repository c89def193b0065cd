// Card deposits through Stripe Checkout, against the local fake of Stripe's API (tests/fakes/stripe.ts):
// the order's session, the signed webhook crediting once at the order's rate, every refusal
// changing nothing, Stripe unreachable as 503 in the reader's language, and getOrder asking Stripe
// when the webhook never came.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_STATE } from '../../../../shared/contracts/pay.ts';
import { rechargeOrders } from '../../../db/schema/index.ts';
import { checkoutOrder } from '../checkout.ts';
import { createStripeProvider } from '../../../providers/payments/stripe.ts';
import { startFakeStripe, type FakeSession, type FakeStripe } from '../../../../../tests/fakes/stripe.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, paymentCounts, recharge, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let fake: FakeStripe;
let notifyUrl: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: fake.keys.secretKey, STRIPE_WEBHOOK_SECRET: fake.keys.webhookSecret, STRIPE_API_BASE: fake.url,
    PUBLIC_URL: 'https://shop.example',
  });
  // Stripe's webhook comes over HTTP, as bytes: the app listens like the real server does.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  notifyUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/pay/notify/stripe`;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

/** A verified player's card order in `currency` (100 yuan unless told), and its Stripe session. */
async function cardOrder(currency = 'USD', amount = '100') {
  const { token } = await signUp(ctx);
  const created = await recharge(ctx, token, { channel: 'card', currency, amount });
  expect(created.statusCode).toBe(200);
  const { orderId } = created.json().data;
  const checkout = await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token });
  expect(checkout.statusCode).toBe(200);
  const { url } = checkout.json().data;
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === orderId)!;
  return { token, orderId, url: url as string, session };
}

async function send(type: string, session: FakeSession, opts?: Parameters<FakeStripe['event']>[2]) {
  const ev = fake.event(type, session, opts);
  const res = await fake.deliver(notifyUrl, ev);
  return { status: res.status, json: JSON.parse(res.body), id: ev.id };
}

async function orderRow(orderId: string) {
  const [row] = await ctx.deps.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, orderId));
  return row;
}

describe('a card deposit through Stripe Checkout', () => {
  it('offers the card channel through Stripe', async () => {
    const card = (await get(ctx, '/api/pay/getChannels')).json().data.channels.find((c: { id: string }) => c.id === 'card');
    expect(card.currencies.map((c: { code: string; rate: string }) => `${c.code} ${c.rate}`)).toEqual(['USD 7.20', 'EUR 7.80', 'HKD 0.92', 'CNY 1.00']);
  });

  it('sends the buyer to a session for the order, pays, and credits once in fen at the order\'s rate', async () => {
    const { token, orderId, url, session } = await cardOrder('USD', '100');
    // 100 CNY at 7.20 per USD: 13.888…, charged as 13.89 USD.
    expect(url).toBe(`${fake.url}/c/pay/${session.id}`);
    expect(session).toMatchObject({
      amount_total: 1389, currency: 'usd', client_reference_id: orderId, metadata: { orderId }, mode: 'payment', status: 'open',
      success_url: `https://shop.example/personal/flow?tab=recharge&order=${orderId}`, cancel_url: `https://shop.example/personal/flow?tab=recharge&order=${orderId}`,
    });
    expect(fake.productNames.get(session.id)).toBe(`CS2 balance top-up ${orderId}`);
    // Stripe's bounds: at least 30 minutes ahead, though the order itself expires 30 minutes after it was made.
    const now = Date.now() / 1000;
    expect(session.expires_at).toBeGreaterThanOrEqual(now + 30 * 60);
    expect(session.expires_at).toBeLessThanOrEqual(now + 41 * 60);
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.params.client_reference_id === orderId)!;
    expect(create.idempotencyKey).toBe(orderId);
    expect((await orderRow(orderId)).providerRef).toBe(session.id);

    // The plain navigation (the recharge answer's payUrl) goes to the same session: no second one.
    const nav = await get(ctx, `/pay/checkout/${orderId}`);
    expect(nav.statusCode).toBe(303);
    expect(nav.headers.location).toBe(url);
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === orderId)).toHaveLength(1);

    fake.pay(session.id);
    const paid = await send('checkout.session.completed', session);
    expect(paid.status).toBe(200);
    expect(paid.json.data.outcome).toBe('credited');
    // 10000 fen credited (the order's amount, not a conversion of what came back), plus the 20% first-deposit bonus.
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    const records = (await get(ctx, '/api/pay/getRechargeRecords', { token })).json().data;
    expect(records.list[0]).toMatchObject({ orderId, amount: '100.00', payAmount: '13.89', currency: 'USD', payState: PAY_STATE.completed });

    // Stripe delivers at least once: the same event again, and the async success of the same session, change nothing.
    const before = await paymentCounts(ctx);
    const replay = await fake.deliver(notifyUrl, fake.event('checkout.session.completed', session, { id: paid.id }));
    expect(JSON.parse(replay.body).data.outcome).toBe('duplicate');
    expect((await send('checkout.session.async_payment_succeeded', session)).json.data.outcome).toBe('duplicate');
    expect((await paymentCounts(ctx)).transactions).toBe(before.transactions);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    // A paid order has nothing left to pay.
    expect((await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token })).statusCode).toBe(422);
  });

  it('takes euros and Hong Kong dollars at their rates', async () => {
    const eur = await cardOrder('EUR', '100');
    expect(eur.session).toMatchObject({ amount_total: 1283, currency: 'eur' });
    const hkd = await cardOrder('HKD', '100');
    expect(hkd.session).toMatchObject({ amount_total: 10870, currency: 'hkd' });
    fake.pay(hkd.session.id);
    expect((await send('checkout.session.completed', hkd.session)).json.data.outcome).toBe('credited');
    expect((await userInfo(ctx, hkd.token)).balance).toBe('120.00');
  });

  it('cancels the order when its session expires, and acknowledges events it does not act on', async () => {
    const { token, orderId, session } = await cardOrder();
    const other = await send('payment_intent.created', session);
    expect(other).toMatchObject({ status: 200, json: { data: { outcome: 'ignored' } } });
    // Completed but not yet paid (a delayed method): nothing to credit yet.
    expect((await send('checkout.session.completed', session)).json.data.outcome).toBe('ignored');
    const expired = await send('checkout.session.expired', { ...session, status: 'expired', url: null });
    expect(expired.json.data.outcome).toBe('cancelled');
    expect((await orderRow(orderId)).payState).toBe(PAY_STATE.cancelled);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });
});

describe('refused webhooks change nothing', () => {
  const cases: [string, (s: FakeSession) => ReturnType<typeof send>, number, string][] = [
    ['a forged signature', (s) => send('checkout.session.completed', s, { secret: 'whsec_bm90LXRoZS1zZWNyZXQ=' }), 403, '签名无效'],
    ['a timestamp 301 s old', (s) => send('checkout.session.completed', s, { at: new Date(Date.now() - 301_000) }), 422, '支付通知已过期'],
    ['a smaller amount', (s) => send('checkout.session.completed', { ...s, amount_total: s.amount_total - 1 }), 422, '支付金额或币种与订单不符'],
    ['another currency', (s) => send('checkout.session.completed', { ...s, currency: 'eur' }), 422, '支付金额或币种与订单不符'],
    ['an order that does not exist (yet)', (s) => send('checkout.session.completed', {
      ...s, client_reference_id: 'R20990101000000ABCDEF01', metadata: { orderId: 'R20990101000000ABCDEF01' },
    }), 404, '订单不存在'],
  ];
  for (const [name, deliver, status, msg] of cases) {
    it(`refuses ${name}`, async () => {
      const { token, orderId, session } = await cardOrder();
      fake.pay(session.id);
      const before = await paymentCounts(ctx);
      const res = await deliver(session);
      expect(res.status).toBe(status);
      expect(res.json).toMatchObject({ success: false, msg, data: null });
      expect(await paymentCounts(ctx)).toEqual(before);
      expect((await orderRow(orderId)).payState).toBe(PAY_STATE.processing);
      expect((await userInfo(ctx, token)).balance).toBe('0.00');
    });
  }

  it('refuses a body that is not the one signed', async () => {
    const { orderId, session } = await cardOrder();
    fake.pay(session.id);
    const ev = fake.event('checkout.session.completed', session);
    const res = await fake.deliver(notifyUrl, { headers: ev.headers, payload: ev.payload.replace(/\n/g, '\r\n') });
    expect(res.status).toBe(403);
    expect((await orderRow(orderId)).payState).toBe(PAY_STATE.processing);
  });

  it('refuses a payment for an order already cancelled, and credits one paid after it expired with us', async () => {
    const cancelled = await cardOrder();
    await send('checkout.session.expired', { ...cancelled.session, status: 'expired', url: null });
    const late = await send('checkout.session.completed', { ...cancelled.session, status: 'complete', payment_status: 'paid' });
    expect(late).toMatchObject({ status: 422, json: { msg: '订单已关闭' } });
    expect((await userInfo(ctx, cancelled.token)).balance).toBe('0.00');

    // Expired with us (the expiry job) while the buyer was still on Stripe's page: the money left
    // their pocket, so it arrives.
    const expired = await cardOrder();
    await ctx.deps.db.update(rechargeOrders).set({ payState: PAY_STATE.expired }).where(eq(rechargeOrders.id, expired.orderId));
    fake.pay(expired.session.id);
    expect((await send('checkout.session.completed', expired.session)).json.data.outcome).toBe('credited');
    expect((await userInfo(ctx, expired.token)).balance).toBe('120.00');
  });
});

describe('Stripe unreachable', () => {
  async function withShortTimeout<T>(fn: () => Promise<T>, clock?: () => Date): Promise<T> {
    const configured = ctx.deps.payments.stripe;
    ctx.deps.payments.stripe = createStripeProvider(ctx.config.pay.stripe!, { timeoutMs: 300, clock });
    try {
      return await fn();
    } finally {
      ctx.deps.payments.stripe = configured;
      fake.setMode('ok');
    }
  }

  for (const mode of ['timeout', 'error'] as const) {
    it(`answers 503 in the reader's language and changes nothing (${mode})`, async () => {
      const { token } = await signUp(ctx);
      const { orderId } = (await recharge(ctx, token, { channel: 'card', currency: 'USD', amount: '50' })).json().data;
      const before = await paymentCounts(ctx);
      await withShortTimeout(async () => {
        fake.setMode(mode);
        const zh = await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token });
        expect(zh.statusCode).toBe(503);
        expect(zh.json()).toMatchObject({ success: false, msg: '该支付方式暂时不可用，请稍后再试或换一种方式，未扣任何款项' });
        const en = await get(ctx, `/pay/checkout/${orderId}`, { lang: 'en' });
        expect(en.statusCode).toBe(503);
        expect(en.body).toContain('Nothing was charged');
      });
      expect(await paymentCounts(ctx)).toEqual(before);
      expect(await orderRow(orderId)).toMatchObject({ payState: PAY_STATE.processing, providerRef: null });
      expect((await userInfo(ctx, token)).balance).toBe('0.00');
      // Once Stripe answers again the same order is paid as usual.
      const url = (await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token })).json().data.url as string;
      expect(url).toMatch(/\/c\/pay\/cs_test_/);
    });
  }

  it('a key Stripe refuses is 503 too, and the operator reads why in the log', async () => {
    const { token } = await signUp(ctx);
    const { orderId } = (await recharge(ctx, token, { channel: 'card', currency: 'USD', amount: '50' })).json().data;
    const configured = ctx.deps.payments.stripe;
    const lines: string[] = [];
    ctx.deps.payments.stripe = createStripeProvider({ ...ctx.config.pay.stripe!, secretKey: 'sk_test_notthekey' }, { log: (l) => lines.push(l) });
    try {
      expect((await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token })).statusCode).toBe(503);
    } finally {
      ctx.deps.payments.stripe = configured;
    }
    expect(lines.join('\n')).toMatch(new RegExp(`create for order ${orderId} failed: .*401.*Invalid API Key`));
    expect((await orderRow(orderId)).providerRef).toBeNull();
  });

  it('a session whose answer was lost is the one a retry gets; minutes later a new one replaces it', async () => {
    const { token } = await signUp(ctx);
    const { orderId } = (await recharge(ctx, token, { channel: 'card', currency: 'USD', amount: '50' })).json().data;
    const sessionsOf = () => [...fake.sessions.values()].filter((s) => s.client_reference_id === orderId);
    let offsetMs = 0;
    await withShortTimeout(async () => {
      fake.setMode('lose-answer');
      expect((await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token })).statusCode).toBe(503);
      expect(sessionsOf()).toHaveLength(1);
      expect((await orderRow(orderId)).providerRef).toBeNull();
      fake.setMode('ok');
      // Retried within the same step: the same parameters, so Stripe answers with the first session.
      const again = await get(ctx, `/api/pay/checkout?orderId=${orderId}`, { token });
      expect(again.json().data.url).toBe(`${fake.url}/c/pay/${sessionsOf()[0].id}`);
      expect(sessionsOf()).toHaveLength(1);
    });
    const second = await signUp(ctx);
    const other = (await recharge(ctx, second.token, { channel: 'card', currency: 'USD', amount: '50' })).json().data.orderId as string;
    const sessionsOfOther = () => [...fake.sessions.values()].filter((s) => s.client_reference_id === other);
    await withShortTimeout(async () => {
      fake.setMode('lose-answer');
      expect((await get(ctx, `/api/pay/checkout?orderId=${other}`, { token: second.token })).statusCode).toBe(503);
      fake.setMode('ok');
      // Ten minutes on, the expiry asked for is a step later: the order id is refused as an
      // idempotency key with other parameters, and a session of its own replaces the unseen one.
      offsetMs = 10 * 60_000;
      const later = await get(ctx, `/api/pay/checkout?orderId=${other}`, { token: second.token });
      expect(later.statusCode).toBe(200);
      const [lost, shown] = sessionsOfOther();
      expect(later.json().data.url).toBe(`${fake.url}/c/pay/${shown.id}`);
      expect(shown.expires_at).toBe(lost.expires_at + 600);
      expect((await orderRow(other)).providerRef).toBe(shown.id);
    }, () => new Date(Date.now() + offsetMs));
  });

  it('getOrder answers 503 while Stripe cannot be asked, and the order stays open', async () => {
    const { token, orderId } = await cardOrder();
    await withShortTimeout(async () => {
      fake.setMode('timeout');
      const res = await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token, lang: 'en' });
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toContain('Nothing was charged');
    });
    expect((await orderRow(orderId)).payState).toBe(PAY_STATE.processing);
  });
});

describe('asking Stripe instead of waiting for the webhook', () => {
  it('getOrder credits a paid session whose webhook never came, once', async () => {
    const { token, orderId, session } = await cardOrder();
    const open = await get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token });
    expect(open.json().data).toEqual({ orderId, payState: PAY_STATE.processing });
    fake.pay(session.id);
    const [a, b] = await Promise.all([
      get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token }),
      get(ctx, `/api/pay/getOrder?orderId=${orderId}`, { token }),
    ]);
    expect([a.json().data.payState, b.json().data.payState]).toEqual([PAY_STATE.completed, PAY_STATE.completed]);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    // The webhook arriving late is a duplicate.
    expect((await send('checkout.session.completed', session)).json.data.outcome).toBe('duplicate');
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });

  it('closeOrder expires the session; a closed or paid one is left as it is', async () => {
    const { orderId, session } = await cardOrder();
    const provider = ctx.deps.payments.stripe;
    const order = checkoutOrder(await orderRow(orderId));
    await provider.closeOrder!(order);
    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    await provider.closeOrder!(order);
    // queryOrder reports it closed: the order is cancelled.
    expect(await provider.queryOrder!(order)).toMatchObject({ orderId, status: 'cancelled', amount: '13.89', currency: 'USD' });

    const paid = await cardOrder();
    fake.pay(paid.session.id);
    const paidOrder = checkoutOrder(await orderRow(paid.orderId));
    await provider.closeOrder!(paidOrder);
    expect(fake.sessions.get(paid.session.id)!.status).toBe('complete');
    expect(await provider.queryOrder!(paidOrder)).toMatchObject({ eventId: paid.session.id, status: 'paid' });
  });
});

describe('50 webhooks at once', () => {
  it('credit one order once', async () => {
    const { token, session } = await cardOrder();
    fake.pay(session.id);
    const same = fake.event('checkout.session.completed', session);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      fake.deliver(notifyUrl, i % 2 === 0 ? same : fake.event('checkout.session.completed', session))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const outcomes = results.map((r) => JSON.parse(r.body).data.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });
});
