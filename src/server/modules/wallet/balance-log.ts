// The record centre's balance records: one row per posting on the user's own accounts.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ACTION_TYPES, BALANCE_TYPES, type ActionTypeName, type BalanceLogItem, type BalanceTypeName, type Page } from '../../../shared/contracts/wallet.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { accounts, ledgerTransactions, postings } from '../../db/schema/index.ts';
import { USER_ACCOUNT_TYPES } from './ledger.ts';
import { orderNumber } from './order-number.ts';

export async function balanceLog(
  db: Db,
  userId: bigint,
  q: { page: number; pageSize: number; balanceType: number },
): Promise<Page<BalanceLogItem>> {
  const types = q.balanceType === -1
    ? [...USER_ACCOUNT_TYPES]
    : USER_ACCOUNT_TYPES.filter((t) => BALANCE_TYPES[t] === q.balanceType);
  const where = and(eq(accounts.userId, userId), inArray(accounts.type, types));
  const [{ total }] = await db.select({ total: count() }).from(postings)
    .innerJoin(accounts, eq(accounts.id, postings.accountId)).where(where);
  const rows = await db.select({
    id: postings.id,
    txId: ledgerTransactions.id,
    ref: ledgerTransactions.ref,
    txAt: ledgerTransactions.createdAt,
    kind: ledgerTransactions.kind,
    type: accounts.type,
    amount: postings.amount,
    balanceAfter: postings.balanceAfter,
    createdAt: postings.createdAt,
  }).from(postings)
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, postings.transactionId))
    .where(where)
    .orderBy(desc(postings.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      orderId: orderNumber({ id: r.txId, kind: r.kind, ref: r.ref, createdAt: r.txAt }),
      actionType: ACTION_TYPES[r.kind as ActionTypeName] ?? ACTION_TYPES.adjustment,
      balanceType: BALANCE_TYPES[r.type as BalanceTypeName],
      amount: formatFen(r.amount),
      balanceAfter: formatFen(r.balanceAfter ?? 0n), // user accounts always have it
      createTime: r.createdAt.toISOString(),
    })),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
  };
}
