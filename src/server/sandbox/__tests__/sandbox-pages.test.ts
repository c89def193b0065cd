// The sandbox providers' pages act only for the browser that opened them and only for the order
// or check they were opened for (a cookie-bound form token); a webhook event id reused for another
// order is a conflict, not a duplicate.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeOrders } from '../../db/schema/index.ts';
import { idCheckChar } from '../../../shared/contracts/id-number.ts';
import { createTestContext, type TestContext } from '../../../../tests/integration/context.ts';
import { get, notify, post, recharge, signUp, submitSandboxForm, userInfo } from '../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function newOrder(token: string, amount = '100'): Promise<string> {
  const res = await recharge(ctx, token, { amount });
  expect(res.statusCode).toBe(200);
  return res.json().data.orderId as string;
}
const payState = async (id: string) => (await ctx.deps.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0].payState;

async function openPage(url: string): Promise<{ cookie: string; formToken: string }> {
  const page = await get(ctx, url);
  expect(page.statusCode).toBe(200);
  return {
    cookie: String(page.headers['set-cookie']).split(';')[0],
    formToken: /name="formToken" value="([^"]+)"/.exec(page.body)![1],
  };
}

describe('the sandbox checkout form', () => {
  it('sets a SameSite=Strict, HttpOnly cookie and puts a token in the form', async () => {
    const { token } = await signUp(ctx);
    const page = await get(ctx, `/pay/sandbox/${await newOrder(token)}`);
    expect(String(page.headers['set-cookie'])).toMatch(/^sandbox_form=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(page.body).toMatch(/<input type="hidden" name="formToken" value="[\w-]{43}">/);
  });

  it('refuses a post without the token, with a token of another order, or without the cookie (a cross-site form)', async () => {
    const { token } = await signUp(ctx);
    const [mine, other] = [await newOrder(token), await newOrder(token)];
    const opened = await openPage(`/pay/sandbox/${other}`);
    const attempts = [
      await post(ctx, `/pay/sandbox/${mine}`, { action: 'pay' }),
      await post(ctx, `/pay/sandbox/${mine}`, { action: 'pay', formToken: opened.formToken }, { cookie: opened.cookie }),
      await post(ctx, `/pay/sandbox/${mine}`, { action: 'cancel', formToken: opened.formToken }),
      await post(ctx, `/pay/sandbox/${mine}`, { action: 'pay', formToken: 'x'.repeat(43) }, { cookie: opened.cookie }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('页面已失效');
    }
    expect(await payState(mine)).toBe(0);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });

  it('pays with the token of its own order and cookie', async () => {
    const { token } = await signUp(ctx);
    const orderId = await newOrder(token, '50');
    const paid = await submitSandboxForm(ctx, `/pay/sandbox/${orderId}`, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(await payState(orderId)).toBe(1);
    expect((await userInfo(ctx, token)).balance).toBe('60.00'); // 50 and the 20% first-deposit bonus
  });
});

describe('the sandbox real-name form', () => {
  it('refuses a post without its token and changes nothing', async () => {
    const { token } = await signUp(ctx);
    const started = await post(ctx, '/api/auth/certify', { realName: '王小明', idNumber: `11010519900307003${idCheckChar('11010519900307003')}` }, { token });
    expect(started.statusCode).toBe(200);
    const { certifyId } = started.json().data;
    const refused = await post(ctx, `/certify/sandbox/${certifyId}`, { action: 'approve' });
    expect(refused.statusCode).toBe(403);
    expect((await get(ctx, `/api/auth/certifyResult?id=${certifyId}`, { token })).json().data.state).toBe(0);
    expect((await submitSandboxForm(ctx, `/certify/sandbox/${certifyId}`, 'approve')).statusCode).toBe(303);
    expect((await get(ctx, `/api/auth/certifyResult?id=${certifyId}`, { token })).json().data.state).toBe(1);
  });
});

describe('webhook event ids', () => {
  it('answers a replay of the same event as a duplicate, and refuses the id reused for another order (409)', async () => {
    const { token } = await signUp(ctx);
    const [first, second] = [await newOrder(token, '100'), await newOrder(token, '100')];
    const eventId = 'evt-reused-1';
    expect((await notify(ctx, { eventId, orderId: first, amount: '100.00' })).json().data.outcome).toBe('credited');
    expect((await notify(ctx, { eventId, orderId: first, amount: '100.00' })).json().data.outcome).toBe('duplicate');
    const reused = await notify(ctx, { eventId, orderId: second, amount: '100.00' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ status: 1505, msg: '该支付事件编号已用于其他订单', success: false });
    expect(await payState(second)).toBe(0);
    // The same id with another outcome for the first order is no replay either.
    expect((await notify(ctx, { eventId, orderId: first, amount: '100.00', status: 'cancelled' })).statusCode).toBe(409);
    expect((await userInfo(ctx, token)).balance).toBe('120.00');
  });
});
