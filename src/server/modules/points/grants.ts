// Gold coins and points handed out by the house: the demo account's starting coins,
// and outside production a dev-only route that credits the signed-in player (dev-routes.ts: the
// end-to-end shop test's coins and points). Each grant is one ledger transaction from house:coins or house:points.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerTransactions } from '../../db/schema/index.ts';
import { balanceAfter, houseAccountId, postTransaction, userAccountId } from '../wallet/ledger.ts';
import { POINTS_HOUSE } from './earn.ts';

export const COINS_HOUSE = 'house:coins';

/** The demo account's gold coins (¥100 worth), credited once. */
export const DEMO_COINS_FEN = 10_000n;

/** Credits `fen` of coins or points to a player from the house; returns the balance after. */
export async function grant(tx: Tx, userId: bigint, type: 'coins' | 'points', fen: bigint, ref: string): Promise<bigint> {
  const account = await userAccountId(tx, userId, type);
  const posted = await postTransaction(tx, {
    kind: 'promotion', ref,
    postings: [
      { accountId: account, amount: fen },
      { accountId: await houseAccountId(tx, type === 'coins' ? COINS_HOUSE : POINTS_HOUSE), amount: -fen },
    ],
  });
  return balanceAfter(posted, account);
}

/** The demo account's starting coins: once per account, whenever the seed runs (idempotent by ref). */
export async function grantDemoCoins(db: Db, userId: bigint): Promise<void> {
  const ref = `demo-coins:${userId}`;
  await db.transaction(async (tx) => {
    const [done] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.ref, ref)).limit(1);
    if (!done) await grant(tx, userId, 'coins', DEMO_COINS_FEN, ref);
  });
}
