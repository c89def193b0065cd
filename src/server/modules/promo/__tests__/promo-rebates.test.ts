// Partner rebates: credited once per spending when it is final (a case or dream in its
// own transaction, a battle seat when its room starts, never for a dissolved room), so only what no
// refund can take back is transferable; a seat rebated when taken (before that rule) is pending
// until its room starts and reversed with a dissolve (also when the partner spent the rebate: it
// becomes owed and the next rebate pays it off); racing openings, self and loops earning nothing,
// and a rebate table change applying from its time on.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dreamFee } from '../../../../shared/dream-fee.ts';
import { formatFen } from '../../../../shared/money.ts';
import { queryRows } from '../../../db/client.ts';
import { saveRebateTable } from '../../levels/tables.ts';
import { creditRebate } from '../rebate.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, openBox, post } from '../../../../../tests/integration/api.ts';
import { createStaff } from '../../../../../tests/integration/console-helpers.ts';
import { addBot, balanceFen, cancelRoom, cheapBoxes, createRoom, detail, expectLedgerHolds, joinRoom } from '../../../../../tests/integration/battles-helpers.ts';
import { dream, targetAtLeast } from '../../../../../tests/integration/dream-helpers.ts';
import { drainSecondary, expectRebatesAddUp, rebatesOf, referralOf, secondary, signUpWith, totals, type Partner } from '../../../../../tests/integration/promo-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const ratioOf = (spent: bigint, bp: number) => (spent * BigInt(bp)) / 10000n;

async function boxPrice(): Promise<{ id: number; fen: bigint }> {
  const [box] = await cheapBoxes(ctx, 1);
  return { id: box.id, fen: BigInt(Math.round(Number(box.price) * 100)) };
}

describe('a case opening', () => {
  it('credits the partner once, in its transaction; a replay of the key credits nothing', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code);
    const box = await boxPrice();
    const key = randomUUID();
    expect((await openBox(ctx, player.token, box.id, 2, key)).statusCode).toBe(200);
    expect((await openBox(ctx, player.token, box.id, 2, key)).statusCode).toBe(200);
    const rows = await rebatesOf(ctx, player.id);
    expect(rows).toHaveLength(1);
    const spent = box.fen * 2n;
    const amount = ratioOf(spent, 300);
    expect(rows[0]).toMatchObject({ source: 'case', partnerId: partner.id, spent, level: 1, ratioBp: 300, amount, offset: 0n, reversedAt: null });
    expect(await secondary(ctx, partner.id)).toBe(amount);
    expect(await referralOf(ctx, player.id)).toMatchObject({ partnerId: partner.id, purchases: spent, rebate: amount, flag: 0 });
    expect(await totals(ctx, partner.id)).toMatchObject({ promotedCount: 1, purchases: spent, reward: amount, owed: 0n });
    await expectRebatesAddUp(ctx, partner.id);
    // The partner's record centre names it (balance type 2: the secondary balance).
    const log = (await get(ctx, '/api/profile/getMyBalanceLog?page=1&pageSize=10&balanceType=2', { token: partner.token })).json().data;
    expect(log.list).toHaveLength(1);
    expect(log.list[0]).toMatchObject({ actionType: 12, balanceType: 2, amount: formatFen(amount) });
    await expectLedgerHolds(ctx);
  });

  it('a banned partner earns nothing; the purchase still shows on the referral', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code);
    await ctx.deps.db.execute(sql`UPDATE users SET status = 1 WHERE id = ${partner.id}`);
    const box = await boxPrice();
    expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
    expect(await secondary(ctx, partner.id)).toBe(0n);
    expect((await rebatesOf(ctx, player.id))[0]).toMatchObject({ level: -1, amount: 0n });
    expect(await totals(ctx, partner.id)).toMatchObject({ purchases: 0n, reward: 0n });
    expect((await referralOf(ctx, player.id)).purchases).toBe(box.fen);
  });

  it('an opening by a player nobody brought writes no rebate', async () => {
    const alone = await signUpWith(ctx);
    const box = await boxPrice();
    expect((await openBox(ctx, alone.token, box.id)).statusCode).toBe(200);
    expect(await rebatesOf(ctx, alone.id)).toHaveLength(0);
  });

  it('20 racing openings by one promoted player credit exactly 20 rebates, and the ledger balances', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code, 10_000_000n);
    const box = await boxPrice();
    const answers = await Promise.all(Array.from({ length: 20 }, () => openBox(ctx, player.token, box.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await rebatesOf(ctx, player.id);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.spendRef)).size).toBe(20);
    const sum = rows.reduce((s, r) => s + r.amount, 0n);
    expect(sum).toBe(ratioOf(box.fen, 300) * 20n);
    expect(await secondary(ctx, partner.id)).toBe(sum);
    expect(await totals(ctx, partner.id)).toMatchObject({ purchases: box.fen * 20n, reward: sum });
    expect((await referralOf(ctx, player.id)).purchases).toBe(box.fen * 20n);
    await expectRebatesAddUp(ctx, partner.id);
    await expectLedgerHolds(ctx);
  });
});

