// Promotion (推广): who brought whom, what each promoted player bought, the rebate every
// spending paid the partner, and the partner's running totals. Level tables are versioned
// (level-tables.ts): a rebate row keeps the ratio it was paid at, so a later table never touches it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { staff } from './console.ts';
import { users } from './users.ts';

/**
 * One row per bound inviter (users.inviter_id stays the binding itself; this is its book).
 * `flag` (REFERRAL_FLAG): 0 none, 1 flagged (the promoted player's real-name identity or trade link
 * matches the partner's: it earns nothing until staff clear it), 2 cleared by staff, 3 confirmed by
 * staff (earns nothing, for good). Only 0 and 2 earn.
 */
export const referrals = pgTable('referrals', {
  promotedId: ref('promoted_id').primaryKey().references(() => users.id),
  partnerId: ref('partner_id').notNull().references(() => users.id),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  /** The promoted player's spending on cases, battles and dream since binding (net of reversals). */
  purchases: fen('purchases').notNull().default(sql`0`),
  /** What that spending paid the partner (net of reversals). */
  rebate: fen('rebate').notNull().default(sql`0`),
  flag: smallint('flag').notNull().default(0),
  /** Why it was flagged: 'identity' or 'tradeLink'. */
  flagReason: text('flag_reason'),
  flaggedAt: timestamp('flagged_at', { withTimezone: true }),
  /** The staff member who cleared or confirmed the flag. */
  reviewedBy: ref('reviewed_by').references(() => staff.id),
}, (t) => [
  check('referrals_flag', sql`${t.flag} BETWEEN 0 AND 3`),
  check('referrals_not_self', sql`${t.promotedId} <> ${t.partnerId}`),
  check('referrals_money', sql`${t.purchases} >= 0 AND ${t.rebate} >= 0`),
  index('referrals_partner_idx').on(t.partnerId, t.boundAt),
  index('referrals_flagged_idx').on(t.flag).where(sql`${t.flag} = 1`),
]);

/**
 * A partner's running totals, moved in the transaction of every rebate (its row lock serialises one
 * partner's rebates, which lock the partner's secondary account anyway). `purchases` picks the level.
 * `owed`: what reversals could not take back because the partner had already spent the rebate;
 * later rebates pay it off first.
 */
export const partnerTotals = pgTable('partner_totals', {
  userId: ref('user_id').primaryKey().references(() => users.id),
  promotedCount: integer('promoted_count').notNull().default(0),
  purchases: fen('purchases').notNull().default(sql`0`),
  reward: fen('reward').notNull().default(sql`0`),
  owed: fen('owed').notNull().default(sql`0`),
}, (t) => [
  check('partner_totals_money', sql`${t.purchases} >= 0 AND ${t.reward} >= 0 AND ${t.owed} >= 0 AND ${t.promotedCount} >= 0`),
  index('partner_totals_count_idx').on(t.promotedCount),
]);

/** One row per rebated spending: unique by the spending's ledger ref, so a replay pays nothing twice. */
export const referralRebates = pgTable('referral_rebates', {
  id: id(),
  /** 'case' | 'battle' | 'dream' */
  source: text('source').notNull(),
  /** The spending's ledger transaction ref (a battle seat's `battle:<room>:<pos>`...). */
  spendRef: text('spend_ref').notNull(),
  promotedId: ref('promoted_id').notNull().references(() => users.id),
  partnerId: ref('partner_id').notNull().references(() => users.id),
  spent: fen('spent').notNull(),
  /** The partner's level and its ratio in basis points (300 = 3%) when it was paid. */
  level: smallint('level').notNull(),
  ratioBp: integer('ratio_bp').notNull(),
  /** The rebate earned (spent × ratio, rounded down) ... */
  amount: fen('amount').notNull(),
  /** ... of which this much paid off `owed` rather than reaching the secondary balance. */
  offset: fen('offset').notNull().default(sql`0`),
  createdAt: createdAt(),
  /** Set once when the spending was reversed (a dissolved battle's refund). */
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  /**
   * True while a reversal could still take the rebate back: what reached the secondary balance is
   * then not transferable (rewards/daily/transfer.ts). A rebate is credited when its spending is
   * final (a case or dream at once, a battle seat when its room starts), so rows are written false;
   * only battle seats credited before that rule (their rooms still waiting) were marked true, and
   * the start or the dissolve of their room clears them.
   */
  pending: boolean('pending').notNull().default(false),
}, (t) => [
  uniqueIndex('referral_rebates_spend_idx').on(t.spendRef),
  index('referral_rebates_pending_idx').on(t.partnerId).where(sql`${t.pending}`),
  index('referral_rebates_partner_idx').on(t.partnerId, t.id),
  index('referral_rebates_promoted_idx').on(t.promotedId),
  check('referral_rebates_money', sql`${t.spent} > 0 AND ${t.amount} >= 0 AND ${t.offset} >= 0 AND ${t.offset} <= ${t.amount} AND ${t.ratioBp} BETWEEN 0 AND 10000`),
]);

/** The channels a sign-up's `channelCode` may name, kept in the console (api/common/promotionChannelList). */
export const promotionChannels = pgTable('promotion_channels', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});
