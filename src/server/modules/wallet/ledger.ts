// The double-entry ledger. Every movement of value is one transaction whose postings sum to
// zero; each user account's cached balance moves in the same database transaction, by a
// conditional update, so it can never go below zero however many requests race.
// External accounts (house, payment providers) cache no balance: nearly every transaction touches
// one of them, and a cached balance would be a single row that all of them queue to lock. Their
// balance is the sum of their postings.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, ledgerTransactions, postings, type AccountType } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export const USER_ACCOUNT_TYPES = ['main', 'secondary', 'points', 'coins'] as const satisfies AccountType[];
export type UserAccountType = (typeof USER_ACCOUNT_TYPES)[number];

export type LedgerKind = 'deposit' | 'firstDepositBonus' | 'caseOpen' | 'sellBack' | 'adjustment' | 'battleSeat' | 'battleRefund' | 'shopBuy' | 'promotion' | 'dreamFee' | 'giveawayPrizes' | 'withdrawal' | 'withdrawalReversal' | 'rebate' | 'rebateReversal' | 'vipReward'
  | 'cdkReward' | 'dailyReward' | 'couponBonus' | 'voucherAmount' | 'transfer' | 'virtualBuy';

export interface PostingInput {
  accountId: bigint;
  amount: bigint;
}

export interface PostedTransaction {
  transactionId: bigint;
  postings: { accountId: bigint; amount: bigint; balanceAfter: bigint | null }[];
}

export class UnbalancedTransactionError extends Error {}

/** Opens the four accounts of a new user inside the sign-up transaction. */
export async function openUserAccounts(tx: Tx | Db, userId: bigint): Promise<void> {
  await tx.insert(accounts).values(
    USER_ACCOUNT_TYPES.map((type) => ({ code: `user:${userId}:${type}`, userId, type })),
  );
}

export async function userAccountId(tx: Tx | Db, userId: bigint, type: UserAccountType): Promise<bigint> {
  const [row] = await tx.select({ id: accounts.id }).from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.type, type)));
  if (!row) throw new Error(`user ${userId} has no ${type} account`);
  return row.id;
}

export async function houseAccountId(tx: Tx | Db, code: string): Promise<bigint> {
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.code, code));
  if (!row) throw new Error(`missing house account ${code}`);
  return row.id;
}

export async function userBalances(db: Tx | Db, userId: bigint): Promise<Record<UserAccountType, bigint>> {
  const rows = await db.select({ type: accounts.type, balance: accounts.balance }).from(accounts)
    .where(eq(accounts.userId, userId));
  const out = { main: 0n, secondary: 0n, points: 0n, coins: 0n };
  for (const r of rows) if (r.type in out) out[r.type as UserAccountType] = r.balance;
  return out;
}

/**
 * Posts one balanced transaction. Must run inside the caller's database transaction so the
 * movement commits or rolls back with the business change it belongs to.
 * Throws AppError INSUFFICIENT_BALANCE when a non-external account would go negative.
 */
export async function postTransaction(
  tx: Tx,
  entry: { kind: LedgerKind; ref: string; postings: PostingInput[] },
): Promise<PostedTransaction> {
  const sum = entry.postings.reduce((s, p) => s + p.amount, 0n);
  if (sum !== 0n || entry.postings.length < 2 || entry.postings.some((p) => p.amount === 0n)) {
    throw new UnbalancedTransactionError(`transaction ${entry.kind}/${entry.ref} does not balance (${sum})`);
  }
  // A fixed lock order (by account id) keeps two transactions over the same accounts from deadlocking.
  const ordered = [...entry.postings].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  const [txRow] = await tx.insert(ledgerTransactions).values({ kind: entry.kind, ref: entry.ref })
    .returning({ id: ledgerTransactions.id });
  const kinds = await tx.select({ id: accounts.id, external: accounts.external }).from(accounts)
    .where(inArray(accounts.id, ordered.map((p) => p.accountId)));
  const external = new Set(kinds.filter((k) => k.external).map((k) => k.id));
  const posted: PostedTransaction['postings'] = [];
  for (const p of ordered) {
    if (external.has(p.accountId)) {
      posted.push({ accountId: p.accountId, amount: p.amount, balanceAfter: null });
      continue;
    }
    const [acc] = await tx.update(accounts)
      .set({ balance: sql`${accounts.balance} + ${p.amount}` })
      .where(and(eq(accounts.id, p.accountId), sql`${accounts.balance} + ${p.amount} >= 0`))
      .returning({ balance: accounts.balance });
    if (!acc) throw new AppError('INSUFFICIENT_BALANCE');
    posted.push({ accountId: p.accountId, amount: p.amount, balanceAfter: acc.balance });
  }
  await tx.insert(postings).values(posted.map((p) => ({ transactionId: txRow.id, ...p })));
  return { transactionId: txRow.id, postings: posted };
}

/** A user account's balance right after a posted transaction. */
export function balanceAfter(posted: PostedTransaction, accountId: bigint): bigint {
  const value = posted.postings.find((p) => p.accountId === accountId)?.balanceAfter;
  if (value === undefined || value === null) throw new Error(`account ${accountId} has no cached balance in this transaction`);
  return value;
}

/** Sum of postings per account, for audits and tests: it must equal each cached balance. */
export async function postingSums(db: Db | Tx, accountIds?: bigint[]): Promise<Map<bigint, bigint>> {
  const rows = await db.select({ accountId: postings.accountId, total: sql<string>`sum(${postings.amount})` })
    .from(postings)
    .where(accountIds ? inArray(postings.accountId, accountIds) : undefined)
    .groupBy(postings.accountId);
  return new Map(rows.map((r) => [r.accountId, BigInt(r.total)]));
}
