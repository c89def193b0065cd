// The approval queues tell each approver, before they click, which pending adjustments (or
// authenticator removals) they may not approve and why (their own, or one whose proposer made,
// reset or changed the role of their
// account lately): the same rule and message the approval itself refuses with.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { translate, type Lang } from '../../../shared/messages.ts';
import { dependenceMessage, dependenceOf } from '../independence.ts';

/** The four-eyes tables whose pending rows (state 0) name their proposer in `requested_by`. */
export type ProposalTable = 'balance_adjustments' | 'totp_removals';

/** Each row gets `blockedReason`: null when `viewerId` may approve it (or it is no longer pending). */
export async function withBlockedReasons<R extends Record<string, unknown>>(db: Db, rows: R[], viewerId: bigint, lang: Lang, now: Date, table: ProposalTable = 'balance_adjustments'): Promise<(R & { blockedReason: string | null })[]> {
  const pendingIds = rows.filter((r) => Number(r.state) === 0).map((r) => BigInt(String(r.id)));
  const proposers = new Map<string, bigint>();
  if (pendingIds.length) {
    const found = await queryRows<{ id: string; requested_by: string }>(db, sql`
      SELECT id::text AS id, requested_by::text AS requested_by FROM ${sql.identifier(table)}
      WHERE id IN (${sql.join(pendingIds.map((id) => sql`${id}`), sql`, `)})`);
    for (const f of found) proposers.set(f.id, BigInt(f.requested_by));
  }
  // One look-up per distinct proposer on the page, not per row.
  const reasons = new Map<bigint, string | null>();
  for (const proposer of new Set(proposers.values())) {
    if (proposer === viewerId) {
      reasons.set(proposer, translate(lang, 'err.consoleOwnChange'));
      continue;
    }
    const d = await dependenceOf(db, proposer, viewerId, now);
    const m = d ? dependenceMessage(d) : null;
    reasons.set(proposer, m ? translate(lang, m.key, m.params) : null);
  }
  return rows.map((r) => {
    const proposer = proposers.get(String(r.id));
    return { ...r, blockedReason: proposer === undefined ? null : reasons.get(proposer) ?? null };
  });
}
