// Coupons and free cases.
import { z } from 'zod';
import { intParam, msg, paging } from '../fields.ts';
import { hasForbiddenChars } from '../../forbidden-chars.ts';
import { MAX_OPEN } from '../../constants.ts';

/**
 * The optional `couponId` of api/pay/recharge and box/openBox: a coupon's id (digits), or nothing.
 * Absent or empty is `undefined`, so the request's fingerprint (idempotency.ts) is the one it was
 * before coupons existed.
 */
export const couponIdParam = z
  .union([z.string(), z.number()], { error: () => msg('v.integer', { field: 'field.couponId' }) })
  .optional()
  .transform((v, ctx) => {
    if (typeof v === 'string' && hasForbiddenChars(v)) {
      ctx.addIssue({ code: 'custom', message: msg('v.controlChars', { field: 'field.couponId' }) });
      return z.NEVER;
    }
    const s = v === undefined ? '' : String(v).trim();
    if (s === '') return undefined;
    if (!/^[1-9]\d{0,17}$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: msg('v.integer', { field: 'field.couponId' }) });
      return z.NEVER;
    }
    return s;
  });

/** GET api/profile/getMyCoupons: the player's usable coupons (couponType -1 all, 1 deposit, 2 case). */
export const myCouponsQuery = z.object({
  couponType: intParam('field.couponType', -1, -1, 2),
  /** Only those that fit this case (case page) or this deposit amount (recharge dialog); optional. */
  boxId: intParam('field.boxId', 0, 0, 1_000_000_000),
});

/** GET api/profile/getMyCouponPage (page 1, pageSize 15): every coupon, any state. */
export const myCouponPageQuery = paging.extend({
  couponType: intParam('field.couponType', -1, -1, 2),
  stat: intParam('field.stat', -1, -1, 2),
});

export interface CouponView {
  id: string;
  couponType: number;
  /** Deposit coupon: the bonus percent ("10"); case coupon: yuan off ("5.00"). */
  value: string;
  /** The least deposit or case price (× count) it applies to, yuan. */
  min: string;
  /** A case coupon for one case only; null: any case. */
  boxId: number | null;
  boxName: string | null;
  /** HOLDING_STAT */
  stat: number;
  expireTime: string;
  useTime: string | null;
  createTime: string;
}

/** GET api/profile/getMyFreeBoxPage (page 1, pageSize 15): unused first, soonest expiry first. */
export const myFreeBoxPageQuery = paging.extend({
  stat: intParam('field.stat', -1, -1, 2),
});

export interface FreeBoxView {
  id: string;
  boxId: number;
  boxName: string;
  boxImage: string;
  /** The case's price today, yuan (what the gift is worth). */
  price: string;
  /** HOLDING_STAT */
  stat: number;
  expireTime: string;
  openTime: string | null;
  /** The item it gave, once opened (backpack item id). */
  itemId: string | null;
  createTime: string;
}

/** POST api/profile/openFreeBox: opens `number` of the player's unused free cases of `boxId`. */
export const openFreeBoxBody = z.object({
  boxId: intParam('field.boxId', null, 1, 1_000_000_000),
  number: intParam('field.number', 1, 1, MAX_OPEN),
});
