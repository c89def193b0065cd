// Dream under contention: a staked item raced by a sale and a second dream (exactly
// one wins), and a few hundred racing dreams, with one shared and many own Idempotency-Keys, on a
// balance covering only some: no fen lost or doubled. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATE } from '../../../../shared/constants.ts';
import { dreamFee } from '../../../../shared/dream-fee.ts';
import { backpackItems, dreamRolls, fairSeeds } from '../../../db/schema/index.ts';
import { rollTicketSync } from '../../fairness/roll-sync.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { post, sell } from '../../../../../tests/integration/api.ts';
import { balanceFen, expectLedgerHolds, player } from '../../../../../tests/integration/battles-helpers.ts';
import { dream, giveItem, ornamentAtLeast, targetAtLeast } from '../../../../../tests/integration/dream-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

describe('racing for a staked item', () => {
  it('a sale and two dreams staking the same item: exactly one wins, every round', async () => {
    const target = targetAtLeast(ctx, 50_000n);
    const stake = ornamentAtLeast(ctx, target.price / 3n);
    const winners: Record<string, number> = { sell: 0, dream: 0 };
    for (let round = 0; round < 8; round++) {
      const p = await player(ctx, 0n);
      const id = await giveItem(ctx, p, stake.id);
      const [sold, d1, d2] = await Promise.all([
        sell(ctx, p.token, [id]),
        dream(ctx, p, { targetId: target.id, stakeIds: [id] }),
        dream(ctx, p, { targetId: target.id, stakeIds: [id] }),
      ]);
      const codes = [sold.statusCode, d1.statusCode, d2.statusCode];
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(2);
      const [item] = await ctx.deps.db.select().from(backpackItems).where(eq(backpackItems.id, BigInt(id)));
      const rolls = await ctx.deps.db.select().from(dreamRolls).where(eq(dreamRolls.userId, p.id));
      if (sold.statusCode === 200) {
        winners.sell++;
        expect(item.state).toBe(ITEM_STATE.sold);
        expect(rolls).toHaveLength(0);
      } else {
        winners.dream++;
        expect(item.state).toBe(ITEM_STATE.consumed);
        expect(rolls).toHaveLength(1);
        expect(await balanceFen(ctx, p)).toBe(0n);
      }
    }
    expect(winners.sell + winners.dream).toBe(8);
    await expectLedgerHolds(ctx);
  });
});

describe('racing paid dreams', () => {
  it('300 dreams at once (100 on one key, 200 on their own) on a balance covering 40: exactly 40 charged', async () => {
    const target = targetAtLeast(ctx, 10_000n);
    const chance = 100_000;
    const fee = dreamFee(target.price, chance, 50_000);
    const start = fee * 40n + fee / 2n;
    const p = await player(ctx, start);
    const body = { targetId: target.id, chancePpm: chance };
    const calls = [
      ...Array.from({ length: 100 }, () => dream(ctx, p, body, 'one-shared-key')),
      ...Array.from({ length: 200 }, () => dream(ctx, p, body, randomUUID())),
    ];
    const answers = await Promise.all(calls);
    for (const a of answers) expect([200, 409, 422]).toContain(a.statusCode);
    const rollIds = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.rollId as string));
    expect(rollIds.size).toBe(40);
    // A refusal is the balance's (422) or the shared key still in progress (409), never anything else.
    for (const a of answers) if (a.statusCode === 422) expect(a.json().status).toBe(2001);
    expect(await balanceFen(ctx, p)).toBe(start - fee * 40n);
    const [{ n }] = await ctx.deps.db.select({ n: count() }).from(dreamRolls).where(eq(dreamRolls.userId, p.id));
    expect(Number(n)).toBe(40);
    // Every nonce of the pair used once.
    const nonces = (await ctx.deps.db.select({ nonce: dreamRolls.nonce }).from(dreamRolls).where(eq(dreamRolls.userId, p.id))).map((r) => r.nonce);
    expect(new Set(nonces).size).toBe(40);
    await expectLedgerHolds(ctx);
  }, 120_000);
});

describe('dreams racing seed rotations', () => {
  it('30 dreams and 5 rotations at once: every dream rolls, each on its own (pair, nonce), each re-computable', async () => {
    const target = targetAtLeast(ctx, 10_000n);
    const p = await player(ctx, 100_000_000n);
    const body = { targetId: target.id, chancePpm: 300_000 };
    const calls = [
      ...Array.from({ length: 30 }, () => dream(ctx, p, body)),
      ...Array.from({ length: 5 }, () => post(ctx, '/api/fair/rotateSeed', {}, { token: p.token })),
    ];
    const answers = await Promise.all(calls);
    for (const a of answers) expect(a.statusCode).toBe(200);
    const rolls = await ctx.deps.db.select().from(dreamRolls).where(eq(dreamRolls.userId, p.id));
    expect(rolls).toHaveLength(30);
    expect(new Set(rolls.map((r) => `${r.seedId}:${r.nonce}`)).size).toBe(30);
    const seeds = new Map((await ctx.deps.db.select().from(fairSeeds).where(eq(fairSeeds.userId, p.id))).map((s) => [s.id, s]));
    for (const r of rolls) {
      const s = seeds.get(r.seedId)!;
      expect(rollTicketSync({ serverSeed: s.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce, game: 'dream', range: 1_000_000 }).ticket).toBe(r.ticket);
    }
    await expectLedgerHolds(ctx);
  }, 120_000);
});

describe('seed rotations racing each other', () => {
  it('ten rotations of one player at once all succeed, each revealing the pair the one before it committed', async () => {
    const p = await player(ctx, 0n);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(ctx, '/api/fair/rotateSeed', {}, { token: p.token })));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const seeds = await ctx.deps.db.select().from(fairSeeds).where(eq(fairSeeds.userId, p.id));
    // The first pair and the ten that replaced it, one active.
    expect(seeds).toHaveLength(11);
    expect(seeds.filter((s) => s.active)).toHaveLength(1);
    const revealed = new Set(answers.map((a) => a.json().data.revealed.publicHash as string));
    expect(revealed.size).toBe(10);
  });
});
