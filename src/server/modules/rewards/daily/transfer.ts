// POST api/profile/transferSecondary: moves an amount from the player's secondary balance (the
// promotion rebates land there) to the main one, as ONE ledger transaction of kind 'transfer'.
// Both accounts are locked in id order (the ledger's lock order) before the balance is read, so
// the refusal names the balance as it is; postTransaction's conditional debit and the accounts'
// CHECK keep the secondary balance at or above zero all the same. The route runs it once per
// Idempotency-Key.
//
// Only what no reversal can take back leaves: a rebate still `pending` (its spending could be
// refunded, promo/rebate.ts) stays in the secondary balance until it is final. Reversals lock the
// same secondary account, so a transfer racing one sees the pending sum after it or before it, whole.
import { and, eq, inArray } from 'drizzle-orm';
import type { TransferResult } from '../../../../shared/contracts/rewards/daily.ts';
import { displayYuan, formatFen, parseYuan } from '../../../../shared/money.ts';
import type { Tx } from '../../../db/client.ts';
import { accounts } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { pendingRebates } from '../../promo/rebate.ts';
import { balanceAfter, postTransaction } from '../../wallet/ledger.ts';

/** The amount in fen: a positive yuan amount with at most 2 decimals (the contract checked the form). */
export function transferFen(amount: string): bigint {
  const fen = parseYuan(amount);
  if (fen === null || fen <= 0n) throw new AppError('VALIDATION', { field: 'field.amount' }, 'v.amount');
  return fen;
}

export async function transferSecondary(tx: Tx, userId: bigint, fen: bigint, ref: string): Promise<TransferResult> {
  const held = await tx.select({ id: accounts.id, type: accounts.type, balance: accounts.balance }).from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.type, ['main', 'secondary'])))
    .orderBy(accounts.id).for('update');
  const main = held.find((a) => a.type === 'main')!;
  const secondary = held.find((a) => a.type === 'secondary')!;
  // Read after the lock, so a reversal or a start that committed meanwhile is seen.
  const pending = await pendingRebates(tx, userId);
  const transferable = secondary.balance > pending ? secondary.balance - pending : 0n;
  if (transferable < fen) throw new AppError('TRANSFER_EXCEEDS', { balance: displayYuan(transferable) });
  const posted = await postTransaction(tx, {
    kind: 'transfer', ref, postings: [{ accountId: secondary.id, amount: -fen }, { accountId: main.id, amount: fen }],
  }).catch((err: unknown) => {
    if (err instanceof AppError && err.errorName === 'INSUFFICIENT_BALANCE') throw new AppError('TRANSFER_EXCEEDS', { balance: displayYuan(secondary.balance) });
    throw err;
  });
  return { balance: formatFen(balanceAfter(posted, main.id)), secondaryBalance: formatFen(balanceAfter(posted, secondary.id)) };
}
