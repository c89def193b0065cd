// Staff management (permission staff.manage): list, create, change a role, disable, and reset a
// password and TOTP secret. Every write is audited in its own transaction with before and after.
// The last active owner can be neither disabled nor given another role: the active owners' rows
// are locked first, so two owners demoting each other at once cannot leave none.
import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppDeps } from '../../http/deps.ts';
import type { StaffRole } from '../../../shared/console/permissions.ts';
import type { Page, StaffCredentials, StaffRow, STAFF_SORTS } from '../../../shared/contracts/console-staff.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { endStaffSessions } from '../session.ts';
import { credentialsOf, insertStaff, newSecrets, resetSecrets } from './accounts.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function listStaff(deps: Deps, q: { page: number; pageSize: number; q: string; sort: (typeof STAFF_SORTS)[number]; order: 'asc' | 'desc' }): Promise<Page<StaffRow>> {
  const creator = alias(staff, 'creator');
  const where: SQL | undefined = q.q ? ilike(staff.name, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const col = { id: staff.id, name: staff.name, role: staff.role, createdAt: staff.createdAt }[q.sort];
  const lastSignIn = sql<Date | null>`(SELECT max(s.created_at) FROM staff_sessions s WHERE s.staff_id = ${staff.id})`;
  const [rows, [{ n }]] = await Promise.all([
    deps.db.select({
      id: staff.id, name: staff.name, role: staff.role, mustChangePassword: staff.mustChangePassword,
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
      id: r.id.toString(), name: r.name, role: r.role, mustChangePassword: r.mustChangePassword,
      disabledAt: iso(r.disabledAt), createdAt: iso(r.createdAt)!, createdBy: r.createdBy, lastSignInAt: iso(r.lastSignInAt),
    })),
  };
}

export async function createStaffMember(deps: Deps, me: StaffActor, input: { name: string; role: StaffRole }): Promise<StaffCredentials> {
  const secrets = await newSecrets();
  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    const newId = await insertStaff(tx, { name: input.name, role: input.role, createdBy: me.id }, secrets, now);
    await writeAudit(tx, me, { action: 'staff.create', target: `staff:${newId}`, after: { name: input.name, role: input.role } }, now);
    return newId;
  });
  return credentialsOf({ id, name: input.name, role: input.role }, secrets);
}

/** The staff member's row, locked; and, when they are an active owner, whether they are the last one. */
async function lockTarget(tx: Tx, id: bigint) {
  // Owners first, in id order (every change here locks in the same order: no deadlock).
  const owners = await tx.select({ id: staff.id }).from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt))).orderBy(asc(staff.id)).for('update');
  const [row] = await tx.select({ id: staff.id, name: staff.name, role: staff.role, disabledAt: staff.disabledAt })
    .from(staff).where(eq(staff.id, id)).for('update');
  if (!row) throw new AppError('CONSOLE_STAFF_NOT_FOUND');
  const lastOwner = row.role === 'owner' && row.disabledAt === null && owners.length <= 1;
  return { row, lastOwner };
}

export async function setStaffRole(deps: Deps, me: StaffActor, input: { id: number; role: StaffRole }): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { row, lastOwner } = await lockTarget(tx, BigInt(input.id));
    if (row.role === input.role) return;
    if (lastOwner) throw new AppError('CONSOLE_LAST_OWNER');
    await tx.update(staff).set({ role: input.role }).where(eq(staff.id, row.id));
    await writeAudit(tx, me, { action: 'staff.setRole', target: `staff:${row.id}`, before: { name: row.name, role: row.role }, after: { name: row.name, role: input.role } }, now);
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

/** A new one-time password and TOTP secret; the staff member's sessions end. */
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

