// Console protection, write side: staff may only TIGHTEN a player's limit (lower it, or set one where
// there is none), at once, with a reason, audited in the same transaction. Anything looser is
// STAFF_CANNOT_LOOSEN. A player's pending raise or removal of that limit is cancelled, so it cannot
// undo the tightening later. There is deliberately no write here for exclusions: none can be lifted
// or shortened, by anyone.
import { sql } from 'drizzle-orm';
import type { ConsoleProtectionPlayer, ConsoleTightenBody } from '../../../shared/contracts/protection/results.ts';
import { parseYuan } from '../../../shared/money.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { protectionPlayer } from './views.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function tightenLimit(deps: Deps, staff: StaffActor, body: ConsoleTightenBody): Promise<ConsoleProtectionPlayer> {
  const now = deps.clock();
  const amount = parseYuan(body.amount);
  if (amount === null || amount <= 0n) throw new AppError('VALIDATION', {}, 'v.amount');
  const userId = BigInt(body.userId);
  return deps.db.transaction(async (tx) => {
    // The player's row first: one lock order with the player's own limit changes and deposits.
    const [user] = await queryRows<{ id: string }>(tx, sql`SELECT id::text AS id FROM users WHERE id = ${userId} FOR UPDATE`);
    if (!user) throw new AppError('PLAYER_NOT_FOUND');
    const [row] = await queryRows<{ amount_fen: string | null }>(tx, sql`
      SELECT amount_fen::text AS amount_fen FROM play_limits WHERE user_id = ${userId} AND kind = ${body.kind} AND period = ${body.period} FOR UPDATE`);
    const current = row?.amount_fen == null ? null : BigInt(row.amount_fen);
    if (current !== null && amount >= current) throw new AppError('STAFF_CANNOT_LOOSEN');
    const at = now.toISOString();
    await tx.execute(sql`
      INSERT INTO play_limits (user_id, kind, period, amount_fen, updated_at) VALUES (${userId}, ${body.kind}, ${body.period}, ${amount}, ${at}::timestamptz)
      ON CONFLICT (user_id, kind, period) DO UPDATE SET amount_fen = EXCLUDED.amount_fen, updated_at = EXCLUDED.updated_at`);
    const cancelled = await queryRows<{ id: string }>(tx, sql`
      UPDATE play_limit_changes SET state = 'cancelled', decided_at = ${at}::timestamptz
      WHERE user_id = ${userId} AND kind = ${body.kind} AND period = ${body.period} AND state = 'pending' RETURNING id::text AS id`);
    const [change] = await queryRows<{ id: string }>(tx, sql`
      INSERT INTO play_limit_changes (user_id, kind, period, from_fen, to_fen, state, effective_at, decided_at, staff_id, reason, created_at)
      VALUES (${userId}, ${body.kind}, ${body.period}, ${current}, ${amount}, 'applied', ${at}::timestamptz, ${at}::timestamptz, ${staff.id}, ${body.reason}, ${at}::timestamptz)
      RETURNING id::text AS id`);
    await writeAudit(tx, staff, {
      action: 'protection.tighten', target: `user:${userId}`,
      before: { kind: body.kind, period: body.period, amount: current },
      after: { kind: body.kind, period: body.period, amount, change: change.id, cancelledPending: cancelled.map((c) => c.id) },
      reason: body.reason,
    }, now);
    return protectionPlayer(tx, userId, now);
  });
}
