// A player's authenticator removed by the operator's staff when the player lost it and its recovery
// codes: one staff member proposes with a reason, a second, independent one approves
// (console/independence.ts). The proposal names the enrolment it is about (user_totp.enabled_at at
// proposal time), so an approval after the player set up a new authenticator removes nothing. The
// "approver is not the proposer" rule is a CHECK, so no code path can meet it with one person.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from './columns.ts';
import { staff } from './console.ts';
import { users } from './users.ts';

/** state: 0 pending, 1 approved (removed), 2 rejected, 3 cancelled by its proposer, 4 stale (the enrolment changed first; nothing removed). */
export const totpRemovals = pgTable('totp_removals', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  /** The enrolment the proposal is about: user_totp.enabled_at when it was made. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  requestedBy: ref('requested_by').notNull().references(() => staff.id),
  state: smallint('state').notNull().default(0),
  decidedBy: ref('decided_by').references(() => staff.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  // One open proposal per player: a second one while the first waits is refused.
  uniqueIndex('totp_removals_pending_idx').on(t.userId).where(sql`${t.state} = 0`),
  index('totp_removals_user_idx').on(t.userId, t.id),
  check('totp_removals_reason', sql`length(btrim(${t.reason})) > 0`),
  check('totp_removals_state', sql`${t.state} IN (0, 1, 2, 3, 4)`),
  check('totp_removals_four_eyes', sql`${t.state} NOT IN (1, 2) OR ${t.decidedBy} <> ${t.requestedBy}`),
  check('totp_removals_cancel', sql`${t.state} <> 3 OR ${t.decidedBy} = ${t.requestedBy}`),
]);
