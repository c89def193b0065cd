// Battles: rooms, their seats, and every roll of every round. States and numbers are
// those of src/shared/contracts/battle.ts (waiting 0, running 1, ended 2, dissolved 3).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { backpackItems } from './bag.ts';
import { ornaments } from './boxes.ts';
import { users } from './users.ts';
import { ledgerTransactions } from './wallet.ts';

/**
 * One room. The server seed and salt are drawn at creation and only their hash is shown until the
 * room ends; `cases` freezes each round's case and version at creation, so the odds rolled are the
 * odds the players saw.
 */
export const battleRooms = pgTable('battle_rooms', {
  id: id(),
  /** The player who opened it; null for an official room, opened by the house with bots. */
  creatorId: ref('creator_id').references(() => users.id),
  official: boolean('official').notNull().default(false),
  mode: text('mode').notNull(),
  team: boolean('team').notNull().default(false),
  seats: smallint('seats').notNull(),
  state: smallint('state').notNull().default(0),
  /** [{boxId, version}] in round order. */
  cases: jsonb('cases').notNull(),
  rounds: smallint('rounds').notNull(),
  costPerSeat: fen('cost_per_seat').notNull(),
  serverSeed: text('server_seed').notNull(),
  salt: text('salt').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  /**
   * The room's commitment to its cases, made at creation: SHA-256 of the JSON array of each round's
   * case-version tableHash in round order (shared/fairness/table-hash.ts). Null on rooms created
   * before it was kept.
   */
  caseListHash: text('case_list_hash'),
  /** Derived when the last seat fills (shared/fairness/battle.ts). */
  roomPublicSeed: text('room_public_seed'),
  /** Winning seats and the tie-break roll, stored at settlement. */
  winners: jsonb('winners'),
  tiebreak: jsonb('tiebreak'),
  /** Reveal pace: round r shows at startedAt + r × roundMs. */
  roundMs: integer('round_ms').notNull(),
  createdAt: createdAt(),
  /** A waiting room dissolves by itself at this time (a database job). */
  dissolveAt: timestamp('dissolve_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  /** startedAt + rounds × roundMs: when the last round is revealed and the room ends. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  dissolvedAt: timestamp('dissolved_at', { withTimezone: true }),
}, (t) => [
  check('battle_rooms_mode', sql`${t.mode} IN ('classic', 'reverse')`),
  check('battle_rooms_official', sql`${t.official} = (${t.creatorId} IS NULL)`),
  check('battle_rooms_state', sql`${t.state} IN (0, 1, 2, 3)`),
  check('battle_rooms_seats', sql`${t.seats} IN (2, 3, 4)`),
  check('battle_rooms_team_seats', sql`NOT ${t.team} OR ${t.seats} = 4`),
  check('battle_rooms_rounds', sql`${t.rounds} BETWEEN 1 AND 20`),
  check('battle_rooms_cost', sql`${t.costPerSeat} > 0`),
  check('battle_rooms_round_ms', sql`${t.roundMs} > 0`),
  check('battle_rooms_started', sql`(${t.state} IN (1, 2)) = (${t.startedAt} IS NOT NULL AND ${t.roomPublicSeed} IS NOT NULL AND ${t.endsAt} IS NOT NULL)`),
  index('battle_rooms_state_idx').on(t.state, t.id),
  index('battle_rooms_official_idx').on(t.official, t.state, t.id),
  index('battle_rooms_creator_idx').on(t.creatorId, t.id),
  index('battle_rooms_ended_idx').on(t.endedAt).where(sql`${t.state} = 2`),
]);

/** A filled seat: a player or a bot, the seed it rolls with, and the ledger transaction that paid it. */
export const battleSeats = pgTable('battle_seats', {
  roomId: ref('room_id').notNull().references(() => battleRooms.id),
  pos: smallint('pos').notNull(),
  userId: ref('user_id').references(() => users.id),
  /** A bot of the roster (modules/battles/bots.ts); the house pays its seat. */
  botId: smallint('bot_id'),
  clientSeed: text('client_seed').notNull(),
  paidTransactionId: ref('paid_transaction_id').notNull().references(() => ledgerTransactions.id),
  /** The refund, when the room was dissolved. */
  refundTransactionId: ref('refund_transaction_id').references(() => ledgerTransactions.id),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.roomId, t.pos] }),
  check('battle_seats_pos', sql`${t.pos} BETWEEN 1 AND 4`),
  check('battle_seats_one_occupant', sql`(${t.userId} IS NULL) <> (${t.botId} IS NULL)`),
  uniqueIndex('battle_seats_player_once').on(t.roomId, t.userId).where(sql`${t.userId} IS NOT NULL`),
  index('battle_seats_user_idx').on(t.userId, t.roomId).where(sql`${t.userId} IS NOT NULL`),
]);

/** Every roll: round, seat, ticket and item; who took the item, and the backpack item a player got. */
export const battleResults = pgTable('battle_results', {
  roomId: ref('room_id').notNull().references(() => battleRooms.id),
  round: smallint('round').notNull(),
  pos: smallint('pos').notNull(),
  boxId: integer('box_id').notNull(),
  boxVersion: integer('box_version').notNull(),
  ticket: integer('ticket').notNull(),
  ticketFrom: integer('ticket_from').notNull(),
  ticketTo: integer('ticket_to').notNull(),
  ornamentId: integer('ornament_id').notNull().references(() => ornaments.id),
  value: fen('value').notNull(),
  /** The winning seat that takes this item. */
  awardedPos: smallint('awarded_pos').notNull(),
  /** The item in that player's backpack; null when a bot took it (it went back to the house). */
  itemId: ref('item_id').references(() => backpackItems.id),
}, (t) => [
  primaryKey({ columns: [t.roomId, t.round, t.pos] }),
  check('battle_results_ticket', sql`${t.ticket} BETWEEN ${t.ticketFrom} AND ${t.ticketTo}`),
  index('battle_results_item_idx').on(t.itemId).where(sql`${t.itemId} IS NOT NULL`),
]);
