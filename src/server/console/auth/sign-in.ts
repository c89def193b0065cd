// Staff sign-in: name, password (argon2id) and a TOTP code, all three every time, except before the
// staff member has enrolled an authenticator (a new or reset account): then the one-time password
// alone opens a session that can do nothing but change it and enrol (guard.ts). The attempt is
// counted before anything is judged (modules/auth/attempts.ts), and an unknown name, a disabled
// staff member, a wrong password, a wrong code and a replayed code all get one answer after the
// same work. The console has no slider to step up to, so the limits refuse instead:
//   - 10 failures an hour for one name from one address;
//   - 100 failures an hour for one name (OWASP ASVS 2.2.1), but an address that has not failed on
//     that name may still try, so guesses from elsewhere never lock the owner of the name out.
// Every sign-in and every failed one writes an audit row; a failure's row is its own transaction,
// committed although the sign-in fails.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { reserveAttempt, type AttemptLimit } from '../../modules/auth/attempts.ts';
import { decoyHash, verifyPassword } from '../../modules/auth/passwords.ts';
import type { StaffRole } from '../../../shared/console/permissions.ts';
import { writeAudit } from '../audit.ts';
import { openConsoleSession } from '../session.ts';
import { DECOY_TOTP_SECRET, totpStep } from './totp.ts';
import { isSealed, openTotpSecret, sealTotpSecret } from '../../sealed-secret.ts';

export function staffSignInLimits(name: string, ip: string): AttemptLimit[] {
  const pair = `staff-ip:${name}|${ip}`;
  return [
    { subject: `staff:${name}`, refuseAt: 100, spareIfClean: pair },
    { subject: pair, refuseAt: 10 },
  ];
}

export interface SignInOrigin {
  ip: string;
  userAgent: string;
  now: Date;
}

type FailReason = 'unknown' | 'disabled' | 'password' | 'code' | 'replay' | 'throttled';

async function auditFailure(db: Db, who: { id: bigint | null; name: string; role: string }, reason: FailReason, from: SignInOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    await writeAudit(tx, { ...who, ip: from.ip }, { action: 'staff.signInFailed', target: who.id === null ? '' : `staff:${who.id}`, after: { reason, userAgent: from.userAgent } }, from.now);
  });
}

export async function signInStaff(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  input: { name: string; password: string; code: string },
  from: SignInOrigin,
): Promise<{ token: string; csrfToken: string; staffId: bigint; name: string; role: StaffRole; mustChangePassword: boolean; mustEnrolTotp: boolean }> {
  const name = input.name.slice(0, 64);
  let attempt;
  try {
    attempt = await reserveAttempt(deps, staffSignInLimits(name, from.ip), { ip: from.ip, now: from.now });
  } catch (e) {
    if (e instanceof AppError && e.errorName === 'LOGIN_THROTTLED') await auditFailure(deps.db, { id: null, name, role: '' }, 'throttled', from);
    throw e;
  }
  const [row] = await deps.db.select({
    id: staff.id, name: staff.name, role: staff.role, hash: staff.passwordHash, secret: staff.totpSecret,
    lastStep: staff.totpLastStep, disabledAt: staff.disabledAt, mustChangePassword: staff.mustChangePassword,
  }).from(staff).where(eq(staff.name, name));
  // Both checks always run (a decoy for an unknown name), so the time taken tells nothing either.
  const passwordOk = await verifyPassword(row?.hash ?? (await decoyHash()), input.password);
  // The secret is stored sealed (docs/decisions/0112). One that cannot be opened (tampered with,
  // sealed under another APP_SECRET) fails closed: the decoy is checked instead and the code is wrong.
  const plain = row?.secret != null ? openTotpSecret(deps.config.appSecret, row.secret) : null;
  const checked = await totpStep(plain ?? DECOY_TOTP_SECRET, input.code, from.now);
  const step = plain === null ? null : checked;
  // Not enrolled: the code is not judged (there is nothing to judge it against) and no step moves.
  const enrolled = row?.secret != null;
  // A secret written before sealing is sealed now, by the same guarded UPDATE that moves the step.
  const resealed = enrolled && plain !== null && !isSealed(row.secret!) ? sealTotpSecret(deps.config.appSecret, plain) : null;
  const reason: FailReason | null = !row ? 'unknown' : row.disabledAt ? 'disabled' : !passwordOk ? 'password' : enrolled && step === null ? 'code' : null;
  const who = { id: row?.id ?? null, name: row?.name ?? name, role: row?.role ?? '' };
  if (reason || !row || (enrolled && step === null)) {
    await auditFailure(deps.db, who, reason ?? 'unknown', from);
    throw new AppError('CONSOLE_BAD_CREDENTIALS');
  }
  const opened = await deps.db.transaction(async (tx) => {
    // The replay refusal: only one sign-in can move the last step past this one.
    const moved = enrolled
      ? await queryRows<{ id: string }>(tx, sql`
      UPDATE staff SET totp_last_step = ${step}, totp_secret = ${resealed ?? row.secret}
      WHERE id = ${row.id} AND totp_last_step < ${step} AND disabled_at IS NULL AND totp_secret = ${row.secret} RETURNING id::text AS id`)
      : await queryRows<{ id: string }>(tx, sql`SELECT id::text AS id FROM staff WHERE id = ${row.id} AND disabled_at IS NULL AND totp_secret IS NULL`);
    if (!moved[0]) return null;
    const session = await openConsoleSession(tx, row.id, from);
    await writeAudit(tx, { id: row.id, name: row.name, role: row.role, ip: from.ip }, { action: 'staff.signIn', target: `staff:${row.id}`, after: { userAgent: from.userAgent } }, from.now);
    return session;
  });
  if (!opened) {
    await auditFailure(deps.db, who, 'replay', from);
    throw new AppError('CONSOLE_BAD_CREDENTIALS');
  }
  await attempt.pass();
  return { ...opened, staffId: row.id, name: row.name, role: row.role, mustChangePassword: row.mustChangePassword, mustEnrolTotp: !enrolled };
}
