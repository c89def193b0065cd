// Work due later, kept in the database so any process runs it, exactly once (src/server/jobs/).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

export const JOB_STATES = ['queued', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * One unit of work due at `runAt`. A runner claims it with FOR UPDATE SKIP LOCKED and runs it in the
 * same transaction as its effect, so a process killed half-way leaves it queued, never half-done.
 * `key` makes scheduling idempotent: the same key scheduled twice (by two processes, or a replayed
 * request) is one job.
 */
export const jobs = pgTable('jobs', {
  id: id(),
  kind: text('kind').notNull(),
  key: text('key').unique(),
  payload: jsonb('payload').notNull().default({}),
  runAt: timestamp('run_at', { withTimezone: true }).notNull(),
  state: text('state').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  check('jobs_state_check', sql`${t.state} IN ('queued', 'done', 'failed')`),
  index('jobs_due_idx').on(t.runAt).where(sql`${t.state} = 'queued'`),
]);

/**
 * Fixed-window counters for limits that have no rows of their own to count (requests per minute
 * per address, sends per user per hour). One upsert both counts the attempt and returns the count,
 * so concurrent attempts in any number of processes cannot slip past the limit together.
 */
export const rateCounters = pgTable('rate_counters', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('rate_counters_expiry_idx').on(t.expiresAt)]);
