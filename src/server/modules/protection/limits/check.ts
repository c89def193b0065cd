// The deposit check, called by createRecharge inside the order's transaction: it locks
// the player's users row first, so racing deposits of one player are counted one after the other
// (each sees the orders the earlier ones made), then refuses an amount that would pass any limit
// in force. The lowest limit that applies wins: every one is checked.
import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../../shared/protection-constants.ts';
import { formatFen } from '../../../../shared/money.ts';
import type { Tx } from '../../../db/client.ts';
import { run, statement } from '../../../db/statements.ts';
import { AppError } from '../../../errors.ts';
import { chinaTime } from '../gate.ts';
import { creditsSince, depositsSince, resetFor, sumIn, windowStart } from './usage.ts';

const LOCK_AND_LIMITS = statement('limits_lock', `
  SELECT l.kind, l.period, l.amount_fen::text AS amount
  FROM users u LEFT JOIN play_limits l ON l.user_id = u.id AND l.amount_fen IS NOT NULL
  WHERE u.id = $1
  FOR UPDATE OF u`);

interface Refusal {
  kind: LimitKind;
  left: bigint;
  reset: Date;
}

export async function checkDepositLimits(tx: Tx, userId: bigint, amountFen: bigint, now: Date): Promise<void> {
  const rows = await run<{ kind: LimitKind | null; period: LimitPeriod | null; amount: string | null }>(tx, LOCK_AND_LIMITS, [String(userId)]);
  const limits = rows.filter((r) => r.kind !== null && r.period !== null && r.amount !== null)
    .map((r) => ({ kind: r.kind!, period: r.period!, fen: BigInt(r.amount!) }));
  if (limits.length === 0) return;
  // The widest window any limit needs: one read of the deposits (and credits) covers them all.
  const widest = LIMIT_PERIODS.filter((p) => limits.some((l) => l.period === p)).at(-1)!;
  const from = windowStart(widest, now);
  const deposits = await depositsSince(tx, userId, from, now);
  const credits = limits.some((l) => l.kind === 'loss') ? await creditsSince(tx, userId, from) : [];

  let worst: Refusal | null = null;
  for (const l of limits) {
    const counted = sumIn(deposits, l.period, now) - (l.kind === 'loss' ? sumIn(credits, l.period, now) : 0n);
    const room = l.fen - counted;
    if (amountFen <= room) continue;
    const left = room > 0n ? room : 0n;
    // A loss limit's room also shrinks as its credits leave the window: they go in negative.
    const movements = l.kind === 'loss' ? [...deposits, ...credits.map((c) => ({ fen: -c.fen, at: c.at }))] : deposits;
    const reset = resetFor(movements, l.period, now, amountFen - room) ?? now;
    if (!worst || left < worst.left || (left === worst.left && reset > worst.reset)) worst = { kind: l.kind, left, reset };
  }
  if (worst) {
    throw new AppError(worst.kind === 'loss' ? 'LIMIT_LOSS_REACHED' : 'LIMIT_DEPOSIT_REACHED', { left: formatFen(worst.left), reset: chinaTime(worst.reset) });
  }
}
