// The secondary-balance transfer and vouchers: racing transfers never take the
// secondary balance below zero and move exactly what they say; a replayed key moves nothing more;
// bad amounts change nothing. A voucher is used exactly once under racing requests; another's,
// used and expired ones are refused; a skin lands in the backpack, an amount in the balance log as
// 'voucherAmount' (action 18). Balances and vouchers are seeded through the ledger and grantReward.
// PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../../../shared/constants.ts';
import { ACTION_TYPES } from '../../../../shared/contracts/wallet.ts';
import { accounts, backpackItems, ledgerTransactions, vouchers } from '../../../db/schema/index.ts';
import { grantReward } from '../grant.ts';
import { postUserExternal } from '../../wallet/user-external.ts';
import { get, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { expectLedgerHolds } from '../../../../../tests/integration/battles-helpers.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const NOW = new Date('2026-12-02T12:00:00+08:00');
interface P { token: string; id: bigint }
async function player(secondaryFen = 0n): Promise<P> {
  ctx.setNow(NOW);
  const { token } = await signUp(ctx);
  const id = BigInt((await userInfo(ctx, token)).id);
  if (secondaryFen > 0n) {
    await ctx.deps.db.transaction((tx) => postUserExternal(tx, { userId: id, account: 'secondary', external: 'house:rebates', amount: secondaryFen, kind: 'rebate', ref: `test:${id}` }));
  }
  return { token, id };
}
async function balances(p: P): Promise<{ main: bigint; secondary: bigint }> {
  const rows = await ctx.deps.db.select({ type: accounts.type, b: accounts.balance }).from(accounts).where(eq(accounts.userId, p.id));
  return { main: rows.find((r) => r.type === 'main')!.b, secondary: rows.find((r) => r.type === 'secondary')!.b };
}
const transfer = (p: P, amount: string, key: string = randomUUID(), lang?: string) =>
  post(ctx, '/api/profile/transferSecondary', { amount }, { token: p.token, 'idempotency-key': key, ...(lang ? { lang } : {}) });

describe('transferSecondary', () => {
  it('moves the amount from secondary to main in one transfer transaction', async () => {
    const p = await player(1234n);
    const res = await transfer(p, '10.5');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ balance: '10.50', secondaryBalance: '1.84' });
    expect(await balances(p)).toEqual({ main: 1050n, secondary: 184n });
    const info = await userInfo(ctx, p.token);
    expect(info).toMatchObject({ balance: '10.50', secondaryBalance: '1.84' });
    const log = (await get(ctx, '/api/profile/getMyBalanceLog?page=1&pageSize=10', { token: p.token })).json().data;
    expect(JSON.stringify(log)).toContain(`"actionType":${ACTION_TYPES.transfer}`);
    await expectLedgerHolds(ctx);
  });

  it('racing transfers never take secondary below zero and move exactly what they say', async () => {
    const p = await player(10_000n);
    const answers = await Promise.all(Array.from({ length: 200 }, () => transfer(p, '0.75')));
    const okCount = answers.filter((a) => a.statusCode === 200).length;
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 422 && a.json().msg.includes('0.25'))).toBe(true);
    expect(okCount).toBe(133);
    expect(await balances(p)).toEqual({ main: 133n * 75n, secondary: 10_000n - 133n * 75n });
    const txs = await ctx.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'transfer'));
    expect(txs.filter((t) => t.ref.startsWith(`transfer:${p.id}:`))).toHaveLength(133);
    await expectLedgerHolds(ctx);
  });

  it('a replayed key answers the same and moves nothing more', async () => {
    const p = await player(500n);
    const key = randomUUID();
    const [a, b] = await Promise.all([transfer(p, '1', key), transfer(p, '1', key)]);
    const c = await transfer(p, '1', key);
    const codes = [a.statusCode, b.statusCode].sort();
    // Two at once: one runs, the other replays it or is told it is in progress.
    expect(codes[0]).toBe(200);
    expect(c.statusCode).toBe(200);
    expect(c.headers['idempotent-replayed']).toBe('true');
    expect(c.json().data).toEqual({ balance: '1.00', secondaryBalance: '4.00' });
    expect(await balances(p)).toEqual({ main: 100n, secondary: 400n });
    expect((await transfer(p, '2', key)).statusCode).toBe(409);
  });

  it('refuses bad amounts with a 4xx in the request language and moves nothing', async () => {
    const p = await player(300n);
    for (const bad of ['0', '0.00', '-1', '1.001', 'abc', '1\u0000', '1\u202e', '', ' ', '1e2', '0x10']) {
      const res = await transfer(p, bad, randomUUID(), 'en');
      expect(res.statusCode, bad).toBe(400);
    }
    const above = await transfer(p, '3.01', randomUUID(), 'en');
    expect(above.statusCode).toBe(422);
    expect(above.json().msg).toBe('The amount is above your secondary balance (3)');
    const zh = await transfer(p, '3.01');
    expect(zh.json().msg).toContain('副余额');
    expect((await post(ctx, '/api/profile/transferSecondary', { amount: '1' }, { token: p.token })).statusCode).toBe(400);
    expect((await post(ctx, '/api/profile/transferSecondary', { amount: '1' }, { 'idempotency-key': randomUUID() })).statusCode).toBe(401);
    expect(await balances(p)).toEqual({ main: 0n, secondary: 300n });
    expect((await transfer(p, '3')).statusCode).toBe(200);
    expect(await balances(p)).toEqual({ main: 300n, secondary: 0n });
  });
});

