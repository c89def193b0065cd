// A visitor signs up, tops up 100 through the sandbox checkout, and ends with 120 (+20% first
// deposit bonus) and two balance records; a second deposit earns no bonus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, recharge, signUp, submitSandboxForm, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

describe('top-up through the sandbox provider', () => {
  it('credits the deposit and the first-deposit bonus as two ledger transactions', async () => {
    const { token } = await signUp(ctx);
    const created = await recharge(ctx, token, { amount: '100' });
    expect(created.statusCode).toBe(200);
    const { orderId, payUrl } = created.json().data;
    expect(payUrl).toBe(`/pay/sandbox/${orderId}`);

    const page = await get(ctx, payUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('100.00 CNY');

    const paid = await submitSandboxForm(ctx, payUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/personal/flow?tab=recharge&order=${orderId}`);

    const info = await userInfo(ctx, token);
    expect(info.balance).toBe('120.00');
    expect(info.firstDepositDone).toBe(true);

    const log = (await get(ctx, '/api/profile/getMyBalanceLog?page=1&pageSize=15', { token })).json().data;
    expect(log.total).toBe(3);
    expect(log.list.map((r: { amount: string; balanceAfter: string; actionType: number; orderId: string }) =>
      [r.actionType, r.amount, r.balanceAfter, r.orderId])).toEqual([
      // 100 reaches member level 1: its one-time reward, in gold coins.
      [14, '2.00', '2.00', expect.stringMatching(/^T\d{18}$/)],
      [2, '20.00', '120.00', orderId],
      [1, '100.00', '100.00', orderId],
    ]);
    expect(info.vipLevel).toBe(1);
    expect(info.goldCoins).toBe('2.00');

    const records = (await get(ctx, '/api/pay/getRechargeRecords', { token })).json().data;
    expect(records.list).toMatchObject([{ orderId, channel: 'alipay', channelName: '支付宝', amount: '100.00', payAmount: '100.00', currency: 'CNY', payState: 1 }]);

    // The second deposit is credited without a bonus.
    const second = (await recharge(ctx, token, { amount: '50' })).json().data;
    await submitSandboxForm(ctx, second.payUrl, 'pay');
    expect((await userInfo(ctx, token)).balance).toBe('170.00');
  });

  it('a cancelled checkout leaves pay state 2 and the balance untouched', async () => {
    const { token } = await signUp(ctx);
    const { orderId, payUrl } = (await recharge(ctx, token, { amount: '30' })).json().data;
    await submitSandboxForm(ctx, payUrl, 'cancel');
    const records = (await get(ctx, '/api/pay/getRechargeRecords', { token })).json().data;
    expect(records.list[0]).toMatchObject({ orderId, payState: 2 });
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
    // Paying a cancelled order afterwards is not possible from the checkout page.
    await submitSandboxForm(ctx, payUrl, 'pay');
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });

  it('charges a foreign currency at the published rate, rounded up', async () => {
    const { token } = await signUp(ctx);
    const channels = (await get(ctx, '/api/pay/getChannels')).json().data;
    const card = channels.channels.find((c: { id: string }) => c.id === 'card');
    expect(card.currencies.map((c: { code: string }) => c.code)).toContain('USD');
    const { orderId } = (await recharge(ctx, token, { channel: 'card', currency: 'USD', amount: '100' })).json().data;
    const records = (await get(ctx, '/api/pay/getRechargeRecords', { token, lang: 'en' })).json().data;
    // 100 CNY at 7.20 per USD = 13.888… USD, charged as 13.89.
    expect(records.list[0]).toMatchObject({ orderId, payAmount: '13.89', currency: 'USD', channelName: 'International card' });
  });
});
