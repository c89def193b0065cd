// A supplier's genuine callback (its signature already checked) applied to the record it names.
// The order's ref is our supplier ref: `wd<id>`, or `wd<id>r1` after a reversal's re-dispatch. An
// order of an earlier attempt is stale and changes nothing; one we never placed is 404.
import { and, eq } from 'drizzle-orm';
import { withdrawals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { SupplierOrder } from '../../providers/skins/supplier.ts';
import { applyToWithdrawal } from './apply.ts';
import type { WithdrawalDeps } from './service.ts';

const REF = /^wd([1-9]\d{0,17})(r1)?$/;

export async function applyCallback(wd: WithdrawalDeps, order: SupplierOrder): Promise<'applied' | 'unchanged' | 'stale'> {
  const m = REF.exec(order.ref);
  if (!m) throw new AppError('WITHDRAW_UNKNOWN_ORDER');
  const [row] = await wd.db.select({ id: withdrawals.id, ref: withdrawals.supplierRef }).from(withdrawals)
    .where(and(eq(withdrawals.id, BigInt(m[1])), eq(withdrawals.supplier, wd.supplier.id)));
  if (!row) throw new AppError('WITHDRAW_UNKNOWN_ORDER');
  // `wd<id>r1` of a record never re-dispatched: not an order we placed.
  if (m[2] && row.ref !== order.ref) throw new AppError('WITHDRAW_UNKNOWN_ORDER');
  if (row.ref !== order.ref) return 'stale';
  const applied = await applyToWithdrawal(wd, row.id, { kind: 'order', order }, 'callback');
  return applied.changed ? 'applied' : 'unchanged';
}
