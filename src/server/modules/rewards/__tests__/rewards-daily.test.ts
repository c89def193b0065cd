// Daily deposit rewards: the day is China's calendar day, its total is what was
// credited that day; each tier is claimable once per day however many claims race; DAILY_REWARDS=off
// refuses claims and pays no first-deposit bonus. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, coupons, dailyRewardClaims, dailyRewardTiers, freeBoxes, ledgerTransactions, postings } from '../../../db/schema/index.ts';
import { chinaDayOf } from '../daily/day.ts';
import { get, notify, post, recharge, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { expectLedgerHolds } from '../../../../../tests/integration/battles-helpers.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // The edge of a tier is a cent: let a deposit be that small (RECHARGE_MIN is whole yuan).
  (ctx.deps.config.pay as { minFen: bigint }).minFen = 1n;
});
afterAll(async () => { await ctx.close(); });

/** 2026-12-01 00:00:00 in China. */
const MIDNIGHT = new Date('2026-12-01T00:00:00+08:00');
const at = (ms: number) => new Date(MIDNIGHT.getTime() + ms);

interface P { token: string; id: bigint }
async function player(): Promise<P> {
  const { token } = await signUp(ctx);
  return { token, id: BigInt((await userInfo(ctx, token)).id) };
}

/** A deposit credited at `when` (the order made a minute before, the webhook at `when`). */
async function deposit(p: P, yuan: string, when: Date): Promise<void> {
  ctx.setNow(new Date(when.getTime() - 60_000));
  const res = await recharge(ctx, p.token, { amount: yuan });
  expect(res.statusCode, res.body).toBe(200);
  ctx.setNow(when);
  const paid = await notify(ctx, { orderId: res.json().data.orderId, amount: Number(yuan).toFixed(2) }, { at: when });
  expect(paid.statusCode, paid.body).toBe(200);
}

const view = async (p: P) => (await get(ctx, '/api/profile/getDailyRewards', { token: p.token })).json().data;
const claim = (p: P, tierId: string | number, headers: Record<string, string> = {}) =>
  post(ctx, '/api/profile/claimDailyReward', { tierId }, { token: p.token, ...headers });
async function tiers() {
  return ctx.deps.db.select().from(dailyRewardTiers).orderBy(dailyRewardTiers.minFen);
}
/** Gold coins the player got from daily rewards (member-level rewards pay coins too on deposits). */
async function coins(p: P): Promise<bigint> {
  const [a] = await ctx.deps.db.select({ sum: sql<string>`coalesce(sum(${postings.amount}), 0)::text` }).from(postings)
    .innerJoin(accounts, eq(accounts.id, postings.accountId)).innerJoin(ledgerTransactions, eq(ledgerTransactions.id, postings.transactionId))
    .where(and(eq(accounts.userId, p.id), eq(accounts.type, 'coins'), eq(ledgerTransactions.kind, 'dailyReward')));
  return BigInt(a.sum);
}

describe('the China day', () => {
  it('starts at China midnight', () => {
    expect(chinaDayOf(at(-1000)).day).toBe('2026-11-30');
    expect(chinaDayOf(MIDNIGHT).day).toBe('2026-12-01');
    expect(chinaDayOf(MIDNIGHT).next.toISOString()).toBe('2026-12-01T16:00:00.000Z');
  });
});

