// Points earned on spending: a configured share (POINTS_EARN_PERCENT) of what a player
// pays for a case, a battle seat or a dream, credited to their `points` account from house:points
// in the SAME ledger transaction as the spending, so the two commit or roll back together.
// pointsEarned is the rate alone (for statements that post in SQL, like the case opening);
// earnPostings gives the two postings a caller adds to its own postTransaction.
import { percentOf } from '../../../shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { balanceAfter, houseAccountId, postTransaction, userAccountId, type LedgerKind, type PostingInput } from '../wallet/ledger.ts';
import { postUserExternal } from '../wallet/user-external.ts';

/** The house account points are issued from (and returned to when a spending is reversed). */
export const POINTS_HOUSE = 'house:points';

/** Points (fen) earned on spending `spent` fen at `earnPercent` (up to 2 decimals): rounded down, never negative. */
export function pointsEarned(spent: bigint, earnPercent: number): bigint {
  if (spent <= 0n || earnPercent <= 0) return 0n;
  return percentOf(spent, earnPercent);
}

/**
 * The postings that credit the points earned on `spent` to the player: none when it rounds to 0
 * (a posting of 0 is refused by the ledger), else +earned on their points account and −earned on
 * house:points. Add them to the spending's own postTransaction.
 */
export async function earnPostings(tx: Tx, userId: bigint, spent: bigint, earnPercent: number): Promise<PostingInput[]> {
  const earned = pointsEarned(spent, earnPercent);
  if (earned === 0n) return [];
  return [
    { accountId: await userAccountId(tx, userId, 'points'), amount: earned },
    { accountId: await houseAccountId(tx, POINTS_HOUSE), amount: -earned },
  ];
}

/**
 * A player's spending from their main balance to a house account, with the points it earns, as ONE
 * ledger transaction; returns the main balance after (INSUFFICIENT_BALANCE below zero). Without
 * points to earn it is the one-statement postUserExternal.
 */
export async function postSpendingWithPoints(
  tx: Tx,
  s: { userId: bigint; external: string; cost: bigint; kind: LedgerKind; ref: string; earnPercent: number },
): Promise<bigint> {
  const earned = await earnPostings(tx, s.userId, s.cost, s.earnPercent);
  if (earned.length === 0) {
    return postUserExternal(tx, { userId: s.userId, account: 'main', external: s.external, amount: -s.cost, kind: s.kind, ref: s.ref });
  }
  const main = await userAccountId(tx, s.userId, 'main');
  const posted = await postTransaction(tx, {
    kind: s.kind, ref: s.ref,
    postings: [{ accountId: main, amount: -s.cost }, { accountId: await houseAccountId(tx, s.external), amount: s.cost }, ...earned],
  });
  return balanceAfter(posted, main);
}
