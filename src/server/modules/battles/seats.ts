// Filling and refunding a seat through the ledger. A player pays from their main balance into
// house:battle (refused below zero, the same check as every game: INSUFFICIENT_BALANCE); a bot's
// seat moves from house:bots to house:battle. A dissolve reverses each, seat by seat, in full.
// Points and the partner's rebate are earned on a seat only when the room starts (settle.ts): until
// then the seat is not spent, and a dissolved room must give back exactly what it took, with
// nothing of the house's paid out on the way.
import { and, desc, eq } from 'drizzle-orm';
import { botClientSeed } from '../../../shared/fairness/index.ts';
import type { Tx } from '../../db/client.ts';
import { battleSeats, fairSeeds, ledgerTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { ensureSeed } from '../fairness/seeds.ts';
import { earnPostings } from '../points/earn.ts';
import { creditFinalSpendings, reverseRebate } from '../promo/rebate.ts';
import { houseAccountId, postTransaction } from '../wallet/ledger.ts';
import { postUserExternal } from '../wallet/user-external.ts';
import type { RoomRow } from './rooms.ts';

const ESCROW = 'house:battle';
const BOTS_ACCOUNT = 'house:bots';

const seatRef = (room: RoomRow, pos: number) => `battle:${room.id}:${pos}`;

async function transactionByRef(tx: Tx, ref: string): Promise<bigint> {
  const [row] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions)
    .where(eq(ledgerTransactions.ref, ref)).orderBy(desc(ledgerTransactions.id)).limit(1);
  return row.id;
}

/** The player's own client seed (their active pair's), the one their seat rolls with. */
async function playerClientSeed(tx: Tx, userId: bigint): Promise<string> {
  await ensureSeed(tx, userId);
  const [row] = await tx.select({ clientSeed: fairSeeds.clientSeed }).from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)));
  return row.clientSeed;
}

async function insertSeat(tx: Tx, values: typeof battleSeats.$inferInsert): Promise<void> {
  // The room's lock already serialises seats; the primary key (room, pos) is the last word.
  const rows = await tx.insert(battleSeats).values(values).onConflictDoNothing().returning({ pos: battleSeats.pos });
  if (rows.length === 0) throw new AppError('BATTLE_SEAT_TAKEN');
}

/** Seats a player and takes the seat's cost; returns their main balance after. */
export async function seatPlayer(tx: Tx, room: RoomRow, userId: bigint, pos: number): Promise<bigint> {
  const ref = seatRef(room, pos);
  const balance = await postUserExternal(tx, { userId, account: 'main', external: ESCROW, amount: -room.costPerSeat, kind: 'battleSeat', ref });
  await insertSeat(tx, { roomId: room.id, pos, userId, clientSeed: await playerClientSeed(tx, userId), paidTransactionId: await transactionByRef(tx, ref) });
  return balance;
}

/**
 * The points a started room's players earn on their seats (earnPercent of the cost), from
 * house:points, one ledger transaction per seat, in the settlement's database transaction.
 */
export async function creditSeatPoints(tx: Tx, room: RoomRow, userIds: readonly { pos: number; userId: bigint }[], earnPercent: number): Promise<void> {
  // By player id: two rooms settling at once with the same players lock their points accounts in one order.
  for (const { pos, userId } of [...userIds].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : a.pos - b.pos))) {
    const earned = await earnPostings(tx, userId, room.costPerSeat, earnPercent);
    if (earned.length > 0) await postTransaction(tx, { kind: 'battleSeat', ref: `${seatRef(room, pos)}:points`, postings: earned });
  }
}

/**
 * The partner rebates a started room's players earn on their seats (promo/rebate.ts), in the
 * settlement's database transaction: a seat's spending is final only now. Each keeps the seat's
 * ledger ref as its spend ref, so a seat rebated when taken (before this rule) is not paid twice.
 */
export async function creditSeatRebates(tx: Tx, room: RoomRow, players: readonly { pos: number; userId: bigint }[], now: Date): Promise<void> {
  await creditFinalSpendings(tx, players.map(({ pos, userId }) => ({ userId, spent: room.costPerSeat, source: 'battle' as const, spendRef: seatRef(room, pos), now })));
}

/** Seats a bot, paid by the house. */
export async function seatBot(tx: Tx, room: RoomRow, botId: number, pos: number): Promise<void> {
  const posted = await postTransaction(tx, {
    kind: 'battleSeat', ref: seatRef(room, pos),
    postings: [
      { accountId: await houseAccountId(tx, BOTS_ACCOUNT), amount: -room.costPerSeat },
      { accountId: await houseAccountId(tx, ESCROW), amount: room.costPerSeat },
    ],
  });
  await insertSeat(tx, { roomId: room.id, pos, botId, clientSeed: await botClientSeed(room.id, pos), paidTransactionId: posted.transactionId });
}

/** Pays every seat of a dissolving room back in full, in the caller's transaction. */
export async function refundSeats(tx: Tx, room: RoomRow, now = new Date()): Promise<void> {
  // By player id: two dissolves refunding the same players lock their accounts in one order.
  const seats = await tx.select().from(battleSeats).where(eq(battleSeats.roomId, room.id)).orderBy(battleSeats.userId, battleSeats.pos);
  for (const seat of seats) {
    const ref = `${seatRef(room, seat.pos)}:refund`;
    let transactionId: bigint;
    if (seat.userId !== null) {
      await postUserExternal(tx, { userId: seat.userId, account: 'main', external: ESCROW, amount: room.costPerSeat, kind: 'battleRefund', ref });
      transactionId = await transactionByRef(tx, ref);
      // A seat rebated when taken (before rebates waited for the start) gives it back; this never
      // makes the refund fail (promo/rebate.ts). Seats taken since were never rebated: a no-op.
      await reverseRebate(tx, seatRef(room, seat.pos), now);
    } else {
      const posted = await postTransaction(tx, {
        kind: 'battleRefund', ref,
        postings: [
          { accountId: await houseAccountId(tx, ESCROW), amount: -room.costPerSeat },
          { accountId: await houseAccountId(tx, BOTS_ACCOUNT), amount: room.costPerSeat },
        ],
      });
      transactionId = posted.transactionId;
    }
    await tx.update(battleSeats).set({ refundTransactionId: transactionId })
      .where(and(eq(battleSeats.roomId, room.id), eq(battleSeats.pos, seat.pos)));
  }
}
