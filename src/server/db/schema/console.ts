// The operator console: staff accounts and sessions, the append-only audit log, player
// notes, and the two changes that need a second staff member (four eyes): balance adjustments above
// a threshold and new case versions. The "approver is not the proposer" rule is a CHECK, so no code
// path can meet it with one person.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';
import { users } from './users.ts';
import { ledgerTransactions } from './wallet.ts';

import type { StaffRole } from '../../../shared/console/permissions.ts';

export const staff = pgTable('staff', {
  id: id(),
  /** Sign-in name: 3-32 of a-z, 0-9, '.', '_', '-'. */
  name: text('name').notNull().unique(),
  role: text('role').$type<StaffRole>().notNull(),
  /** argon2id. */
  passwordHash: text('password_hash').notNull(),
  /** The password was set by someone else (the command line or an owner): the first sign-in must change it. */
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  /**
   * Base32 TOTP secret (RFC 6238, SHA-1, 30 s, 6 digits); null until the staff member enrols their
   * own authenticator at their first sign-in (and again after a reset). Only they ever see it.
   * Stored sealed under APP_SECRET, `v1.…` (sealed-secret.ts, docs/decisions/0112), as is the pending one.
   */
  totpSecret: text('totp_secret'),
  /** The secret shown to them during enrolment, kept until they confirm it with a valid code. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last accepted TOTP time step: a code is accepted only for a later step (no replay in its window). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  createdBy: ref('created_by'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  check('staff_role', sql`${t.role} IN ('owner', 'operator', 'finance', 'support')`),
]);

export const staffSessions = pgTable('staff_sessions', {
  /** SHA-256 of the cookie's token. */
  tokenHash: text('token_hash').primaryKey(),
  staffId: ref('staff_id').notNull().references(() => staff.id),
  /** Sent back by the console in a header on every write (the cookie alone never writes). */
  csrfToken: text('csrf_token').notNull(),
  createdAt: createdAt(),
  /** Idle time-out runs from here (30 minutes); absolute from createdAt (12 hours). */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
}, (t) => [index('staff_sessions_staff_idx').on(t.staffId)]);

/**
 * One row per console write, sign-in and failed sign-in, written in the same transaction as the
 * change. The database refuses UPDATE, DELETE and TRUNCATE (migration 0014).
 */
export const consoleAudit = pgTable('console_audit', {
  id: id(),
  /** null for a failed sign-in under an unknown name. */
  staffId: ref('staff_id'),
  staffName: text('staff_name').notNull(),
  role: text('role').notNull().default(''),
  /** Dotted verb, e.g. 'staff.signIn', 'player.ban', 'box.propose'. */
  action: text('action').notNull(),
  /** What it acted on, e.g. 'user:42', 'box:3', 'staff:7'. */
  target: text('target').notNull().default(''),
  before: jsonb('before'),
  after: jsonb('after'),
  reason: text('reason').notNull().default(''),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('console_audit_created_idx').on(t.createdAt),
  index('console_audit_action_idx').on(t.action, t.createdAt),
  index('console_audit_staff_idx').on(t.staffId, t.createdAt),
  index('console_audit_target_idx').on(t.target, t.createdAt),
]);

/** A staff note on a player; append-only like the audit log. */
export const playerNotes = pgTable('player_notes', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  staffId: ref('staff_id').notNull().references(() => staff.id),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('player_notes_user_idx').on(t.userId, t.id)]);

/** APPROVAL_STATE: 0 pending (four eyes), 1 carried out, 2 rejected. */
export const balanceAdjustments = pgTable('balance_adjustments', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  /** The player's account it moves: 'main' or 'secondary'. */
  accountType: text('account_type').notNull(),
  /** Signed fen: positive credits the player, negative debits (never below zero: the balance CHECK). */
  amount: fen('amount').notNull(),
  reason: text('reason').notNull(),
  requestedBy: ref('requested_by').notNull().references(() => staff.id),
  state: smallint('state').notNull().default(0),
  decidedBy: ref('decided_by').references(() => staff.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  transactionId: ref('transaction_id').references(() => ledgerTransactions.id),
  createdAt: createdAt(),
}, (t) => [
  index('balance_adjustments_user_idx').on(t.userId, t.id),
  index('balance_adjustments_pending_idx').on(t.id).where(sql`${t.state} = 0`),
  // The 24-hour sums a new adjustment is checked against: the player's and the proposer's.
  index('balance_adjustments_user_created_idx').on(t.userId, t.createdAt),
  index('balance_adjustments_requested_created_idx').on(t.requestedBy, t.createdAt),
  check('balance_adjustments_account', sql`${t.accountType} IN ('main', 'secondary')`),
  check('balance_adjustments_amount', sql`${t.amount} <> 0`),
  check('balance_adjustments_reason', sql`length(btrim(${t.reason})) > 0`),
  check('balance_adjustments_state', sql`${t.state} IN (0, 1, 2)`),
  check('balance_adjustments_four_eyes', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.requestedBy}`),
  check('balance_adjustments_posted', sql`(${t.state} = 1) = (${t.transactionId} IS NOT NULL)`),
]);

/**
 * A new case, or a new version of one, waiting for a second staff member. `payload` holds what
 * the version will be (items with ticket ranges, price, names); approval writes it into
 * boxes / box_versions / box_version_items and moves the case's current version, nothing else.
 */
export const boxProposals = pgTable('box_proposals', {
  id: id(),
  /** null: a new case. */
  boxId: integer('box_id'),
  /** The current version the proposal was made against: approval refuses if it has moved since. */
  baseVersion: integer('base_version'),
  payload: jsonb('payload').notNull(),
  reason: text('reason').notNull().default(''),
  proposedBy: ref('proposed_by').notNull().references(() => staff.id),
  state: smallint('state').notNull().default(0),
  decidedBy: ref('decided_by').references(() => staff.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** The version it became, once approved. */
  resultBoxId: integer('result_box_id'),
  resultVersion: integer('result_version'),
  createdAt: createdAt(),
}, (t) => [
  index('box_proposals_pending_idx').on(t.id).where(sql`${t.state} = 0`),
  check('box_proposals_state', sql`${t.state} IN (0, 1, 2)`),
  check('box_proposals_four_eyes', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.proposedBy}`),
]);
