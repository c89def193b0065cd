// Rankings: the day's and the week's best case drops by value and by luck (value over
// the case version's price), China time; battle winnings (bots' or players') never rank here.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, openBox } from '../../../../../tests/integration/api.ts';
import { cheapBoxes, createRoom, joinRoom, player, type Player } from '../../../../../tests/integration/battles-helpers.ts';
import { rows } from '../../../../../tests/integration/vip-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

// Wednesday 25 Nov 2026, 12:00 in China (04:00 UTC): yesterday is in the same week, last Sunday is not.
const NOW = new Date('2026-11-25T04:00:00Z');
const YESTERDAY = new Date('2026-11-24T04:00:00Z');
const LAST_WEEK = new Date('2026-11-22T04:00:00Z');
const TODAY_EARLY = new Date('2026-11-24T16:30:00Z'); // 00:30 on the 25th in China

interface Drop { id: string; value: bigint; cost: bigint }
const drops = new Map<string, Drop>();

async function open(p: Player, boxId: number, price: string, n: number, at: Date): Promise<void> {
  ctx.setNow(at);
  const res = await openBox(ctx, p.token, boxId, n);
  if (res.statusCode !== 200) throw new Error(`openBox: ${res.body}`);
  for (const d of res.json().data.drops as { id: string; price: string }[]) {
    drops.set(d.id, { id: d.id, value: BigInt(Math.round(Number(d.price) * 100)), cost: BigInt(Math.round(Number(price) * 100)) });
  }
}

