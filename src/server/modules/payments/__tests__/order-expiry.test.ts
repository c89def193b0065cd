// An abandoned top-up expires RECHARGE_ORDER_EXPIRY_MINUTES after it was made, through a database
// job scheduled with the order; a paid one is left alone; a payment the provider reports after
// expiry is still credited, because the player's money has left their pocket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_STATE, RECHARGE_ORDER_EXPIRY_MINUTES } from '../../../../shared/contracts/pay.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, notify, recharge, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const T0 = new Date('2026-11-24T08:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

async function orderState(token: string, orderId: string): Promise<number> {
  const records = (await get(ctx, '/api/pay/getRechargeRecords', { token })).json().data;
  return records.list.find((r: { orderId: string }) => r.orderId === orderId).payState;
}

describe('abandoned top-up orders', () => {
  it('expire after the stated minutes, not before, and the checkout then refuses payment', async () => {
    ctx.setNow(T0);
    const { token } = await signUp(ctx);
    const { orderId, payUrl } = (await recharge(ctx, token, { amount: '100' })).json().data;
    expect((await get(ctx, payUrl)).body).toContain(`请在 ${RECHARGE_ORDER_EXPIRY_MINUTES} 分钟内完成支付`);

    ctx.setNow(at(RECHARGE_ORDER_EXPIRY_MINUTES - 1));
    await ctx.deps.jobs.runDue();
    expect(await orderState(token, orderId)).toBe(PAY_STATE.processing);

    ctx.setNow(at(RECHARGE_ORDER_EXPIRY_MINUTES));
    expect(await ctx.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await orderState(token, orderId)).toBe(PAY_STATE.expired);
    const page = (await get(ctx, payUrl)).body;
    expect(page).toContain('已过期');
    expect(page).not.toContain('确认支付');

    // A cancel reported after expiry changes nothing.
    expect((await notify(ctx, { orderId, status: 'cancelled', amount: '100.00' }, { at: at(31) })).statusCode).toBe(200);
    expect(await orderState(token, orderId)).toBe(PAY_STATE.expired);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });

  it('a payment reported after expiry is credited once, with the first-deposit bonus', async () => {
    ctx.setNow(T0);
    const { token } = await signUp(ctx);
    const { orderId } = (await recharge(ctx, token, { amount: '50' })).json().data;
    ctx.setNow(at(RECHARGE_ORDER_EXPIRY_MINUTES + 5));
    await ctx.deps.jobs.runDue();
    expect(await orderState(token, orderId)).toBe(PAY_STATE.expired);

    const event = { eventId: `late-${orderId}`, orderId, amount: '50.00' };
    expect((await notify(ctx, event, { at: at(36) })).statusCode).toBe(200);
    expect((await notify(ctx, event, { at: at(36) })).statusCode).toBe(200);
    expect(await orderState(token, orderId)).toBe(PAY_STATE.completed);
    expect((await userInfo(ctx, token)).balance).toBe('60.00');
  });

  it('a paid order is left as it is when its expiry falls due', async () => {
    ctx.setNow(T0);
    const { token } = await signUp(ctx);
    const { orderId } = (await recharge(ctx, token, { amount: '20' })).json().data;
    expect((await notify(ctx, { orderId, amount: '20.00' }, { at: at(1) })).statusCode).toBe(200);
    ctx.setNow(at(RECHARGE_ORDER_EXPIRY_MINUTES + 1));
    await ctx.deps.jobs.runDue();
    expect(await orderState(token, orderId)).toBe(PAY_STATE.completed);
  });
});
