// POST api/auth/verify: the "user verification" step before a sensitive action. The signed-in
// player proves again who they are, and THIS session is marked checked for the same ten minutes
// securityCheck gives (check.ts), which is what every sensitive step reads. No second token is
// handed out: one gate, read from the database on every request (docs/decisions/0103).
import { eq } from 'drizzle-orm';
import type { VerifyInput, VerifyResult } from '../../../shared/contracts/security.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { passwordLimits, reserveAttempt } from '../auth/attempts.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { markSecurityChecked, SECURITY_CHECK_TTL_MS, type Caller } from './check.ts';
import { securityCheck } from './way-service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export async function verifyUser(deps: Deps, caller: Caller, userId: bigint, input: VerifyInput): Promise<VerifyResult> {
  // Read first: the stamp written below is at or after it, so the window told never outlasts the real one.
  const now = deps.clock();
  if (input.way === 'sms') {
    // The same proof as securityCheck: a code of purpose 'security' sent to the player's own phone.
    await securityCheck(deps, caller, userId, { code: input.code });
  } else {
    const [user] = await deps.db.select({ hash: users.passwordHash, phone: users.phone, securityWay: users.securityWay })
      .from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('NOT_SIGNED_IN');
    // A player who turned SMS checks on asked for the phone to be proved: a password (which a
    // stolen session's thief may also have) never stands in for it.
    if (user.securityWay === 'sms') throw new AppError('SECURITY_CHECK_REQUIRED');
    // Guesses count against the same ceilings as failed sign-ins; this form has no slider.
    const attempt = await reserveAttempt(deps, passwordLimits(user.phone ?? `user:${userId}`, caller.ip, { stepUp: false }), { ip: caller.ip, now });
    // An account made through Steam has no password: nothing to prove it with here (its phone, if bound, can).
    if (!user.hash || !(await verifyPassword(user.hash, input.password))) throw new AppError('PROFILE_WRONG_PASSWORD');
    await attempt.pass();
    await markSecurityChecked(deps.db, caller.token, now);
  }
  return { way: input.way, expiresAt: new Date(now.getTime() + SECURITY_CHECK_TTL_MS).toISOString() };
}
