// The backpack: items won or bought, each in exactly one state.
import { z } from 'zod';
import { intParam, msg, oneOf, paging, str } from './fields.ts';
import type { Ornament } from './box.ts';

export { ITEM_STATE, MODULE } from '../constants.ts';

export interface BagItem extends Ornament {
  id: string;
  recoveryPrice: string;
  moduleId: number;
  state: number;
  createTime: string;
}

export const bagQuery = paging.extend({
  moduleId: intParam('field.moduleId', -1, -1, 99),
  orderBy: oneOf('field.orderBy', ['time', 'price']).default('time'),
  order: oneOf('field.order', ['desc', 'asc']).default('desc'),
});

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
