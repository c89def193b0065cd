// The points shop: every purchase, what it cost in gold coins and in points, and the item.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { backpackItems } from './bag.ts';
import { ornaments } from './boxes.ts';
import { users } from './users.ts';
import { ledgerTransactions } from './wallet.ts';

export const shopOrders = pgTable('shop_orders', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  ornamentId: integer('ornament_id').notNull().references(() => ornaments.id),
  /** The shop price (catalogue price × markup), in fen of points; coins first, then points. */
  price: fen('price').notNull(),
  coinsPaid: fen('coins_paid').notNull(),
  pointsPaid: fen('points_paid').notNull(),
  itemId: ref('item_id').notNull().references(() => backpackItems.id),
  transactionId: ref('transaction_id').notNull().references(() => ledgerTransactions.id),
  createdAt: createdAt(),
}, (t) => [
  index('shop_orders_user_idx').on(t.userId, t.id),
  check('shop_orders_paid', sql`${t.price} > 0 AND ${t.coinsPaid} >= 0 AND ${t.pointsPaid} >= 0 AND ${t.coinsPaid} + ${t.pointsPaid} = ${t.price}`),
]);
