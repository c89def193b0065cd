// The sandbox webhook: genuine events credit exactly once however often they are replayed;
// forged, stale or mismatched ones change nothing at all.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, notify, paymentCounts, recharge, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function newOrder(amount = '100') {
  const { token } = await signUp(ctx);
  const { orderId } = (await recharge(ctx, token, { amount })).json().data;
  return { token, orderId };
}

describe('replays', () => {
  it('credits once when the same event arrives 50 times in sequence', async () => {
    const { token, orderId } = await newOrder();
    const eventId = randomUUID();
    for (let i = 0; i < 50; i++) {
      const res = await notify(ctx, { eventId, orderId, amount: '100.00' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.outcome).toBe(i === 0 ? 'credited' : 'duplicate');
    }
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });

  it('credits once when the same event arrives 50 times at once', async () => {
    const { token, orderId } = await newOrder();
    const eventId = randomUUID();
    const results = await Promise.all(Array.from({ length: 50 }, () => notify(ctx, { eventId, orderId, amount: '100.00' })));
    const outcomes = results.map((r) => r.json().data.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });

  it('credits an order once even when 50 different events say it was paid', async () => {
    const { token, orderId } = await newOrder();
    const results = await Promise.all(Array.from({ length: 50 }, () => notify(ctx, { orderId, amount: '100.00' })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().data.outcome === 'credited')).toHaveLength(1);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
    const log = (await get(ctx, '/api/profile/getMyBalanceLog', { token })).json().data;
    // The deposit, its bonus, and the member level 1 reward it reached: each once.
    expect(log.total).toBe(3);
  });
});

describe('refusals change nothing', () => {
  const cases: [string, (orderId: string) => ReturnType<typeof notify>, number, string][] = [
    ['a wrong signature', (orderId) => notify(ctx, { orderId, amount: '100.00' }, { secret: 'not-the-secret' }), 403, '签名无效'],
    ['a timestamp 301 s old', (orderId) => notify(ctx, { orderId, amount: '100.00' }, { at: new Date(Date.now() - 301_000) }), 422, '支付通知已过期'],
    // Ahead by more than the second past the limit: the server reads its clock later than the
    // notice was signed, and on a loaded machine a second passed between the two (CI, once). The
    // exact 300 s edge is sandbox-signature.test.ts's.
    ['a timestamp 330 s ahead', (orderId) => notify(ctx, { orderId, amount: '100.00' }, { at: new Date(Date.now() + 330_000) }), 422, '支付通知已过期'],
    ['a smaller amount', (orderId) => notify(ctx, { orderId, amount: '99.99' }), 422, '支付金额或币种与订单不符'],
    ['a larger amount', (orderId) => notify(ctx, { orderId, amount: '1000.00' }), 422, '支付金额或币种与订单不符'],
    ['another currency', (orderId) => notify(ctx, { orderId, amount: '100.00', currency: 'USD' }), 422, '支付金额或币种与订单不符'],
    ['an unknown order', () => notify(ctx, { orderId: 'R-nope', amount: '100.00' }), 404, '订单不存在'],
  ];
  for (const [name, send, status, msg] of cases) {
    it(`refuses ${name}`, async () => {
      const { token, orderId } = await newOrder();
      const before = await paymentCounts(ctx);
      const res = await send(orderId);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, msg, data: null });
      expect(await paymentCounts(ctx)).toEqual(before);
      expect((await userInfo(ctx, token)).balance).toBe('0.00');
      const records = (await get(ctx, '/api/pay/getRechargeRecords', { token })).json().data;
      expect(records.list[0].payState).toBe(0);
    });
  }

  it('accepts the same event 299 s late (inside the window)', async () => {
    const { token, orderId } = await newOrder();
    const res = await notify(ctx, { orderId, amount: '100.00' }, { at: new Date(Date.now() - 299_000) });
    expect(res.statusCode).toBe(200);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });

  it('refuses a signed body that is not an event', async () => {
    const before = await paymentCounts(ctx);
    const res = await notify(ctx, { orderId: 'x', amount: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(await paymentCounts(ctx)).toEqual(before);
  });
});

describe('a player’s orders settled at once', () => {
  it('pays the first-deposit bonus once when ten first orders are paid together, each deposit once', async () => {
    const { token } = await signUp(ctx);
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push((await recharge(ctx, token, { amount: '100' })).json().data.orderId as string);
    const results = await Promise.all(orders.map((orderId) => notify(ctx, { orderId, amount: '100.00' })));
    expect(results.map((r) => r.json().data?.outcome)).toEqual(orders.map(() => 'credited'));
    const info = await userInfo(ctx, token);
    expect(info.balance).toBe('1020.00');
    const log = (await get(ctx, '/api/profile/getMyBalanceLog?page=1&pageSize=50', { token })).json().data.list as
      { actionType: number; amount: string; balanceAfter: string; orderId: string }[];
    const deposits = log.filter((r) => r.actionType === 1);
    const bonuses = log.filter((r) => r.actionType === 2);
    expect(deposits).toHaveLength(10);
    expect(bonuses).toHaveLength(1);
    // The bonus is its order's: it follows that order's deposit, 20.00 above its balance.
    const its = deposits.find((d) => d.orderId === bonuses[0].orderId)!;
    expect(Number(bonuses[0].balanceAfter) - Number(its.balanceAfter)).toBeCloseTo(20, 2);
    // Every balance after is distinct: the deposits were applied one after the other.
    expect(new Set(log.filter((r) => r.actionType <= 2).map((r) => r.balanceAfter)).size).toBe(11);
  });

  it('settles an order one way when its paid and cancelled events race', async () => {
    for (let round = 0; round < 5; round++) {
      const { token, orderId } = await newOrder();
      const results = await Promise.all([
        notify(ctx, { orderId, amount: '100.00', status: 'cancelled' }),
        notify(ctx, { orderId, amount: '100.00' }),
      ]);
      const [cancel, pay] = results.map((r) => r.json());
      const state = (await get(ctx, '/api/pay/getRechargeRecords', { token })).json().data.list[0].payState;
      if (cancel.data?.outcome === 'cancelled') {
        // Cancelled first: the payment is refused as closed, and nothing is credited.
        expect(pay.success).toBe(false);
        expect(state).toBe(2);
        expect((await userInfo(ctx, token)).balance).toBe('0.00');
      } else {
        expect(pay.data.outcome).toBe('credited');
        expect(cancel.data.outcome).toBe('duplicate');
        expect(state).toBe(1);
        expect((await userInfo(ctx, token)).balance).toBe('120.00');
      }
    }
  });
});
