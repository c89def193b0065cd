// Sign-in with a code sent by SMS (purpose login).
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { checkCode } from '../verification/check.ts';
import type { SessionOrigin } from './sessions.ts';
import type { LoginResult } from '../../../shared/contracts/auth.ts';
import { finishFirstStep } from './second-factor.ts';
import { refuseBanned, type AuthDeps } from './service.ts';
import type { AttemptFrom } from './attempts.ts';

/**
 * A wrong, used or expired code, an unknown phone and a cancelled account all get SMS_CODE_INVALID,
 * and every request does the same work in the same order (attempt reserved, code check, user
 * look-up), so neither the answer nor its time tells whether the phone has an account.
 * Guesses are limited per phone and address by checkCode (auth/attempts.ts codeLimits), apart
 * from password failures: someone hammering the password never keeps the owner's code out.
 */
export async function smsLogin(
  deps: Pick<AuthDeps, 'db' | 'config' | 'clock'>,
  input: { phone: string; code: string; captchaToken?: string },
  from: AttemptFrom & SessionOrigin,
): Promise<LoginResult> {
  const proved = await checkCode(deps, { channel: 'sms', target: input.phone, purpose: 'login' }, input.code, { ...from, captchaToken: input.captchaToken });
  const [user] = await deps.db.select({ id: users.id, status: users.status, banReason: users.banReason }).from(users).where(eq(users.phone, input.phone));
  if (proved && user) refuseBanned(user);
  if (!proved || !user || user.status !== 0) throw new AppError('SMS_CODE_INVALID');
  // The authenticator, when on, is asked on a new device before any session opens.
  return finishFirstStep(deps, user.id, from, 'sms');
}
