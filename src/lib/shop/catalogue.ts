// /shop: the catalogue list, filtered and paged (docs/decisions/0041-paged-lists.md). Its own
// request channel: a newer request makes an older answer stale.
import type { ShopItem } from '../../shared/contracts/shop.ts';
import { shopApi, type ShopFilters } from '../api/shop.ts';
import { createFilteredList } from '../paged.ts';

export type { ShopFilters };

export const NO_SHOP_FILTERS: ShopFilters = { sort: 'default', category: 'all', name: '' };

export const shopCatalogue = createFilteredList<ShopFilters, ShopItem>(NO_SHOP_FILTERS, (f, page) => shopApi.list(f, page, { channel: 'shopList' }));
