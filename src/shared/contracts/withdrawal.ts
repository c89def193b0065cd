// Take-back (取回, the spec's fields and calls): the request, a record as the record centre shows it,
// and the console's queue. Item ids are decimal strings (bigint in the database); prices are yuan
// strings as everywhere.
import { z } from 'zod';
import type { Ornament } from './box.ts';
import { hasForbiddenChars } from '../forbidden-chars.ts';
import { intParam, msg, paging } from './fields.ts';
import { MAX_WITHDRAW_ITEMS, type WithdrawReason, type WithdrawState } from '../withdrawal-constants.ts';

export * from '../withdrawal-constants.ts';

/** POST api/profile/ornamentRetrieval: 1 to MAX_WITHDRAW_ITEMS distinct backpack item ids, comma-separated or a JSON array. */
export const withdrawBody = z.object({
  ids: z
    .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], { error: () => msg('v.withdrawIds', { max: MAX_WITHDRAW_ITEMS }) })
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v.map(String) : typeof v === 'number' ? [String(v)] : v.split(',')).map((p) => p.trim());
      if (parts.some(hasForbiddenChars)) {
        ctx.addIssue({ code: 'custom', message: msg('v.controlChars', { field: 'field.withdrawIds' }) });
        return z.NEVER;
      }
      const ok = parts.length >= 1 && parts.length <= MAX_WITHDRAW_ITEMS && parts.every((p) => /^\d{1,18}$/.test(p) && BigInt(p) >= 1n);
      if (!ok) {
        ctx.addIssue({ code: 'custom', message: msg('v.withdrawIds', { max: MAX_WITHDRAW_ITEMS }) });
        return z.NEVER;
      }
      return parts;
    }),
});

/** GET api/profile/getMyRetrievalPage: the player's take-back records, newest first; state -1 = all. */
export const withdrawalPageQuery = paging.extend({ state: intParam('field.state', -1, -1, 5) });

/** One take-back record (the spec's fields: item, create time, update time, take state, callback remark). */
export interface WithdrawalRecord {
  id: string;
  /** The backpack item that left. */
  itemId: string;
  item: Ornament;
  createTime: string;
  updateTime: string;
  state: WithdrawState;
  reason: WithdrawReason | null;
  /** The callback remark in the reader's language ('' while nothing needs saying). */
  remark: string;
  /** State 2 on: the Steam trade offer's id, and when it expires. */
  tradeOfferId: string | null;
  offerExpiresAt: string | null;
  /** State 3: Steam Trade Protection lets the seller reverse the trade until then. */
  protectedUntil: string | null;
}

/** What the request answers: the records it made (all in state 0, or 5 when over the review threshold). */
export interface WithdrawResult {
  list: WithdrawalRecord[];
}

/** GET api/profile/getMyRetrievalPage's answer: a page, and the tag this player's live events carry. */
export interface WithdrawalPage {
  list: WithdrawalRecord[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * Live updates ride the one public topic (EVENT.withdrawal, data {tag, id, state}); the tag is an
   * HMAC of the player's id under the app secret, so a page knows its own events and nobody learns
   * whose record changed.
   */
  liveTag: string;
}

/** The live payload of EVENT.withdrawal. */
export interface WithdrawalLiveEvent {
  tag: string;
  id: string;
  state: WithdrawState;
}