describe('daily tiers at their edges', () => {
  it('99.99 then 0.01 reaches the 100 tier; deposits before midnight do not count after it; the next day is a new claim', async () => {
    const p = await player();
    const [t100] = await tiers();
    expect(t100.minFen).toBe(10_000n);
    const start = at(-3_600_000);
    await deposit(p, '99.99', start);
    ctx.setNow(start);
    let v = await view(p);
    expect(v).toMatchObject({ enabled: true, day: '2026-11-30', total: '99.99', resetTime: MIDNIGHT.toISOString() });
    expect(v.tiers[0]).toMatchObject({ id: String(t100.id), min: '100.00', state: 0 });
    const refused = await claim(p, String(t100.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toContain('99.99');
    await deposit(p, '0.01', at(-2000));
    ctx.setNow(at(-1000)); // 23:59:59 China
    expect((await view(p)).tiers[0].state).toBe(1);
    const before = await coins(p);
    const ok = await claim(p, String(t100.id));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.reward).toMatchObject({ kind: 'coins', amount: '3.00' });
    expect(await coins(p)).toBe(before + 300n);
    expect((await view(p)).tiers[0].state).toBe(2);
    expect((await claim(p, String(t100.id))).statusCode).toBe(409);

    // 00:00:00 the next day: yesterday's deposits do not count.
    ctx.setNow(MIDNIGHT);
    v = await view(p);
    expect(v).toMatchObject({ day: '2026-12-01', total: '0.00' });
    expect(v.tiers[0].state).toBe(0);
    expect((await claim(p, String(t100.id))).statusCode).toBe(422);
    await deposit(p, '100', at(1000));
    expect((await claim(p, String(t100.id))).statusCode).toBe(200);
    expect(await coins(p)).toBe(before + 600n);
    const claims = await ctx.deps.db.select().from(dailyRewardClaims).where(eq(dailyRewardClaims.userId, p.id)).orderBy(dailyRewardClaims.day);
    expect(claims.map((c) => c.day)).toEqual(['2026-11-30', '2026-12-01']);
    await expectLedgerHolds(ctx);
  });

  it('an order made yesterday and credited after midnight counts today', async () => {
    const p = await player();
    ctx.setNow(at(-120_000));
    const res = await recharge(ctx, p.token, { amount: '500' });
    ctx.setNow(at(5000));
    expect((await notify(ctx, { orderId: res.json().data.orderId, amount: '500.00' }, { at: at(5000) })).statusCode).toBe(200);
    const v = await view(p);
    expect(v.total).toBe('500.00');
    expect(v.tiers.map((t: { state: number }) => t.state)).toEqual([1, 1, 0]);
  });

  it('gives each tier exactly once to a few hundred racing claims, and the coupon and free case tiers make one holding each', async () => {
    const p = await player();
    await deposit(p, '1000', at(3_600_000));
    const all = await tiers();
    const before = await coins(p);
    const answers = await Promise.all(all.flatMap((t) => Array.from({ length: 100 }, (_, i) => claim(p, String(t.id), i % 2 ? { 'idempotency-key': randomUUID() } : {}))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(all.length);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    expect(await coins(p)).toBe(before + 300n);
    expect(await ctx.deps.db.select().from(coupons).where(eq(coupons.userId, p.id))).toHaveLength(1);
    expect(await ctx.deps.db.select().from(freeBoxes).where(eq(freeBoxes.userId, p.id))).toHaveLength(1);
    const daily = await ctx.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.ref, `daily:${p.id}:2026-12-01:${all[0].id}`));
    expect(daily).toHaveLength(1);
    expect((await view(p)).tiers.map((t: { state: number }) => t.state)).toEqual([2, 2, 2]);
    await expectLedgerHolds(ctx);
  });

  it('a replayed key answers the first claim again', async () => {
    const p = await player();
    await deposit(p, '100', at(7_200_000));
    const [t] = await tiers();
    const key = randomUUID();
    const a = await claim(p, String(t.id), { 'idempotency-key': key });
    const b = await claim(p, String(t.id), { 'idempotency-key': key });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
  });

  it('refuses unknown, disabled and malformed tiers in the request language, changing nothing', async () => {
    const p = await player();
    await deposit(p, '100', at(7_300_000));
    const [t] = await tiers();
    const unknown = await claim(p, 999_999, { lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('No such reward tier');
    for (const bad of ['abc', '-1', '0', '1.5', '1\u0000', '']) {
      expect((await claim(p, bad)).statusCode, bad).toBe(400);
    }
    await ctx.deps.db.update(dailyRewardTiers).set({ enabled: false }).where(eq(dailyRewardTiers.id, t.id));
    try {
      expect((await claim(p, String(t.id))).statusCode).toBe(404);
      expect((await view(p)).tiers.some((x: { id: string }) => x.id === String(t.id))).toBe(false);
    } finally {
      await ctx.deps.db.update(dailyRewardTiers).set({ enabled: true }).where(eq(dailyRewardTiers.id, t.id));
    }
    expect(await ctx.deps.db.select().from(dailyRewardClaims).where(eq(dailyRewardClaims.userId, p.id))).toHaveLength(0);
    expect((await post(ctx, '/api/profile/claimDailyReward', { tierId: String(t.id) })).statusCode).toBe(401);
  });
});

describe('DAILY_REWARDS=off', () => {
  let off: TestContext;
  beforeAll(async () => { off = await createTestContext({ DAILY_REWARDS: 'off' }); });
  afterAll(async () => { await off.close(); });

  it('refuses claims, shows no tiers, offers and pays no first-deposit bonus', async () => {
    off.setNow(at(0));
    const { token } = await signUp(off);
    // The recharge dialog reads this (and hides the bonus at 0); the home banner reads sysConfig.
    expect((await get(off, '/api/pay/getChannels')).json().data.firstDepositBonusPercent).toBe(0);
    expect((await get(off, '/api/common/sysConfig')).json().data.noRechargeRewards).toBe(true);
    expect((await get(ctx, '/api/common/sysConfig')).json().data.noRechargeRewards).toBeUndefined();
    const res = await recharge(off, token, { amount: '1000' });
    expect((await notify(off, { orderId: res.json().data.orderId, amount: '1000.00' }, { at: at(0) })).statusCode).toBe(200);
    const info = await userInfo(off, token);
    expect(info.balance).toBe('1000.00');
    const bonus = await off.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'firstDepositBonus'));
    expect(bonus).toHaveLength(0);
    const v = (await get(off, '/api/profile/getDailyRewards', { token })).json().data;
    expect(v).toMatchObject({ enabled: false, tiers: [] });
    const [t] = await off.deps.db.select().from(dailyRewardTiers);
    const refused = await post(off, '/api/profile/claimDailyReward', { tierId: String(t.id) }, { token, lang: 'en' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe('Deposit rewards are not offered');
    expect(await off.deps.db.select().from(dailyRewardClaims)).toHaveLength(0);
  });
});
