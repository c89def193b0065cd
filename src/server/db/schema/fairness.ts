// Seed pairs and every random outcome, kept so anyone can re-compute it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt, fen } from './columns.ts';
import { ornaments } from './boxes.ts';
import { users } from './users.ts';

/** A player's seed pair. Exactly one active pair per user; the server seed leaves only when revealed. */
export const fairSeeds = pgTable('fair_seeds', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  serverSeed: text('server_seed').notNull(),
  salt: text('salt').notNull(),
  publicHash: text('public_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  /** The nonce the next roll takes; starts at 1. */
  nextNonce: integer('next_nonce').notNull().default(1),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  revealedAt: timestamp('revealed_at', { withTimezone: true }),
}, (t) => [uniqueIndex('fair_seeds_one_active_idx').on(t.userId).where(sql`${t.active}`)]);

/** Every random outcome, kept so anyone can re-compute it. */
export const rolls = pgTable('rolls', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  seedId: ref('seed_id').notNull().references(() => fairSeeds.id),
  game: text('game').notNull(),
  /** The client seed at the time of the roll (the player may change it later). */
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull(),
  ticket: integer('ticket').notNull(),
  range: integer('range').notNull(),
  ticketFrom: integer('ticket_from').notNull(),
  ticketTo: integer('ticket_to').notNull(),
  boxId: integer('box_id'),
  boxVersion: integer('box_version'),
  ornamentId: integer('ornament_id').notNull().references(() => ornaments.id),
  /**
   * A case roll's item's price when it was won, as the published results show it.
   * Null on rolls of other games, and on case rolls made before it was kept (they show today's).
   */
  price: fen('price'),
  createdAt: createdAt(),
}, (t) => [
  /** BRIN: the console's reports read time ranges; a few pages of summary per table, next to nothing to keep up on insert. */
  index('rolls_created_brin').using('brin', t.createdAt),
  uniqueIndex('rolls_seed_nonce_idx').on(t.seedId, t.nonce),
  index('rolls_user_idx').on(t.userId, t.id),
  /** A case's published results, newest first (GET api/box/results). */
  index('rolls_box_created_idx').on(t.boxId, t.createdAt),
  check('rolls_ticket_in_range', sql`${t.ticket} BETWEEN ${t.ticketFrom} AND ${t.ticketTo}`),
]);
