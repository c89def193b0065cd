// A case coupon used by an opening (boxes/opening/open.ts), in the opening's transaction: one conditional
// update marks it used only if it is the player's, unused, unexpired, a case coupon for this case
// (or any case) and the price reaches its minimum. Racing openings naming it queue on its row lock;
// the first wins, the others find it used. No row: the reason is read and the opening refused
// (its transaction, with the key's claim and the nonces it took, rolls back).
import { COUPON_TYPE } from '../../../../shared/reward-constants.ts';
import type { Tx } from '../../../db/client.ts';
import { run, statement } from '../../../db/statements.ts';
import { couponRefusal } from './why-unusable.ts';

const USE_CASE_COUPON = statement('coupon_use_case', `
  UPDATE coupons SET state = 1, used_ref = $5, used_at = $6
  WHERE id = $1 AND user_id = $2 AND state = 0 AND coupon_type = ${COUPON_TYPE.case} AND expires_at > $6
    AND (box_id IS NULL OR box_id = $3) AND min_fen <= $4::bigint
  RETURNING off_fen::text AS off`);

/** Uses the coupon and returns what comes off the price (fen); throws the reason it cannot. */
export async function useCaseCoupon(
  tx: Tx, u: { couponId: string; userId: bigint; boxId: number; price: bigint; ref: string; now: Date },
): Promise<bigint> {
  const [row] = await run<{ off: string }>(tx, USE_CASE_COUPON, [u.couponId, String(u.userId), u.boxId, String(u.price), u.ref, u.now.toISOString()]);
  if (row) return BigInt(row.off);
  throw (await couponRefusal(tx, { couponId: u.couponId, userId: u.userId, couponType: COUPON_TYPE.case, amount: u.price, boxId: u.boxId, now: u.now }))
    ?? new Error(`coupon ${u.couponId} fits but was not used`);
}