describe('one partner, many players at once', () => {
  it('200 racing openings by 10 promoted players queue on the partner\'s totals: each sees the purchases before it', async () => {
    const partner = await signUpWith(ctx);
    const players = [];
    for (let i = 0; i < 10; i++) players.push(await signUpWith(ctx, partner.code, 10_000_000n));
    const box = await boxPrice();
    // Level 2 starts at 1,000 yuan: exactly 5 openings are below it, whatever their order.
    await ctx.deps.db.execute(sql`UPDATE partner_totals SET purchases = ${100_000n - 5n * box.fen} WHERE user_id = ${partner.id}`);
    const answers = await Promise.all(players.flatMap((p) => Array.from({ length: 20 }, () => openBox(ctx, p.token, box.id))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(200);
    const rows = (await Promise.all(players.map((p) => rebatesOf(ctx, p.id)))).flat();
    expect(rows).toHaveLength(200);
    expect(rows.filter((r) => r.level === 1)).toHaveLength(5);
    expect(rows.filter((r) => r.level === 2)).toHaveLength(195);
    const sum = rows.reduce((s, r) => s + r.amount, 0n);
    expect(sum).toBe(ratioOf(box.fen, 300) * 5n + ratioOf(box.fen, 400) * 195n);
    expect(await secondary(ctx, partner.id)).toBe(sum);
    expect(await totals(ctx, partner.id)).toMatchObject({ purchases: 100_000n - 5n * box.fen + 200n * box.fen, reward: sum });
    await expectLedgerHolds(ctx);
  });
});

describe('a dream', () => {
  it('credits the partner on the fee, once', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code, 100_000_000n);
    const target = targetAtLeast(ctx, 10_000n);
    const chance = 500_000;
    const key = randomUUID();
    expect((await dream(ctx, player, { targetId: target.id, chancePpm: chance }, key)).statusCode).toBe(200);
    expect((await dream(ctx, player, { targetId: target.id, chancePpm: chance }, key)).statusCode).toBe(200);
    const fee = dreamFee(target.price, chance, Math.round(ctx.config.dream.edgePercent * 10_000));
    const rows = await rebatesOf(ctx, player.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'dream', spent: fee, amount: ratioOf(fee, 300) });
    expect(await secondary(ctx, partner.id)).toBe(ratioOf(fee, 300));
    await expectLedgerHolds(ctx);
  });
});

