// A player's authenticator (TOTP second factor), its recovery codes and the sign-in challenges it
// answers. Separate from the staff console's own columns (console.ts): players and staff never share.
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { users } from './users.ts';

export const userTotp = pgTable('user_totp', {
  userId: ref('user_id').primaryKey().references(() => users.id),
  /** The confirmed secret: set, the second factor is on. Both secrets are stored sealed under APP_SECRET (sealed-secret.ts, docs/decisions/0112). */
  secret: text('secret'),
  /** Shown once to the player by `start`, until a valid code confirms it (or a new start replaces it). */
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The newest time step used: a code of this step or an older one is refused (replay). */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

export const userTotpRecovery = pgTable('user_totp_recovery', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  /** HMAC-SHA256 under APP_SECRET, as one-time codes are (verification/codes.ts). */
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('user_totp_recovery_code_idx').on(t.userId, t.codeHash)]);

export const totpChallenges = pgTable('totp_challenges', {
  /** SHA-256 of the token the sign-in's first step answered with. */
  tokenHash: text('token_hash').primaryKey(),
  userId: ref('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** How the sign-in began ('password', 'sms', 'steam'): the new-device message names it. */
  method: text('method').notNull().default('password'),
  createdAt: createdAt(),
}, (t) => [index('totp_challenges_user_idx').on(t.userId)]);
