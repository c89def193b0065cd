// A deposit coupon (+bonus_bp of one deposit of at least min_fen): named on api/pay/recharge and
// checked then (checkDepositCoupon: the order is refused when it cannot apply), USED by the
// notification that credits the deposit, in that transaction (useDepositCoupon).
//
// At credit time one conditional update marks it used (used_ref = the order) only if it is still
// unused and unexpired: two orders naming one coupon, credited at once, queue on its row lock and
// only the first pays its bonus; a coupon that expired between the order and the payment pays
// nothing (the deposit itself is always credited: the money has left the player's pocket).
// DAILY_REWARDS=off refuses coupons at order time and pays no coupon bonus at credit time.
import { BP_PER_PERCENT } from '../../../../shared/level-constants.ts';
import { COUPON_TYPE, REWARDS_HOUSE } from '../../../../shared/reward-constants.ts';
import type { Tx } from '../../../db/client.ts';
import { run, statement } from '../../../db/statements.ts';
import { AppError } from '../../../errors.ts';
import { postUserExternal } from '../../wallet/user-external.ts';
import { couponRefusal } from './why-unusable.ts';

/** Refuses (throws) a coupon that could not apply to a deposit of `amount` fen now. */
export async function checkDepositCoupon(
  tx: Tx, c: { couponId: string; userId: bigint; amount: bigint; now: Date; rewardsOn: boolean },
): Promise<void> {
  if (!c.rewardsOn) throw new AppError('DAILY_REWARDS_OFF');
  const refusal = await couponRefusal(tx, { couponId: c.couponId, userId: c.userId, couponType: COUPON_TYPE.deposit, amount: c.amount, now: c.now });
  if (refusal) throw refusal;
}

const USE_DEPOSIT_COUPON = statement('coupon_use_deposit', `
  UPDATE coupons SET state = 1, used_ref = $4, used_at = $5
  WHERE id = $1 AND user_id = $2 AND state = 0 AND coupon_type = ${COUPON_TYPE.deposit} AND expires_at > $5 AND min_fen <= $3::bigint
  RETURNING bonus_bp`);

/** The bonus of `bp` basis points on `fen`, rounded down to the fen. */
export const couponBonus = (fen: bigint, bp: number): bigint => (fen * BigInt(bp)) / BigInt(100 * BP_PER_PERCENT);

/**
 * Uses the order's coupon and returns its bonus (0n: none, or no longer usable). The caller posts it
 * (postDepositCouponBonus) after the deposit's own postings, in the same transaction.
 */
export async function useDepositCoupon(
  tx: Tx, u: { couponId: bigint; userId: bigint; orderId: string; amount: bigint; now: Date; rewardsOn: boolean },
): Promise<bigint> {
  if (!u.rewardsOn) return 0n;
  const [row] = await run<{ bonus_bp: number }>(tx, USE_DEPOSIT_COUPON, [String(u.couponId), String(u.userId), String(u.amount), u.orderId, u.now.toISOString()]);
  return row ? couponBonus(u.amount, row.bonus_bp) : 0n;
}

/** Posts a deposit coupon's bonus (kind couponBonus, from house:rewards); nothing for 0n. */
export async function postDepositCouponBonus(tx: Tx, c: { userId: bigint; orderId: string; bonus: bigint }): Promise<void> {
  if (c.bonus > 0n) {
    await postUserExternal(tx, { userId: c.userId, account: 'main', external: REWARDS_HOUSE, amount: c.bonus, kind: 'couponBonus', ref: c.orderId });
  }
}
