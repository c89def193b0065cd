// Battles under contention: players racing for the last seat, a dissolve racing the
// last join, replayed requests, and the auto-dissolve on a test clock. After every race the
// ledger balances and no balance is below zero. PGlite and PostgreSQL.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseYuan } from '../../../../shared/money.ts';
import { battleSeats } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { balanceFen, cancelRoom, cheapBoxes, createRoom, detail, expectLedgerHolds, joinRoom, player, type Player } from '../../../../../tests/integration/battles-helpers.ts';

let ctx: TestContext;
const T0 = new Date('2026-11-24T03:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext({ BATTLE_DISSOLVE_MINUTES: '30' });
  ctx.setNow(T0);
});
afterAll(async () => { await ctx.close(); });

async function newRoom(creator: Player, seats = 2): Promise<{ id: string; cost: bigint }> {
  const [box] = await cheapBoxes(ctx, 1);
  const res = await createRoom(ctx, creator, { boxIds: String(box.id), seats });
  expect(res.statusCode).toBe(200);
  const { room } = res.json().data;
  return { id: room.id, cost: parseYuan(room.costPerSeat)! };
}

describe('racing for seats', () => {
  it('10 players racing for the last seat: exactly one is seated, the others are charged nothing', async () => {
    const creator = await player(ctx);
    const room = await newRoom(creator);
    const racers = await Promise.all(Array.from({ length: 10 }, () => player(ctx)));
    const before = await Promise.all(racers.map((p) => balanceFen(ctx, p)));
    const answers = await Promise.all(racers.map((p) => joinRoom(ctx, p, room.id, 2)));
    const seated = answers.map((a, i) => (a.statusCode === 200 ? i : -1)).filter((i) => i >= 0);
    expect(seated).toHaveLength(1);
    for (const a of answers) if (a.statusCode !== 200) expect([409]).toContain(a.statusCode);
    const after = await Promise.all(racers.map((p) => balanceFen(ctx, p)));
    racers.forEach((_, i) => expect(after[i]).toBe(i === seated[0] ? before[i] - room.cost : before[i]));
    const seats = (await detail(ctx, room.id)).seatList;
    expect(seats).toHaveLength(2);
    await expectLedgerHolds(ctx);
  });

  it('a dissolve racing the last join: either dissolved with every seat refunded, or started, never both', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const [creator, joiner] = [await player(ctx), await player(ctx)];
      const room = await newRoom(creator);
      const startCreator = await balanceFen(ctx, creator);
      const startJoiner = await balanceFen(ctx, joiner);
      const [cancel, join] = await Promise.all([cancelRoom(ctx, creator, room.id), joinRoom(ctx, joiner, room.id, 2)]);
      const state = (await detail(ctx, room.id)).state;
      expect([cancel.statusCode, join.statusCode].sort()).toEqual([200, 409]);
      if (cancel.statusCode === 200) {
        outcomes.add('dissolved');
        expect(state).toBe(3);
        expect(await balanceFen(ctx, creator)).toBe(startCreator + room.cost);
        expect(await balanceFen(ctx, joiner)).toBe(startJoiner);
        const refunded = await ctx.deps.db.select().from(battleSeats)
          .where(and(eq(battleSeats.roomId, BigInt(room.id)), isNotNull(battleSeats.refundTransactionId)));
        expect(refunded).toHaveLength(1);
      } else {
        outcomes.add('started');
        expect(state).toBe(1);
        expect(await balanceFen(ctx, creator)).toBe(startCreator);
        expect(await balanceFen(ctx, joiner)).toBe(startJoiner - room.cost);
      }
      await expectLedgerHolds(ctx);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('a replayed create or join (same key) charges once and answers the same', async () => {
    const [a, b] = [await player(ctx), await player(ctx)];
    const [box] = await cheapBoxes(ctx, 1);
    const start = await balanceFen(ctx, a);
    const creates = await Promise.all([1, 2, 3].map(() => createRoom(ctx, a, { boxIds: String(box.id), seats: 2 }, 'create-key-1')));
    const ok = creates.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of creates) if (r.statusCode !== 200) expect(r.statusCode).toBe(409); // still in progress
    const replay = await createRoom(ctx, a, { boxIds: String(box.id), seats: 2 }, 'create-key-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const { room } = replay.json().data;
    for (const r of ok) expect(r.json().data.room.id).toBe(room.id);
    const cost = parseYuan(room.costPerSeat)!;
    expect(await balanceFen(ctx, a)).toBe(start - cost);
    const bStart = await balanceFen(ctx, b);
    const first = await joinRoom(ctx, b, room.id, 2, 'join-key-1');
    const again = await joinRoom(ctx, b, room.id, 2, 'join-key-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceFen(ctx, b)).toBe(bStart - cost);
    // The same key for another request is refused.
    expect((await joinRoom(ctx, b, '999999', 2, 'join-key-1')).statusCode).toBe(409);
    await expectLedgerHolds(ctx);
  });
});

describe('the auto-dissolve', () => {
  it('dissolves a room still waiting after 30 minutes, refunding every seat in one transaction', async () => {
    ctx.setNow(T0);
    const creator = await player(ctx);
    const [box] = await cheapBoxes(ctx, 1);
    const { room } = (await createRoom(ctx, creator, { boxIds: `${box.id},${box.id}`, seats: 4 })).json().data;
    const cost = parseYuan(room.costPerSeat)!;
    const bots = await Promise.all([2, 3].map((pos) => ctx.app.inject({
      method: 'POST', url: '/api/battle/joinBot', headers: { token: creator.token, 'idempotency-key': `bot-${pos}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${room.id}&pos=${pos}`,
    })));
    for (const r of bots) expect(r.statusCode).toBe(200);
    const filled = room as { id: string };
    const start = await balanceFen(ctx, creator);

    ctx.setNow(new Date(T0.getTime() + 30 * 60_000 - 1));
    await ctx.deps.jobs.runDue();
    expect((await detail(ctx, filled.id)).state).toBe(0);
    ctx.setNow(new Date(T0.getTime() + 30 * 60_000));
    await ctx.deps.jobs.runDue();
    expect((await detail(ctx, filled.id)).state).toBe(3);
    expect(await balanceFen(ctx, creator)).toBe(start + cost);
    const refunded = await ctx.deps.db.select().from(battleSeats)
      .where(and(eq(battleSeats.roomId, BigInt(filled.id)), isNotNull(battleSeats.refundTransactionId)));
    expect(refunded).toHaveLength(3);
    // Nobody can join it any more; running the job again changes nothing.
    expect((await joinRoom(ctx, await player(ctx), filled.id, 4)).statusCode).toBe(409);
    await ctx.deps.jobs.runDue();
    expect(await balanceFen(ctx, creator)).toBe(start + cost);
    await expectLedgerHolds(ctx);
    ctx.setNow(T0);
  });
});
