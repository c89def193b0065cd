// Rewards: what a player holds besides skins and money. Redeem-code batches and their
// codes (stored hashed), coupons, vouchers, free cases, daily deposit reward tiers and claims, and
// the virtual items (avatar frames, name colours) bought with gold coins.
//
// Each holding is used exactly once by a conditional state change (state 0 -> 1 WHERE state = 0),
// in the same database transaction as the value it turns into; money moves only through the ledger.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { staff } from './console.ts';
import { users } from './users.ts';
import type { RewardSpec } from '../../../shared/reward-constants.ts';

/** A batch of redeem codes made in the console; the codes themselves are shown once, as CSV. */
export const cdkBatches = pgTable('cdk_batches', {
  id: id(),
  /** Upper-case letters and digits, shown before every code of the batch (e.g. "SPRING"). */
  prefix: text('prefix').notNull(),
  name: text('name').notNull(),
  count: integer('count').notNull(),
  /** What one use gives (shared/reward-constants.ts RewardSpec). */
  reward: jsonb('reward').$type<RewardSpec>().notNull(),
  usesPerCode: integer('uses_per_code').notNull(),
  /** How many codes of this batch one player may redeem. */
  usesPerPlayer: integer('uses_per_player').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  staffId: ref('staff_id').references(() => staff.id),
  /** Staff stopped the batch: its codes no longer redeem. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  check('cdk_batches_values', sql`${t.count} BETWEEN 1 AND 10000 AND ${t.usesPerCode} >= 1 AND ${t.usesPerPlayer} >= 1`),
]);

/** One code: SHA-256 of its normalised text (shared/cdk-code.ts), never the text itself. */
export const cdkCodes = pgTable('cdk_codes', {
  id: id(),
  batchId: ref('batch_id').notNull().references(() => cdkBatches.id),
  codeHash: text('code_hash').notNull().unique(),
  /** Raised by a conditional update (uses < batch uses_per_code) that also takes the code's row lock. */
  uses: integer('uses').notNull().default(0),
}, (t) => [index('cdk_codes_batch_idx').on(t.batchId)]);

/** How many codes of a batch a player redeemed: raised conditionally, so racing redemptions count one by one. */
export const cdkPlayerUses = pgTable('cdk_player_uses', {
  batchId: ref('batch_id').notNull().references(() => cdkBatches.id),
  userId: ref('user_id').notNull().references(() => users.id),
  uses: integer('uses').notNull(),
}, (t) => [primaryKey({ columns: [t.batchId, t.userId] })]);

/** Every redemption, for the player's records and the console. */
export const cdkRedemptions = pgTable('cdk_redemptions', {
  id: id(),
  codeId: ref('code_id').notNull().references(() => cdkCodes.id),
  batchId: ref('batch_id').notNull().references(() => cdkBatches.id),
  userId: ref('user_id').notNull().references(() => users.id),
  reward: jsonb('reward').$type<RewardSpec>().notNull(),
  createdAt: createdAt(),
}, (t) => [index('cdk_redemptions_user_idx').on(t.userId, t.id)]);

/**
 * A coupon (couponType 1 deposit: +`bonusBp` of one deposit of at least `minFen`; 2 case: `offFen`
 * off one opening costing at least `minFen`, of `boxId` or of any case when null). State 0 unused,
 * 1 used; expired is read from `expiresAt` (shared/reward-constants.ts).
 */
export const coupons = pgTable('coupons', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  couponType: smallint('coupon_type').notNull(),
  bonusBp: integer('bonus_bp').notNull().default(0),
  offFen: fen('off_fen').notNull().default(sql`0`),
  minFen: fen('min_fen').notNull().default(sql`0`),
  boxId: integer('box_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  state: smallint('state').notNull().default(0),
  /** The recharge order or the opening's ledger ref that used it. */
  usedRef: text('used_ref'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Where it came from: 'cdk' | 'daily' | 'vip' | 'console'; and that grant's ref. */
  source: text('source').notNull(),
  sourceRef: text('source_ref').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('coupons_user_idx').on(t.userId, t.state, t.expiresAt),
  check('coupons_values', sql`${t.couponType} IN (1, 2) AND ${t.state} IN (0, 1) AND ${t.bonusBp} BETWEEN 0 AND 10000
    AND ${t.offFen} >= 0 AND ${t.minFen} >= 0 AND (${t.couponType} = 1 OR ${t.offFen} < ${t.minFen})`),
]);

/** A voucher for a named skin (`ornamentId`) or an amount (`amountFen`, to the main balance). State 0 unused, 1 used. */
export const vouchers = pgTable('vouchers', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  ornamentId: integer('ornament_id'),
  amountFen: fen('amount_fen'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  state: smallint('state').notNull().default(0),
  /** The backpack item or ledger ref it became. */
  usedRef: text('used_ref'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  source: text('source').notNull(),
  sourceRef: text('source_ref').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('vouchers_user_idx').on(t.userId, t.state, t.expiresAt),
  check('vouchers_one_kind', sql`(${t.ornamentId} IS NULL) <> (${t.amountFen} IS NULL) AND ${t.state} IN (0, 1) AND (${t.amountFen} IS NULL OR ${t.amountFen} > 0)`),
]);

/** A free case: opened once (state 0 -> 1) by the same fair rules as a paid opening, no charge. */
export const freeBoxes = pgTable('free_boxes', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  boxId: integer('box_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  state: smallint('state').notNull().default(0),
  /** The roll and the backpack item of its opening. */
  rollId: ref('roll_id'),
  itemId: ref('item_id'),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  source: text('source').notNull(),
  sourceRef: text('source_ref').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('free_boxes_user_idx').on(t.userId, t.state, t.expiresAt),
  check('free_boxes_state', sql`${t.state} IN (0, 1)`),
]);

/** A daily deposit reward tier: reached when the day's (China time) completed deposits reach `minFen`. */
export const dailyRewardTiers = pgTable('daily_reward_tiers', {
  id: id(),
  minFen: fen('min_fen').notNull().unique(),
  reward: jsonb('reward').$type<RewardSpec>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
}, (t) => [check('daily_reward_tiers_min', sql`${t.minFen} > 0`)]);

/** A tier claimed on a day: the primary key is the "once that day" however claims race. */
export const dailyRewardClaims = pgTable('daily_reward_claims', {
  userId: ref('user_id').notNull().references(() => users.id),
  /** The China-time calendar day (shared/china-day.ts). */
  day: date('day', { mode: 'string' }).notNull(),
  tierId: ref('tier_id').notNull().references(() => dailyRewardTiers.id),
  reward: jsonb('reward').$type<RewardSpec>().notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.day, t.tierId] })]);

/** The virtual items for sale: avatar frames (kind 1) and name colours (kind 2), priced in gold coins. */
export const virtualItems = pgTable('virtual_items', {
  id: integer('id').primaryKey(),
  kind: smallint('kind').notNull(),
  /** { 'zh-CN', 'zh-TW', en } */
  name: jsonb('name').$type<Record<string, string>>().notNull(),
  /** A frame's image path (virtualImg) or a name colour's CSS colour (#rrggbb). */
  value: text('value').notNull(),
  priceFen: fen('price_fen').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
}, (t) => [check('virtual_items_values', sql`${t.kind} IN (1, 2) AND ${t.priceFen} > 0`)]);

/** What a player bought (once each) and whether they wear it (at most one of each kind: users' columns). */
export const userVirtualItems = pgTable('user_virtual_items', {
  userId: ref('user_id').notNull().references(() => users.id),
  itemId: integer('item_id').notNull().references(() => virtualItems.id),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.itemId] })]);
