// The player's coupons page (/personal/coupons): one filtered paged list (type and state) the
// island renders; the island never calls the API itself.
import type { CouponView } from '../../shared/contracts/rewards/coupons.ts';
import { COUPON_PAGE_SIZE, couponApi } from '../api/coupons.ts';
import { createFilteredList } from '../paged.ts';

export { COUPON_PAGE_SIZE };

export interface CouponFilters {
  /** A COUPON_TYPE, or -1 for every type. */
  type: number;
  /** A HOLDING_STAT, or -1 for every state. */
  stat: number;
}

export const coupons = createFilteredList<CouponFilters, CouponView>({ type: -1, stat: -1 }, (f, page) => couponApi.page(f.type, f.stat, page));
