// Take-backs (取回): a backpack skin bought again from a marketplace supplier for the
// player's trade link. One record per item per attempt; states are the spec's (shared/
// withdrawal-constants.ts) and change only through modules/withdrawals/transitions.ts, by a
// conditional update from the state expected, each change written to withdrawal_events.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { backpackItems } from './bag.ts';
import { ornaments } from './boxes.ts';
import { staff } from './console.ts';
import { users } from './users.ts';

export const withdrawals = pgTable('withdrawals', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  itemId: ref('item_id').notNull().references(() => backpackItems.id),
  ornamentId: integer('ornament_id').notNull().references(() => ornaments.id),
  /** What the supplier is asked for: Steam's market hash name, e.g. "AK-47 | Redline (Field-Tested)". */
  marketHashName: text('market_hash_name').notNull(),
  /** The item's value when asked (its backpack price). */
  value: fen('value').notNull(),
  /** The most the supplier may charge (value × (100 + WITHDRAW_PRICE_MARGIN) / 100). */
  maxPrice: fen('max_price').notNull(),
  /** The trade link as it was when asked: a later change does not redirect a running order. */
  tradeUrl: text('trade_url').notNull(),
  state: smallint('state').notNull().default(0),
  /** The failure (state 4) or hold (state 5) reason, or 'redispatched' after a reversal; see WITHDRAW_FAILURES, WITHDRAW_HOLDS. */
  reason: text('reason'),
  /** Which supplier adapter holds the order ('sandbox', 'waxpeer', ...). */
  supplier: text('supplier').notNull(),
  /** Our idempotency id at the supplier: `wd<id>` (`wd<id>r1` after a reversal's re-dispatch). Buying again with it finds the order. */
  supplierRef: text('supplier_ref').notNull(),
  /** The supplier's own order id, once it has one. */
  supplierOrderId: text('supplier_order_id'),
  /** What the supplier charged (fen), once known. */
  paidPrice: fen('paid_price'),
  tradeOfferId: text('trade_offer_id'),
  offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  /** Steam Trade Protection: the seller may reverse the trade until then. */
  protectedUntil: timestamp('protected_until', { withTimezone: true }),
  /** Re-dispatches after a reversal: at most one. */
  redispatches: smallint('redispatches').notNull().default(0),
  /** The staff member who approved or rejected it from state 5. */
  reviewedBy: ref('reviewed_by').references(() => staff.id),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('withdrawals_state', sql`${t.state} BETWEEN 0 AND 5`),
  check('withdrawals_money', sql`${t.value} >= 0 AND ${t.maxPrice} >= ${t.value} AND (${t.paidPrice} IS NULL OR ${t.paidPrice} >= 0)`),
  check('withdrawals_offer', sql`${t.state} <> 2 OR ${t.tradeOfferId} IS NOT NULL`),
  check('withdrawals_success', sql`${t.state} <> 3 OR (${t.deliveredAt} IS NOT NULL AND ${t.protectedUntil} IS NOT NULL)`),
  check('withdrawals_reason', sql`${t.state} NOT IN (4, 5) OR ${t.reason} IS NOT NULL`),
  check('withdrawals_redispatches', sql`${t.redispatches} BETWEEN 0 AND 1`),
  /** One live take-back per item: a second request for the same item loses even before the item's own update. */
  uniqueIndex('withdrawals_live_item').on(t.itemId).where(sql`${t.state} <> 4`),
  uniqueIndex('withdrawals_supplier_ref').on(t.supplier, t.supplierRef),
  index('withdrawals_user_idx').on(t.userId, t.id),
  /** The daily limits count a player's requests since the China-time midnight. */
  index('withdrawals_user_day_idx').on(t.userId, t.createdAt),
  /** The poller and the console's queue read by state. */
  index('withdrawals_state_idx').on(t.state, t.updatedAt),
]);

/** Every state change, with what caused it: the record's history and the console's audit of it. */
export const withdrawalEvents = pgTable('withdrawal_events', {
  id: id(),
  withdrawalId: ref('withdrawal_id').notNull().references(() => withdrawals.id),
  fromState: smallint('from_state'),
  toState: smallint('to_state').notNull(),
  /** The transition's event: request, ordered, offerSent, delivered, failed, hold, approve, reject, reversed. */
  event: text('event').notNull(),
  /** Who drove it: request, dispatch, callback, poll, deadline, console. */
  source: text('source').notNull(),
  reason: text('reason'),
  staffId: ref('staff_id').references(() => staff.id),
  detail: jsonb('detail').notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('withdrawal_events_withdrawal_idx').on(t.withdrawalId, t.id)]);

/**
 * The sandbox supplier's own book (never used in production): the orders "the marketplace" took,
 * so every process answers the same and its timed steps are database jobs.
 */
export const sandboxSkinOrders = pgTable('sandbox_skin_orders', {
  /** The buyer's idempotency id (our supplierRef). */
  ref: text('ref').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  marketHashName: text('market_hash_name').notNull(),
  maxPrice: fen('max_price').notNull(),
  tradeUrl: text('trade_url').notNull(),
  /** pending, offerSent, delivered, failed, reversed (the supplier's words, not ours). */
  status: text('status').notNull(),
  /** What this order will do next, drawn from the configured rates when it was placed (or forced from the sandbox page). */
  plan: text('plan').notNull(),
  price: fen('price').notNull(),
  tradeOfferId: text('trade_offer_id'),
  offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  failure: text('failure'),
  detail: jsonb('detail').notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
