// Enrolling one's own authenticator: at the first sign-in, and again after a reset, the staff member
// asks for a secret (made now, on the server, shown only in this answer to them) and confirms it
// with a code their app shows. Only then is the account usable, and from then on every sign-in
// needs a code. Whoever made or reset the account never sees the secret; a new `start` replaces an
// unconfirmed one. Confirming ends their other sessions (any opened with the one-time password alone).
// Both the pending and the enrolled secret are stored sealed (sealed-secret.ts, docs/decisions/0112).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { reserveAttempt } from '../../modules/auth/attempts.ts';
import type { TotpEnrolment } from '../../../shared/contracts/console-staff.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { qrDataUrl } from '../staff/accounts.ts';
import { openTotpSecret, sealTotpSecret } from '../../sealed-secret.ts';
import { newTotpSecret, otpauthUri, totpStep } from './totp.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

export async function startEnrolment(deps: Deps, me: StaffActor): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const set = await deps.db.update(staff).set({ totpPendingSecret: sealTotpSecret(deps.config.appSecret, secret) })
    .where(and(eq(staff.id, me.id), isNull(staff.totpSecret))).returning({ id: staff.id });
  if (!set[0]) throw new AppError('CONSOLE_TOTP_ENROLLED');
  const uri = otpauthUri(me.name, secret);
  return { secret, otpauthUri: uri, qrDataUrl: await qrDataUrl(uri) };
}

/** 20 wrong codes an hour at most, like a password check. */
export async function confirmEnrolment(deps: Deps, me: StaffActor, input: { code: string }): Promise<void> {
  const now = deps.clock();
  const attempt = await reserveAttempt(deps, [{ subject: `staff-enrol:${me.id}`, refuseAt: 20 }], { ip: me.ip, now });
  const [row] = await deps.db.select({ secret: staff.totpSecret, pending: staff.totpPendingSecret }).from(staff).where(eq(staff.id, me.id));
  if (row?.secret) throw new AppError('CONSOLE_TOTP_ENROLLED');
  if (!row?.pending) throw new AppError('CONSOLE_TOTP_NOT_STARTED');
  // A pending secret that cannot be opened (APP_SECRET changed since the start) matches no code: start again.
  const plain = openTotpSecret(deps.config.appSecret, row.pending);
  const step = plain === null ? null : await totpStep(plain, input.code, now);
  if (step === null || plain === null) throw new AppError('CONSOLE_TOTP_WRONG_CODE');
  await attempt.pass();
  await deps.db.transaction(async (tx) => {
    // Only the secret that was checked, and only while still not enrolled (a second tab, a new start).
    const done = await tx.update(staff).set({ totpSecret: sealTotpSecret(deps.config.appSecret, plain), totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(staff.id, me.id), isNull(staff.totpSecret), eq(staff.totpPendingSecret, row.pending!))).returning({ id: staff.id });
    if (!done[0]) throw new AppError('CONSOLE_TOTP_NOT_STARTED');
    await tx.update(staffSessions).set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, me.id), ne(staffSessions.tokenHash, me.tokenHash), sql`${staffSessions.revokedAt} IS NULL`));
    await writeAudit(tx, me, { action: 'staff.enrolTotp', target: `staff:${me.id}`, after: { totpEnrolled: true } }, now);
  });
}
