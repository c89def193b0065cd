// Giveaways under concurrency: the draw run by two schedulers at once happens once;
// joins racing the close are either in the published list or refused, never drawn unlisted;
// hundreds of joins never pass the maximum or give a code twice; a forged or stale beacon value
// is refused and the draw waits for the genuine one.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT, MODULE } from '../../../../shared/constants.ts';
import { GIVEAWAY_STATE } from '../../../../shared/contracts/giveaway.ts';
import { giveawayEntrantsHash } from '../../../../shared/fairness/index.ts';
import { openDatabase } from '../../../db/client.ts';
import { backpackItems, giveawayEntries, giveawayPrizes } from '../../../db/schema/index.ts';
import { createJobRunner } from '../../../jobs/runner.ts';
import { giveawayJobHandlers } from '../jobs.ts';
import type { Beacon, BeaconValue } from '../../../providers/beacon/beacon.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { createTestContext, freshDatabaseUrl, type TestContext } from '../../../../../tests/integration/context.ts';
import { cheapSkins, detail, entrants, join, officialRoom, quickPlayer, roomRow } from '../../../../../tests/integration/giveaways-helpers.ts';
import { post } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
const T0 = new Date('2026-11-24T06:00:00Z');
beforeAll(async () => {
  fresh = await freshDatabaseUrl();
  ctx = await createTestContext({}, fresh.location);
  ctx.setNow(T0);
});
afterAll(async () => {
  await ctx.close();
  await fresh.drop();
});

const later = (ms: number) => ctx.setNow(new Date(ctx.deps.clock().getTime() + ms));

async function rollItems(roomId: string): Promise<number> {
  const [row] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(giveawayPrizes)
    .innerJoin(backpackItems, eq(backpackItems.id, giveawayPrizes.wonItemId))
    .where(eq(giveawayPrizes.giveawayId, BigInt(roomId)));
  return Number(row.n);
}

