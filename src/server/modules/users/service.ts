import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../../shared/contracts/auth.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { userBalances } from '../wallet/ledger.ts';

/** 13812345678 -> 138****5678 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
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
    invitationCode: u.invitationCode,
    balance: formatFen(b.main),
    secondaryBalance: formatFen(b.secondary),
    points: formatFen(b.points),
    goldCoins: formatFen(b.coins),
    firstDepositDone: u.firstDepositOrderId !== null,
  };
}
