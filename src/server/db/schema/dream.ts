// Dream: every upgrade roll, won or lost, kept so anyone can re-compute it. A dream roll
// is not a row of `rolls`: a lost roll's ticket lies outside the winning range that table checks.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { backpackItems } from './bag.ts';
import { ornaments } from './boxes.ts';
import { fairSeeds } from './fairness.ts';
import { users } from './users.ts';
import { ledgerTransactions } from './wallet.ts';

export const dreamRolls = pgTable('dream_rolls', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  seedId: ref('seed_id').notNull().references(() => fairSeeds.id),
  /** The client seed at the time of the roll (the player may change it later). */
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull(),
  /** 1..1,000,000; the player wins when ticket ≤ chancePpm. */
  ticket: integer('ticket').notNull(),
  /** The chance, exactly, in parts per million. */
  chancePpm: integer('chance_ppm').notNull(),
  /** The house edge in force, in parts per million (what the fee was computed with). */
  edgePpm: integer('edge_ppm').notNull(),
  targetOrnamentId: integer('target_ornament_id').notNull().references(() => ornaments.id),
  targetPrice: fen('target_price').notNull(),
  /** What the player paid from the balance; 0 when the stake was backpack items. */
  fee: fen('fee').notNull(),
  /** The staked items' value; 0 when the player paid a fee. */
  stakeValue: fen('stake_value').notNull().default(sql`0`),
  /** Backpack item ids staked, in the order given; [] when paid from the balance. */
  stakeItemIds: jsonb('stake_item_ids').notNull().default(sql`'[]'::jsonb`),
  won: boolean('won').notNull(),
  /** The target in the player's backpack, on a win. */
  itemId: ref('item_id').references(() => backpackItems.id),
  transactionId: ref('transaction_id').references(() => ledgerTransactions.id),
  createdAt: createdAt(),
}, (t) => [
  /** BRIN: the console's reports read time ranges; a few pages of summary per table, next to nothing to keep up on insert. */
  index('dream_rolls_created_brin').using('brin', t.createdAt),
  uniqueIndex('dream_rolls_seed_nonce_idx').on(t.seedId, t.nonce),
  index('dream_rolls_user_idx').on(t.userId, t.id),
  check('dream_rolls_ticket', sql`${t.ticket} BETWEEN 1 AND 1000000`),
  check('dream_rolls_chance', sql`${t.chancePpm} BETWEEN 1 AND 1000000`),
  check('dream_rolls_edge', sql`${t.edgePpm} BETWEEN 0 AND 999999`),
  check('dream_rolls_won', sql`${t.won} = (${t.ticket} <= ${t.chancePpm})`),
  check('dream_rolls_item', sql`${t.won} = (${t.itemId} IS NOT NULL)`),
  check('dream_rolls_paid', sql`${t.fee} >= 0 AND ${t.stakeValue} >= 0 AND (${t.fee} > 0) <> (${t.stakeValue} > 0)`),
]);
