// How often mail codes may be sent. Per address and per IP the count comes from the stored codes,
// so every server process sees it; per user it is a window kept in this process (the code rows
// do not name the user), which bounds one account spraying many addresses.
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { SMS_RESEND_SECONDS } from '../../../shared/constants.ts';

export const MAIL_RESEND_MS = SMS_RESEND_SECONDS * 1000;
export const HOUR_MS = 3600_000;
export const PER_ADDRESS_PER_HOUR = 5;
export const PER_USER_PER_HOUR = 5;
export const PER_IP_PER_HOUR = 20;

export interface MailThrottle {
  /** Throws MAIL_CODE_TOO_SOON / MAIL_CODE_LIMIT, or records the send for the user. */
  assertMaySend(db: Db, input: { userId: bigint; email: string; ip: string; now: Date }): Promise<void>;
}

export function createMailThrottle(): MailThrottle {
  const sentByUser = new Map<bigint, number[]>();
  return {
    async assertMaySend(db, { userId, email, ip, now }) {
      const t = now.getTime();
      const hourAgo = new Date(t - HOUR_MS);
      const [last] = await db.select({ at: verificationCodes.createdAt }).from(verificationCodes)
        .where(and(eq(verificationCodes.channel, 'mail'), eq(verificationCodes.target, email), gte(verificationCodes.createdAt, new Date(t - MAIL_RESEND_MS))))
        .limit(1);
      if (last) {
        const seconds = Math.max(1, Math.ceil((last.at.getTime() + MAIL_RESEND_MS - t) / 1000));
        throw new AppError('MAIL_CODE_TOO_SOON', { seconds });
      }
      const [perAddress] = await db.select({ n: count() }).from(verificationCodes)
        .where(and(eq(verificationCodes.channel, 'mail'), eq(verificationCodes.target, email), gte(verificationCodes.createdAt, hourAgo)));
      const [perIp] = await db.select({ n: count() }).from(verificationCodes)
        .where(and(eq(verificationCodes.channel, 'mail'), eq(verificationCodes.ip, ip), gte(verificationCodes.createdAt, hourAgo)));
      const mine = (sentByUser.get(userId) ?? []).filter((at) => at > t - HOUR_MS && at <= t);
      if (Number(perAddress.n) >= PER_ADDRESS_PER_HOUR || Number(perIp.n) >= PER_IP_PER_HOUR || mine.length >= PER_USER_PER_HOUR) {
        throw new AppError('MAIL_CODE_LIMIT');
      }
      mine.push(t);
      sentByUser.set(userId, mine);
      // Forget users whose window has passed, so the map stays as small as the last hour's senders.
      if (sentByUser.size > 10_000) {
        for (const [id, times] of sentByUser) if (times.every((at) => at <= t - HOUR_MS)) sentByUser.delete(id);
      }
    },
  };
}
