// Level tables: the partner levels with their rebate ratios and the member (VIP) levels
// with their one-time rewards. Each edit in the console writes a new version; the newest version
// applies from its creation on, and what was paid under an older one keeps what it was paid at.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { boxes } from './boxes.ts';
import { staff } from './console.ts';
import { users } from './users.ts';

/** One version of a table; `kind` 'rebate' | 'vip'. staffId null: the built-in default. */
export const levelTables = pgTable('level_tables', {
  id: id(),
  kind: text('kind').$type<'rebate' | 'vip'>().notNull(),
  staffId: ref('staff_id').references(() => staff.id),
  createdAt: createdAt(),
}, (t) => [
  check('level_tables_kind', sql`${t.kind} IN ('rebate', 'vip')`),
  index('level_tables_kind_idx').on(t.kind, t.id),
]);

/** A partner level: reached when the promoted players' purchases reach `minPurchases`; pays `ratioBp` (300 = 3%). */
export const rebateLevels = pgTable('rebate_levels', {
  tableId: ref('table_id').notNull().references(() => levelTables.id),
  level: smallint('level').notNull(),
  minPurchases: fen('min_purchases').notNull(),
  ratioBp: integer('ratio_bp').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tableId, t.level] }),
  check('rebate_levels_values', sql`${t.level} >= 1 AND ${t.minPurchases} >= 0 AND ${t.ratioBp} BETWEEN 0 AND 10000`),
]);

/** A member level: reached when cumulative deposits (growth) reach `minGrowth`; pays `rewardCoins` once. */
export const vipLevels = pgTable('vip_levels', {
  tableId: ref('table_id').notNull().references(() => levelTables.id),
  level: smallint('level').notNull(),
  minGrowth: fen('min_growth').notNull(),
  rewardCoins: fen('reward_coins').notNull(),
  /** Free cases given once with the coins: `freeBoxCount` of `freeBoxId`, or none. */
  freeBoxId: integer('free_box_id').references(() => boxes.id),
  freeBoxCount: smallint('free_box_count').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.tableId, t.level] }),
  check('vip_levels_values', sql`${t.level} >= 1 AND ${t.minGrowth} > 0 AND ${t.rewardCoins} >= 0`),
  check('vip_levels_free_box', sql`${t.freeBoxCount} BETWEEN 0 AND 10 AND (${t.freeBoxCount} > 0) = (${t.freeBoxId} IS NOT NULL)`),
]);

/** A member level's reward, received once: the primary key is the "exactly once" however deposits race. */
export const vipRewards = pgTable('vip_rewards', {
  userId: ref('user_id').notNull().references(() => users.id),
  level: smallint('level').notNull(),
  /** The table version that defined the level when it was reached. */
  tableId: ref('table_id').notNull().references(() => levelTables.id),
  coins: fen('coins').notNull(),
  /** The free cases given when reached (the table may change since). */
  freeBoxId: integer('free_box_id').references(() => boxes.id),
  freeBoxCount: smallint('free_box_count').notNull().default(0),
  /** The deposit (recharge order id) that crossed the line. */
  orderId: text('order_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.level] }),
  check('vip_rewards_free_box', sql`${t.freeBoxCount} BETWEEN 0 AND 10 AND (${t.freeBoxCount} > 0) = (${t.freeBoxId} IS NOT NULL)`),
]);
