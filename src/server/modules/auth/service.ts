// Password sign-in, changing the password, sign-out, and the account maker behind sign-up.
// The SMS-proved ways in live beside this file: sign-up.ts, sms-login.ts, find-password.ts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { createUser, resolveInviter } from '../users/create.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeOtherSessions, revokeSession, type SessionOrigin } from './sessions.ts';
import { passwordLimits, reserveAttempt, type AttemptFrom } from './attempts.ts';
import type { AppDeps } from '../../app-deps.ts';
import { USER_STATUS } from '../../../shared/constants.ts';
import type { LoginResult } from '../../../shared/contracts/auth.ts';
import { rememberDevice } from './new-device.ts';
import { finishFirstStep } from './second-factor.ts';

export interface AuthDeps extends Pick<AppDeps, 'config' | 'clock'> {
  db: Db;
  defaultInvitationCode: string;
  /** APP_SECRET: the key of the one-time code hashes. */
  pepper: string;
}

/** Hashes the password and inserts the user; PHONE_TAKEN when the phone has an account already. */
export async function createPhoneAccount(
  db: Db,
  input: { phone: string; password: string; inviterId: bigint | null; channelCode?: string | null },
  origin: SessionOrigin,
): Promise<{ token: string; userId: bigint }> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const id = await createUser(tx, { phone: input.phone, passwordHash, nickname: `玩家${input.phone.slice(-4)}`, inviterId: input.inviterId, channelCode: input.channelCode });
    if (id === null) throw new AppError('PHONE_TAKEN');
    return id;
  });
  // The device the account is made on is known from the start: its next sign-in posts no message.
  await rememberDevice(db, userId, origin);
  return { token: await createSession(db, userId, origin), userId };
}

/**
 * An account without proof of the phone: only for the demo account the seed makes. Visitors
 * sign up through signUpWithSmsCode (sign-up.ts), which checks the SMS code first.
 */
export async function signUp(
  deps: Pick<AuthDeps, 'db' | 'defaultInvitationCode'>,
  input: { phone: string; password: string; invitationCode: string },
  origin: SessionOrigin = { now: new Date(), ip: '', userAgent: '' },
): Promise<{ token: string; userId: bigint }> {
  const inviterId = await resolveInviter(deps.db, input.invitationCode, deps.defaultInvitationCode);
  return createPhoneAccount(deps.db, { ...input, inviterId }, origin);
}

/**
 * The attempt is counted before the password is checked (attempts.ts), so a burst of guesses is
 * judged one by one up to the limits; past five failures each needs a slider pass.
 */
export async function login(
  deps: Pick<AuthDeps, 'db' | 'config' | 'clock'>,
  input: { phone: string; password: string; captchaToken?: string },
  from: AttemptFrom & SessionOrigin,
): Promise<LoginResult> {
  const attempt = await reserveAttempt(deps, passwordLimits(input.phone, from.ip), { ...from, captchaToken: input.captchaToken });
  const [user] = await deps.db.select({ id: users.id, hash: users.passwordHash, status: users.status, banReason: users.banReason })
    .from(users).where(eq(users.phone, input.phone));
  // An unknown phone, and an account without a password (made by Steam), cost the same argon2
  // work and get the same answer as a wrong password.
  const ok = await verifyPassword(user?.hash ?? (await decoyHash()), input.password);
  if (user && ok && user.status === USER_STATUS.banned) {
    await attempt.pass();
    refuseBanned(user);
  }
  if (!user || !ok || user.status !== 0) throw new AppError('BAD_CREDENTIALS');
  await attempt.pass();
  // The authenticator, when on, is asked on a new device before any session opens.
  return finishFirstStep(deps, user.id, from, 'password');
}

/** Needs the current password; every other session of the user ends, this one stays. */
export async function changePassword(
  deps: Pick<AuthDeps, 'db'>,
  userId: bigint,
  currentToken: string,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user?.hash || !(await verifyPassword(user.hash, input.oldPassword))) throw new AppError('WRONG_OLD_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeOtherSessions(tx, userId, currentToken);
  });
}

export async function logout(deps: Pick<AuthDeps, 'db'>, token: string): Promise<void> {
  await revokeSession(deps.db, token);
}

/**
 * A banned account is told why, but only to someone who just proved to be its owner (right
 * password or code): to anyone else it answers like any failed sign-in.
 */
export function refuseBanned(user: { status: number; banReason: string | null }): void {
  if (user.status === USER_STATUS.banned) throw new AppError('ACCOUNT_BANNED', { reason: user.banReason ?? '' });
}
