// Filling and refunding a seat through the ledger. A player pays from their main balance into
// house:battle (refused below zero, the same check as every game: INSUFFICIENT_BALANCE) and earns
// points on it in the same ledger transaction (points/earn.ts); a bot's seat moves from house:bots
// to house:battle. A dissolve reverses each, seat by seat, the points earned included.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { botClientSeed } from '../../../shared/fairness/index.ts';
import type { Tx } from '../../db/client.ts';
import { accounts, battleSeats, fairSeeds, ledgerTransactions, postings } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { ensureSeed } from '../fairness/seeds.ts';
import { earnPostings, POINTS_HOUSE } from '../points/earn.ts';
import { balanceAfter, houseAccountId, postTransaction, userAccountId, type PostingInput } from '../wallet/ledger.ts';
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

/**
 * Seats a player and takes the seat's cost, crediting the points earned on it (earnPercent of the
 * cost) in the same ledger transaction; returns their main balance after.
 */
export async function seatPlayer(tx: Tx, room: RoomRow, userId: bigint, pos: number, earnPercent: number): Promise<bigint> {
  const ref = seatRef(room, pos);
  const earned = await earnPostings(tx, userId, room.costPerSeat, earnPercent);
  if (earned.length === 0) {
    const balance = await postUserExternal(tx, { userId, account: 'main', external: ESCROW, amount: -room.costPerSeat, kind: 'battleSeat', ref });
    await insertSeat(tx, { roomId: room.id, pos, userId, clientSeed: await playerClientSeed(tx, userId), paidTransactionId: await transactionByRef(tx, ref) });
    return balance;
  }
  const main = await userAccountId(tx, userId, 'main');
  const posted = await postTransaction(tx, {
    kind: 'battleSeat', ref,
    postings: [
      { accountId: main, amount: -room.costPerSeat },
      { accountId: await houseAccountId(tx, ESCROW), amount: room.costPerSeat },
      ...earned,
    ],
  });
  await insertSeat(tx, { roomId: room.id, pos, userId, clientSeed: await playerClientSeed(tx, userId), paidTransactionId: posted.transactionId });
  return balanceAfter(posted, main);
}

/**
 * Refunds a player's seat: the cost back to main and the points it earned back to house:points.
 * Points the player has spent since are taken from the refund instead (points and balance are
 * worth the same), so joining, spending the points and dissolving never makes points from nothing.
 */
async function refundPlayerSeat(tx: Tx, room: RoomRow, seat: typeof battleSeats.$inferSelect, ref: string): Promise<bigint> {
  const userId = seat.userId!;
  const points = await userAccountId(tx, userId, 'points');
  const [paid] = await tx.select({ amount: postings.amount }).from(postings)
    .where(and(eq(postings.transactionId, seat.paidTransactionId), eq(postings.accountId, points)));
  const earned = paid?.amount ?? 0n;
  if (earned <= 0n) {
    await postUserExternal(tx, { userId, account: 'main', external: ESCROW, amount: room.costPerSeat, kind: 'battleRefund', ref });
    return transactionByRef(tx, ref);
  }
  const main = await userAccountId(tx, userId, 'main');
  // Both accounts locked in id order (postTransaction's order too), then the points balance read.
  const locked = await tx.select({ id: accounts.id, balance: accounts.balance }).from(accounts)
    .where(inArray(accounts.id, [main, points])).orderBy(asc(accounts.id)).for('update');
  const pointsNow = locked.find((a) => a.id === points)!.balance;
  const back = pointsNow < earned ? pointsNow : earned;
  const fromRefund = earned - back;
  const entries: PostingInput[] = [
    { accountId: await houseAccountId(tx, ESCROW), amount: -room.costPerSeat },
    { accountId: main, amount: room.costPerSeat - fromRefund },
    { accountId: points, amount: -back },
    { accountId: await houseAccountId(tx, POINTS_HOUSE), amount: earned },
  ];
  const posted = await postTransaction(tx, { kind: 'battleRefund', ref, postings: entries.filter((p) => p.amount !== 0n) });
  return posted.transactionId;
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
export async function refundSeats(tx: Tx, room: RoomRow): Promise<void> {
  // By player id: two dissolves refunding the same players lock their accounts in one order.
  const seats = await tx.select().from(battleSeats).where(eq(battleSeats.roomId, room.id)).orderBy(battleSeats.userId, battleSeats.pos);
  for (const seat of seats) {
    const ref = `${seatRef(room, seat.pos)}:refund`;
    let transactionId: bigint;
    if (seat.userId !== null) {
      transactionId = await refundPlayerSeat(tx, room, seat, ref);
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
