// Promotion leaders: partners by players promoted, all time (partner_totals) and in the
// week since Monday 00:00 China time (by binding time). The rows are written here directly, as the
// book (modules/promo) keeps them, so this reads the ranking alone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { rows } from '../../../../../tests/integration/vip-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const NOW = new Date('2026-11-25T04:00:00Z'); // Wednesday noon in China
const THIS_WEEK = '2026-11-23T01:00:00Z';
const LAST_WEEK = '2026-11-22T15:00:00Z'; // Sunday 23:00 in China: the week before

async function user(nickname: string): Promise<string> {
  const { token } = await signUp(ctx);
  const id = String((await userInfo(ctx, token)).id);
  await rows(ctx, sql`UPDATE users SET nickname = ${nickname} WHERE id = ${id}`);
  return id;
}

/** Books `n` new players under `partner`, bound at `at`, and moves the partner's total. */
async function promote(partner: string, n: number, at: string): Promise<void> {
  for (let i = 0; i < n; i++) {
    const p = await user(`promoted-${partner}-${at}-${i}`);
    await rows(ctx, sql`DELETE FROM referrals WHERE promoted_id = ${p}`);
    await rows(ctx, sql`INSERT INTO referrals (promoted_id, partner_id, bound_at) VALUES (${p}, ${partner}, ${at}::timestamptz)`);
  }
  await rows(ctx, sql`INSERT INTO partner_totals (user_id, promoted_count) VALUES (${partner}, ${n})
    ON CONFLICT (user_id) DO UPDATE SET promoted_count = partner_totals.promoted_count + ${n}`);
}

describe('promotion leaders', () => {
  it('ranks by players promoted, all time and this week', async () => {
    const old = await user('promo-old');
    const fresh = await user('promo-fresh');
    const both = await user('promo-both');
    await promote(old, 5, LAST_WEEK);
    await promote(fresh, 3, THIS_WEEK);
    await promote(both, 2, LAST_WEEK);
    await promote(both, 2, THIS_WEEK);
    await rows(ctx, sql`UPDATE users SET vip_level = 2 WHERE id = ${both}`);
    ctx.setNow(NOW);
    const res = await get(ctx, '/api/rank/promoters');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.weekFrom).toBe('2026-11-22T16:00:00.000Z');
    const mine = (list: { nickname: string; promotedCount: number; rank: number; vipLevel: number }[]) =>
      list.filter((r) => r.nickname.startsWith('promo-')).map((r) => [r.nickname, r.promotedCount, r.vipLevel]);
    expect(mine(data.all)).toEqual([['promo-old', 5, 0], ['promo-both', 4, 2], ['promo-fresh', 3, 0]]);
    expect(mine(data.week)).toEqual([['promo-fresh', 3, 0], ['promo-both', 2, 2]]);
    for (const list of [data.all, data.week]) {
      expect(list.map((r: { rank: number }) => r.rank)).toEqual(list.map((_: unknown, i: number) => i + 1));
      const counts = list.map((r: { promotedCount: number }) => r.promotedCount);
      expect([...counts].sort((x: number, y: number) => y - x)).toEqual(counts);
      expect(list.length).toBeLessThanOrEqual(20);
    }
    // Nothing about money: no purchases, rewards or deposits in a row.
    expect(Object.keys(data.all[0]).sort()).toEqual(['avatar', 'nickname', 'promotedCount', 'rank', 'vipLevel']);
  });
});
