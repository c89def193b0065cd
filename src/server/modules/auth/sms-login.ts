// Sign-in with a code sent by SMS (purpose login).
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { consumeCode } from '../verification/codes.ts';
import { createSession } from './sessions.ts';
import type { AuthDeps } from './service.ts';
import { assertNotThrottled, recordFailure, subjects } from './throttle.ts';

/**
 * A wrong, used or expired code, an unknown phone and a cancelled account all get SMS_CODE_INVALID,
 * and every request does the same work in the same order (throttle check, code check, user
 * look-up), so neither the answer nor its time tells whether the phone has an account.
 * Failures count toward the password sign-in throttle: one budget per phone and per address,
 * whichever way the guesses come.
 */
export async function smsLogin(
  deps: Pick<AuthDeps, 'db' | 'pepper'>,
  input: { phone: string; code: string },
  from: { ip: string; now: Date },
): Promise<{ token: string }> {
  const keys = subjects(input.phone, from.ip);
  await assertNotThrottled(deps.db, keys, from.now);
  const proved = await consumeCode(deps.db, { channel: 'sms', target: input.phone, purpose: 'login' }, input.code, from.now, deps.pepper);
  const [user] = await deps.db.select({ id: users.id, status: users.status }).from(users).where(eq(users.phone, input.phone));
  if (!proved || !user || user.status !== 0) {
    await recordFailure(deps.db, keys, from.now);
    throw new AppError('SMS_CODE_INVALID');
  }
  return { token: await createSession(deps.db, user.id) };
}
