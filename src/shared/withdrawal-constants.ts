// Take-back (取回) states, reasons and numbers without zod: the record centre and the
// backpack import these, and the contract (contracts/withdrawal.ts) re-exports them.

/**
 * The spec's take-back states. 0 taking back (asked, not yet with a supplier); 1 awaiting dispatch
 * (the supplier took the order, its seller has not sent the offer); 2 awaiting receipt (the Steam
 * trade offer exists); 3 success; 4 failed (the item is back in the backpack); 5 awaiting
 * settlement (a person must look: review threshold, supplier timeout, 12 hours passed).
 */
export const WITHDRAW_STATE = { taking: 0, awaitingDispatch: 1, awaitingReceipt: 2, success: 3, failed: 4, settlement: 5 } as const;
export type WithdrawState = (typeof WITHDRAW_STATE)[keyof typeof WITHDRAW_STATE];
/** States a take-back does not leave by itself (3 only by a trade reversal inside the protection window). */
export const FINAL_WITHDRAW_STATES: readonly WithdrawState[] = [WITHDRAW_STATE.success, WITHDRAW_STATE.failed];

/** Why a take-back failed for good (state 4): shown to the player as the callback remark. */
export const WITHDRAW_FAILURES = ['declined', 'expired', 'cancelled', 'outOfStock', 'badTradeLink', 'rejected', 'reversed'] as const;
export type WithdrawFailure = (typeof WITHDRAW_FAILURES)[number];
/** Why a take-back waits for a person (state 5). */
export const WITHDRAW_HOLDS = ['review', 'timeout', 'overdue', 'supplierBalance'] as const;
export type WithdrawHold = (typeof WITHDRAW_HOLDS)[number];
export type WithdrawReason = WithdrawFailure | WithdrawHold;

/** The promise the backpack shows: a take-back reaches a final state or a person within this. */
export const WITHDRAW_PROMISE_HOURS = 12;
/** Steam Trade Protection (July 2025): a sender can reverse a trade this many days after it. */
export const TRADE_PROTECTION_DAYS = 7;
/** Items in one take-back request. */
export const MAX_WITHDRAW_ITEMS = 20;
/** Where a player sees the offers sent to them. */
export const STEAM_OFFERS_URL = 'https://steamcommunity.com/my/tradeoffers/';
