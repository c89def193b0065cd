// Money: accounts, the double-entry ledger, idempotency keys, recharge orders and provider events.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { users } from './users.ts';

/** Account types: a user's four, and the house's and providers' (external: may run negative). */
export const ACCOUNT_TYPES = ['main', 'secondary', 'points', 'coins', 'house', 'provider'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const accounts = pgTable('accounts', {
  id: id(),
  code: text('code').notNull().unique(),
  userId: ref('user_id').references(() => users.id),
  type: text('type').$type<AccountType>().notNull(),
  /** Cached sum of the postings; only for users' accounts (external ones keep 0, see ledger.ts). */
  balance: fen('balance').notNull().default(sql`0`),
  /** House and provider accounts: the other side of the books, their balance only in the postings. */
  external: boolean('external').notNull().default(false),
}, (t) => [
  check('accounts_balance_never_negative', sql`${t.balance} >= 0`),
  uniqueIndex('accounts_user_type_idx').on(t.userId, t.type),
]);

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: id(),
  kind: text('kind').notNull(),
  /** The business object behind it, e.g. a recharge order id. */
  ref: text('ref').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('ledger_transactions_ref_idx').on(t.ref),
  /** BRIN: the console's reports read time ranges; a few pages of summary, next to nothing to keep up on insert. */
  index('ledger_transactions_created_brin').using('brin', t.createdAt),
]);

export const postings = pgTable('postings', {
  id: id(),
  transactionId: ref('transaction_id').notNull().references(() => ledgerTransactions.id),
  accountId: ref('account_id').notNull().references(() => accounts.id),
  amount: fen('amount').notNull(),
  /** The account's balance after this posting; null on external accounts, which cache none. */
  balanceAfter: fen('balance_after'),
  createdAt: createdAt(),
}, (t) => [
  /** BRIN: the console's reports read time ranges; a few pages of summary per table, next to nothing to keep up on insert. */
  index('postings_created_brin').using('brin', t.createdAt),
  index('postings_account_idx').on(t.accountId, t.id),
  index('postings_transaction_idx').on(t.transactionId),
  check('postings_amount_nonzero', sql`${t.amount} <> 0`),
]);

export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: ref('user_id').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  /** null while the first request is still running. */
  httpStatus: integer('http_status'),
  response: jsonb('response'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.key] })]);

export const rechargeOrders = pgTable('recharge_orders', {
  id: text('id').primaryKey(),
  userId: ref('user_id').notNull().references(() => users.id),
  provider: text('provider').notNull(),
  channel: text('channel').notNull(),
  currency: text('currency').notNull(),
  /** Credited to the balance, CNY fen. */
  amount: fen('amount').notNull(),
  /** Charged by the provider, minor units of `currency`. */
  payAmount: fen('pay_amount').notNull(),
  payState: smallint('pay_state').notNull().default(0),
  /** A deposit coupon named at order time; used (once) by the crediting transaction. */
  couponId: ref('coupon_id'),
  /** The provider's id of its side of the order (Stripe's Checkout Session), kept when the checkout is made. */
  providerRef: text('provider_ref'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('recharge_orders_user_idx').on(t.userId, t.createdAt),
  check('recharge_orders_pay_state', sql`${t.payState} IN (0, 1, 2, 3)`),
  check('recharge_orders_amount_positive', sql`${t.amount} > 0 AND ${t.payAmount} > 0`),
]);

/** Every provider event we acted on, once: a replayed webhook finds its row and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  orderId: text('order_id').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] })]);
