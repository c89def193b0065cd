// A role change that one owner cannot make alone: making someone an owner waits here until a second
// owner approves it. The requester may withdraw it (a rejection), never approve it: the CHECK
// refuses that whatever code path tries.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from './columns.ts';
import { staff } from './console.ts';
import type { StaffRole } from '../../../shared/console/permissions.ts';

/** state: 0 pending, 1 approved (the role is set), 2 rejected or withdrawn. */
export const staffRoleRequests = pgTable('staff_role_requests', {
  id: id(),
  staffId: ref('staff_id').notNull().references(() => staff.id),
  role: text('role').$type<StaffRole>().notNull(),
  requestedBy: ref('requested_by').notNull().references(() => staff.id),
  state: smallint('state').notNull().default(0),
  decidedBy: ref('decided_by').references(() => staff.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  // One open request per staff member: asking twice finds the first.
  uniqueIndex('staff_role_requests_pending_idx').on(t.staffId).where(sql`${t.state} = 0`),
  index('staff_role_requests_created_idx').on(t.createdAt),
  check('staff_role_requests_role', sql`${t.role} = 'owner'`),
  check('staff_role_requests_state', sql`${t.state} IN (0, 1, 2)`),
  check('staff_role_requests_four_eyes', sql`${t.state} <> 1 OR ${t.decidedBy} <> ${t.requestedBy}`),
]);
