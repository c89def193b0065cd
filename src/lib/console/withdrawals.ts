// The console's take-back calls (browser, issue 16): the queue and all records, one record's
// history, approve / reject from the queue (state 5), the supplier's balance and failures by day.
import type { WithdrawReason, WithdrawState } from '../../shared/withdrawal-constants.ts';
import { consoleGet, consolePost } from './api.ts';

/** One take-back as staff see it (prices are yuan strings). */
export interface ConsoleWithdrawalRow {
  id: string;
  userId: string;
  nickname?: string | null;
  itemId: string;
  ornamentId?: number;
  marketHashName: string;
  value: string;
  maxPrice?: string;
  paidPrice?: string | null;
  state: WithdrawState;
  reason: WithdrawReason | 'redispatched' | null;
  supplier: string;
  supplierRef: string;
  supplierOrderId?: string | null;
  tradeOfferId?: string | null;
  offerExpiresAt?: string | null;
  protectedUntil?: string | null;
  redispatches?: number;
  createdAt: string;
  updatedAt: string;
}

/** One withdrawal_events row. */
export interface ConsoleWithdrawalEvent {
  id: string;
  fromState: number | null;
  toState: number;
  event: string;
  source: string;
  reason: string | null;
  staffId?: string | null;
  staffName?: string | null;
  detail?: unknown;
  createdAt: string;
}

export interface ConsoleWithdrawalList {
  list: ConsoleWithdrawalRow[];
  total: number;
  page?: number;
  pageSize?: number;
}

export interface ConsoleWithdrawalDetail {
  record: ConsoleWithdrawalRow;
  events: ConsoleWithdrawalEvent[];
}

export interface SupplierInfo {
  id: string;
  /** Yuan, or null when the supplier cannot tell. */
  balance: string | null;
}

export interface FailureDays {
  days: { day: string; counts: Record<string, number> }[];
}

export const withdrawalsApi = {
  list: (q: { state: number; page: number; pageSize: number }) => consoleGet<ConsoleWithdrawalList>('/withdrawals', q),
  detail: (id: string) => consoleGet<ConsoleWithdrawalDetail>('/withdrawals/detail', { id }),
  approve: (id: string) => consolePost<unknown>('/withdrawals/approve', { id }),
  reject: (id: string, note: string) => consolePost<unknown>('/withdrawals/reject', { id, note }),
  supplier: () => consoleGet<SupplierInfo>('/withdrawals/supplier'),
  failures: (days = 30) => consoleGet<FailureDays>('/withdrawals/failures', { days }),
};

/** The reasons that occur in `days`, most frequent first, and each day's total. */
export function failureColumns(days: FailureDays['days']): { reasons: string[]; totals: number[] } {
  const sum = new Map<string, number>();
  for (const d of days) for (const [r, n] of Object.entries(d.counts)) sum.set(r, (sum.get(r) ?? 0) + n);
  const reasons = [...sum.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([r]) => r);
  return { reasons, totals: days.map((d) => Object.values(d.counts).reduce((a, b) => a + b, 0)) };
}
