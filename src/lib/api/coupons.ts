// Coupons and free cases.
import type { OpenBoxResult } from '../../shared/contracts/box.ts';
import type { CouponView, FreeBoxView } from '../../shared/contracts/rewards/coupons.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import { api } from './index.ts';

export const COUPON_PAGE_SIZE = 15;

export const couponApi = {
  /** Usable now (couponType -1 all, 1 deposit, 2 case); with `boxId`, case coupons fitting that case. */
  usable: (couponType: number, boxId?: number) => api.get<CouponView[]>('/profile/getMyCoupons', { couponType, boxId }),
  page: (couponType: number, stat: number, page: number) =>
    api.get<Page<CouponView>>('/profile/getMyCouponPage', { couponType, stat, page, pageSize: COUPON_PAGE_SIZE }),
  freeBoxes: (stat: number, page: number, pageSize = 30) => api.get<Page<FreeBoxView>>('/profile/getMyFreeBoxPage', { stat, page, pageSize }),
  /** One key per click: a retried click opens nothing twice. */
  openFree: (boxId: number, number: number) => api.post<OpenBoxResult>('/profile/openFreeBox', { boxId, number }, { idempotent: true }),
};
