// Giveaways: free-to-enter roll rooms with a pool of skins, drawn at a set time or when
// full, against a server seed committed at creation, the published entrant list and a public
// randomness-beacon round that did not exist when entry closed (shared/fairness/giveaway.ts).
// States and numbers are those of src/shared/contracts/giveaway.ts (open 0, drawing 1, drawn 2,
// cancelled 3).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { backpackItems } from './bag.ts';
import { ornaments } from './boxes.ts';
import { staff } from './console.ts';
import { users } from './users.ts';
import { ledgerTransactions } from './wallet.ts';

export const giveaways = pgTable('giveaways', {
  id: id(),
  /** 'official': made by staff, the house funds the prizes; 'streamer': a streamer's own backpack skins. */
  kind: text('kind').notNull(),
  /** The staff member who made an official room. */
  createdByStaff: ref('created_by_staff').references(() => staff.id),
  /** The player (with the streamer role) who made a streamer room. */
  streamerId: ref('streamer_id').references(() => users.id),
  /** Made by the start outside production: draws at 3 entrants and is followed by the next one. */
  demo: boolean('demo').notNull().default(false),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** null: no limit. */
  maxEntrants: integer('max_entrants'),
  /** 'time': drawn at drawAt; 'full': drawn as soon as maxEntrants have joined (or at drawAt, if set, whichever comes first). */
  drawMode: text('draw_mode').notNull(),
  drawAt: timestamp('draw_at', { withTimezone: true }),
  // Join conditions, checked on the server at join.
  /** Minimum deposits (fen) within the last `depositDays` days; null: none. */
  minDeposit: fen('min_deposit'),
  depositDays: smallint('deposit_days'),
  /** SHA-256 of the join code; null: no code. */
  joinCodeHash: text('join_code_hash'),
  requireVerified: boolean('require_verified').notNull().default(false),
  /** A streamer room seen and joined only through its invite link (the token in it). */
  inviteToken: text('invite_token'),
  state: smallint('state').notNull().default(0),
  /** Entries so far: the next entrant's roll code is this + 1. Raised by a conditional update, so `maxEntrants` holds under racing joins. */
  entrantCount: integer('entrant_count').notNull().default(0),
  /** Sum of the prizes' values at creation (fen): what cards show. */
  poolValue: fen('pool_value').notNull(),
  // The commitment, published from creation; the seed and salt are shown once drawn.
  serverSeed: text('server_seed').notNull(),
  salt: text('salt').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  // Fixed when entry closes.
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** SHA-256 of the published entrant list (giveawayEntrantsHash). */
  entrantsHash: text('entrants_hash'),
  /** The first beacon round whose time is after closedAt: it did not exist when entry closed. */
  beaconRound: bigint('beacon_round', { mode: 'number' }),
  // Fixed at the draw.
  beaconRandomness: text('beacon_randomness'),
  beaconSignature: text('beacon_signature'),
  publicSeed: text('public_seed'),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelledByStaff: ref('cancelled_by_staff').references(() => staff.id),
  /** The house's record of what an official room's awarded prizes cost (house:giveaways → house:prizes). */
  costTransactionId: ref('cost_transaction_id').references(() => ledgerTransactions.id),
  createdAt: createdAt(),
}, (t) => [
  check('giveaways_kind', sql`${t.kind} IN ('official', 'streamer')`),
  check('giveaways_maker', sql`(${t.kind} = 'official' AND ${t.streamerId} IS NULL) OR (${t.kind} = 'streamer' AND ${t.streamerId} IS NOT NULL AND ${t.createdByStaff} IS NULL)`),
  check('giveaways_draw_mode', sql`${t.drawMode} IN ('time', 'full')`),
  check('giveaways_when', sql`(${t.drawMode} = 'time' AND ${t.drawAt} IS NOT NULL) OR (${t.drawMode} = 'full' AND ${t.maxEntrants} IS NOT NULL)`),
  check('giveaways_max', sql`${t.maxEntrants} IS NULL OR ${t.maxEntrants} BETWEEN 1 AND 100000`),
  check('giveaways_count', sql`${t.entrantCount} >= 0 AND (${t.maxEntrants} IS NULL OR ${t.entrantCount} <= ${t.maxEntrants})`),
  check('giveaways_deposit', sql`(${t.minDeposit} IS NULL) = (${t.depositDays} IS NULL) AND (${t.minDeposit} IS NULL OR (${t.minDeposit} > 0 AND ${t.depositDays} BETWEEN 1 AND 365))`),
  check('giveaways_state', sql`${t.state} IN (0, 1, 2, 3)`),
  check('giveaways_closed', sql`(${t.state} IN (1, 2)) = (${t.closedAt} IS NOT NULL AND ${t.entrantsHash} IS NOT NULL AND ${t.beaconRound} IS NOT NULL)`),
  check('giveaways_drawn', sql`(${t.state} = 2) = (${t.drawnAt} IS NOT NULL AND ${t.publicSeed} IS NOT NULL AND ${t.beaconRandomness} IS NOT NULL)`),
  check('giveaways_cancelled', sql`(${t.state} = 3) = (${t.cancelledAt} IS NOT NULL)`),
  check('giveaways_pool_value', sql`${t.poolValue} >= 0`),
  index('giveaways_state_idx').on(t.state, t.id),
  index('giveaways_kind_idx').on(t.kind, t.state, t.id),
  index('giveaways_streamer_idx').on(t.streamerId, t.id).where(sql`${t.streamerId} IS NOT NULL`),
  uniqueIndex('giveaways_invite_idx').on(t.inviteToken).where(sql`${t.inviteToken} IS NOT NULL`),
  // One demo room taking entries at a time, however many processes start at once.
  uniqueIndex('giveaways_one_open_demo').on(t.demo).where(sql`${t.demo} AND ${t.state} IN (0, 1)`),
]);

