// The console's take-back calls (browser): the queue and all records, one record's
// history, approve / reject from the queue (state 5), the supplier's balance and failures by day.
// Types only from the shared contract (src/shared/console/withdrawals.ts), so no zod ships.
import type {
  ConsoleSupplierInfo, ConsoleWithdrawalDetail, ConsoleWithdrawalFailures, ConsoleWithdrawalList,
} from '../../shared/console/withdrawals.ts';
import { atom } from 'nanostores';
import { WITHDRAW_STATE } from '../../shared/withdrawal-constants.ts';
import type { Translator } from '../i18n/ui.ts';
import { createQueryList } from '../paged.ts';
import { createActionFamily } from './action.ts';
import { consoleGet, consolePost } from './api.ts';
import { createLoad } from './load.ts';

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

/** /console/withdrawals: the records waiting for settlement (the queue: its first 50). */
export const withdrawalQueue = createQueryList<Record<string, never>, ConsoleWithdrawalList>({}, { page: 1, pageSize: 50, sort: null }, () =>
  withdrawalsApi.list({ state: WITHDRAW_STATE.settlement, page: 1, pageSize: 50 }));

/** Every record by state (-1 all), paged by the server (docs/decisions/0041-paged-lists.md). */
export const withdrawalList = createQueryList<{ state: number }, ConsoleWithdrawalList>({ state: -1 }, { page: 1, pageSize: 20, sort: null }, (f, query) =>
  withdrawalsApi.list({ state: f.state, page: query.page, pageSize: query.pageSize }));

/** The supplier's account and balance; null while unknown. */
export const $supplier = atom<SupplierInfo | null>(null);
export function loadSupplier(): Promise<void> {
  return withdrawalsApi.supplier().then((s) => $supplier.set(s), () => $supplier.set(null));
}

/** How many days back the failure table counts. */
export const FAILURE_DAYS = 30;

/** Failure reasons by day over the last FAILURE_DAYS days. */
export const withdrawalFailures = createLoad(() => withdrawalsApi.failures(FAILURE_DAYS));

/** The record whose history is open beside the lists; null when none is. */
export const $historyId = atom<string | null>(null);
/** That record's facts and events. */
export const withdrawalHistory = createLoad((id: string) => withdrawalsApi.detail(id));

/** Opens a record's history (the one shown stays until the new one answers). */
export function viewWithdrawal(id: string): Promise<string> {
  $historyId.set(id);
  withdrawalHistory.$state.setKey('error', '');
  return withdrawalHistory.load(id);
}

export function closeWithdrawal(): void {
  $historyId.set(null);
  withdrawalHistory.reset();
}

/** The page opened: the queue, the records, the supplier and the failures; no history open. */
export function startWithdrawals(): void {
  closeWithdrawal();
  withdrawalDecisions.reset();
  withdrawalFailures.reset();
  void withdrawalQueue.start();
  void withdrawalList.start();
  void loadSupplier();
  void withdrawalFailures.load();
}

/** A record changed (settled, refused, retried): everything read again. */
export function withdrawalsChanged(): void {
  const open = $historyId.get();
  if (open) void viewWithdrawal(open);
  void withdrawalFailures.load();
  void loadSupplier();
  void withdrawalQueue.refresh();
  void withdrawalList.refresh();
}

/** Dispatches a queued record again (5 → 0), then reads everything again; rejects with the refusal. */
export async function approveWithdrawal(id: string): Promise<void> {
  await withdrawalsApi.approve(id);
  withdrawalsChanged();
}

/** Fails a queued record and returns the item (5 → 4), the note for the audit log; then reads everything again. */
export async function rejectWithdrawal(id: string, note: string): Promise<void> {
  await withdrawalsApi.reject(id, note);
  withdrawalsChanged();
}

export type WithdrawalDecision = { approve: true } | { approve: false; note: string };

/**
 * Approve / reject on each queued record, keyed by its id: a refusal shows on its row; the notice
 * (which was done) is shown above the page, the record having left the queue.
 */
export const withdrawalDecisions = createActionFamily(
  (id: string, _t: Translator, d: WithdrawalDecision) => (d.approve ? approveWithdrawal(id) : rejectWithdrawal(id, d.note)),
  { notice: (_v, _id, t, d) => t(d.approve ? 'console_withdrawals_approved' : 'console_withdrawals_rejected') },
);
