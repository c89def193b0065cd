// The player's authenticator (TOTP second factor, the same RFC 6238 codes and library as the staff
// console's, console/auth/totp.ts, in tables of its own): turning it on and off, recovery codes, and
// the check every guarded step makes while it is on.
//
// - `start` makes a secret on the server and shows it only in its answer (QR drawn by the browser);
//   a new start replaces one not confirmed yet; once on, start is refused.
// - `confirm` turns it on with a valid code for THAT secret (a conditional UPDATE: two confirms at
//   once, or a confirm racing a new start, end with one secret), answers ten recovery codes once
//   (only their HMAC under APP_SECRET is kept, as one-time codes are), and ends the other sessions:
//   a device is "known" (no second step at sign-in) only through a live session, so whatever was
//   signed in before the factor existed has to pass it.
// - A code is accepted once: the newest used time step is moved by a conditional UPDATE, so a
//   replayed code (or an older one) is refused even when two requests race; a recovery code is
//   spent by a conditional UPDATE too.
// - The secret (pending or on) is stored sealed under a key derived from APP_SECRET (sealed-secret.ts,
//   docs/decisions/0112); one that cannot be opened matches no code. A row written before sealing
//   still works and is sealed by the first code it accepts.
// - Guesses are counted in the database before the code is judged (auth/attempts.ts): 10 failures
//   an hour per account and address, 100 per account from addresses that have failed, so someone
//   holding the password and guessing never refuses the owner at a clean address.
import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { generateURI } from 'otplib';
import { queryRows } from '../../db/client.ts';
import { sessions, users, userTotp, userTotpRecovery } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { newTotpSecret, TOTP_PERIOD_S, totpStep } from '../../console/auth/totp.ts';
import { reserveAttempt, type AttemptLimit } from '../auth/attempts.ts';
import { hashToken } from '../auth/sessions.ts';
import { z } from 'zod';
import { optionalTotpCode, type TotpConfirmResult, type TotpStart, type TotpStatus } from '../../../shared/contracts/totp.ts';
import { parse } from '../../validate.ts';
import { isSealed, openTotpSecret, sealTotpSecret } from '../../sealed-secret.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

export const PLAYER_TOTP_ISSUER = 'CS2';
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function totpLimits(userId: bigint, ip: string): AttemptLimit[] {
  const pair = `totp-ip:${userId}|${ip}`;
  return [
    { subject: `totp:${userId}`, refuseAt: 100, spareIfClean: pair },
    { subject: pair, refuseAt: 10 },
  ];
}

/** Upper case without spaces or dashes: how a recovery code is hashed and compared. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

function recoveryHash(userId: bigint, code: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`totp-recovery:${userId}:${normaliseRecoveryCode(code)}`).digest('hex');
}

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export async function totpStatus(deps: Pick<Deps, 'db'>, userId: bigint): Promise<TotpStatus> {
  const [row] = await deps.db.select({ secret: userTotp.secret }).from(userTotp).where(eq(userTotp.userId, userId));
  if (!row?.secret) return { enabled: false, recoveryCodesLeft: 0 };
  const [left] = await deps.db.select({ n: count() }).from(userTotpRecovery)
    .where(and(eq(userTotpRecovery.userId, userId), isNull(userTotpRecovery.usedAt)));
  return { enabled: true, recoveryCodesLeft: Number(left?.n ?? 0) };
}

export async function totpEnabled(deps: Pick<Deps, 'db'>, userId: bigint): Promise<boolean> {
  const [row] = await deps.db.select({ userId: userTotp.userId }).from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.secret)));
  return !!row;
}

export async function startTotp(deps: Deps, userId: bigint): Promise<TotpStart> {
  const secret = newTotpSecret();
  const now = deps.clock();
  // Insert or replace the pending secret, only while not on: one statement, so a confirm racing it
  // sees either secret, never a mix.
  const rows = await queryRows<{ user_id: string }>(deps.db, sql`
    INSERT INTO user_totp (user_id, pending_secret, created_at) VALUES (${userId}, ${sealTotpSecret(deps.config.appSecret, secret)}, ${now})
    ON CONFLICT (user_id) DO UPDATE SET pending_secret = excluded.pending_secret WHERE user_totp.secret IS NULL
    RETURNING user_id::text AS user_id`);
  if (!rows[0]) throw new AppError('TOTP_ALREADY_ON');
  const [user] = await deps.db.select({ phone: users.phone, nickname: users.nickname }).from(users).where(eq(users.id, userId));
  const label = user?.phone ?? user?.nickname ?? `user-${userId}`;
  return { secret, otpauthUri: generateURI({ issuer: PLAYER_TOTP_ISSUER, label, secret, period: TOTP_PERIOD_S }) };
}

export async function confirmTotp(deps: Deps, userId: bigint, input: { code: string }, from: { ip: string; token: string }): Promise<TotpConfirmResult> {
  const now = deps.clock();
  const attempt = await reserveAttempt(deps, totpLimits(userId, from.ip), { ip: from.ip, now });
  const [row] = await deps.db.select({ secret: userTotp.secret, pending: userTotp.pendingSecret }).from(userTotp).where(eq(userTotp.userId, userId));
  if (row?.secret) throw new AppError('TOTP_ALREADY_ON');
  if (!row?.pending) throw new AppError('TOTP_NOT_STARTED');
  // A pending secret that cannot be opened (APP_SECRET changed since the start) matches no code: start again.
  const plain = openTotpSecret(deps.config.appSecret, row.pending);
  const step = plain === null ? null : await totpStep(plain, input.code.trim(), now);
  if (step === null || plain === null) throw new AppError('TOTP_CODE_INVALID');
  await attempt.pass();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    // Only the secret that was checked, and only while still off (a second confirm, a new start).
    const done = await tx.update(userTotp).set({ secret: sealTotpSecret(deps.config.appSecret, plain), pendingSecret: null, enabledAt: now, lastStep: step })
      .where(and(eq(userTotp.userId, userId), isNull(userTotp.secret), eq(userTotp.pendingSecret, row.pending!)))
      .returning({ userId: userTotp.userId });
    if (!done[0]) throw new AppError('TOTP_NOT_STARTED');
    await tx.delete(userTotpRecovery).where(eq(userTotpRecovery.userId, userId));
    await tx.insert(userTotpRecovery).values(codes.map((c) => ({ userId, codeHash: recoveryHash(userId, c, deps.config.appSecret), createdAt: now })));
    await tx.update(sessions).set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.tokenHash, hashToken(from.token))));
  });
  return { recoveryCodes: codes };
}

/**
 * Judges a code (6 digits, or a recovery code) for a player whose authenticator is on, counting the
 * attempt first; TOTP_CODE_INVALID for a wrong, replayed or spent one.
 */
