// What the sandbox SMS and mail providers "sent", so GET api/dev/smsOutbox answers the same from
// every process (never written in production: the sandbox providers are refused there).
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

export const sandboxOutbox = pgTable('sandbox_outbox', {
  id: id(),
  /** 'sms' or 'mail'. */
  channel: text('channel').notNull(),
  /** The phone number or mail address. */
  target: text('target').notNull(),
  purpose: text('purpose').notNull(),
  code: text('code').notNull(),
  createdAt: createdAt(),
}, (t) => [index('sandbox_outbox_target_idx').on(t.channel, t.target, t.id)]);
