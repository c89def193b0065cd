// Staff decisions on a take-back waiting in the queue (state 5), each in one transaction with its
// audit row, through the one apply function (modules/withdrawals/apply.ts); nobody picks an outcome.
//  - approve (5 -> 0): dispatched again with the SAME supplier ref, so an order the supplier already
//    holds (a timeout after it bought, an overdue offer) is found by the buy, never bought twice.
//  - reject with a note (5 -> 4, the item back in the backpack). The rule that keeps an item from
//    being both returned and delivered: the supplier is asked first, and the reject is refused
//    (WITHDRAW_ORDER_LIVE) while an order it holds may still deliver (pending, offer sent), when it
//    does not answer, or within a supplier call's lease of the record's last change (a buy begun
//    before the hold may still be on its way). An order the supplier reports delivered is applied
//    (the record becomes 3) and the reject refused; an order failed or absent may be rejected.
import { eq } from 'drizzle-orm';
import type { ConsoleWithdrawalRow } from '../../../shared/console/withdrawals.ts';
import { WITHDRAW_STATE as S } from '../../../shared/withdrawal-constants.ts';
import { users, withdrawals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { SupplierOrder } from '../../providers/skins/supplier.ts';
import { applyToWithdrawal, type Applied } from '../../modules/withdrawals/apply.ts';
import { SUPPLIER_LEASE_MS } from '../../modules/withdrawals/jobs.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { consoleRow } from './views.ts';

type Deps = Pick<AppDeps, 'db' | 'withdrawals'>;

async function answer(deps: Deps, applied: Applied): Promise<ConsoleWithdrawalRow> {
  const [u] = await deps.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, applied.row.userId));
  return consoleRow(applied.row, u?.nickname ?? null);
}

function audit(staff: StaffActor, action: string, note?: string) {
  return async (tx: Parameters<typeof writeAudit>[0], a: Applied) => {
    await writeAudit(tx, staff, {
      action, target: `withdrawal:${a.row.id}`,
      before: { state: a.before.state, reason: a.before.reason, supplierRef: a.before.supplierRef },
      after: { state: a.row.state, reason: a.row.reason }, reason: note,
    }, a.row.updatedAt);
  };
}

export async function approveWithdrawal(deps: Deps, staff: StaffActor, id: bigint): Promise<ConsoleWithdrawalRow> {
  const applied = await applyToWithdrawal(deps.withdrawals, id, { kind: 'event', event: { type: 'approve' }, staffId: staff.id }, 'console', audit(staff, 'withdrawal.approve'));
  return answer(deps, applied);
}

export async function rejectWithdrawal(deps: Deps, staff: StaffActor, id: bigint, note: string): Promise<ConsoleWithdrawalRow> {
  const wd = deps.withdrawals;
  const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new AppError('WITHDRAW_NOT_FOUND');
  if (row.state !== S.settlement) throw new AppError('WITHDRAW_WRONG_STATE');
  if (row.reason !== 'review' && wd.clock().getTime() - row.updatedAt.getTime() < SUPPLIER_LEASE_MS) throw new AppError('WITHDRAW_ORDER_LIVE');
  let order: SupplierOrder | null;
  try {
    order = await wd.supplier.order(row.supplierRef);
  } catch {
    throw new AppError('WITHDRAW_ORDER_LIVE');
  }
  if (order && (order.status === 'pending' || order.status === 'offerSent')) throw new AppError('WITHDRAW_ORDER_LIVE');
  if (order && order.status !== 'failed') {
    // Delivered (or delivered then reversed): the fact lands first; the reject is then refused.
    await applyToWithdrawal(wd, id, { kind: 'order', order }, 'console');
    throw new AppError('WITHDRAW_WRONG_STATE');
  }
  const applied = await applyToWithdrawal(wd, id, { kind: 'event', event: { type: 'reject' }, staffId: staff.id, note }, 'console', audit(staff, 'withdrawal.reject', note));
  return answer(deps, applied);
}
