// Deposit and loss limits: the boundary of each period across its reset (test clock),
// a raise that waits 24 hours and needs its confirmation, a decrease at once, racing deposits that
// cannot pass a limit together, a loss limit that counts sell-backs, and bad input that changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMIT_PERIOD_MS, LIMIT_PERIODS } from '../../../../shared/protection-constants.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, openBox, post, recharge, sell, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { houseAccountId, postTransaction, userAccountId } from '../../wallet/ledger.ts';
import { chinaTime } from '../gate.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const setLimit = (token: string, body: Record<string, string>, lang?: string) =>
  post(ctx, '/api/protection/limits/set', body, { token, ...(lang ? { lang } : {}) });
const view = async (token: string) => (await get(ctx, '/api/protection/limits', { token })).json().data as {
  limits: { kind: string; period: string; amount: string | null; used: string; left: string | null; resetTime: string | null; pending: { amount: string | null; effectiveTime: string } | null }[];
  askAtDeposit: boolean;
};
const row = async (token: string, kind: string, period: string) => (await view(token)).limits.find((l) => l.kind === kind && l.period === period)!;
const count = async (table: string, userId: string): Promise<number> => {
  const r = await ctx.deps.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = ${BigInt(userId)}`));
  return Number((r as { rows: { n: number }[] }).rows[0].n);
};

describe('deposit limits across each period', () => {
  for (const period of LIMIT_PERIODS) {
    it(`${period}: exactly the limit passes, one fen over is refused, and it frees at the reset`, async () => {
      const t0 = new Date(Date.now() - 40 * 86_400_000);
      ctx.setNow(t0);
      const { token } = await signUp(ctx);
      expect((await setLimit(token, { kind: 'deposit', period, amount: '100' })).statusCode).toBe(200);
      expect((await recharge(ctx, token, { amount: '60' })).statusCode).toBe(200);
      const t1 = new Date(t0.getTime() + 1000);
      ctx.setNow(t1);
      const over = await recharge(ctx, token, { amount: '40.01' });
      expect(over.statusCode).toBe(422);
      expect(over.json().status).toBe(ERRORS.LIMIT_DEPOSIT_REACHED.code);
      expect(over.json().msg).toContain('40.00');
      expect((await recharge(ctx, token, { amount: '40' })).statusCode).toBe(200);
      // Full: the first order leaves the window at t0 + period, the second one a second later.
      ctx.setNow(new Date(t0.getTime() + LIMIT_PERIOD_MS[period] - 1));
      const full = await recharge(ctx, token, { amount: '10' });
      expect(full.json().status).toBe(ERRORS.LIMIT_DEPOSIT_REACHED.code);
      const reset = new Date(t0.getTime() + LIMIT_PERIOD_MS[period] + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
      expect(full.json().msg).toContain(reset);
      expect((await row(token, 'deposit', period)).left).toBe('0.00');
      ctx.setNow(new Date(t0.getTime() + LIMIT_PERIOD_MS[period]));
      expect((await recharge(ctx, token, { amount: '60.01' })).json().status).toBe(ERRORS.LIMIT_DEPOSIT_REACHED.code);
      expect((await recharge(ctx, token, { amount: '60' })).statusCode).toBe(200);
      ctx.setNow(new Date());
    });
  }

  it('an expired unpaid order frees its reservation', async () => {
    ctx.setNow(new Date());
    const { token } = await signUp(ctx);
    const userId = (await userInfo(ctx, token)).id;
    await setLimit(token, { kind: 'deposit', period: 'day', amount: '50' });
    const { orderId } = (await recharge(ctx, token, { amount: '50' })).json().data;
    expect((await recharge(ctx, token, { amount: '10' })).statusCode).toBe(422);
    await ctx.deps.db.execute(sql`UPDATE recharge_orders SET pay_state = 3 WHERE id = ${orderId}`);
    expect((await recharge(ctx, token, { amount: '50' })).statusCode).toBe(200);
    expect(await count('recharge_orders', userId)).toBe(2);
  });
});

describe('changing a limit', () => {
  it('a raise waits 24 hours and needs the confirmation; a decrease applies at once', async () => {
    const t0 = new Date(Date.now() - 5 * 86_400_000);
    ctx.setNow(t0);
    const { token } = await signUp(ctx);
    expect((await view(token)).askAtDeposit).toBe(true);
    await setLimit(token, { kind: 'deposit', period: 'week', amount: '100' });
    expect((await view(token)).askAtDeposit).toBe(false);
    const raised = await setLimit(token, { kind: 'deposit', period: 'week', amount: '300' });
    const r = raised.json().data.limits.find((l: { period: string; kind: string }) => l.kind === 'deposit' && l.period === 'week');
    expect(r.amount).toBe('100.00');
    expect(r.pending).toEqual({ amount: '300.00', effectiveTime: new Date(t0.getTime() + 86_400_000).toISOString() });
    ctx.setNow(new Date(t0.getTime() + 86_400_000 - 1));
    const early = await post(ctx, '/api/protection/limits/confirm', { kind: 'deposit', period: 'week' }, { token });
    expect(early.statusCode).toBe(409);
    expect(early.json().status).toBe(ERRORS.LIMIT_RAISE_NOT_DUE.code);
    expect((await recharge(ctx, token, { amount: '100.01' })).json().status).toBe(ERRORS.LIMIT_DEPOSIT_REACHED.code);
    // Not applied without the confirmation, even after the 24 hours.
    ctx.setNow(new Date(t0.getTime() + 2 * 86_400_000));
    expect((await row(token, 'deposit', 'week')).amount).toBe('100.00');
    const done = await post(ctx, '/api/protection/limits/confirm', { kind: 'deposit', period: 'week' }, { token });
    expect(done.statusCode).toBe(200);
    expect((await row(token, 'deposit', 'week'))).toMatchObject({ amount: '300.00', pending: null });
    expect((await post(ctx, '/api/protection/limits/confirm', { kind: 'deposit', period: 'week' }, { token })).json().status).toBe(ERRORS.LIMIT_NO_PENDING.code);
    expect((await recharge(ctx, token, { amount: '300' })).statusCode).toBe(200);

    // A decrease applies at once, and cancels a raise waiting for the same limit.
    await setLimit(token, { kind: 'deposit', period: 'week', amount: '500' });
    await setLimit(token, { kind: 'deposit', period: 'week', amount: '200' });
    expect((await row(token, 'deposit', 'week'))).toMatchObject({ amount: '200.00', pending: null, left: '0.00' });
    // A removal waits too; cancel withdraws it.
    await setLimit(token, { kind: 'deposit', period: 'week', amount: '' });
    expect((await row(token, 'deposit', 'week')).pending).toMatchObject({ amount: null });
    expect((await post(ctx, '/api/protection/limits/cancel', { kind: 'deposit', period: 'week' }, { token })).statusCode).toBe(200);
    expect((await row(token, 'deposit', 'week'))).toMatchObject({ amount: '200.00', pending: null });
    // The lowest limit that applies wins.
    await setLimit(token, { kind: 'deposit', period: 'day', amount: '50' });
    // (The 300 of day 2 has left the 7-day window by day 10.)
    ctx.setNow(new Date(t0.getTime() + 10 * 86_400_000));
    expect((await recharge(ctx, token, { amount: '50.01' })).json().status).toBe(ERRORS.LIMIT_DEPOSIT_REACHED.code);
    expect((await recharge(ctx, token, { amount: '50' })).statusCode).toBe(200);
    ctx.setNow(new Date());
  });

  it('skipping the prompt stops asking for a while', async () => {
    const t0 = new Date();
    ctx.setNow(t0);
    const { token } = await signUp(ctx);
    expect((await post(ctx, '/api/protection/limits/skipPrompt', {}, { token })).json().data.askAtDeposit).toBe(false);
    ctx.setNow(new Date(t0.getTime() + 8 * 86_400_000));
    expect((await view(token)).askAtDeposit).toBe(true);
    ctx.setNow(new Date());
  });
});

describe('races and losses', () => {
  it('200 racing deposits cannot pass a limit together', async () => {
    ctx.setNow(new Date());
    const { token } = await signUp(ctx);
    const userId = (await userInfo(ctx, token)).id;
    await setLimit(token, { kind: 'deposit', period: 'day', amount: '1000.50' });
    const results = await Promise.all(Array.from({ length: 200 }, () => recharge(ctx, token, { amount: '10' }, randomUUID())));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(100);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(100);
    expect(await count('recharge_orders', userId)).toBe(100);
    expect((await row(token, 'deposit', 'day'))).toMatchObject({ used: '1000.00', left: '0.50' });
  });

  it('a loss limit counts sell-backs', async () => {
    ctx.setNow(new Date());
    const { token } = await signUp(ctx);
    await setLimit(token, { kind: 'loss', period: 'day', amount: '110' });
    await fund(ctx, token, '100');
    expect((await row(token, 'loss', 'day'))).toMatchObject({ used: '100.00', left: '10.00' });
    const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
    const box = list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
    const drop = (await openBox(ctx, token, box.id)).json().data.drops[0];
    const sold = await sell(ctx, token, [drop.id]);
    expect(sold.statusCode).toBe(200);
    const back = Math.round(Number(sold.json().data.amount) * 100);
    expect(back).toBeGreaterThan(0);
    const left = ((1000 + back) / 100).toFixed(2);
    expect((await row(token, 'loss', 'day')).left).toBe(left);
    const over = await recharge(ctx, token, { amount: ((1000 + back + 1) / 100).toFixed(2) });
    expect(over.statusCode).toBe(422);
    expect(over.json().status).toBe(ERRORS.LIMIT_LOSS_REACHED.code);
    expect((await recharge(ctx, token, { amount: left })).statusCode).toBe(200);
  });
  it("a loss limit's reset counts its credits leaving the window too", async () => {
    // The ledger cannot be back-dated (append-only), so the sell-back is posted now (r) and the
    // orders are placed around it with the test clock: D0 ¥10 at r − 1 h, the ¥50 sell-back at r,
    // A ¥10 at r + 1 h, B ¥60 at r + 2 h. At r + 3 h the loss is ¥30 of ¥100. ¥80.01 is 1 fen more
    // than D0 frees when it leaves; the sell-back leaving at r + 24 h takes ¥50 of room back, so A
    // leaving (r + 25 h) is not enough and B leaving (r + 26 h) is.
    const r = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const at = (hours: number) => new Date(r.getTime() + hours * 3600_000);
    ctx.setNow(at(-1));
    const { token } = await signUp(ctx);
    const userId = BigInt((await userInfo(ctx, token)).id);
    await setLimit(token, { kind: 'loss', period: 'day', amount: '100' });
    expect((await recharge(ctx, token, { amount: '10' })).statusCode).toBe(200); // unpaid orders count (reserved)
    await ctx.deps.db.transaction(async (tx) => postTransaction(tx, {
      kind: 'sellBack',
      ref: 'test-sell-back',
      postings: [{ accountId: await houseAccountId(tx, 'house:bonus'), amount: -5000n }, { accountId: await userAccountId(tx, userId, 'main'), amount: 5000n }],
    }));
    ctx.setNow(at(1));
    expect((await recharge(ctx, token, { amount: '10' })).statusCode).toBe(200);
    ctx.setNow(at(2));
    expect((await recharge(ctx, token, { amount: '60' })).statusCode).toBe(200);
    ctx.setNow(at(3));
    expect((await row(token, 'loss', 'day')).left).toBe('70.00');
    const refused = await recharge(ctx, token, { amount: '80.01' });
    expect(refused.json().status).toBe(ERRORS.LIMIT_LOSS_REACHED.code);
    expect(refused.json().msg).toContain(chinaTime(at(26)));
    ctx.setNow(at(25));
    expect((await recharge(ctx, token, { amount: '80.01' })).statusCode).toBe(422);
    ctx.setNow(at(26));
    expect((await recharge(ctx, token, { amount: '80.01' })).statusCode).toBe(200);
    ctx.setNow(new Date());
  });
});

describe('bad input', () => {
  it('is refused with a 4xx in the request language and changes nothing', async () => {
    ctx.setNow(new Date());
    const { token } = await signUp(ctx);
    const userId = (await userInfo(ctx, token)).id;
    await setLimit(token, { kind: 'deposit', period: 'day', amount: '100' });
    const bad: Record<string, string>[] = [
      { kind: 'deposit', period: 'day', amount: '0' },
      { kind: 'deposit', period: 'day', amount: '0.00' },
      { kind: 'deposit', period: 'day', amount: '-5' },
      { kind: 'deposit', period: 'day', amount: '1.234' },
      { kind: 'deposit', period: 'day', amount: 'abc' },
      { kind: 'deposit', period: 'day', amount: '5\u0001' },
      { kind: 'wager', period: 'day', amount: '50' },
      { kind: 'deposit', period: 'year', amount: '50' },
      { kind: 'deposit\u0000', period: 'day', amount: '50' },
      { kind: 'deposit', period: 'day' },
      { period: 'day', amount: '50' },
    ];
    for (const body of bad) {
      const res = await setLimit(token, body, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().msg).toMatch(/[A-Za-z]/);
      expect(res.json().msg).not.toMatch(/[\u4e00-\u9fff]/);
    }
    for (const url of ['/api/protection/limits/confirm', '/api/protection/limits/cancel']) {
      expect((await post(ctx, url, { kind: 'deposit', period: 'fortnight' }, { token })).statusCode).toBe(400);
    }
    expect(await count('play_limits', userId)).toBe(1);
    expect(await count('play_limit_changes', userId)).toBe(1);
    expect((await row(token, 'deposit', 'day')).amount).toBe('100.00');
    expect((await get(ctx, '/api/protection/limits')).statusCode).toBe(401);
  });
});