/**
 * The pool, in pool order (`pos` 1..n): each prize is drawn in this order. A streamer's prize is one
 * of their backpack items (`sourceItemId`, moved out of the backpack by a conditional state change);
 * an official one is a catalogue skin the house hands out.
 */
export const giveawayPrizes = pgTable('giveaway_prizes', {
  giveawayId: ref('giveaway_id').notNull().references(() => giveaways.id),
  pos: smallint('pos').notNull(),
  ornamentId: integer('ornament_id').notNull().references(() => ornaments.id),
  /** The skin's price at creation (fen): what the winner's backpack item is worth. */
  value: fen('value').notNull(),
  sourceItemId: ref('source_item_id').references(() => backpackItems.id),
  // Set at the draw.
  winnerId: ref('winner_id').references(() => users.id),
  /** The winner's roll code. */
  winnerCode: integer('winner_code'),
  ticket: integer('ticket'),
  /** Over how many entrants not yet drawn the ticket ran. */
  ticketRange: integer('ticket_range'),
  /** The backpack item the winner received (moduleId roll). */
  wonItemId: ref('won_item_id').references(() => backpackItems.id),
}, (t) => [
  primaryKey({ columns: [t.giveawayId, t.pos] }),
  check('giveaway_prizes_pos', sql`${t.pos} BETWEEN 1 AND 100`),
  check('giveaway_prizes_value', sql`${t.value} >= 0`),
  check('giveaway_prizes_ticket', sql`${t.ticket} IS NULL OR ${t.ticket} BETWEEN 1 AND ${t.ticketRange}`),
  check('giveaway_prizes_won', sql`(${t.winnerId} IS NULL) = (${t.wonItemId} IS NULL) AND (${t.winnerId} IS NULL) = (${t.ticket} IS NULL)`),
  uniqueIndex('giveaway_prizes_source_idx').on(t.sourceItemId).where(sql`${t.sourceItemId} IS NOT NULL`),
  uniqueIndex('giveaway_prizes_winner_once').on(t.giveawayId, t.winnerId).where(sql`${t.winnerId} IS NOT NULL`),
]);

/**
 * One entry per player and room. `code` is the roll code (1..entrantCount in joining order); the
 * published entrant list is sorted by it. `excluded`: banned before the draw, so not in it.
 */
export const giveawayEntries = pgTable('giveaway_entries', {
  giveawayId: ref('giveaway_id').notNull().references(() => giveaways.id),
  userId: ref('user_id').notNull().references(() => users.id),
  code: integer('code').notNull(),
  excluded: boolean('excluded').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.giveawayId, t.userId] }),
  uniqueIndex('giveaway_entries_code_idx').on(t.giveawayId, t.code),
  check('giveaway_entries_code', sql`${t.code} >= 1`),
  index('giveaway_entries_user_idx').on(t.userId, t.giveawayId),
]);

/**
 * The locally signed beacon (development and tests, and any deployment without drand): one key
 * pair for the whole site, made once, so every process signs a round alike. A round's value can
 * be signed only once its time has come (providers/beacon/local.ts).
 */
export const beaconKeys = pgTable('beacon_keys', {
  id: smallint('id').primaryKey(),
  /** BLS12-381 secret key, hex (never leaves the server). */
  secretKey: text('secret_key').notNull(),
  publicKey: text('public_key').notNull(),
  genesisTime: bigint('genesis_time', { mode: 'number' }).notNull(),
  periodSeconds: integer('period_seconds').notNull(),
  createdAt: createdAt(),
}, (t) => [check('beacon_keys_one', sql`${t.id} = 1`)]);
