// Sign-in throttling.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

/** One failed sign-in, counted per account and per IP over a sliding window. */
export const authFailures = pgTable('auth_failures', {
  id: id(),
  /**
   * What the attempt counts against ("pw:<phone>", "pw-ip:<phone>|<address>", "ip:<address>", …).
   * A row is written (reserved) BEFORE the password or code is checked and deleted when the check
   * passes, so rows are failed and in-flight attempts.
   */
  subject: text('subject').notNull(),
  createdAt: createdAt(),
}, (t) => [index('auth_failures_subject_idx').on(t.subject, t.createdAt)]);
