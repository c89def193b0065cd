// The backpack: items won or bought, each in exactly one state.
import { z } from 'zod';
import { RARITY_KEYS } from '../skin-category.ts';
import { intParam, msg, oneOf, paging, str } from './fields.ts';
import type { Ornament } from './box.ts';
import type { Page } from './wallet.ts';

export { ITEM_STATE, MODULE } from '../constants.ts';

export interface BagItem extends Ornament {
  id: string;
  recoveryPrice: string;
  moduleId: number;
  state: number;
  createTime: string;
}

/** The longest name search in the backpack, in characters. */
export const BAG_SEARCH_MAX = 50;

/**
 * The backpack's status filter: 0 the items in it (the default, what can be sold or taken back),
 * 2 those on their way to Steam, -1 both. Sold, withdrawn and used items are records, not the
 * player's collection: they stay in the record centre.
 */
export const BAG_STATES = [0, 2, -1] as const;
export type BagState = (typeof BAG_STATES)[number];

export const bagQuery = paging.extend({
  moduleId: intParam('field.moduleId', -1, -1, 99),
  orderBy: oneOf('field.orderBy', ['time', 'price', 'rarity']).default('time'),
  order: oneOf('field.order', ['desc', 'asc']).default('desc'),
  rarity: oneOf('field.rarity', ['all', ...RARITY_KEYS]).default('all'),
  state: intParam('field.state', 0, -1, 2).refine((v) => v !== 1, msg('v.type', { field: 'field.state' })),
  /** Part of the item's name in the request's language, any case. */
  name: str('field.search').trim().max(BAG_SEARCH_MAX, msg('v.tooLong', { field: 'field.search', max: BAG_SEARCH_MAX })).default(''),
});
export type BagQuery = z.infer<typeof bagQuery>;

/** A page of the backpack, with what every item the filters match is worth together (yuan). */
export interface BagPage extends Page<BagItem> {
  totalValue: string;
}

/** ids: comma-separated backpack item ids, 1 to 100 of them. */
export const exchangeBody = z.object({
  ids: str('field.ids', 'v.required')
    .trim()
    .min(1, msg('v.required', { field: 'field.ids' }))
    .max(2000, msg('v.tooLong', { field: 'field.ids', max: 2000 }))
    .refine((s) => /^\d{1,18}(,\d{1,18}){0,99}$/.test(s), msg('v.ids')),
});

export interface ExchangeResult {
  count: number;
  amount: string;
  balance: string;
}
