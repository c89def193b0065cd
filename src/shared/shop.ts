// The points shop's fixed lists (the spec's screens), without zod so a page can import them: the sorts
// (default, highest price, lowest price) and the category tabs with the catalogue weapon type
// each one shows (src/server/modules/boxes/data: knife → dagger, awp, m4, ak, pistol).

export const SHOP_SORTS = ['default', 'highest', 'lowest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** `all` is no filter; the others are the spec's tabs, dagger meaning knives. */
export const SHOP_CATEGORIES = ['all', 'dagger', 'awp', 'm4', 'ak', 'pistol'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const SHOP_CATEGORY_WEAPON_TYPE: Readonly<Record<Exclude<ShopCategory, 'all'>, string>> = {
  dagger: 'knife',
  awp: 'awp',
  m4: 'm4',
  ak: 'ak',
  pistol: 'pistol',
};

/** Longest name search, in characters. */
export const SHOP_SEARCH_MAX = 50;

/**
 * Coins first, then points (the spec; design.md "Money"): what each pays of `price`, never more
 * than needed; null when the two together do not cover it. All amounts in fen.
 */
export function splitShopPayment(price: bigint, coins: bigint, points: bigint): { coins: bigint; points: bigint } | null {
  if (price <= 0n || coins < 0n || points < 0n) return null;
  const fromCoins = coins < price ? coins : price;
  const fromPoints = price - fromCoins;
  if (fromPoints > points) return null;
  return { coins: fromCoins, points: fromPoints };
}

/** The shop's price of a skin: catalogue price × markup (percent, 120 = ×1.2), rounded up to the fen. */
export function shopPrice(cataloguePrice: bigint, markupPercent: number): bigint {
  const m = BigInt(markupPercent);
  return (cataloguePrice * m + 99n) / 100n;
}
