// A signed-in staff member's own account: who they are (the console's pages read role, permissions
// and the CSRF token from here), changing their password (with enrolling an authenticator, enrol.ts,
// the only thing allowed while a password someone else set is still in use), and signing out.
import { and, eq, ne, sql } from 'drizzle-orm';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { hashPassword, verifyPassword } from '../../modules/auth/passwords.ts';
import { reserveAttempt } from '../../modules/auth/attempts.ts';
import { ROLE_PERMISSIONS } from '../../../shared/console/permissions.ts';
import type { ConsoleMe } from '../../../shared/contracts/console-staff.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

export async function consoleMe(deps: Deps, me: StaffActor): Promise<ConsoleMe> {
  const [row] = await deps.db.select({ mustChangePassword: staff.mustChangePassword, totpSecret: staff.totpSecret }).from(staff).where(eq(staff.id, me.id));
  return {
    id: me.id.toString(), name: me.name, role: me.role, permissions: [...ROLE_PERMISSIONS[me.role]],
    csrfToken: me.csrfToken, mustChangePassword: row?.mustChangePassword ?? true, mustEnrolTotp: !row?.totpSecret,
  };
}

/** Needs the current password (20 wrong ones an hour at most); every other session of theirs ends. */
export async function changeStaffPassword(deps: Deps, me: StaffActor, input: { oldPassword: string; newPassword: string }): Promise<void> {
  const now = deps.clock();
  const attempt = await reserveAttempt(deps, [{ subject: `staff-change:${me.id}`, refuseAt: 20 }], { ip: me.ip, now });
  const [row] = await deps.db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, me.id));
  if (!row || !(await verifyPassword(row.hash, input.oldPassword))) throw new AppError('CONSOLE_WRONG_OLD_PASSWORD');
  await attempt.pass();
  if (input.oldPassword === input.newPassword) throw new AppError('CONSOLE_SAME_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const [was] = await tx.select({ mustChangePassword: staff.mustChangePassword }).from(staff).where(eq(staff.id, me.id)).for('update');
    await tx.update(staff).set({ passwordHash, mustChangePassword: false }).where(eq(staff.id, me.id));
    await tx.update(staffSessions).set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, me.id), ne(staffSessions.tokenHash, me.tokenHash), sql`${staffSessions.revokedAt} IS NULL`));
    await writeAudit(tx, me, { action: 'staff.changePassword', target: `staff:${me.id}`, before: { mustChangePassword: was?.mustChangePassword }, after: { mustChangePassword: false } }, now);
  });
}

export async function signOutStaff(deps: Deps, me: StaffActor): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.tokenHash, me.tokenHash), sql`${staffSessions.revokedAt} IS NULL`));
    await writeAudit(tx, me, { action: 'staff.signOut', target: `staff:${me.id}` }, now);
  });
}
