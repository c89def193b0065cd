// Password sign-in, changing the password, sign-out, and the account maker behind sign-up.
// The SMS-proved ways in live beside this file: sign-up.ts, sms-login.ts, find-password.ts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createUser, resolveInviter } from '../users/create.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeOtherSessions, revokeSession } from './sessions.ts';
import { assertNotThrottled, recordFailure, subjects } from './throttle.ts';

export interface AuthDeps {
  db: Db;
  defaultInvitationCode: string;
  /** APP_SECRET: the key of the one-time code hashes. */
  pepper: string;
}

/** Hashes the password and inserts the user; PHONE_TAKEN when the phone has an account already. */
export async function createPhoneAccount(
  db: Db,
  input: { phone: string; password: string; inviterId: bigint | null; channelCode?: string | null },
): Promise<{ token: string; userId: bigint }> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const id = await createUser(tx, { phone: input.phone, passwordHash, nickname: `玩家${input.phone.slice(-4)}`, inviterId: input.inviterId, channelCode: input.channelCode });
    if (id === null) throw new AppError('PHONE_TAKEN');
    return id;
  });
  return { token: await createSession(db, userId), userId };
}

/**
 * An account without proof of the phone: only for the demo account the seed makes. Visitors
 * sign up through signUpWithSmsCode (sign-up.ts), which checks the SMS code first.
 */
export async function signUp(
  deps: Pick<AuthDeps, 'db' | 'defaultInvitationCode'>,
  input: { phone: string; password: string; invitationCode: string },
): Promise<{ token: string; userId: bigint }> {
  const inviterId = await resolveInviter(deps.db, input.invitationCode, deps.defaultInvitationCode);
  return createPhoneAccount(deps.db, { ...input, inviterId });
}

export async function login(
  deps: Pick<AuthDeps, 'db'>,
  input: { phone: string; password: string },
  from: { ip: string; now: Date },
): Promise<{ token: string }> {
  const keys = subjects(input.phone, from.ip);
  await assertNotThrottled(deps.db, keys, from.now);
  const [user] = await deps.db.select({ id: users.id, hash: users.passwordHash, status: users.status })
    .from(users).where(eq(users.phone, input.phone));
  // An unknown phone, and an account without a password (made by Steam), cost the same argon2
  // work and get the same answer as a wrong password.
  const ok = await verifyPassword(user?.hash ?? (await decoyHash()), input.password);
  if (!user || !ok || user.status !== 0) {
    await recordFailure(deps.db, keys, from.now);
    throw new AppError('BAD_CREDENTIALS');
  }
  return { token: await createSession(deps.db, user.id) };
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
