// Dream: the settings, the pool, a paid dream and a staked one, the roll
// re-computed from the player's seed pair, the record, the verify answer, the live feed's event 22
// on a win only, and a replay charging once. PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATE, MODULE } from '../../../../shared/constants.ts';
import { EVENT } from '../../../../shared/contracts/feed.ts';
import { dreamFee, stakeChancePpm } from '../../../../shared/dream-fee.ts';
import { verifyRoll } from '../../../../shared/fairness/index.ts';
import { formatFen, parseYuan } from '../../../../shared/money.ts';
import { backpackItems, dreamRolls, fairSeeds } from '../../../db/schema/index.ts';
import { rollTicketSync } from '../../fairness/roll-sync.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, post } from '../../../../../tests/integration/api.ts';
import { balanceFen, expectLedgerHolds, player, type Player } from '../../../../../tests/integration/battles-helpers.ts';
import { dream, giveItem, ornamentAtLeast, poolItems, targetAtLeast } from '../../../../../tests/integration/dream-helpers.ts';

let ctx: TestContext;
const feed = createRecordingBroadcaster();
beforeAll(async () => { ctx = await createTestContext({}, undefined, { broadcaster: feed }); });
afterAll(async () => { await ctx.close(); });

const EDGE = 50_000; // DREAM_EDGE_PERCENT's default, 5 %

describe('settings and pool', () => {
  it('config answers the bounds and edge in percent and ppm', async () => {
    const res = await get(ctx, '/api/dream/config');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      minPercent: 1, maxPercent: 75, minPpm: 10_000, maxPpm: 750_000, edgePercent: 5, edgePpm: EDGE,
      poolMin: '5.00', poolMax: '20000.00', tickets: 1_000_000,
    });
  });

  it('the pool holds catalogue skins within the range, in price order, paged, searched in the reader\'s language', async () => {
    const asc = await poolItems(ctx);
    expect(asc.length).toBe(100);
    const prices = asc.map((o) => parseYuan(o.price)!);
    expect(prices.every((p) => p >= 500n && p <= 2_000_000n)).toBe(true);
    expect([...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(prices);
    const desc = (await get(ctx, '/api/dream/getDreamList?sort=price_desc&pageSize=5')).json().data;
    expect(parseYuan(desc.list[0].price)! <= 2_000_000n).toBe(true);
    expect(parseYuan(desc.list[0].price)! >= parseYuan(desc.list[4].price)!).toBe(true);
    const inPool = [...ctx.deps.catalogue.ornaments.values()].filter((o) => o.price >= 500n && o.price <= 2_000_000n).length;
    expect(desc.total).toBe(inPool);

    const ranged = (await get(ctx, '/api/dream/getDreamList?minPrice=100&maxPrice=200&pageSize=100')).json().data;
    expect(ranged.total).toBeGreaterThan(0);
    for (const o of ranged.list) expect(parseYuan(o.price)! >= 10_000n && parseYuan(o.price)! <= 20_000n).toBe(true);

    const en = (await get(ctx, '/api/dream/getDreamList?search=ak-47&pageSize=100', { lang: 'en' })).json().data;
    expect(en.total).toBeGreaterThan(0);
    for (const o of en.list) expect(o.name.toLowerCase()).toContain('ak-47');
    const zh = (await get(ctx, '/api/dream/getDreamList?search=沙漠之鹰&pageSize=100')).json().data;
    expect(zh.total).toBeGreaterThan(0);
    for (const o of zh.list) expect(o.name).toContain('沙漠之鹰');
    expect((await get(ctx, '/api/dream/getDreamList?search=沙漠之鹰', { lang: 'en' })).json().data.total).toBe(0);
  });
});

/** The player's active pair as stored: what a dream's ticket must be re-computable from. */
async function activeSeed(p: Player) {
  const [s] = await ctx.deps.db.select().from(fairSeeds).where(and(eq(fairSeeds.userId, p.id), eq(fairSeeds.active, true)));
  return s;
}

