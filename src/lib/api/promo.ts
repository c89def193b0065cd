// Promotion (推广): the partner's own page and its two paged lists. Types only from the
// contract, so no zod ships.
import type { PromotedPlayer, PromotionInfo, RebateRecord } from '../../shared/contracts/promotion.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import { api } from './index.ts';

export const PROMO_PAGE_SIZE = 10;

export const promoApi = {
  info: () => api.get<PromotionInfo>('/profile/getPromotionInfo'),
  promoted: (page: number, pageSize = PROMO_PAGE_SIZE) => api.get<Page<PromotedPlayer>>('/profile/getPromotedPage', { page, pageSize }),
  rebates: (page: number, pageSize = PROMO_PAGE_SIZE) => api.get<Page<RebateRecord>>('/profile/getRebatePage', { page, pageSize }),
};
