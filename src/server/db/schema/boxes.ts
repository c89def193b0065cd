// The item catalogue, cases and their frozen versions (odds and price).
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { fen, createdAt } from './columns.ts';

/** The item catalogue (seeded from modules/boxes/data/catalogue.json). Ids are the catalogue's. */
export const ornaments = pgTable('ornaments', {
  id: integer('id').primaryKey(),
  price: fen('price').notNull(),
  grade: smallint('grade').notNull(),
  weaponType: text('weapon_type').notNull(),
  shopCategory: text('shop_category').notNull(),
  /** Names, rarity, wear and image as the catalogue has them; never queried by value. */
  info: jsonb('info').notNull(),
});

export const boxThemes = pgTable('box_themes', {
  id: integer('id').primaryKey(),
  name: jsonb('name').notNull(),
});

export const boxes = pgTable('boxes', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  themeId: integer('theme_id').notNull().references(() => boxThemes.id),
  name: jsonb('name').notNull(),
  image: text('image').notNull(),
  /** The version on sale; older versions stay for the rolls made with them. */
  currentVersion: integer('current_version').notNull(),
  /** Taken off sale by staff: not listed, not opened, not put in new battles; its rolls stay verifiable. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** A case's odds and price, frozen: changing either makes a new version. */
export const boxVersions = pgTable('box_versions', {
  boxId: integer('box_id').notNull().references(() => boxes.id),
  version: integer('version').notNull(),
  price: fen('price').notNull(),
  expectedValue: fen('expected_value').notNull(),
  /** SHA-256 of the ticket table and price: how seeding tells whether anything changed. */
  fingerprint: text('fingerprint').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.boxId, t.version] })]);

export const boxVersionItems = pgTable('box_version_items', {
  boxId: integer('box_id').notNull(),
  version: integer('version').notNull(),
  position: smallint('position').notNull(),
  ornamentId: integer('ornament_id').notNull().references(() => ornaments.id),
  ticketFrom: integer('ticket_from').notNull(),
  ticketTo: integer('ticket_to').notNull(),
  /** The item's price when the version was written: what its tableHash commits to and an opening pays (docs/decisions/0110). */
  price: fen('price').notNull(),
}, (t) => [
  primaryKey({ columns: [t.boxId, t.version, t.position] }),
  check('box_version_items_range', sql`${t.ticketFrom} >= 1 AND ${t.ticketTo} >= ${t.ticketFrom}`),
]);