async function ranking(q: string, lang = 'zh-CN') {
  const res = await get(ctx, `/api/rank/drops${q}`, { lang });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const expected = (ids: string[], by: 'value' | 'luck') => ids.map((id) => drops.get(id)!)
  .sort((a, b) => {
    const ka = by === 'value' ? 0 : Number(b.value) / Number(b.cost) - Number(a.value) / Number(a.cost);
    if (ka !== 0) return ka;
    if (a.value !== b.value) return a.value > b.value ? -1 : 1;
    return BigInt(a.id) < BigInt(b.id) ? -1 : 1;
  }).slice(0, 20).map((d) => d.id);

const bucket: Record<'lastWeek' | 'yesterday' | 'today', string[]> = { lastWeek: [], yesterday: [], today: [] };

describe('drop rankings', () => {
  it('ranks the period\'s case drops by value and by luck, in China time', async () => {
    const [cheap, dear] = await cheapBoxes(ctx, 2);
    const a = await player(ctx);
    const b = await player(ctx);
    await rows(ctx, sql`UPDATE users SET nickname = 'rank-a', vip_level = 4 WHERE id = ${String(a.id)}`);
    const track = async (key: keyof typeof bucket, fn: () => Promise<void>) => {
      const before = new Set(drops.keys());
      await fn();
      bucket[key].push(...[...drops.keys()].filter((k) => !before.has(k)));
    };
    await track('lastWeek', () => open(a, dear.id, dear.price, 5, LAST_WEEK));
    await track('yesterday', () => open(a, dear.id, dear.price, 5, YESTERDAY));
    await track('today', () => open(a, cheap.id, cheap.price, 5, TODAY_EARLY));
    await track('today', () => open(b, dear.id, dear.price, 5, new Date(NOW.getTime() - 3600_000)));

    // A battle between two players (a bot might win, and a bot's winnings are never items): the
    // winner's battle items are not case drops.
    ctx.setNow(new Date(NOW.getTime() - 1800_000));
    const { room } = (await createRoom(ctx, b, { boxIds: String(dear.id), seats: 2 })).json().data;
    expect((await joinRoom(ctx, a, room.id, 2)).statusCode).toBe(200);
    ctx.setNow(new Date(NOW.getTime() - 600_000));
    await ctx.deps.jobs.runDue();
    const [battleItems] = await rows<{ n: string }>(ctx, sql`SELECT count(*)::text AS n FROM backpack_items WHERE module_id = 2`);
    expect(Number(battleItems.n)).toBeGreaterThan(0);

    ctx.setNow(NOW);
    const day = await ranking('?period=day&by=value');
    expect(day).toMatchObject({ period: 'day', by: 'value', from: '2026-11-24T16:00:00.000Z', to: NOW.toISOString() });
    expect(day.list.map((r: { item: { id?: string }; rank: number }) => r.rank)).toEqual(day.list.map((_: unknown, i: number) => i + 1));
    const dayIds = day.list.map((r: { createTime: string; value: string }) => r);
    expect(dayIds).toHaveLength(10);
    // Which drops: today's only, in value order (yesterday's and last week's are not in "day").
    const valueOf = (r: { value: string }) => r.value;
    expect(day.list.map(valueOf)).toEqual(expected(bucket.today, 'value').map((id) => (Number(drops.get(id)!.value) / 100).toFixed(2)));
    expect(day.list.every((r: { createTime: string }) => r.createTime >= '2026-11-24T16:00:00.000Z')).toBe(true);

    const week = await ranking('?period=week&by=value');
    expect(week.from).toBe('2026-11-22T16:00:00.000Z'); // Monday 00:00 China time
    expect(week.list).toHaveLength(15);
    expect(week.list.map(valueOf)).toEqual(expected([...bucket.today, ...bucket.yesterday], 'value').map((id) => (Number(drops.get(id)!.value) / 100).toFixed(2)));
    expect(week.list.every((r: { createTime: string }) => r.createTime >= '2026-11-22T16:00:00.000Z')).toBe(true);

    const luck = await ranking('?period=week&by=luck');
    const luckOrder = expected([...bucket.today, ...bucket.yesterday], 'luck');
    expect(luck.list.map((r: { value: string; cost: string }) => [r.value, r.cost])).toEqual(luckOrder.map((id) => {
      const d = drops.get(id)!;
      return [(Number(d.value) / 100).toFixed(2), (Number(d.cost) / 100).toFixed(2)];
    }));
    for (const r of luck.list as { value: string; cost: string; multiple: string }[]) {
      const v = BigInt(Math.round(Number(r.value) * 100));
      const c = BigInt(Math.round(Number(r.cost) * 100));
      expect(r.multiple).toBe(((Number((v * 100n) / c)) / 100).toFixed(2));
    }
    const multiples = luck.list.map((r: { multiple: string }) => Number(r.multiple));
    expect([...multiples].sort((x, y) => y - x)).toEqual(multiples);

    // The row names the player (with the level beside the name), the case and the item in the reader's language.
    const rowA = week.list.find((r: { nickname: string }) => r.nickname === 'rank-a');
    // Player a opened both cases this week, so its first row may be from either.
    expect(rowA.vipLevel).toBe(4);
    expect([cheap.id, dear.id]).toContain(rowA.boxId);
    expect(rowA.cost).toBe(rowA.boxId === dear.id ? dear.price : cheap.price);
    expect(typeof rowA.boxName).toBe('string');
    expect(rowA.boxName.length).toBeGreaterThan(0);
    expect(rowA.item.name.length).toBeGreaterThan(0);
    const rowB = week.list.find((r: { nickname: string }) => r.nickname !== 'rank-a');
    expect(rowB.vipLevel).toBe(0);
  });

  it('a drop whose reel may still spin is not ranked yet', async () => {
    const [box] = await cheapBoxes(ctx, 1);
    const c = await player(ctx);
    await rows(ctx, sql`UPDATE users SET nickname = 'rank-spin' WHERE id = ${String(c.id)}`);
    await open(c, box.id, box.price, 1, NOW);
    const day = await ranking('?period=day&by=luck');
    expect(day.list.some((r: { nickname: string }) => r.nickname === 'rank-spin')).toBe(false);
    ctx.setNow(new Date(NOW.getTime() + 60_000));
    const later = await ranking('?period=day&by=luck');
    expect(later.list.some((r: { nickname: string }) => r.nickname === 'rank-spin')).toBe(true);
  });

  it('refuses a period or rule it does not know, in the request\'s language', async () => {
    const zh = await get(ctx, '/api/rank/drops?period=month', { lang: 'zh-CN' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toContain('周期');
    const en = await get(ctx, '/api/rank/drops?by=loss', { lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toContain('Ranked by');
    expect((await get(ctx, '/api/rank/drops?period=day%00')).statusCode).toBe(400);
    const defaults = await ranking('');
    expect(defaults).toMatchObject({ period: 'day', by: 'value' });
  });
});
