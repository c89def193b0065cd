// How often mail codes may be sent. Per address and per IP the counts come from the stored codes;
// per user from a database counter (the code rows do not name the user), which bounds one account
// spraying many addresses. The caller holds MAIL_SEND_LOCK for its transaction, so racing sends in
// any number of processes are judged one at a time, and a refused one rolls its count back.
import { and, count, eq, gte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { SMS_RESEND_SECONDS } from '../../../shared/constants.ts';
import { takeHit } from '../limits/counter.ts';

export const MAIL_RESEND_MS = SMS_RESEND_SECONDS * 1000;
export const HOUR_MS = 3600_000;
export const PER_ADDRESS_PER_HOUR = 5;
export const PER_USER_PER_HOUR = 5;
export const PER_IP_PER_HOUR = 20;

/** An arbitrary constant: the key of the transaction-scoped advisory lock that serializes mail sends. */
export const MAIL_SEND_LOCK = 730_4002;

export const mailUserBucket = (userId: bigint) => `mail:user:${userId}`;

/** Throws MAIL_CODE_TOO_SOON / MAIL_CODE_LIMIT, or counts the send for the user. */
export async function reserveMailSend(tx: Tx, { userId, email, ip, now }: { userId: bigint; email: string; ip: string; now: Date }): Promise<void> {
  const t = now.getTime();
  const hourAgo = new Date(t - HOUR_MS);
  const [last] = await tx.select({ at: verificationCodes.createdAt }).from(verificationCodes)
    .where(and(eq(verificationCodes.channel, 'mail'), eq(verificationCodes.target, email), gte(verificationCodes.createdAt, new Date(t - MAIL_RESEND_MS))))
    .limit(1);
  if (last) {
    const seconds = Math.max(1, Math.ceil((last.at.getTime() + MAIL_RESEND_MS - t) / 1000));
    throw new AppError('MAIL_CODE_TOO_SOON', { seconds });
  }
  const [perAddress] = await tx.select({ n: count() }).from(verificationCodes)
    .where(and(eq(verificationCodes.channel, 'mail'), eq(verificationCodes.target, email), gte(verificationCodes.createdAt, hourAgo)));
  const [perIp] = await tx.select({ n: count() }).from(verificationCodes)
    .where(and(eq(verificationCodes.channel, 'mail'), eq(verificationCodes.ip, ip), gte(verificationCodes.createdAt, hourAgo)));
  if (Number(perAddress.n) >= PER_ADDRESS_PER_HOUR || Number(perIp.n) >= PER_IP_PER_HOUR) throw new AppError('MAIL_CODE_LIMIT');
  const mine = await takeHit(tx, mailUserBucket(userId), HOUR_MS, now);
  if (mine.hits > PER_USER_PER_HOUR) throw new AppError('MAIL_CODE_LIMIT');
}
