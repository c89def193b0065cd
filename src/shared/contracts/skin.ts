// Skins: the whole catalogue as a searchable list, and one skin's detail with every
// case that holds it at the odds the case page shows. Prices are yuan strings; odds are percent
// strings with 4 decimals, exactly as GET api/box/getBoxDetail gives them.
import { z } from 'zod';
import { parseYuan } from '../money.ts';
import { RARITY_KEYS, SKIN_CATEGORIES, type SkinCategory } from '../skin-category.ts';
import type { BoxSummary, Ornament } from './box.ts';
import { intParam, msg, oneOf, paging, str } from './fields.ts';

export { RARITY_KEYS, SKIN_CATEGORIES, type SkinCategory };

export const SKIN_SORTS = ['default', 'price_desc', 'price_asc'] as const;
export type SkinSort = (typeof SKIN_SORTS)[number];

/** The longest search text, in characters. */
export const SKIN_SEARCH_MAX = 50;

/** A yuan bound in a query ("10", "12.5"); blank or absent is no bound. */
function optionalYuan(field: 'field.minPrice' | 'field.maxPrice') {
  return str(field, 'v.amount')
    .trim()
    .refine((s) => s === '' || /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/.test(s), msg('v.amount'))
    .transform((s) => (s === '' ? undefined : parseYuan(s)!))
    .optional();
}

/** GET api/skin/list: search by name in the request's language, category, rarity, price range, sort, paging. */
export const skinListQuery = paging
  .extend({
    search: str('field.search').trim().max(SKIN_SEARCH_MAX, msg('v.tooLong', { field: 'field.search', max: SKIN_SEARCH_MAX })).optional(),
    category: oneOf('field.category', ['all', ...SKIN_CATEGORIES]).default('all'),
    rarity: oneOf('field.rarity', ['all', ...RARITY_KEYS]).default('all'),
    minPrice: optionalYuan('field.minPrice'),
    maxPrice: optionalYuan('field.maxPrice'),
    sort: oneOf('field.sort', SKIN_SORTS).default('default'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: msg('v.priceRange'),
    path: ['maxPrice'],
  });
export type SkinListQuery = z.infer<typeof skinListQuery>;

/** GET api/skin/detail?id= */
export const skinDetailQuery = z.object({ id: intParam('field.skinId', null, 1, 2_147_483_647) });

export interface SkinSummary extends Ornament {
  category: SkinCategory;
  /** How many cases on sale hold it. */
  caseCount: number;
}

export interface SkinList {
  list: SkinSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** A case that holds the skin: the case as the case list shows it, and the skin's odds in it. */
export interface SkinCase extends BoxSummary {
  /** Percent, 4 decimals ("0.2600"), the sum of the skin's ticket ranges in the case. */
  odds: string;
  /** Tickets out of 1,000,000 that give the skin. */
  tickets: number;
}

export interface SkinDetail extends SkinSummary {
  /** Most likely first, then the cheaper case. */
  cases: SkinCase[];
}
