// Player protection: deposit and loss limits with their history, cool-offs and
// self-exclusions, and reality checks. Nothing here is ever deleted: the history is what the
// console shows and what a regulator asks for.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { staff } from './console.ts';
import { users } from './users.ts';
import type { LimitKind, LimitPeriod, ExclusionKind, ExclusionLength } from '../../../shared/protection-constants.ts';

/** The limit in force, one per player, kind and period; a removal deletes nothing: it sets `amountFen` null. */
export const playLimits = pgTable('play_limits', {
  userId: ref('user_id').notNull().references(() => users.id),
  kind: text('kind').$type<LimitKind>().notNull(),
  period: text('period').$type<LimitPeriod>().notNull(),
  /** null: no limit of this kind and period (removed). */
  amountFen: fen('amount_fen'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.kind, t.period] }),
  check('play_limits_values', sql`${t.kind} IN ('deposit', 'loss') AND ${t.period} IN ('day', 'week', 'month') AND (${t.amountFen} IS NULL OR ${t.amountFen} > 0)`),
]);

/**
 * Every change asked for: `state` 'applied' (a decrease, a first limit, a staff tightening: in force
 * at once), 'pending' (a raise or removal: may be confirmed from `effectiveAt`, 24 hours on),
 * 'confirmed' (the pending change, confirmed and applied), 'cancelled' (superseded or withdrawn).
 */
export const playLimitChanges = pgTable('play_limit_changes', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  kind: text('kind').$type<LimitKind>().notNull(),
  period: text('period').$type<LimitPeriod>().notNull(),
  /** The limit before, and the one asked for (null: none / removal). */
  fromFen: fen('from_fen'),
  toFen: fen('to_fen'),
  state: text('state').$type<'applied' | 'pending' | 'confirmed' | 'cancelled'>().notNull(),
  effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** Staff who tightened it (with their reason); null: the player. */
  staffId: ref('staff_id').references(() => staff.id),
  reason: text('reason'),
  createdAt: createdAt(),
}, (t) => [
  index('play_limit_changes_user_idx').on(t.userId, t.id),
  index('play_limit_changes_created_idx').on(t.createdAt),
  check('play_limit_changes_state', sql`${t.state} IN ('applied', 'pending', 'confirmed', 'cancelled')`),
]);

/** A cool-off (time-out) or a self-exclusion: from `startsAt` to `endsAt`, never shortened or lifted. */
export const exclusions = pgTable('exclusions', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  kind: text('kind').$type<ExclusionKind>().notNull(),
  length: text('length').$type<ExclusionLength>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('exclusions_user_idx').on(t.userId, t.endsAt),
  index('exclusions_created_idx').on(t.createdAt),
  check('exclusions_values', sql`${t.kind} IN ('cooloff', 'self') AND ${t.endsAt} > ${t.startsAt}`),
]);

/**
 * A player's reality check: the interval chosen (15, 30, 60 minutes; 60 for everyone until changed),
 * the play session's start, and when the next check is due. The gate (modules/protection/gate.ts)
 * refuses play while `dueAt <= now` until the player answers.
 */
export const realityChecks = pgTable('reality_checks', {
  userId: ref('user_id').primaryKey().references(() => users.id),
  intervalMinutes: integer('interval_minutes').notNull().default(60),
  /** The play session: started by the first play after a pause (REALITY_SESSION_GAP_MINUTES); null: none running. */
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
  lastPlayAt: timestamp('last_play_at', { withTimezone: true }),
  dueAt: timestamp('due_at', { withTimezone: true }),
}, (t) => [check('reality_checks_interval', sql`${t.intervalMinutes} IN (15, 30, 60)`)]);

/** Each answer to a reality check, with what the dialog showed. */
export const realityCheckAnswers = pgTable('reality_check_answers', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  continued: boolean('continued').notNull(),
  sessionMinutes: integer('session_minutes').notNull(),
  /** Won minus spent in the session, fen (negative: a loss). */
  netFen: fen('net_fen').notNull(),
  createdAt: createdAt(),
}, (t) => [index('reality_check_answers_created_idx').on(t.createdAt)]);

/** When the player last skipped the limit question at a deposit; asked again LIMIT_PROMPT_AGAIN_DAYS later. */
export const limitPrompts = pgTable('limit_prompts', {
  userId: ref('user_id').primaryKey().references(() => users.id),
  skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull(),
});
