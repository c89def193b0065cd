// Console take-backs area: what its routes accept and answer. Staff see every record and
// its history, approve (5 -> 0: dispatched again, with the same supplier ref, so an order the
// supplier already holds is found, never bought twice) or reject with a note (5 -> 4: the item goes
// back) a record waiting in the queue, read the supplier's balance and the failures by day (China
// time). No route sets a record's outcome or moves it from any other state.
import { z } from 'zod';
import { intParam, paging, text } from '../contracts/fields.ts';
import type { WithdrawReason, WithdrawState } from '../withdrawal-constants.ts';

const withdrawalId = intParam('field.withdrawalId', null, 1, Number.MAX_SAFE_INTEGER);

/** GET api/console/withdrawals: state -1 (all) or 0..5 (5 is the queue), paged, newest first (the queue oldest first). */
export const consoleWithdrawalListQuery = paging.extend({ state: intParam('field.state', -1, -1, 5) });
export const consoleWithdrawalIdQuery = z.object({ id: withdrawalId });
export const consoleWithdrawalApproveBody = z.object({ id: withdrawalId });
export const consoleWithdrawalRejectBody = z.object({ id: withdrawalId, note: text('field.note', 2, 200) });
/** GET api/console/withdrawals/failures: the last `days` China-time days (today included). */
export const consoleWithdrawalFailuresQuery = z.object({ days: intParam('field.days', 30, 1, 90) });

/** One take-back as staff see it (prices in yuan strings). */
export interface ConsoleWithdrawalRow {
  id: string;
  userId: string;
  nickname: string | null;
  itemId: string;
  ornamentId: number;
  marketHashName: string;
  value: string;
  maxPrice: string;
  paidPrice: string | null;
  state: WithdrawState;
  reason: WithdrawReason | 'redispatched' | null;
  supplier: string;
  supplierRef: string;
  supplierOrderId: string | null;
  tradeOfferId: string | null;
  offerExpiresAt: string | null;
  protectedUntil: string | null;
  redispatches: number;
  createdAt: string;
  updatedAt: string;
}

export interface ConsoleWithdrawalEvent {
  id: string;
  fromState: number | null;
  toState: number;
  event: string;
  source: string;
  reason: string | null;
  staffId: string | null;
  staffName: string | null;
  detail: unknown;
  createdAt: string;
}

export interface ConsoleWithdrawalList {
  list: ConsoleWithdrawalRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ConsoleWithdrawalDetail {
  record: ConsoleWithdrawalRow;
  events: ConsoleWithdrawalEvent[];
}

export interface ConsoleSupplierInfo {
  id: string;
  /** Yuan, or null when the supplier does not say (or did not answer). */
  balance: string | null;
}

export interface ConsoleWithdrawalFailures {
  /** Oldest first, every day of the range present (counts empty on a day without failures). */
  days: { day: string; counts: Record<string, number> }[];
}
