// The one place a take-back changes state. Callbacks, the poller, the dispatcher, the
// 12-hour deadline and the console all describe what happened as an event; this pure function says
// where that leads from the state the record is in, or refuses. Everything not listed is refused,
// so a replayed, stale or forged-but-signed event can never move a record backwards.
import { WITHDRAW_STATE as S, type WithdrawFailure, type WithdrawHold, type WithdrawState } from '../../../shared/withdrawal-constants.ts';
import type { SupplierOrder } from '../../providers/skins/supplier.ts';

export type WithdrawalEvent =
  /** The supplier took the order. */
  | { type: 'ordered' }
  /** The seller's Steam trade offer exists. */
  | { type: 'offerSent' }
  /** The player accepted the offer: the skin is theirs. */
  | { type: 'delivered' }
  /** It ended without the skin: the item goes back to the backpack. */
  | { type: 'failed'; reason: WithdrawFailure }
  /** A person must look (review threshold, supplier timeout or balance, 12 hours passed). */
  | { type: 'hold'; reason: WithdrawHold }
  /** Staff: send it (back) to the dispatcher. */
  | { type: 'approve' }
  /** Staff: give the item back. */
  | { type: 'reject' }
  /** The seller reversed a delivered trade inside Steam Trade Protection. */
  | { type: 'reversed'; canRedispatch: boolean };

export interface Transition {
  to: WithdrawState;
  /** The reason the record keeps after it: a failure, a hold, 'redispatched', or null to clear it. */
  reason: string | null;
}

/** Where `event` leads from `state`; null: refused (the record does not change). */
export function transition(state: WithdrawState, event: WithdrawalEvent): Transition | null {
  const live = state === S.taking || state === S.awaitingDispatch || state === S.awaitingReceipt;
  switch (event.type) {
    case 'ordered':
      return state === S.taking ? { to: S.awaitingDispatch, reason: null } : null;
    case 'offerSent':
      return state === S.awaitingDispatch ? { to: S.awaitingReceipt, reason: null } : null;
    case 'delivered':
      // From 5 too: the supplier reporting the skin delivered is a fact a pending review cannot undo
      // (refusing it would let a rejection return an item the player also received).
      return state === S.awaitingReceipt || state === S.settlement ? { to: S.success, reason: null } : null;
    case 'failed':
      // From 5 too: an order that failed while a person was to look has nothing left to approve.
      return live || state === S.settlement ? { to: S.failed, reason: event.reason } : null;
    case 'hold':
      return live ? { to: S.settlement, reason: event.reason } : null;
    case 'approve':
      return state === S.settlement ? { to: S.taking, reason: null } : null;
    case 'reject':
      return state === S.settlement ? { to: S.failed, reason: 'rejected' } : null;
    case 'reversed':
      if (state !== S.success) return null;
      return event.canRedispatch ? { to: S.taking, reason: 'redispatched' } : { to: S.failed, reason: 'reversed' };
  }
}

/**
 * The events that carry a record from `state` to where the supplier says its order is, in order:
 * a callback or a poll may skip steps (a lost "offer sent" before "delivered"), and each step still
 * passes through `transition`. Empty when the order says nothing new (a replay, a stale callback).
 */
export function eventsToward(state: WithdrawState, order: Pick<SupplierOrder, 'status' | 'failure'>, canRedispatch: boolean): WithdrawalEvent[] {
  const chain: WithdrawalEvent[] = [];
  let at: WithdrawState = state;
  const push = (event: WithdrawalEvent) => {
    const next = transition(at, event);
    if (!next) return false;
    chain.push(event);
    at = next.to;
    return true;
  };
  switch (order.status) {
    case 'pending':
      push({ type: 'ordered' });
      break;
    case 'offerSent':
      push({ type: 'ordered' });
      push({ type: 'offerSent' });
      break;
    case 'delivered':
      push({ type: 'ordered' });
      push({ type: 'offerSent' });
      push({ type: 'delivered' });
      break;
    case 'failed':
      push({ type: 'failed', reason: order.failure ?? 'cancelled' });
      break;
    case 'reversed':
      push({ type: 'ordered' });
      push({ type: 'offerSent' });
      push({ type: 'delivered' });
      push({ type: 'reversed', canRedispatch });
      break;
  }
  return chain;
}

/** The backpack item's state while its take-back is in `state` (shared/constants ITEM_STATE). */
export function itemStateFor(state: WithdrawState): 0 | 2 | 3 {
  if (state === S.success) return 3;
  if (state === S.failed) return 0;
  return 2;
}