describe('a battle seat', () => {
  const transfer = (p: Partner, amount: string, key = randomUUID()) =>
    post(ctx, '/api/profile/transferSecondary', { amount }, { token: p.token, 'idempotency-key': key });
  const roomOf = (created: { json(): { data: { room: { id: string | number } } } }) => String(created.json().data.room.id);

  /** What a house account holds: the sum of its postings (external accounts keep no balance). */
  async function house(code: string): Promise<bigint> {
    const [row] = await queryRows<{ total: string }>(ctx.deps.db, sql`
      SELECT COALESCE(sum(p.amount), 0)::text AS total FROM postings p JOIN accounts a ON a.id = p.account_id WHERE a.code = ${code}`);
    return BigInt(row.total);
  }
  const houses = async () => ({ rebates: await house('house:rebates'), battle: await house('house:battle') });

  /**
   * A seat rebated when taken, as every seat was before rebates waited for the start: its rebate
   * credited in a transaction of its own, then marked pending by the migration's own statement.
   */
  async function rebatedWhenTaken(p: Partner, roomId: string, pos: number, spent: bigint): Promise<void> {
    await ctx.deps.db.transaction((tx) => creditRebate(tx, { userId: p.id, spent, source: 'battle', spendRef: `battle:${roomId}:${pos}`, now: new Date() }));
    const migration = readFileSync(new URL('../../../db/migrations/0026_rebate_maturity.sql', import.meta.url), 'utf8');
    const markPending = migration.split('--> statement-breakpoint').map((st) => st.trim()).find((st) => st.includes('UPDATE'))!;
    await ctx.deps.db.execute(sql.raw(markPending));
  }

  /** `p` takes seat 1 of a new two-seat room of `boxes` cheap boxes: the room, and the balance before and what the seat cost. */
  async function takeSeat(p: Partner, boxes = 1): Promise<{ roomId: string; before: bigint; cost: bigint }> {
    const [box] = await cheapBoxes(ctx, 1);
    const before = await balanceFen(ctx, p);
    const created = await createRoom(ctx, p, { boxIds: Array(boxes).fill(box.id).join(','), seats: 2 });
    expect(created.statusCode).toBe(200);
    const cost = before - await balanceFen(ctx, p);
    expect(cost).toBeGreaterThan(0n);
    return { roomId: roomOf(created), before, cost };
  }

  it('earns nothing until its room starts: nothing is transferable, and a dissolve leaves the house whole', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code);
    const housesBefore = await houses();
    const { roomId, before, cost } = await takeSeat(player);

    expect(await rebatesOf(ctx, player.id)).toHaveLength(0);
    expect(await secondary(ctx, partner.id)).toBe(0n);
    expect((await transfer(partner, formatFen(ratioOf(cost, 300)))).statusCode).toBe(422);
    const info = (await get(ctx, '/api/profile/getPromotionInfo', { token: partner.token })).json().data;
    expect(info).toMatchObject({ reward: '0.00', pending: '0.00', awaitingStart: formatFen(cost) });

    expect((await cancelRoom(ctx, player, roomId)).statusCode).toBe(200);
    expect(await balanceFen(ctx, player)).toBe(before);
    expect(await rebatesOf(ctx, player.id)).toHaveLength(0);
    expect(await secondary(ctx, partner.id)).toBe(0n);
    expect(await totals(ctx, partner.id)).toMatchObject({ purchases: 0n, reward: 0n, owed: 0n });
    expect(await referralOf(ctx, player.id)).toMatchObject({ purchases: 0n, rebate: 0n });
    // Nothing of the house's left: its rebates and battle accounts are where they were.
    expect(await houses()).toEqual(housesBefore);
    const log = (await get(ctx, '/api/profile/getMyBalanceLog?page=1&pageSize=10&balanceType=2', { token: partner.token })).json().data;
    expect(log.list).toHaveLength(0);
    expect((await get(ctx, '/api/profile/getPromotionInfo', { token: partner.token })).json().data.awaitingStart).toBe('0.00');
    await expectRebatesAddUp(ctx, partner.id);
    await expectLedgerHolds(ctx);
  });

  it('a started room pays each player\'s seat rebate once, transferable at once; it can no longer be dissolved', async () => {
    const partner = await signUpWith(ctx);
    const creator = await signUpWith(ctx, partner.code);
    const joiner = await signUpWith(ctx, partner.code);
    const [box] = await cheapBoxes(ctx, 1);
    const before = await balanceFen(ctx, creator);
    const created = await createRoom(ctx, creator, { boxIds: String(box.id), seats: 3 });
    const cost = before - await balanceFen(ctx, creator);
    const rebate = ratioOf(cost, 300);
    expect((await joinRoom(ctx, joiner, roomOf(created), 2)).statusCode).toBe(200);
    expect(await rebatesOf(ctx, creator.id)).toHaveLength(0);
    expect(await rebatesOf(ctx, joiner.id)).toHaveLength(0);
    // A bot fills the last seat: the room starts, in this request's transaction.
    const key = randomUUID();
    expect((await addBot(ctx, creator, roomOf(created), 3, key)).statusCode).toBe(200);
    expect((await addBot(ctx, creator, roomOf(created), 3, key)).statusCode).toBe(200);
    expect((await detail(ctx, roomOf(created))).state).not.toBe(0);

    for (const [who, pos] of [[creator, 1], [joiner, 2]] as const) {
      const rows = await rebatesOf(ctx, who.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ source: 'battle', spendRef: `battle:${roomOf(created)}:${pos}`, spent: cost, amount: rebate, pending: false, reversedAt: null });
    }
    expect(await secondary(ctx, partner.id)).toBe(rebate * 2n);
    expect(await totals(ctx, partner.id)).toMatchObject({ purchases: cost * 2n, reward: rebate * 2n, owed: 0n });
    expect((await cancelRoom(ctx, creator, roomOf(created))).statusCode).not.toBe(200);
    expect(await secondary(ctx, partner.id)).toBe(rebate * 2n);
    expect((await transfer(partner, formatFen(rebate * 2n))).statusCode).toBe(200);
    expect(await secondary(ctx, partner.id)).toBe(0n);
    await expectRebatesAddUp(ctx, partner.id);
    await expectLedgerHolds(ctx);
  });

  it('a transfer racing the dissolve takes out only what was final; the house loses nothing', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code, 10_000_000n);
    // Something final first: a case rebate.
    const box = await boxPrice();
    expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
    const final = ratioOf(box.fen, 300);
    expect(await secondary(ctx, partner.id)).toBe(final);
    for (let round = 0; round < 3; round++) {
      const housesBefore = await houses();
      const { roomId, before, cost } = await takeSeat(player, 3);
      const [moved, dissolved] = await Promise.all([
        transfer(partner, formatFen(final + ratioOf(cost, 300))),
        cancelRoom(ctx, player, roomId),
      ]);
      expect(moved.statusCode).toBe(422);
      expect(dissolved.statusCode).toBe(200);
      expect(await balanceFen(ctx, player)).toBe(before);
      expect(await secondary(ctx, partner.id)).toBe(final);
      expect(await houses()).toEqual(housesBefore);
    }
    expect((await transfer(partner, formatFen(final))).statusCode).toBe(200);
    expect(await secondary(ctx, partner.id)).toBe(0n);
    await expectRebatesAddUp(ctx, partner.id);
    await expectLedgerHolds(ctx);
  });

  describe('rebated when taken (before rebates waited for the start)', () => {
    /** A promoted player's seat (a new partner's), rebated when taken: the room, what the seat cost and its rebate. */
    async function seatRebatedWhenTaken() {
      const partner = await signUpWith(ctx);
      const player = await signUpWith(ctx, partner.code);
      const seat = await takeSeat(player);
      await rebatedWhenTaken(player, seat.roomId, 1, seat.cost);
      return { partner, player, ...seat, rebate: ratioOf(seat.cost, 300) };
    }

    it('is pending, not transferable, and a racing dissolve takes it back whole', async () => {
      const partner = await signUpWith(ctx);
      const player = await signUpWith(ctx, partner.code, 10_000_000n);
      const box = await boxPrice();
      expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
      const final = ratioOf(box.fen, 300);
      const housesBefore = await houses();
      const { roomId, before, cost } = await takeSeat(player);
      const rebate = ratioOf(cost, 300);
      await rebatedWhenTaken(player, roomId, 1, cost);
      expect((await rebatesOf(ctx, player.id)).find((r) => r.source === 'battle')).toMatchObject({ pending: true, amount: rebate });
      expect(await secondary(ctx, partner.id)).toBe(final + rebate);
      expect((await get(ctx, '/api/profile/getPromotionInfo', { token: partner.token })).json().data.pending).toBe(formatFen(rebate));
      const refused = await transfer(partner, formatFen(final + 1n));
      expect(refused.statusCode).toBe(422);

      const [moved, dissolved] = await Promise.all([
        transfer(partner, formatFen(final + rebate)),
        cancelRoom(ctx, player, roomId),
      ]);
      expect(moved.statusCode).toBe(422);
      expect(dissolved.statusCode).toBe(200);
      expect(await balanceFen(ctx, player)).toBe(before);
      expect((await rebatesOf(ctx, player.id)).find((r) => r.source === 'battle')).toMatchObject({ pending: false });
      expect(await secondary(ctx, partner.id)).toBe(final);
      expect(await totals(ctx, partner.id)).toMatchObject({ purchases: box.fen, reward: final, owed: 0n });
      // The rebate went back to house:rebates; the seat's money left house:battle for the player.
      expect(await houses()).toEqual(housesBefore);
      expect((await transfer(partner, formatFen(final))).statusCode).toBe(200);
      await expectRebatesAddUp(ctx, partner.id);
      await expectLedgerHolds(ctx);
    });

    it('becomes transferable when its room starts, and is not paid twice', async () => {
      const { partner, player, roomId, cost, rebate } = await seatRebatedWhenTaken();
      expect((await transfer(partner, formatFen(rebate))).statusCode).toBe(422);
      expect((await addBot(ctx, player, roomId, 2)).statusCode).toBe(200);
      const rows = await rebatesOf(ctx, player.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ pending: false, amount: rebate });
      expect(await secondary(ctx, partner.id)).toBe(rebate);
      expect(await totals(ctx, partner.id)).toMatchObject({ purchases: cost, reward: rebate });
      expect((await transfer(partner, formatFen(rebate))).statusCode).toBe(200);
      await expectRebatesAddUp(ctx, partner.id);
      await expectLedgerHolds(ctx);
    });

    it('a spent rebate becomes owed (the refund still succeeds), and the next rebate pays it off first', async () => {
      const { partner, player, roomId, before, rebate } = await seatRebatedWhenTaken();
      expect(rebate).toBeGreaterThan(1n);
      // The partner's balance loses all but 1 fen of it some other way (staff, say).
      await drainSecondary(ctx, partner.id, 1n);
      expect((await cancelRoom(ctx, player, roomId)).statusCode).toBe(200);
      expect(await balanceFen(ctx, player)).toBe(before);
      expect(await secondary(ctx, partner.id)).toBe(0n);
      expect(await totals(ctx, partner.id)).toMatchObject({ reward: 0n, owed: rebate - 1n });
      await expectRebatesAddUp(ctx, partner.id);

      // Openings now pay off the debt before anything reaches the balance.
      const box2 = await boxPrice();
      let paidOff = 0n;
      for (let i = 0; i < 50 && paidOff < rebate - 1n; i++) {
        expect((await openBox(ctx, player.token, box2.id)).statusCode).toBe(200);
        paidOff += ratioOf(box2.fen, 300);
      }
      const t = await totals(ctx, partner.id);
      expect(t.owed).toBe(0n);
      const rows = (await rebatesOf(ctx, player.id)).filter((r) => r.source === 'case');
      expect(rows.reduce((s, r) => s + r.offset, 0n)).toBe(rebate - 1n);
      expect(await secondary(ctx, partner.id)).toBe(rows.reduce((s, r) => s + r.amount, 0n) - (rebate - 1n));
      await expectRebatesAddUp(ctx, partner.id);
      await expectLedgerHolds(ctx);
    });

    it('a refund whose reversal cannot be done still succeeds (the reversal is left undone)', async () => {
      const { partner, player, roomId, before } = await seatRebatedWhenTaken();
      // The partner's totals row is gone (bad data): the reversal throws inside its savepoint.
      await ctx.deps.db.execute(sql`DELETE FROM partner_totals WHERE user_id = ${partner.id}`);
      expect((await cancelRoom(ctx, player, roomId)).statusCode).toBe(200);
      expect(await balanceFen(ctx, player)).toBe(before);
      const [row] = await rebatesOf(ctx, player.id);
      expect(row.reversedAt).toBeNull();
      await expectLedgerHolds(ctx);
    });
  });
});

