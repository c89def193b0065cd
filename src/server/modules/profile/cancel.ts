// Cancelling an account at its owner's request: the account is marked cancelled and every session
// ends, in one transaction. Nothing is deleted: ledger, rolls and backpack rows stay for the books
// and for fairness checks. A cancelled account cannot sign in (auth/service.ts login and
// sessions.ts check status 0), and its phone stays taken.
import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { passwordLimits, reserveAttempt } from '../auth/attempts.ts';
import type { AppDeps } from '../../app-deps.ts';

export async function cancelAccount(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  userId: bigint,
  input: { password?: string },
  from: { ip: string; now: Date },
): Promise<void> {
  const { db } = deps;
  const [user] = await db.select({ hash: users.passwordHash, phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_SIGNED_IN');
  // A stolen session must not be enough to end someone's account: whoever has a password gives it.
  // Wrong guesses count against the same ceilings as failed sign-ins (this form has no slider).
  if (user.hash) {
    const password = input.password ?? '';
    if (password === '') throw new AppError('VALIDATION', { field: 'field.password' }, 'v.required');
    const attempt = await reserveAttempt(deps, passwordLimits(user.phone ?? `user:${userId}`, from.ip, { stepUp: false }), from);
    if (!(await verifyPassword(user.hash, password))) throw new AppError('PROFILE_WRONG_PASSWORD');
    await attempt.pass();
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status: 2, cancelledAt: from.now }).where(and(eq(users.id, userId), eq(users.status, 0)));
    await tx.update(sessions).set({ revokedAt: from.now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
}
