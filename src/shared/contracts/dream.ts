// Dream (追梦): pick a target skin from the pool, pick a chance (or stake backpack items),
// pay the fee, roll. The arithmetic lives in ../dream-fee.ts (no zod, the page imports it).
import { z } from 'zod';
import { intParam, msg, oneOf, paging, str } from './fields.ts';
import type { Ornament } from './box.ts';

export { DREAM_TICKETS, dreamFee, stakeChancePpm } from '../dream-fee.ts';

/** GET api/dream/config: what the server accepts now (DREAM_* settings). */
export interface DreamConfig {
  minPercent: number;
  maxPercent: number;
  /** The same bounds in parts per million (what go takes). */
  minPpm: number;
  maxPpm: number;
  edgePercent: number;
  edgePpm: number;
  /** The pool: catalogue skins priced within [poolMin, poolMax] yuan. */
  poolMin: string;
  poolMax: string;
  /** Tickets run 1..tickets. */
  tickets: number;
}

/** An optional yuan price in a query ("10", "12.5"); blank means no bound. */
function optionalYuan(field: 'field.minPrice' | 'field.maxPrice') {
  return str(field, 'v.amount')
    .trim()
    .refine((s) => s === '' || /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/.test(s), msg('v.amount'))
    .optional();
}

export const DREAM_SORTS = ['price_desc', 'price_asc'] as const;
export type DreamSort = (typeof DREAM_SORTS)[number];

/** GET api/dream/getDreamList: the pool, searched by name in the request's language. */
export const dreamListQuery = paging.extend({
  search: str('field.search').trim().max(50, msg('v.tooLong', { field: 'field.search', max: 50 })).optional(),
  minPrice: optionalYuan('field.minPrice'),
  maxPrice: optionalYuan('field.maxPrice'),
  sort: oneOf('field.sort', DREAM_SORTS).default('price_desc'),
});

/** Backpack item ids to stake, 1 to 20, each once: a JSON array, or comma-separated text from a form. */
const stakeIds = z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z
  .array(
    str('field.stakeIds').refine((s) => /^[1-9]\d{0,17}$/.test(s), msg('v.type', { field: 'field.stakeIds' })),
    { error: () => msg('v.type', { field: 'field.stakeIds' }) },
  )
  .min(1, msg('v.required', { field: 'field.stakeIds' }))
  .max(20, msg('v.dreamStakeCount', { max: 20 }))
  .refine((ids) => new Set(ids).size === ids.length, msg('v.dreamStakeRepeated')));

/**
 * POST api/dream/go: the target and either a chance in ppm (paid from the balance) or stake item
 * ids (their value sets the chance), exactly one of the two. The chance's bounds are the server's
 * (DreamConfig), checked by the service.
 */
export const dreamGoBody = z
  .object({
    targetId: intParam('field.targetId', null, 1, 2_147_483_647),
    chancePpm: intParam('field.chancePpm', 0, 1, 1_000_000),
    stakeIds: stakeIds.optional(),
  })
  .refine((b) => (b.chancePpm > 0) !== (b.stakeIds !== undefined), msg('v.dreamChanceOrStake'));
export type DreamGoBody = z.infer<typeof dreamGoBody>;

/** A won target in the backpack. */
export interface DreamItem extends Ornament {
  id: string;
  recoveryPrice: string;
}

export interface DreamGoResult {
  /** The dream roll's id: /provably-fair/verify/dream/{rollId}. */
  rollId: string;
  ticket: number;
  chancePpm: number;
  /** The winning tickets, shown before the roll: [1, chancePpm]. */
  winFrom: number;
  winTo: number;
  tickets: number;
  won: boolean;
  target: Ornament;
  /** The target in the backpack on a win, else null. */
  item: DreamItem | null;
  /** Paid from the balance ("0.00" when items were staked). */
  fee: string;
  /** The staked items' value ("0.00" when a fee was paid). */
  stakeValue: string;
  edgePpm: number;
  balance: string;
  /** The seed pair rolled with: the hash committed before, the client seed and this roll's nonce. */
  publicHash: string;
  clientSeed: string;
  nonce: number;
}

/** A row of the dream record (the spec's fields: target item, dream fee, chance, result, roll). */
export interface DreamLogEntry {
  id: string;
  target: Ornament;
  fee: string;
  stakeValue: string;
  stakeCount: number;
  chancePpm: number;
  ticket: number;
  nonce: number;
  won: boolean;
  itemId: string | null;
  createTime: string;
}

export const dreamLogQuery = paging;
export const dreamRollQuery = z.object({ id: intParam('field.rollId', null, 1, Number.MAX_SAFE_INTEGER) });
