// The inbox.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A message to one player, written in the same transaction as the business change it reports.
 * Title and body are message keys with params, so each reader sees them in their own language.
 */
export const messages = pgTable('messages', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  /** 'deposit', 'sale', ... (contracts/inbox.ts MESSAGE_KINDS). */
  kind: text('kind').notNull(),
  titleKey: text('title_key').notNull(),
  bodyKey: text('body_key').notNull(),
  params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
  /** The business object it is about (an order id, the sold items): one message per kind and ref. */
  ref: text('ref'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('messages_user_idx').on(t.userId, t.id.desc()),
  // Counting unread messages reads only this small index.
  index('messages_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  // A second message about the same thing is refused by the database, whatever the caller does.
  uniqueIndex('messages_kind_ref_uq').on(t.kind, t.ref).where(sql`${t.ref} IS NOT NULL`),
]);
