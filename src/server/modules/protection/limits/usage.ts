// What each limit counts, over the rolling windows of LIMIT_PERIOD_MS ending now:
// deposits = the player's recharge orders completed or still processing (an unpaid order reserves
// its amount until it expires; pay state 3 frees it), created inside the window; credits = money
// that went back out of play: sell-backs (ledger 'sellBack' to the player's main balance) and
// skins withdrawn to Steam (ledger 'withdrawal', less any 'withdrawalReversal', on the player's
// withdrawals). A loss is deposits minus credits.
import { LIMIT_PERIOD_MS, type LimitPeriod } from '../../../../shared/protection-constants.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { run, statement } from '../../../db/statements.ts';

export interface Movement {
  fen: bigint;
  at: Date;
}

const DEPOSITS = statement('limits_deposits', `
  SELECT amount::text AS amount, created_at AS at FROM recharge_orders
  WHERE user_id = $1 AND pay_state IN (0, 1) AND created_at > $2::timestamptz AND created_at <= $3::timestamptz
  ORDER BY created_at, id`);

const CREDITS = statement('limits_credits', `
  SELECT p.amount::text AS amount, p.created_at AS at
  FROM postings p JOIN ledger_transactions lt ON lt.id = p.transaction_id
  WHERE p.account_id = (SELECT id FROM accounts WHERE user_id = $1 AND type = 'main')
    AND lt.kind = 'sellBack' AND p.created_at > $2::timestamptz
  UNION ALL
  SELECT p.amount::text AS amount, p.created_at AS at
  FROM withdrawals w
  JOIN ledger_transactions lt ON lt.ref IN ('wd' || w.id, 'wd' || w.id || 'r1') AND lt.kind IN ('withdrawal', 'withdrawalReversal')
  JOIN postings p ON p.transaction_id = lt.id
  JOIN accounts a ON a.id = p.account_id AND a.code = 'house:withdrawals'
  WHERE w.user_id = $1 AND lt.created_at > $2::timestamptz`);

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** The counted deposits since `from` (oldest first). */
export async function depositsSince(db: Db | Tx, userId: bigint, from: Date, now: Date): Promise<Movement[]> {
  const rows = await run<{ amount: string; at: unknown }>(db, DEPOSITS, [String(userId), from.toISOString(), now.toISOString()]);
  return rows.map((r) => ({ fen: BigInt(r.amount), at: toDate(r.at) }));
}

/** Sell-backs and withdrawals (net of reversals) since `from`. */
export async function creditsSince(db: Db | Tx, userId: bigint, from: Date): Promise<Movement[]> {
  const rows = await run<{ amount: string; at: unknown }>(db, CREDITS, [String(userId), from.toISOString()]);
  return rows.map((r) => ({ fen: BigInt(r.amount), at: toDate(r.at) }));
}

export const windowStart = (period: LimitPeriod, now: Date): Date => new Date(now.getTime() - LIMIT_PERIOD_MS[period]);

/** The sum of the movements inside `period`'s window ending `now` (a credit the database stamped a moment later counts too). */
export function sumIn(list: Movement[], period: LimitPeriod, now: Date): bigint {
  const from = windowStart(period, now).getTime();
  return list.reduce((s, m) => (m.at.getTime() > from ? s + m.fen : s), 0n);
}

/**
 * When `shortBy` more room opens under a limit, if nothing new happens: the first moment the
 * window's movements leaving it have freed that much. A deposit leaving frees its amount; a credit
 * leaving (a loss limit's sell-back or withdrawal, passed negative) takes its amount back, so a
 * loss limit's room can shrink before it grows. Null when nothing in the window could leave it;
 * when even all of them leaving is not enough (an amount above the limit itself), the moment the
 * last one leaves.
 */
export function resetFor(movements: Movement[], period: LimitPeriod, now: Date, shortBy: bigint): Date | null {
  const from = windowStart(period, now).getTime();
  const inWindow = movements.filter((m) => m.at.getTime() > from && m.at.getTime() <= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (inWindow.length === 0) return null;
  let freed = 0n;
  for (const m of inWindow) {
    freed += m.fen;
    if (freed >= shortBy) return new Date(m.at.getTime() + LIMIT_PERIOD_MS[period]);
  }
  return new Date(inWindow[inWindow.length - 1].at.getTime() + LIMIT_PERIOD_MS[period]);
}