describe('self-referral and loops', () => {
  it('one\'s own code and a code from one\'s own downline are refused, and nothing earns', async () => {
    const a = await signUpWith(ctx);
    const self = await post(ctx, '/api/profile/bindInviter', { promoteCode: a.code }, { token: a.token });
    expect(self.statusCode).toBe(422);
    const b = await signUpWith(ctx, a.code);
    const loop = await post(ctx, '/api/profile/bindInviter', { promoteCode: b.code }, { token: a.token, lang: 'en' });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().msg).toMatch(/[A-Za-z]/);
    const box = await boxPrice();
    expect((await openBox(ctx, a.token, box.id)).statusCode).toBe(200);
    expect(await rebatesOf(ctx, a.id)).toHaveLength(0);
    expect(await secondary(ctx, b.id)).toBe(0n);
    expect(await secondary(ctx, a.id)).toBe(0n);
  });

  it('two binds that would close a loop, racing, let at most one through', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await signUpWith(ctx, undefined, 0n);
      const b = await signUpWith(ctx, undefined, 0n);
      const [ab, ba] = await Promise.all([
        post(ctx, '/api/profile/bindInviter', { promoteCode: b.code }, { token: a.token }),
        post(ctx, '/api/profile/bindInviter', { promoteCode: a.code }, { token: b.token }),
      ]);
      expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 422]);
      const books = [await referralOf(ctx, a.id), await referralOf(ctx, b.id)].filter(Boolean);
      expect(books).toHaveLength(1);
    }
  });
});