describe('the draw', () => {
  it('run by two schedulers at once: one draw, one set of prizes, one event', async () => {
    const id = await officialRoom(ctx, { maxEntrants: 3, prizes: cheapSkins(ctx, 2) });
    for (let i = 0; i < 3; i++) expect((await join(ctx, await quickPlayer(ctx), id)).statusCode).toBe(200);
    await ctx.deps.jobs.runDue();
    expect((await roomRow(ctx, id)).state).toBe(GIVEAWAY_STATE.drawing);
    later(10_000);
    const other = ctx.database.kind === 'postgres' ? await openDatabase(fresh.location) : ctx.database;
    const heard = createRecordingBroadcaster();
    const handlers = giveawayJobHandlers({ ...ctx.deps.giveaways, broadcaster: heard });
    const runners = [ctx.database, other].map((d) => createJobRunner({ db: d.db, handlers, clock: ctx.deps.clock }));
    const done = await Promise.all(runners.map((r) => r.runDue(10)));
    if (other !== ctx.database) await other.close();
    expect(done.reduce((a, b) => a + b, 0)).toBe(1);
    expect(heard.events.filter((e) => e.eventType === EVENT.giveaway)).toHaveLength(1);
    expect((await roomRow(ctx, id)).state).toBe(GIVEAWAY_STATE.drawn);
    expect(await rollItems(id)).toBe(2);
    const [{ n }] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(backpackItems).where(eq(backpackItems.moduleId, MODULE.roll));
    expect(Number(n)).toBeGreaterThanOrEqual(2);
  });

  it('a forged or stale beacon value is refused; the draw waits for the genuine one', async () => {
    const id = await officialRoom(ctx, { maxEntrants: 2, prizes: cheapSkins(ctx, 1) });
    for (let i = 0; i < 2; i++) await join(ctx, await quickPlayer(ctx), id);
    await ctx.deps.jobs.runDue();
    later(10_000);
    const genuine = ctx.deps.giveaways.beacon;
    const lying = (change: (v: BeaconValue) => BeaconValue): Beacon => ({
      ...genuine,
      info: () => genuine.info(),
      roundAfter: (t) => genuine.roundAfter(t),
      timeOf: (r) => genuine.timeOf(r),
      verify: (v) => genuine.verify(v),
      fetch: async (r) => {
        const v = await genuine.fetch(r);
        return v && change(v);
      },
    });
    const round = (await roomRow(ctx, id)).beaconRound!;
    const stale = (await genuine.fetch(round - 1))!;
    const forged: ((v: BeaconValue) => BeaconValue)[] = [
      () => stale,
      (v) => ({ ...stale, round: v.round }),
      (v) => ({ ...v, randomness: v.randomness.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
      (v) => ({ ...v, signature: stale.signature, randomness: stale.randomness }),
    ];
    try {
      for (const change of forged) {
        ctx.deps.giveaways.beacon = lying(change);
        await ctx.deps.jobs.runDue();
        const row = await roomRow(ctx, id);
        expect(row.state).toBe(GIVEAWAY_STATE.drawing);
        expect(row.beaconRandomness).toBeNull();
        expect(await rollItems(id)).toBe(0);
        later(3_600_000); // past the retry's backoff
      }
    } finally {
      ctx.deps.giveaways.beacon = genuine;
    }
    await ctx.deps.jobs.runDue();
    const drawn = await roomRow(ctx, id);
    expect(drawn.state).toBe(GIVEAWAY_STATE.drawn);
    expect(drawn.beaconRandomness).toBe((await genuine.fetch(round))!.randomness);
  });
});

describe('joins', () => {
  it('racing the close: each is in the published list or refused, and only listed players win', async () => {
    const drawAt = new Date(ctx.deps.clock().getTime() + 120_000);
    const id = await officialRoom(ctx, { drawMode: 'time', drawAt, maxEntrants: 0, prizes: cheapSkins(ctx, 3) });
    const early = await quickPlayer(ctx);
    await join(ctx, early, id);
    const racers = await Promise.all(Array.from({ length: 40 }, () => quickPlayer(ctx)));
    ctx.setNow(drawAt);
    const [answers] = await Promise.all([
      Promise.all(racers.map((p) => join(ctx, p, id))),
      ctx.deps.jobs.runDue(),
    ]);
    await ctx.deps.jobs.runDue(); // a join that reached the room before the close ran
    later(10_000);
    await ctx.deps.jobs.runDue();
    const room = await detail(ctx, id);
    expect(room.state).toBe(GIVEAWAY_STATE.drawn);
    const list = (await entrants(ctx, id))!;
    const listed = new Set(list.map((e) => e[1]));
    expect(await giveawayEntrantsHash(list)).toBe(room.fairness.entrantsHash);
    racers.forEach((p, i) => {
      const res = answers[i];
      if (res.statusCode === 200) expect(listed.has(String(p.id))).toBe(true);
      else {
        expect(res.statusCode).toBe(409);
        expect(res.json().msg).toBe('该房间已截止、已开奖或已取消');
        expect(listed.has(String(p.id))).toBe(false);
      }
    });
    const entries = await ctx.deps.db.select().from(giveawayEntries).where(eq(giveawayEntries.giveawayId, BigInt(id)));
    expect(entries).toHaveLength(listed.size);
    expect((await roomRow(ctx, id)).entrantCount).toBe(entries.length);
    // Each entrant wins at most once: with fewer entrants than prizes, the rest stay undrawn.
    const won = room.prizes.filter((p: { winner: unknown }) => p.winner !== null);
    expect(won).toHaveLength(Math.min(room.prizes.length, listed.size));
    for (const p of won) expect(listed.has(p.winner.userId)).toBe(true);
  });

  it('three hundred at once on a room of fifty: fifty in, codes 1 to 50 once each, the rest told it is full', async () => {
    const id = await officialRoom(ctx, { drawMode: 'time', drawAt: new Date(ctx.deps.clock().getTime() + 3_600_000), maxEntrants: 50, prizes: cheapSkins(ctx, 1) });
    const players = await Promise.all(Array.from({ length: 300 }, () => quickPlayer(ctx)));
    const answers = await Promise.all(players.map((p) => join(ctx, p, id)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(50);
    expect(ok.map((r) => r.json().data.code).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().msg === '该房间人数已满')).toBe(true);
    expect((await roomRow(ctx, id)).entrantCount).toBe(50);
  });

  it('a join code guessed three hundred times at once: ten are checked, the rest refused; another player is not locked out', async () => {
    const id = await officialRoom(ctx, { drawMode: 'time', drawAt: new Date(ctx.deps.clock().getTime() + 3_600_000), maxEntrants: 0, joinCode: 'right-code', prizes: cheapSkins(ctx, 1) });
    const guesser = await quickPlayer(ctx);
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => join(ctx, guesser, id, { code: i === 299 ? 'right-code' : `guess-${i}` })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429)).toHaveLength(290);
    expect(codes.filter((c) => c === 403 || c === 200)).toHaveLength(10);
    expect(answers.find((r) => r.statusCode === 429)!.json().msg).toBe('操作过于频繁，请稍后再试');
    const other = await quickPlayer(ctx);
    expect((await join(ctx, other, id, { code: 'right-code' })).statusCode).toBe(200);
    // An hour later the guesser may try again.
    later(3_600_001);
    // The gate asks the reality check that fell due an hour after the first join first.
    await post(ctx, '/api/protection/reality/answer', { continue: 1 }, { token: guesser.token });
    expect((await join(ctx, guesser, id, { code: 'right-code' })).statusCode).toBe(200);
  });

  it('one player\'s ten joins at once: one entry, one code', async () => {
    const id = await officialRoom(ctx, { drawMode: 'time', drawAt: new Date(ctx.deps.clock().getTime() + 3_600_000), maxEntrants: 0, prizes: cheapSkins(ctx, 1) });
    const p = await quickPlayer(ctx);
    const answers = await Promise.all(Array.from({ length: 10 }, () => join(ctx, p, id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const entries = await ctx.deps.db.select().from(giveawayEntries).where(and(eq(giveawayEntries.giveawayId, BigInt(id))));
    expect(entries.map((e) => e.code)).toEqual([1]);
    expect((await roomRow(ctx, id)).entrantCount).toBe(1);
  });
});
