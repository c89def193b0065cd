// Four eyes means two people, not two accounts. Whoever makes an account (or resets it, or gives it
// its role) holds it until its owner has had it a while: they knew its one-time password, and an
// account they made can make another. So an approver may not be an account the requester created,
// reset, or changed (or asked to change) the role of in the last 30 days, nor one made the same way
// by such an account, however long the chain. The audit log is where those acts are recorded (each
// in the transaction of its change), so it is what this reads; the check runs inside the
// approval's transaction, after the approver's staff row is locked, so a reset or role change that
// commits first is seen and one that commits later waits for the approval.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { MessageKey } from '../../shared/messages.ts';

export const INDEPENDENCE_DAYS = 30;

/** The acts that hand someone control of another account, as the audit log names them. */
const CONTROLLING_ACTS = ['staff.create', 'staff.reset', 'staff.setRole', 'staff.requestRole'] as const;

export type Dependence = 'create' | 'reset' | 'role' | 'chain';

const REASON_KEY: Record<Dependence, MessageKey> = {
  create: 'err.consoleNotIndependentCreate',
  reset: 'err.consoleNotIndependentReset',
  role: 'err.consoleNotIndependentRole',
  chain: 'err.consoleNotIndependentChain',
};

/** The message key and its parameters that tell an approver why they may not approve. */
export function dependenceMessage(d: Dependence): { key: MessageKey; params: { days: number } } {
  return { key: REASON_KEY[d], params: { days: INDEPENDENCE_DAYS } };
}

/**
 * How `approverId` depends on `requesterId`, or null when it does not: every account reachable from
 * the requester through the controlling acts of the last 30 days, and the act that reached the
 * approver (the requester's own act first; of theirs, a creation, then a reset, then a role change).
 */
export async function dependenceOf(db: Db | Tx, requesterId: bigint, approverId: bigint, now: Date): Promise<Dependence | null> {
  if (requesterId === approverId) return null;
  const since = new Date(now.getTime() - INDEPENDENCE_DAYS * 86_400_000).toISOString();
  const acts = sql.join(CONTROLLING_ACTS.map((a) => sql`${a}`), sql`, `);
  const [hit] = await queryRows<{ action: string; direct: boolean }>(db, sql`
    WITH RECURSIVE acts AS (
      SELECT a.staff_id AS actor, split_part(a.target, ':', 2)::bigint AS target, a.action, a.created_at
      FROM console_audit a
      WHERE a.action IN (${acts}) AND a.created_at > ${since}::timestamptz AND a.staff_id IS NOT NULL AND a.target ~ '^staff:[0-9]+$'
    ), reach(id) AS (
      SELECT ${requesterId}::bigint
      UNION
      SELECT acts.target FROM acts JOIN reach ON acts.actor = reach.id
    )
    SELECT acts.action, acts.actor = ${requesterId}::bigint AS direct
    FROM acts
    WHERE acts.target = ${approverId}::bigint AND acts.actor IN (SELECT id FROM reach) AND acts.actor <> acts.target
    ORDER BY direct DESC, CASE acts.action WHEN 'staff.create' THEN 0 WHEN 'staff.reset' THEN 1 ELSE 2 END, acts.created_at DESC LIMIT 1`);
  if (!hit) return null;
  if (!hit.direct) return 'chain';
  return hit.action === 'staff.create' ? 'create' : hit.action === 'staff.reset' ? 'reset' : 'role';
}

/**
 * Refuses (CONSOLE_NOT_INDEPENDENT, saying why) an approver who depends on the requester. Call it
 * inside the approval's transaction: it locks the approver's staff row (FOR SHARE) so a reset or
 * role change of them cannot slip between this check and the approval's commit.
 */
export async function assertIndependent(tx: Tx, requesterId: bigint, approverId: bigint, now: Date): Promise<void> {
  await tx.execute(sql`SELECT id FROM staff WHERE id = ${approverId} FOR SHARE`);
  const d = await dependenceOf(tx, requesterId, approverId, now);
  if (!d) return;
  const m = dependenceMessage(d);
  throw new AppError('CONSOLE_NOT_INDEPENDENT', m.params, m.key);
}