async function voucher(p: P, kind: { ornamentId: number } | { amountFen: string }, days = 7): Promise<bigint> {
  const ref = `test:${randomUUID()}`;
  await ctx.deps.db.transaction((tx) => grantReward(tx, {
    userId: p.id, source: 'console', ref, now: NOW,
    reward: { kind: 'voucher', ornamentId: 'ornamentId' in kind ? kind.ornamentId : null, amountFen: 'amountFen' in kind ? kind.amountFen : null, days },
  }));
  const [v] = await ctx.deps.db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.sourceRef, ref));
  return v.id;
}
const use = (p: P, id: bigint | string | number, headers: Record<string, string> = {}) =>
  post(ctx, '/api/profile/useRewardVoucher', { id: String(id) }, { token: p.token, ...headers });
const page = async (p: P, stat = -1) => (await get(ctx, `/api/profile/getMyVoucherPage?stat=${stat}&page=1&pageSize=15`, { token: p.token })).json().data;

describe('vouchers', () => {
  const skin = () => [...ctx.deps.catalogue.ornaments.values()].find((o) => o.price > 0n)!;

  it('lists them with their derived stat and the skin picture', async () => {
    const p = await player();
    const s = skin();
    const a = await voucher(p, { ornamentId: s.id });
    const b = await voucher(p, { amountFen: '888' }, 1);
    ctx.setNow(new Date(NOW.getTime() + 2 * 86_400_000));
    const all = await page(p);
    expect(all.total).toBe(2);
    const va = all.list.find((v: { id: string }) => v.id === String(a));
    expect(va).toMatchObject({ ornamentId: s.id, winVoucherImg: s.info.image, stat: 0, useTime: null });
    expect(va.name).toBeTruthy();
    expect(all.list.find((v: { id: string }) => v.id === String(b))).toMatchObject({ ornamentId: null, winVoucherImg: null, amount: '8.88', stat: 2 });
    expect((await page(p, 0)).list.map((v: { id: string }) => v.id)).toEqual([String(a)]);
    expect((await page(p, 2)).list.map((v: { id: string }) => v.id)).toEqual([String(b)]);
    expect((await page(p, 1)).total).toBe(0);
    expect((await get(ctx, '/api/profile/getMyVoucherPage?stat=7', { token: p.token })).statusCode).toBe(400);
    const { usableVouchers } = await import('../daily/vouchers.ts');
    expect((await usableVouchers(ctx.deps.db, ctx.deps.catalogue, p.id, ctx.deps.clock(), 'zh-CN')).map((v) => v.id)).toEqual([String(a)]);
    ctx.setNow(NOW);
  });

  it('a skin voucher puts the skin in the backpack, exactly once under racing requests', async () => {
    const p = await player();
    const s = skin();
    const id = await voucher(p, { ornamentId: s.id });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => use(p, id, i % 2 ? { 'idempotency-key': randomUUID() } : {})));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    const items = await ctx.deps.db.select().from(backpackItems).where(eq(backpackItems.userId, p.id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ ornamentId: s.id, moduleId: MODULE.voucher, state: 0, price: s.price });
    expect(won[0].json().data).toMatchObject({ itemId: String(items[0].id), voucher: { stat: 1 } });
    const [v] = await ctx.deps.db.select().from(vouchers).where(eq(vouchers.id, id));
    expect(v).toMatchObject({ state: 1, usedRef: `item:${items[0].id}` });
    expect((await page(p, 1)).list[0]).toMatchObject({ id: String(id), stat: 1 });
  });

  it('an amount voucher posts voucherAmount (action 18) from house:rewards to main, once', async () => {
    const p = await player();
    const id = await voucher(p, { amountFen: '1250' });
    const answers = await Promise.all(Array.from({ length: 100 }, () => use(p, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.find((a) => a.statusCode === 200)!.json().data).toMatchObject({ itemId: null, balance: '12.50' });
    expect(await balances(p)).toEqual({ main: 1250n, secondary: 0n });
    const log = (await get(ctx, '/api/profile/getMyBalanceLog?page=1&pageSize=10', { token: p.token })).json().data;
    expect(log.list).toHaveLength(1);
    expect(log.list[0]).toMatchObject({ actionType: ACTION_TYPES.voucherAmount });
    expect(ACTION_TYPES.voucherAmount).toBe(18);
    await expectLedgerHolds(ctx);
  });

  it('refuses another player’s, unknown, used and expired vouchers, in the request language, changing nothing', async () => {
    const p = await player();
    const q = await player();
    const id = await voucher(p, { amountFen: '100' }, 1);
    const notYours = await use(q, id, { lang: 'en' });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().msg).toBe('No such voucher');
    expect((await use(q, 999_999_999)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', '1\u0000']) expect((await use(p, bad)).statusCode, bad).toBe(400);
    ctx.setNow(new Date(NOW.getTime() + 86_400_000));
    const expired = await use(p, id, { lang: 'en' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().msg).toBe('This voucher has expired');
    ctx.setNow(new Date(NOW.getTime() + 86_400_000 - 1000));
    expect((await use(p, id)).statusCode).toBe(200);
    const used = await use(p, id, { lang: 'en' });
    expect(used.statusCode).toBe(409);
    expect(used.json().msg).toBe('This voucher has been used');
    ctx.setNow(NOW);
    expect(await balances(q)).toEqual({ main: 0n, secondary: 0n });
    expect(await balances(p)).toEqual({ main: 100n, secondary: 0n });
    const [v] = await ctx.deps.db.select().from(vouchers).where(and(eq(vouchers.id, id)));
    expect(v.state).toBe(1);
  });
});
