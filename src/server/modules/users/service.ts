import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../../shared/contracts/auth.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { userBalances } from '../wallet/ledger.ts';
import { TRADE_LINK_HOLD_MS } from '../withdrawals/trade-hold.ts';

/** 13812345678 -> 138****5678 */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}

/** alice@example.com -> a***@example.com */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

export async function userInfo(db: Db, userId: bigint): Promise<UserInfo> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('NOT_SIGNED_IN');
  const b = await userBalances(db, userId);
  return {
    id: String(u.id),
    nickname: u.nickname,
    avatar: u.avatar,
    phone: maskPhone(u.phone),
    email: maskEmail(u.email),
    steamBound: u.steamId !== null,
    tradeUrl: u.tradeUrl ?? '',
    securityWay: u.securityWay === 'sms' ? 'sms' : 'none',
    inviterBound: u.inviterId !== null,
    realNameVerified: u.realNameVerifiedAt !== null,
    hasPassword: u.passwordHash !== null,
    invitationCode: u.invitationCode,
    balance: formatFen(b.main),
    secondaryBalance: formatFen(b.secondary),
    points: formatFen(b.points),
    goldCoins: formatFen(b.coins),
    firstDepositDone: u.firstDepositOrderId !== null,
    streamer: u.streamer,
    vipLevel: u.vipLevel,
    avatarFrame: u.avatarFrame,
    nameColour: u.nameColour,
    // The end of the last change's hold, past or not: the page compares it with its own clock.
    tradeHoldUntil: u.tradeUrlChangedAt ? new Date(u.tradeUrlChangedAt.getTime() + TRADE_LINK_HOLD_MS).toISOString() : '',
    antiPhishingPhrase: u.antiPhishingPhrase,
  };
}
