// The points shop (the spec's screens): GET api/shop/list and POST api/shop/buy. Prices are yuan
// strings of points (points and gold coins are worth the same as balance, as the spec says).
import { z } from 'zod';
import { SHOP_CATEGORIES, SHOP_SEARCH_MAX, SHOP_SORTS } from '../shop.ts';
import type { Ornament } from './box.ts';
import { intParam, msg, oneOf, paging, str } from './fields.ts';

export { SHOP_CATEGORIES, SHOP_SORTS, type ShopCategory, type ShopSort } from '../shop.ts';

export const shopListQuery = paging.extend({
  sort: oneOf('field.shopSort', SHOP_SORTS).default('default'),
  category: oneOf('field.shopCategory', SHOP_CATEGORIES).default('all'),
  /** Part of the skin's name in the request's language, any case. */
  name: str('field.shopName').trim().max(SHOP_SEARCH_MAX, msg('v.tooLong', { field: 'field.shopName', max: SHOP_SEARCH_MAX })).default(''),
});
export type ShopListQuery = z.infer<typeof shopListQuery>;

export const shopBuyBody = z.object({
  ornamentId: intParam('field.shopItem', null, 1, 2_000_000_000),
});

/** A skin on sale: the ornament with `price` its shop price in points. */
export interface ShopItem extends Ornament {
  /** The catalogue price it is worth (what it sells back from), yuan. */
  marketPrice: string;
}

export interface ShopBuyResult {
  /** The backpack item now holding it (moduleId shop). */
  itemId: string;
  ornament: ShopItem;
  price: string;
  coinsPaid: string;
  pointsPaid: string;
  /** The player's gold coins and points after the purchase. */
  coins: string;
  points: string;
}

/** A row of the record centre's shop tab. */
export interface ShopOrderRecord {
  id: string;
  ornament: ShopItem;
  price: string;
  coinsPaid: string;
  pointsPaid: string;
  createTime: string;
}
