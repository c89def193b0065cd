// Why a coupon named by a deposit or an opening cannot be used: read after the conditional update
// that would have used it found no row (or, for a deposit order, before it is created), so the
// player hears the one reason that applies, in this order: not theirs, used, expired, wrong kind.
import { eq } from 'drizzle-orm';
import { displayYuan } from '../../../../shared/money.ts';
import type { Tx } from '../../../db/client.ts';
import { coupons } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';

export interface CouponUse {
  couponId: string;
  userId: bigint;
  couponType: number;
  /** The deposit amount, or the case's price × count, fen. */
  amount: bigint;
  /** A case coupon: the case opened. */
  boxId?: number;
  now: Date;
}

/** The refusal for a coupon that does not fit `use`, or null when it fits (unused, unexpired, right kind, amount ≥ min). */
export async function couponRefusal(tx: Tx, use: CouponUse): Promise<AppError | null> {
  const [c] = await tx.select().from(coupons).where(eq(coupons.id, BigInt(use.couponId)));
  if (!c || c.userId !== use.userId) return new AppError('COUPON_NOT_FOUND');
  if (c.state !== 0) return new AppError('COUPON_USED');
  if (c.expiresAt.getTime() <= use.now.getTime()) return new AppError('COUPON_EXPIRED');
  const min = { min: displayYuan(c.minFen) };
  if (c.couponType !== use.couponType) return new AppError('COUPON_NOT_APPLICABLE', min);
  if (use.boxId !== undefined && c.boxId !== null && c.boxId !== use.boxId) return new AppError('COUPON_NOT_APPLICABLE', min);
  if (use.amount < c.minFen) return new AppError('COUPON_NOT_APPLICABLE', min);
  return null;
}
