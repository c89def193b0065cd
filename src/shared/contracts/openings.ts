// The record centre's openings tab (GET api/profile/getMyOpeningPage): the spec's "recharge
// record" (box name, prize obtained, recovery price, channel name, quantity, pay amount, pay
// state), one row per opening, newest first.
import type { Ornament } from './box.ts';
import { paging } from './fields.ts';

/** GET api/profile/getMyOpeningPage: page (from 1) and pageSize (1-100, default 15). */
export const openingPageQuery = paging;

/**
 * What paid for an opening: the balance (a paid opening always debits the main balance, a case
 * coupon only lowering what it takes) or free cases. Battle rounds are not openings here: they are
 * the battle tab's records.
 */
export type OpeningChannel = 'balance' | 'free';
/** Paid from the balance, or free (nothing paid). */
export type OpeningPayState = 'paid' | 'free';

/** One item an opening gave: the catalogue item at the price it had when won, and its sell-back value. */
export interface OpeningPrize extends Ornament {
  rollId: string;
  recoveryPrice: string;
}

export interface OpeningRecord {
  /** The opening's first roll's id. */
  id: string;
  box: { boxId: number; version: number; name: string; image: string };
  /** In the order they were rolled; as many as `count`. */
  prizes: OpeningPrize[];
  /** The prizes' sell-back value together. */
  recoveryPrice: string;
  channel: OpeningChannel;
  /** Cases opened at once. */
  count: number;
  /** What the balance paid, yuan ("0.00" when free). */
  payAmount: string;
  payState: OpeningPayState;
  createTime: string;
}
