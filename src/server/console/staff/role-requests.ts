// Making someone an owner takes two owners: one asks (a role change to owner, or creating an
// owner), the request waits here, and another owner approves it. The approver may be neither the
// requester nor an account the requester made, reset or changed the role of lately
// (../independence.ts); the requester may withdraw it. Approval locks like every staff change
// (active owners first, then the target: manage.ts), then the request.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { staff, staffRoleRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { translate, type Lang } from '../../../shared/messages.ts';
import type { StaffRole } from '../../../shared/console/permissions.ts';
import type { StaffRoleRequestRow } from '../../../shared/contracts/console-staff.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { assertIndependent, dependenceMessage, dependenceOf } from '../independence.ts';
import { lockTarget } from './lock.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const ROLE_REQUEST_STATE = { pending: 0, approved: 1, rejected: 2 } as const;

/** Files (or finds: one open request per staff member) the request to make `target` an owner, in the caller's transaction. */
export async function requestOwnerRole(tx: Tx, me: StaffActor, target: { id: bigint; name: string; role: StaffRole }, now: Date): Promise<bigint> {
  const made = await tx.insert(staffRoleRequests).values({ staffId: target.id, role: 'owner', requestedBy: me.id, createdAt: now })
    .onConflictDoNothing().returning({ id: staffRoleRequests.id });
  // Recorded even when one was open already: this requester, too, now had a hand in the role.
  await writeAudit(tx, me, { action: 'staff.requestRole', target: `staff:${target.id}`, before: { name: target.name, role: target.role }, after: { name: target.name, role: 'owner' } }, now);
  if (made[0]) return made[0].id;
  const [open] = await tx.select({ id: staffRoleRequests.id }).from(staffRoleRequests)
    .where(and(eq(staffRoleRequests.staffId, target.id), eq(staffRoleRequests.state, ROLE_REQUEST_STATE.pending)));
  return open.id;
}

export async function listRoleRequests(deps: Deps, me: StaffActor, lang: Lang): Promise<StaffRoleRequestRow[]> {
  const target = alias(staff, 'target');
  const requester = alias(staff, 'requester');
  const rows = await deps.db.select({
    id: staffRoleRequests.id, staffId: staffRoleRequests.staffId, staffName: target.name, currentRole: target.role, role: staffRoleRequests.role,
    requestedById: staffRoleRequests.requestedBy, requestedBy: requester.name, createdAt: staffRoleRequests.createdAt,
  }).from(staffRoleRequests)
    .innerJoin(target, eq(target.id, staffRoleRequests.staffId))
    .innerJoin(requester, eq(requester.id, staffRoleRequests.requestedBy))
    .where(eq(staffRoleRequests.state, ROLE_REQUEST_STATE.pending))
    .orderBy(asc(staffRoleRequests.id)).limit(100);
  const now = deps.clock();
  return Promise.all(rows.map(async (r) => {
    const mine = r.requestedById === me.id;
    const d = mine ? null : await dependenceOf(deps.db, r.requestedById, me.id, now);
    const m = d ? dependenceMessage(d) : null;
    return {
      id: r.id.toString(), staffId: r.staffId.toString(), staffName: r.staffName, currentRole: r.currentRole, role: r.role,
      requestedBy: r.requestedBy, createdAt: new Date(r.createdAt).toISOString(), mine,
      blockedReason: mine ? translate(lang, 'err.consoleOwnChange') : m ? translate(lang, m.key, m.params) : null,
    };
  }));
}

/** The request's row, its target and the owners locked in the order every staff change uses. */
async function lockRequest(tx: Tx, id: bigint) {
  const [peek] = await tx.select({ staffId: staffRoleRequests.staffId }).from(staffRoleRequests).where(eq(staffRoleRequests.id, id));
  if (!peek) throw new AppError('CONSOLE_ROLE_REQUEST_NOT_FOUND');
  const { row: target } = await lockTarget(tx, peek.staffId);
  const [req] = await tx.select().from(staffRoleRequests).where(eq(staffRoleRequests.id, id)).for('update');
  if (req.state !== ROLE_REQUEST_STATE.pending) throw new AppError('CONSOLE_ALREADY_DECIDED');
  return { req, target };
}

export async function approveRoleRequest(deps: Deps, me: StaffActor, input: { id: number }): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { req, target } = await lockRequest(tx, BigInt(input.id));
    if (req.requestedBy === me.id) throw new AppError('CONSOLE_OWN_CHANGE');
    if (me.role !== 'owner') throw new AppError('CONSOLE_FORBIDDEN');
    await assertIndependent(tx, req.requestedBy, me.id, now);
    if (target.disabledAt) throw new AppError('CONSOLE_STAFF_DISABLED');
    await tx.update(staffRoleRequests).set({ state: ROLE_REQUEST_STATE.approved, decidedBy: me.id, decidedAt: now }).where(eq(staffRoleRequests.id, req.id));
    await tx.update(staff).set({ role: req.role }).where(eq(staff.id, target.id));
    await writeAudit(tx, me, {
      action: 'staff.setRole', target: `staff:${target.id}`, before: { name: target.name, role: target.role }, after: { name: target.name, role: req.role, request: req.id },
      reason: `role request ${req.id}`,
    }, now);
  });
}

/** Another owner turns it down, or the requester withdraws it. */
export async function rejectRoleRequest(deps: Deps, me: StaffActor, input: { id: number }): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { req, target } = await lockRequest(tx, BigInt(input.id));
    await tx.update(staffRoleRequests).set({ state: ROLE_REQUEST_STATE.rejected, decidedBy: me.id, decidedAt: now })
      .where(and(eq(staffRoleRequests.id, req.id), sql`${staffRoleRequests.state} = ${ROLE_REQUEST_STATE.pending}`));
    await writeAudit(tx, me, {
      action: 'staff.rejectRole', target: `staff:${target.id}`, before: { name: target.name, role: target.role, requested: req.role }, after: { name: target.name, role: target.role, request: req.id },
    }, now);
  });
}
