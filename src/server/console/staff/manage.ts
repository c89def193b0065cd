// Staff management (permission staff.manage): list, create, change a role, disable, and reset a
// password (and clear the authenticator, which its owner enrols anew). Every write is audited in its
// own transaction with before and after. The last active owner can be neither disabled nor given
// another role: the active owners' rows are locked first (lock.ts), so two owners demoting each
// other at once cannot leave none. Making someone an owner (by a role change or by creating one)
// only files a request a second owner must approve (role-requests.ts).
import { asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { staff } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { StaffRole } from '../../../shared/console/permissions.ts';
import type { Page, SetRoleResult, StaffCredentials, StaffRow, STAFF_SORTS } from '../../../shared/contracts/console-staff.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { endStaffSessions } from '../session.ts';
import { credentialsOf, insertStaff, newSecrets, resetSecrets } from './accounts.ts';
import { lockTarget } from './lock.ts';
import { requestOwnerRole } from './role-requests.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function listStaff(deps: Deps, q: { page: number; pageSize: number; q: string; sort: (typeof STAFF_SORTS)[number]; order: 'asc' | 'desc' }): Promise<Page<StaffRow>> {
  const creator = alias(staff, 'creator');
  const where: SQL | undefined = q.q ? ilike(staff.name, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const col = { id: staff.id, name: staff.name, role: staff.role, createdAt: staff.createdAt }[q.sort];
  const lastSignIn = sql<Date | null>`(SELECT max(s.created_at) FROM staff_sessions s WHERE s.staff_id = ${staff.id})`;
  const [rows, [{ n }]] = await Promise.all([
    deps.db.select({
      id: staff.id, name: staff.name, role: staff.role, mustChangePassword: staff.mustChangePassword, mustEnrolTotp: sql<boolean>`${staff.totpSecret} IS NULL`,
      disabledAt: staff.disabledAt, createdAt: staff.createdAt, createdBy: creator.name, lastSignInAt: lastSignIn,
    }).from(staff).leftJoin(creator, eq(creator.id, staff.createdBy)).where(where)
      .orderBy(q.order === 'asc' ? asc(col) : desc(col), asc(staff.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(staff).where(where),
  ]);
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      id: r.id.toString(), name: r.name, role: r.role, mustChangePassword: r.mustChangePassword, mustEnrolTotp: r.mustEnrolTotp,
      disabledAt: iso(r.disabledAt), createdAt: iso(r.createdAt)!, createdBy: r.createdBy, lastSignInAt: iso(r.lastSignInAt),
    })),
  };
}

/** The role with the fewest permissions: what someone asked to be an owner has until a second owner agrees. */
const WAITING_ROLE: StaffRole = 'support';

export async function createStaffMember(deps: Deps, me: StaffActor, input: { name: string; role: StaffRole }): Promise<StaffCredentials> {
  const secrets = await newSecrets();
  const now = deps.clock();
  const role = input.role === 'owner' ? WAITING_ROLE : input.role;
  const id = await deps.db.transaction(async (tx) => {
    const newId = await insertStaff(tx, { name: input.name, role, createdBy: me.id }, secrets, now);
    await writeAudit(tx, me, { action: 'staff.create', target: `staff:${newId}`, after: { name: input.name, role } }, now);
    if (input.role === 'owner') await requestOwnerRole(tx, me, { id: newId, name: input.name, role }, now);
    return newId;
  });
  return credentialsOf({ id, name: input.name, role }, secrets, input.role === 'owner' ? 'owner' : null);
}

/** A change to owner is only asked for (`pending`); every other change is made at once. */
export async function setStaffRole(deps: Deps, me: StaffActor, input: { id: number; role: StaffRole }): Promise<SetRoleResult> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { row, lastOwner } = await lockTarget(tx, BigInt(input.id));
    if (row.role === input.role) return { pending: false };
    if (input.role === 'owner') {
      if (row.disabledAt) throw new AppError('CONSOLE_STAFF_DISABLED');
      await requestOwnerRole(tx, me, row, now);
      return { pending: true };
    }
    if (lastOwner) throw new AppError('CONSOLE_LAST_OWNER');
    await tx.update(staff).set({ role: input.role }).where(eq(staff.id, row.id));
    await writeAudit(tx, me, { action: 'staff.setRole', target: `staff:${row.id}`, before: { name: row.name, role: row.role }, after: { name: row.name, role: input.role } }, now);
    return { pending: false };
  });
}

export async function disableStaff(deps: Deps, me: StaffActor, input: { id: number }): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { row, lastOwner } = await lockTarget(tx, BigInt(input.id));
    if (row.disabledAt) throw new AppError('CONSOLE_STAFF_DISABLED');
    if (lastOwner) throw new AppError('CONSOLE_LAST_OWNER');
    await tx.update(staff).set({ disabledAt: now }).where(eq(staff.id, row.id));
    await endStaffSessions(tx, row.id, now);
    await writeAudit(tx, me, { action: 'staff.disable', target: `staff:${row.id}`, before: { name: row.name, role: row.role, disabled: false }, after: { name: row.name, role: row.role, disabled: true } }, now);
  });
}

/** A new one-time password and no authenticator (they enrol their own at the next sign-in); the staff member's sessions end. */
export async function resetStaff(deps: Deps, me: StaffActor, input: { id: number }): Promise<StaffCredentials> {
  const secrets = await newSecrets();
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const { row: r } = await lockTarget(tx, BigInt(input.id));
    if (r.disabledAt) throw new AppError('CONSOLE_STAFF_DISABLED');
    await resetSecrets(tx, r.id, secrets);
    await endStaffSessions(tx, r.id, now);
    await writeAudit(tx, me, { action: 'staff.reset', target: `staff:${r.id}`, before: { name: r.name }, after: { name: r.name, mustChangePassword: true, totpReset: true } }, now);
    return r;
  });
  return credentialsOf(row, secrets);
}