export async function checkTotpCode(deps: Deps, userId: bigint, code: string, from: { ip: string }): Promise<void> {
  const now = deps.clock();
  const attempt = await reserveAttempt(deps, totpLimits(userId, from.ip), { ip: from.ip, now });
  const [row] = await deps.db.select({ secret: userTotp.secret }).from(userTotp).where(eq(userTotp.userId, userId));
  if (!row?.secret) throw new AppError('TOTP_NOT_ON');
  const db = deps.db;
  const given = code.trim();
  let ok = false;
  if (/^\d{6}$/.test(given)) {
    const plain = openTotpSecret(deps.config.appSecret, row.secret);
    const step = plain === null ? null : await totpStep(plain, given, now);
    if (step !== null && plain !== null) {
      // The replay refusal: only one use can move the last step past this one. The same guarded
      // UPDATE seals a secret written before sealing.
      const secret = isSealed(row.secret) ? row.secret : sealTotpSecret(deps.config.appSecret, plain);
      const moved = await db.update(userTotp).set({ lastStep: step, secret })
        .where(and(eq(userTotp.userId, userId), eq(userTotp.secret, row.secret), sql`${userTotp.lastStep} < ${step}`))
        .returning({ userId: userTotp.userId });
      ok = moved.length === 1;
    }
  } else {
    const spent = await db.update(userTotpRecovery).set({ usedAt: now })
      .where(and(eq(userTotpRecovery.userId, userId), eq(userTotpRecovery.codeHash, recoveryHash(userId, given, deps.config.appSecret)), isNull(userTotpRecovery.usedAt)))
      .returning({ id: userTotpRecovery.id });
    ok = spent.length === 1;
  }
  if (!ok) throw new AppError('TOTP_CODE_INVALID');
  await attempt.pass();
}

/**
 * The guard of a sensitive step: nothing while the authenticator is off; while on, TOTP_REQUIRED
 * without a code, else the code is judged and spent (checkTotpCode).
 */
export async function requireTotp(deps: Deps, userId: bigint, code: string | undefined, from: { ip: string }): Promise<void> {
  if (!(await totpEnabled(deps, userId))) return;
  if (!code) throw new AppError('TOTP_REQUIRED');
  await checkTotpCode(deps, userId, code, from);
}

const totpCodeBody = z.object({ totpCode: optionalTotpCode });

/**
 * requireTotp with the code read from a request's body (`totpCode`, beside the step's own fields,
 * which are parsed first): what the take-back and the phone, mail, password and trade-link changes
 * call after their own validation and before any effect.
 */
export async function requireTotpOf(deps: Deps, userId: bigint, body: unknown, ip: string): Promise<void> {
  const { totpCode } = parse(totpCodeBody, body ?? {});
  await requireTotp(deps, userId, totpCode, { ip });
}

export async function disableTotp(deps: Deps, userId: bigint, input: { code: string }, from: { ip: string }): Promise<void> {
  if (!(await totpEnabled(deps, userId))) throw new AppError('TOTP_NOT_ON');
  await checkTotpCode(deps, userId, input.code, from);
  await deps.db.transaction(async (tx) => {
    await tx.delete(userTotpRecovery).where(eq(userTotpRecovery.userId, userId));
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
  });
}
