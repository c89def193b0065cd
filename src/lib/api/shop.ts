// Points shop endpoints: the skins on sale, buying one (idempotent), and the
// player's purchases for the record centre.
import type { ShopBuyResult, ShopItem, ShopOrderRecord } from '../../shared/contracts/shop.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { ShopCategory, ShopSort } from '../../shared/shop.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

export const SHOP_PAGE_SIZE = 24;

export interface ShopFilters {
  sort: ShopSort;
  category: ShopCategory;
  name: string;
}

export const shopApi = {
  list: (f: ShopFilters, page: number, opts: RequestOptions = {}) => {
    const params: Record<string, string | number> = { page, pageSize: SHOP_PAGE_SIZE, sort: f.sort, category: f.category };
    if (f.name.trim()) params.name = f.name.trim();
    return api.get<Page<ShopItem>>('/shop/list', params, opts);
  },
  /** Spends gold coins, then points: idempotent (one key per click). */
  buy: (ornamentId: number) => api.post<ShopBuyResult>('/shop/buy', { ornamentId }, { idempotent: true }),
  myOrders: (page: number, pageSize: number, opts: RequestOptions = {}) =>
    api.get<Page<ShopOrderRecord>>('/profile/getMyShopLog', { page, pageSize }, opts),
};
