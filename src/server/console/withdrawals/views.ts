// What staff read about take-backs: the records (all, or one state; the queue is state 5, oldest
// first), one record with its history, the supplier's balance, and failures by China-time day.
import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type {
  ConsoleSupplierInfo, ConsoleWithdrawalDetail, ConsoleWithdrawalEvent, ConsoleWithdrawalFailures, ConsoleWithdrawalList, ConsoleWithdrawalRow,
} from '../../../shared/console/withdrawals.ts';
import { WITHDRAW_STATE as S, type WithdrawReason, type WithdrawState } from '../../../shared/withdrawal-constants.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { staff, users, withdrawalEvents, withdrawals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { chinaDate, chinaDay, type WithdrawalDeps, type WithdrawalRow } from '../../modules/withdrawals/service.ts';

export function consoleRow(r: WithdrawalRow, nickname: string | null): ConsoleWithdrawalRow {
  return {
    id: String(r.id), userId: String(r.userId), nickname, itemId: String(r.itemId), ornamentId: r.ornamentId,
    marketHashName: r.marketHashName, value: formatFen(r.value), maxPrice: formatFen(r.maxPrice),
    paidPrice: r.paidPrice === null ? null : formatFen(r.paidPrice),
    state: r.state as WithdrawState, reason: r.reason as WithdrawReason | 'redispatched' | null,
    supplier: r.supplier, supplierRef: r.supplierRef, supplierOrderId: r.supplierOrderId, tradeOfferId: r.tradeOfferId,
    offerExpiresAt: r.offerExpiresAt?.toISOString() ?? null, protectedUntil: r.protectedUntil?.toISOString() ?? null,
    redispatches: r.redispatches, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listConsoleWithdrawals(db: Db, q: { state: number; page: number; pageSize: number }): Promise<ConsoleWithdrawalList> {
  const where = q.state === -1 ? undefined : eq(withdrawals.state, q.state);
  const [{ total }] = await db.select({ total: count() }).from(withdrawals).where(where);
  const order = q.state === S.settlement ? [asc(withdrawals.updatedAt), asc(withdrawals.id)] : [desc(withdrawals.id)];
  const rows = await db.select({ w: withdrawals, nickname: users.nickname }).from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId)).where(where)
    .orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { list: rows.map((r) => consoleRow(r.w, r.nickname)), total: Number(total), page: q.page, pageSize: q.pageSize };
}

export async function consoleWithdrawalDetail(db: Db, id: bigint): Promise<ConsoleWithdrawalDetail> {
  const [row] = await db.select({ w: withdrawals, nickname: users.nickname }).from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId)).where(eq(withdrawals.id, id));
  if (!row) throw new AppError('WITHDRAW_NOT_FOUND');
  const events = await db.select({ e: withdrawalEvents, staffName: staff.name }).from(withdrawalEvents)
    .leftJoin(staff, eq(staff.id, withdrawalEvents.staffId))
    .where(eq(withdrawalEvents.withdrawalId, id)).orderBy(asc(withdrawalEvents.id));
  return {
    record: consoleRow(row.w, row.nickname),
    events: events.map(({ e, staffName }): ConsoleWithdrawalEvent => ({
      id: String(e.id), fromState: e.fromState, toState: e.toState, event: e.event, source: e.source, reason: e.reason,
      staffId: e.staffId === null ? null : String(e.staffId), staffName: staffName ?? null, detail: e.detail, createdAt: e.createdAt.toISOString(),
    })),
  };
}

export async function supplierInfo(wd: WithdrawalDeps): Promise<ConsoleSupplierInfo> {
  const balance = await wd.supplier.balance().catch(() => null);
  return { id: wd.supplier.id, balance: balance === null ? null : formatFen(balance) };
}

/** Records that failed (reached 4) per China-time day and reason, the last `days` days, oldest first. */
export async function failuresByDay(db: Db, days: number, now: Date): Promise<ConsoleWithdrawalFailures> {
  const today = chinaDay(now).start.getTime();
  const from = new Date(today - (days - 1) * 86_400_000);
  const rows = await db.select({ at: withdrawalEvents.createdAt, reason: withdrawalEvents.reason }).from(withdrawalEvents)
    .where(and(eq(withdrawalEvents.toState, S.failed), gte(withdrawalEvents.createdAt, from)));
  const out = new Map<string, Record<string, number>>();
  for (let i = 0; i < days; i++) out.set(chinaDate(new Date(from.getTime() + i * 86_400_000)), {});
  for (const r of rows) {
    const day = out.get(chinaDate(r.at));
    if (!day) continue;
    const reason = r.reason ?? 'unknown';
    day[reason] = (day[reason] ?? 0) + 1;
  }
  return { days: [...out.entries()].map(([day, counts]) => ({ day, counts })) };
}
