// The console's take-back calls (browser, issue 16): the queue and all records, one record's
// history, approve / reject from the queue (state 5), the supplier's balance and failures by day.
// Types only from the shared contract (src/shared/console/withdrawals.ts), so no zod ships.
import type {
  ConsoleSupplierInfo, ConsoleWithdrawalDetail, ConsoleWithdrawalFailures, ConsoleWithdrawalList,
} from '../../shared/console/withdrawals.ts';
import { consoleGet, consolePost } from './api.ts';

export type { ConsoleWithdrawalDetail, ConsoleWithdrawalEvent, ConsoleWithdrawalRow } from '../../shared/console/withdrawals.ts';
export type SupplierInfo = ConsoleSupplierInfo;
export type FailureDays = ConsoleWithdrawalFailures;

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