describe('a paid dream', () => {
  it('charges the fee, rolls the next nonce of the pair, and wins exactly when ticket ≤ chance', async () => {
    const p = await player(ctx, 100_000_000n);
    const target = targetAtLeast(ctx, 10_000n);
    const chance = 750_000;
    const fee = dreamFee(target.price, chance, EDGE);
    let won = 0;
    let lost = 0;
    for (let i = 0; i < 40 && (won === 0 || lost === 0); i++) {
      const before = await balanceFen(ctx, p);
      const eventsBefore = feed.events.length;
      const seed = i === 0 ? null : await activeSeed(p);
      const res = await dream(ctx, p, { targetId: target.id, chancePpm: chance });
      expect(res.statusCode).toBe(200);
      const r = res.json().data;
      const s = seed ?? await activeSeed(p);
      const expected = rollTicketSync({ serverSeed: s.serverSeed, clientSeed: s.clientSeed, nonce: r.nonce, game: 'dream', range: 1_000_000 }).ticket;
      expect(r.ticket).toBe(expected);
      if (seed) expect(r.nonce).toBe(seed.nextNonce);
      expect(r).toMatchObject({ chancePpm: chance, winFrom: 1, winTo: chance, fee: formatFen(fee), stakeValue: '0.00', won: r.ticket <= chance });
      expect(r.publicHash).toBe(s.publicHash);
      expect(await balanceFen(ctx, p)).toBe(before - fee);
      expect(r.balance).toBe(formatFen(before - fee));
      const [row] = await ctx.deps.db.select().from(dreamRolls).where(eq(dreamRolls.id, BigInt(r.rollId)));
      expect(row).toMatchObject({ ticket: r.ticket, chancePpm: chance, edgePpm: EDGE, fee, won: r.won, targetOrnamentId: target.id });
      if (r.won) {
        won++;
        expect(r.item.ornamentId).toBe(target.id);
        const [item] = await ctx.deps.db.select().from(backpackItems).where(eq(backpackItems.id, BigInt(r.item.id)));
        expect(item).toMatchObject({ userId: p.id, ornamentId: target.id, moduleId: MODULE.dream, state: ITEM_STATE.inBag, price: target.price });
        expect(feed.events.slice(eventsBefore)).toEqual([
          { eventType: EVENT.upgradeDrop, data: expect.objectContaining({ id: r.item.id, source: 'dream', ornamentId: target.id }) },
        ]);
      } else {
        lost++;
        expect(r.item).toBeNull();
        expect(row.itemId).toBeNull();
        expect(feed.events.length).toBe(eventsBefore);
      }
    }
    expect(won).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);

    // The record lists them newest first, with fee, chance, result and roll.
    const log = (await get(ctx, '/api/profile/getMyDreamLog?page=1&pageSize=15', { token: p.token })).json().data;
    expect(log.total).toBe(won + lost);
    expect(log.list[0]).toMatchObject({ fee: formatFen(fee), chancePpm: chance, target: { ornamentId: target.id } });
    expect(log.list.filter((e: { won: boolean }) => e.won).every((e: { itemId: string | null }) => e.itemId !== null)).toBe(true);
    await expectLedgerHolds(ctx);
  });

  it('a dream roll verifies like a case roll once the pair is rotated', async () => {
    const p = await player(ctx, 10_000_000n);
    const target = targetAtLeast(ctx, 10_000n);
    const r = (await dream(ctx, p, { targetId: target.id, chancePpm: 300_000 })).json().data;
    const hidden = (await get(ctx, `/api/fair/getDreamRoll?id=${r.rollId}`)).json().data;
    expect(hidden).toMatchObject({ id: r.rollId, game: 'dream', serverSeed: null, ticket: r.ticket, nonce: r.nonce, range: 1_000_000 });
    expect(hidden.table).toEqual([
      expect.objectContaining({ ornamentId: target.id, ticketFrom: 1, ticketTo: 300_000 }),
      expect.objectContaining({ ornamentId: 0, ticketFrom: 300_001, ticketTo: 1_000_000 }),
    ]);
    expect(hidden.outcome.ornamentId).toBe(r.won ? target.id : 0);
    expect((await post(ctx, '/api/fair/rotateSeed', {}, { token: p.token })).statusCode).toBe(200);
    const roll = (await get(ctx, `/api/fair/getDreamRoll?id=${r.rollId}`)).json().data;
    const check = await verifyRoll({ ...roll, table: roll.table });
    expect(check.hashMatches).toBe(true);
    expect(check.ticket).toBe(r.ticket);
    expect(roll.table[check.index].ornamentId).toBe(roll.outcome.ornamentId);
    expect((await get(ctx, '/api/fair/getDreamRoll?id=999999999')).statusCode).toBe(404);
  });

  it('a replay (same key) charges once and answers the same, marked as a replay; no second event', async () => {
    const p = await player(ctx, 10_000_000n);
    const target = targetAtLeast(ctx, 10_000n);
    const start = await balanceFen(ctx, p);
    const first = await dream(ctx, p, { targetId: target.id, chancePpm: 500_000 }, 'dream-replay-1');
    const events = feed.events.length;
    const again = await dream(ctx, p, { targetId: target.id, chancePpm: 500_000 }, 'dream-replay-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(feed.events.length).toBe(events);
    expect(await balanceFen(ctx, p)).toBe(start - dreamFee(target.price, 500_000, EDGE));
    const other = await dream(ctx, p, { targetId: target.id, chancePpm: 400_000 }, 'dream-replay-1');
    expect(other.statusCode).toBe(409);
    // The balance log names the fee as a dream's (action 9), once.
    const log = (await get(ctx, '/api/profile/getMyBalanceLog?balanceType=1', { token: p.token })).json().data.list as { actionType: number; amount: string }[];
    expect(log.filter((e) => e.actionType === 9)).toEqual([expect.objectContaining({ amount: `-${formatFen(dreamFee(target.price, 500_000, EDGE))}` })]);
  });
});

