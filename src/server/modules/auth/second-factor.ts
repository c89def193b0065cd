// The sign-in's second step for a player whose authenticator is on (security/totp.ts).
//
// A device is "known" when the player has a live session (not ended, used in the last 30 days)
// with the same User-Agent and the same address as this sign-in: what sessions record and the
// devices list shows. Turning the authenticator on ends every other session, and signing out or
// ending a session in the list forgets its device, so a known device is always one that got in
// with the factor (or enabled it). Anything else is new: the password or SMS step answers no
// session but a challenge (a random token, only its SHA-256 kept, five minutes, spent once), and
// POST api/auth/totpLogin with it and a valid code opens the session.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { sessions, totpChallenges, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { LoginResult } from '../../../shared/contracts/auth.ts';
import { checkTotpCode, totpEnabled } from '../security/totp.ts';
import { noteSignIn, SIGN_IN_METHODS, type SignInMethod } from './new-device.ts';
import { createSession, type SessionOrigin } from './sessions.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

export const KNOWN_DEVICE_MS = 30 * 24 * 3600_000;
export const TOTP_CHALLENGE_TTL_MS = 5 * 60_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function isKnownDevice(deps: Pick<Deps, 'db'>, userId: bigint, origin: SessionOrigin): Promise<boolean> {
  const [row] = await deps.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(and(
    eq(sessions.userId, userId), isNull(sessions.revokedAt),
    eq(sessions.userAgent, origin.userAgent), eq(sessions.ip, origin.ip),
    gt(sessions.lastUsedAt, new Date(origin.now.getTime() - KNOWN_DEVICE_MS)),
  )).limit(1);
  return !!row;
}

/** After the first step proved the password or SMS code: the session, or the challenge of a second step. */
/** The session a sign-in opens, after the new-device message when the device is new (new-device.ts). */
async function openSession(deps: Pick<Deps, 'db'>, userId: bigint, origin: SessionOrigin, method: SignInMethod): Promise<string> {
  await noteSignIn(deps.db, userId, origin, method);
  return createSession(deps.db, userId, origin);
}

/**
 * After the first step proved the password, SMS code or Steam account: the session, or the
 * challenge of a second step. Steam sign-in comes through here too, so a Steam account with the
 * authenticator on is asked for it on a new device like the other two.
 */
export async function finishFirstStep(deps: Deps, userId: bigint, origin: SessionOrigin, method: SignInMethod = 'password'): Promise<LoginResult> {
  if ((await totpEnabled(deps, userId)) && !(await isKnownDevice(deps, userId, origin))) {
    const challenge = randomBytes(32).toString('base64url');
    await deps.db.insert(totpChallenges).values({
      tokenHash: sha256(challenge), userId, method, createdAt: origin.now, expiresAt: new Date(origin.now.getTime() + TOTP_CHALLENGE_TTL_MS),
    });
    return { token: '', secondFactor: 'totp', challenge };
  }
  return { token: await openSession(deps, userId, origin, method) };
}

/**
 * The second step. An unknown, expired or spent challenge is TOTP_CHALLENGE_INVALID before any
 * code is judged; a wrong code counts against the player's TOTP limits (security/totp.ts) and the
 * challenge stays usable until it expires; a valid code spends the challenge (conditional UPDATE,
 * so two racing requests open one session) and opens the session.
 */
export async function totpLogin(deps: Deps, input: { challenge: string; code: string }, origin: SessionOrigin): Promise<LoginResult> {
  const hash = sha256(input.challenge);
  const [c] = await deps.db.select({ userId: totpChallenges.userId, method: totpChallenges.method }).from(totpChallenges)
    .where(and(eq(totpChallenges.tokenHash, hash), isNull(totpChallenges.usedAt), gt(totpChallenges.expiresAt, origin.now)));
  if (!c) throw new AppError('TOTP_CHALLENGE_INVALID');
  await checkTotpCode(deps, c.userId, input.code, { ip: origin.ip });
  const spent = await queryRows<{ user_id: string }>(deps.db, sql`
    UPDATE totp_challenges SET used_at = ${origin.now} WHERE token_hash = ${hash} AND used_at IS NULL RETURNING user_id::text AS user_id`);
  if (!spent[0]) throw new AppError('TOTP_CHALLENGE_INVALID');
  const [user] = await deps.db.select({ status: users.status }).from(users).where(eq(users.id, c.userId));
  if (!user || user.status !== 0) throw new AppError('TOTP_CHALLENGE_INVALID');
  const method = SIGN_IN_METHODS.find((m) => m === c.method) ?? 'password';
  return { token: await openSession(deps, c.userId, origin, method) };
}
