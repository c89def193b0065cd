// Setting a new password with a code sent by SMS (purpose findPassword).
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { checkCode } from '../verification/check.ts';
import { hashPassword } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';
import type { AuthDeps } from './service.ts';
import type { AttemptFrom } from './attempts.ts';

/**
 * Every session of the user ends: whoever knew the old password (the reason people reset it)
 * is signed out everywhere, and the owner signs in again with the new one.
 * As in smsLogin, an unknown phone and a cancelled account answer exactly like a wrong code, and
 * the new password is hashed (argon2, the slow part) before anything is decided, so every path
 * costs the same. Guesses are limited by checkCode like every code check.
 */
export async function findPassword(
  deps: Pick<AuthDeps, 'db' | 'config' | 'clock'>,
  input: { phone: string; code: string; password: string; captchaToken?: string },
  from: AttemptFrom,
): Promise<void> {
  const proved = await checkCode(deps, { channel: 'sms', target: input.phone, purpose: 'findPassword' }, input.code, { ...from, captchaToken: input.captchaToken });
  const [user] = await deps.db.select({ id: users.id, status: users.status }).from(users).where(eq(users.phone, input.phone));
  const passwordHash = await hashPassword(input.password);
  if (!proved || !user || user.status !== 0) throw new AppError('SMS_CODE_INVALID');
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
  });
}
