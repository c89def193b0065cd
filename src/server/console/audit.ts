// The audit log's one writer. Every console write calls it inside the transaction that makes the
// change, so a change that rolls back leaves no row and no row exists without its change; sign-ins
// and failed sign-ins write theirs too. The table refuses UPDATE, DELETE and TRUNCATE (migration 0014).
import type { Db, Tx } from '../db/client.ts';
import { consoleAudit } from '../db/schema/index.ts';

export interface AuditActor {
  /** null: a failed sign-in under a name that is nobody's. */
  id: bigint | null;
  name: string;
  role: string;
  ip: string;
}

export interface AuditEntry {
  /** Dotted verb: 'staff.signIn', 'staff.signInFailed', 'player.ban', 'box.approve', … */
  action: string;
  /** 'user:42', 'staff:7', 'box:3', 'adjustment:5', … */
  target?: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** jsonb has no bigint: ids and fen become decimal strings, as on the wire. */
export function auditJson(v: unknown): unknown {
  if (v === undefined) return null;
  return JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)));
}

export async function writeAudit(tx: Db | Tx, who: AuditActor, e: AuditEntry, now: Date): Promise<void> {
  await tx.insert(consoleAudit).values({
    staffId: who.id, staffName: who.name, role: who.role, ip: who.ip,
    action: e.action, target: e.target ?? '', before: auditJson(e.before), after: auditJson(e.after), reason: e.reason ?? '',
    createdAt: now,
  });
}