describe('a staked dream', () => {
  it('the items leave the backpack, their value sets the chance, no money moves', async () => {
    const p = await player(ctx, 0n);
    const target = targetAtLeast(ctx, 50_000n);
    const small = ornamentAtLeast(ctx, target.price / 4n);
    const ids = [await giveItem(ctx, p, small.id), await giveItem(ctx, p, small.id)];
    const res = await dream(ctx, p, { targetId: target.id, stakeIds: ids });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    const chance = stakeChancePpm(small.price * 2n, target.price, EDGE, 750_000);
    expect(r).toMatchObject({ chancePpm: chance, winTo: chance, fee: '0.00', stakeValue: formatFen(small.price * 2n), balance: '0.00' });
    const states = await ctx.deps.db.select({ state: backpackItems.state }).from(backpackItems)
      .where(and(eq(backpackItems.userId, p.id), eq(backpackItems.moduleId, MODULE.case)));
    expect(states.map((s) => s.state)).toEqual([ITEM_STATE.consumed, ITEM_STATE.consumed]);
    const [row] = await ctx.deps.db.select().from(dreamRolls).where(eq(dreamRolls.id, BigInt(r.rollId)));
    expect(row).toMatchObject({ fee: 0n, stakeValue: small.price * 2n, stakeItemIds: ids });
    expect(await balanceFen(ctx, p)).toBe(0n);
    // The same items again: gone.
    expect((await dream(ctx, p, { targetId: target.id, stakeIds: ids })).statusCode).toBe(409);
    await expectLedgerHolds(ctx);
  });

  it('a stake worth more than the cap buys the maximum chance', async () => {
    const p = await player(ctx, 0n);
    const target = targetAtLeast(ctx, 50_000n);
    const id = await giveItem(ctx, p, target.id);
    const r = (await dream(ctx, p, { targetId: target.id, stakeIds: [id] })).json().data;
    expect(r.chancePpm).toBe(750_000);
  });
});
