// The backpack: items won or bought, each in exactly one state.
import { z } from 'zod';
import { intParam, msg, paging } from './fields.ts';
import type { Ornament } from './box.ts';

/** Where an item came from: the spec's moduleId filter (-1 = all). */
export const MODULE = { case: 1, battle: 2, dream: 3, shop: 4, roll: 5 } as const;

/** 0 in the backpack; 1 sold back; 2 withdrawing; 3 withdrawn; 4 used up (upgrade, battle). */
export const ITEM_STATE = { inBag: 0, sold: 1, withdrawing: 2, withdrawn: 3, consumed: 4 } as const;

export interface BagItem extends Ornament {
  id: string;
  recoveryPrice: string;
  moduleId: number;
  state: number;
  createTime: string;
}

export const bagQuery = paging.extend({
  moduleId: intParam('field.moduleId', -1, -1, 99),
  orderBy: z.enum(['time', 'price'], { error: () => msg('v.type', { field: 'field.orderBy' }) }).default('time'),
  order: z.enum(['desc', 'asc'], { error: () => msg('v.type', { field: 'field.order' }) }).default('desc'),
});

/** ids: comma-separated backpack item ids, 1 to 100 of them. */
export const exchangeBody = z.object({
  ids: z.string({ error: () => msg('v.required', { field: 'field.ids' }) })
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