describe('the rebate table', () => {
  it('a change applies from its time on; rows paid before keep their ratio', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code);
    const box = await boxPrice();
    expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
    const s = await createStaff(ctx, { role: 'owner' });
    await ctx.deps.db.transaction((tx) => saveRebateTable(tx, s.id, [
      { level: 1, minPurchasesFen: 0n, ratioBp: 1000 },
      { level: 2, minPurchasesFen: 100_000_000n, ratioBp: 2000 },
    ]));
    try {
      expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
      const rows = await rebatesOf(ctx, player.id);
      expect(rows.map((r) => r.ratioBp)).toEqual([300, 1000]);
      expect(rows.map((r) => r.amount)).toEqual([ratioOf(box.fen, 300), ratioOf(box.fen, 1000)]);
    } finally {
      // Back to the built-in table for the other tests of this file.
      await ctx.deps.db.transaction((tx) => saveRebateTable(tx, s.id, [
        { level: 1, minPurchasesFen: 0n, ratioBp: 300 }, { level: 2, minPurchasesFen: 100_000n, ratioBp: 400 },
        { level: 3, minPurchasesFen: 500_000n, ratioBp: 500 }, { level: 4, minPurchasesFen: 2_000_000n, ratioBp: 600 },
        { level: 5, minPurchasesFen: 5_000_000n, ratioBp: 700 },
      ]));
    }
  });

  it('the level is read from the partner\'s purchases before the spending', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code, 100_000_000n);
    // Level 2 needs 1,000 yuan of purchases: set the partner's total just below it.
    await ctx.deps.db.execute(sql`UPDATE partner_totals SET purchases = 99999 WHERE user_id = ${partner.id}`);
    const box = await boxPrice();
    expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
    expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
    const rows = await rebatesOf(ctx, player.id);
    expect(rows.map((r) => r.level)).toEqual([1, 2]);
    expect(rows.map((r) => r.ratioBp)).toEqual([300, 400]);
  });
});
