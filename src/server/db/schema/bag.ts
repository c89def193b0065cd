// The backpack: won or bought items and their state.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { ornaments } from './boxes.ts';
import { rolls } from './fairness.ts';
import { users } from './users.ts';

/** A won or bought item. It changes state only by a conditional update from the state expected. */
export const backpackItems = pgTable('backpack_items', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  ornamentId: integer('ornament_id').notNull().references(() => ornaments.id),
  moduleId: smallint('module_id').notNull(),
  state: smallint('state').notNull().default(0),
  /** The item's price when it was won: what sell-back pays a share of. */
  price: fen('price').notNull(),
  rollId: ref('roll_id').references(() => rolls.id),
  boxId: integer('box_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  /** BRIN: the console's reports read time ranges; a few pages of summary per table, next to nothing to keep up on insert. */
  index('backpack_items_created_brin').using('brin', t.createdAt),
  index('backpack_items_user_idx').on(t.userId, t.state, t.id),
  index('backpack_items_recent_idx').on(t.id).where(sql`${t.moduleId} IN (1, 2, 3, 5)`),
]);
