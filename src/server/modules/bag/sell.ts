// Selling items back to the house, exactly once per Idempotency-Key: one database transaction
// claims the key and takes the items out of the backpack, then credits their recovery price, writes
// the sale's message and stores the answer (sell-statements.ts). A sale of several items is all or
// nothing: someone else's item, an unknown id, or one already gone refuses the whole sale, and the
// claim rolls back with it, so a retry is judged afresh.
import type { ExchangeResult } from '../../../shared/contracts/bag.ts';
import type { Envelope } from '../../../shared/contracts/envelope.ts';
import { displayYuan, formatFen, percentOf } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { pipelinedTransaction } from '../../db/pipelined.ts';
import { AppError } from '../../errors.ts';
import { ok } from '../../envelope.ts';
import { storedAnswer, type StoredAnswer } from '../../idempotency.ts';
import { CLAIM_AND_SELL, PAY_SALE_AND_STORE } from './sell-statements.ts';

export interface SellRequest {
  userId: bigint;
  ids: bigint[];
  recoveryPercent: number;
  now: Date;
  /** The Idempotency-Key and the request's fingerprint (idempotency.ts). */
  key: string;
  fingerprint: string;
}

export async function sellBackOnce(db: Db, req: SellRequest): Promise<StoredAnswer<Envelope<ExchangeResult>>> {
  const { userId, now } = req;
  const unique = [...new Set(req.ids)];
  // The same item twice in one sale is refused like an unavailable one.
  if (unique.length !== req.ids.length) throw new AppError('ITEMS_UNAVAILABLE');
  return pipelinedTransaction(db, async (p) => {
    const [claim] = await p.first<{ claimed: boolean; prices: string[] }>(CLAIM_AND_SELL, [
      String(userId), req.key, req.fingerprint, unique.map(String), now.toISOString(),
    ]);
    if (!claim.claimed) return storedAnswer<Envelope<ExchangeResult>>(p.tx, req);
    if (claim.prices.length !== unique.length) throw new AppError('ITEMS_UNAVAILABLE');
    const amount = claim.prices.reduce((sum, price) => sum + percentOf(BigInt(price), req.recoveryPercent), 0n);
    // Every id asked was sold, so the sale's ref is known from them (as strings, sorted: one per sale).
    const ref = `sell:${unique.map(String).sort().join(',').slice(0, 200)}`;
    const result: ExchangeResult = { count: unique.length, amount: formatFen(amount), balance: '' };
    const body = ok(result);
    const [paid] = await p.last<{ balance: string }>(PAY_SALE_AND_STORE, [
      String(userId), 'main', String(amount), 'house:revenue', 'sellBack', ref,
      JSON.stringify({ count: unique.length, amount: displayYuan(amount) }), now.toISOString(), req.key, JSON.stringify(body),
    ]);
    result.balance = formatFen(BigInt(paid.balance));
    return { replayed: false, httpStatus: 200, body };
  });
}
