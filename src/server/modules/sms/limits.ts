// How often codes may be sent, counted from the verification_codes rows themselves, so every
// server process sees the same counts and a refused send has nothing to undo. The caller holds
// SEND_LOCK for its transaction, so two racing sends cannot both slip under a limit.
import { and, eq, gt, like, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { SMS_RESEND_SECONDS, type SmsPurpose } from '../../../shared/constants.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const SMS_LIMITS = {
  /** Per phone and purpose: the button's countdown, enforced. */
  resendMs: SMS_RESEND_SECONDS * 1000,
  perPhoneBurst: { max: 3, windowMs: 10 * MIN },
  perPhoneDay: { max: 10, windowMs: DAY },
  // Generous on purpose: a campus, an office or an internet café shares one address.
  perIpHour: { max: 20, windowMs: HOUR },
  perIpDay: { max: 60, windowMs: DAY },
  /**
   * The first 7 digits (carrier block and area) cover 10,000 numbers: a number-walking bot shows
   * here. A block past `hot` codes an hour is logged as an alert, and an address that has already
   * sent `perIpWhenHot` codes into a hot block is refused more; nobody else is (a limit on the
   * whole block silenced every honest number in it).
   */
  block: { hot: 30, perIpWhenHot: 3, windowMs: HOUR },
} as const;

/** An arbitrary constant: the key of the transaction-scoped advisory lock that serializes sends. */
export const SEND_LOCK = 730_4001;

export function numberPrefix(phone: string): string {
  return phone.slice(0, 7);
}

interface Counts {
  /** Epoch ms of the newest code for this phone and purpose (drivers differ on timestamp text, so SQL gives a number). */
  last: number | null;
  phoneBurst: number;
  phoneDay: number;
  ipHour: number;
  ipDay: number;
  prefixHour: number;
  prefixHourFromIp: number;
}

export interface SendVerdict {
  /** The number's 7-digit block is being walked: worth an alert in the log. */
  hotBlock: boolean;
}

/** Throws the 429 of the first limit a new code for `phone` from `ip` would break. */
export async function assertMaySend(tx: Tx, phone: string, purpose: SmsPurpose, ip: string, now: Date): Promise<SendVerdict> {
  const t = now.getTime();
  const since = (ms: number) => new Date(t - ms);
  const c = verificationCodes;
  const after = (ms: number) => sql`${c.createdAt} > ${since(ms).toISOString()}`;
  const [row] = await tx.select({
    last: sql<number | null>`max(extract(epoch from ${c.createdAt}) * 1000) filter (where ${c.target} = ${phone} and ${c.purpose} = ${purpose})`
      .mapWith((v) => (v === null ? null : Number(v))),
    phoneBurst: sql<number>`count(*) filter (where ${c.target} = ${phone} and ${after(SMS_LIMITS.perPhoneBurst.windowMs)})`.mapWith(Number),
    phoneDay: sql<number>`count(*) filter (where ${c.target} = ${phone})`.mapWith(Number),
    ipHour: sql<number>`count(*) filter (where ${c.ip} = ${ip} and ${after(SMS_LIMITS.perIpHour.windowMs)})`.mapWith(Number),
    ipDay: sql<number>`count(*) filter (where ${c.ip} = ${ip})`.mapWith(Number),
    prefixHour: sql<number>`count(*) filter (where ${c.target} like ${`${numberPrefix(phone)}%`} and ${after(SMS_LIMITS.block.windowMs)})`.mapWith(Number),
    prefixHourFromIp: sql<number>`count(*) filter (where ${c.target} like ${`${numberPrefix(phone)}%`} and ${c.ip} = ${ip} and ${after(SMS_LIMITS.block.windowMs)})`.mapWith(Number),
  }).from(c).where(and(
    eq(c.channel, 'sms'),
    gt(c.createdAt, since(DAY)),
    or(like(c.target, `${numberPrefix(phone)}%`), eq(c.ip, ip)),
  )) as Counts[];

  if (row.last !== null) {
    const left = Math.ceil((row.last + SMS_LIMITS.resendMs - t) / 1000);
    if (left > 0) throw new AppError('SMS_RESEND_LOCKED', { seconds: left });
  }
  if (row.phoneBurst >= SMS_LIMITS.perPhoneBurst.max) throw new AppError('SMS_PHONE_BURST');
  if (row.phoneDay >= SMS_LIMITS.perPhoneDay.max) throw new AppError('SMS_PHONE_DAILY');
  const hotBlock = row.prefixHour >= SMS_LIMITS.block.hot;
  if (hotBlock && row.prefixHourFromIp >= SMS_LIMITS.block.perIpWhenHot) throw new AppError('SMS_PREFIX_LIMIT');
  if (row.ipHour >= SMS_LIMITS.perIpHour.max || row.ipDay >= SMS_LIMITS.perIpDay.max) throw new AppError('SMS_IP_LIMIT');
  return { hotBlock };
}
