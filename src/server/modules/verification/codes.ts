// One-time codes sent by SMS or mail: 6 digits, valid 10 minutes, single use, stored hashed,
// dead after MAX_ATTEMPTS wrong guesses. Sending limits (per phone, IP, prefix) sit in front of
// issueCode, and the guess limits (auth/attempts.ts) in front of consumeCode: use checkCode
// (./check.ts), which reserves the attempt first. This file only keeps and checks codes.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';

import type { MailPurpose, SmsPurpose } from '../../../shared/constants.ts';

export type { MailPurpose, SmsPurpose };

export type CodeChannel = 'sms' | 'mail';
export const CODE_TTL_MS = 10 * 60_000;
/**
 * Wrong guesses that kill a code. High on purpose: a low number let anyone kill the owner's code
 * with a few guesses. Guessing is limited in front of this (auth/attempts.ts: a slider pass past
 * three failures, ten per address), so reaching this takes many addresses and slider passes, and
 * even then a guess wins with odds of 100 in 10^6 per code.
 */
export const MAX_ATTEMPTS = 100;

export interface CodeRef {
  channel: CodeChannel;
  /** The phone number or mail address. */
  target: string;
  purpose: SmsPurpose | MailPurpose;
}

/**
 * An HMAC under the server's APP_SECRET: a bare hash of one of 10^6 codes falls to a loop, so a
 * leaked table alone must not give live codes away.
 */
function hashCode(ref: CodeRef, code: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`${ref.channel}:${ref.target}:${ref.purpose}:${code}`).digest('hex');
}

/** Six digits, uniformly drawn (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Stores a new code and returns it in clear for the provider to send; older codes for the same ref stay valid until used or expired. */
export async function issueCode(db: Db | Tx, ref: CodeRef, from: { ip: string; now: Date }, pepper: string): Promise<string> {
  const code = newCode();
  await db.insert(verificationCodes).values({
    channel: ref.channel,
    target: ref.target,
    purpose: ref.purpose,
    codeHash: hashCode(ref, code, pepper),
    ip: from.ip,
    createdAt: from.now,
    expiresAt: new Date(from.now.getTime() + CODE_TTL_MS),
  });
  // Long-dead codes are worthless; trim as we go instead of running a sweeper.
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(from.now.getTime() - 24 * 3600_000)));
  return code;
}

/**
 * True once for the right code: the newest live code for the ref is checked; a wrong guess
 * spends one of its 5 attempts; a right one marks it used by a conditional update, so two racing
 * requests with the same code cannot both pass.
 */
export async function consumeCode(db: Db | Tx, ref: CodeRef, code: string, now: Date, pepper: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const [row] = await db.select({ id: verificationCodes.id, codeHash: verificationCodes.codeHash })
    .from(verificationCodes)
    .where(and(
      eq(verificationCodes.channel, ref.channel),
      eq(verificationCodes.target, ref.target),
      eq(verificationCodes.purpose, ref.purpose),
      isNull(verificationCodes.usedAt),
      gt(verificationCodes.expiresAt, now),
      lt(verificationCodes.attempts, MAX_ATTEMPTS),
    ))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(ref, code, pepper), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(eq(verificationCodes.id, row.id));
    return false;
  }
  const used = await db.update(verificationCodes).set({ usedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt), lt(verificationCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
