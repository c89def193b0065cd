// Verification: slider check, codes by SMS and mail, Steam sign-in, real name.
import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from './columns.ts';
import { users } from './users.ts';

/** A slider puzzle. The gap's position stays here; the answer only ever carries the images. */
export const captchaPuzzles = pgTable('captcha_puzzles', {
  id: text('id').primaryKey(),
  gapX: smallint('gap_x').notNull(),
  misses: smallint('misses').notNull().default(0),
  /** Set when solved or worn out: a puzzle is answered once. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The one-time pass a solved puzzle gives: good for one code sent, within 2 minutes. */
export const captchaTokens = pgTable('captcha_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A code sent by SMS or mail. Only its hash is kept; it dies when used, expired or guessed 5 times. */
export const verificationCodes = pgTable('verification_codes', {
  id: id(),
  channel: text('channel').$type<'sms' | 'mail'>().notNull(),
  /** The phone number or mail address the code went to. */
  target: text('target').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  /** The address that asked for it: sending is limited per IP too. */
  ip: text('ip').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt),
  index('verification_codes_ip_idx').on(t.ip, t.createdAt),
]);

/** A Steam sign-in under way: the state we put in return_to and what to do when it comes back. */
export const steamLogins = pgTable('steam_logins', {
  state: text('state').primaryKey(),
  redirectUrl: text('redirect_url').notNull(),
  promoteCode: text('promote_code'),
  channelCode: text('channel_code'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every OpenID response_nonce accepted: a replayed assertion finds its row and is refused. */
export const openidNonces = pgTable('openid_nonces', {
  nonce: text('nonce').primaryKey(),
  createdAt: createdAt(),
});

/** The one-time code /login/steamCallback exchanges for a session token (tokens never go in URLs). */
export const loginExchangeCodes = pgTable('login_exchange_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: ref('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
/** A real-name verification attempt through the certification provider. */
export const certifications = pgTable('certifications', {
  id: text('id').primaryKey(),
  userId: ref('user_id').notNull().references(() => users.id),
  provider: text('provider').notNull(),
  /** Masked as the provider returned it (张*三, 110***********1234): we keep no full ID number. */
  realName: text('real_name').notNull(),
  idNumberMasked: text('id_number_masked').notNull(),
  /**
   * HMAC-SHA256 (app secret) of the ID number as submitted, hex: lets a referral whose identity is
   * the partner's be flagged without keeping the number. Null on attempts made before it.
   */
  identityHash: text('identity_hash'),
  /** 0 pending, 1 verified, 2 refused. */
  state: smallint('state').notNull().default(0),
  /** Why it was refused: 'underage', 'mismatch', ... */
  reason: text('reason'),
  /** The provider's own id for this verification (Alipay's certify_id), asked about when the person returns. */
  providerRef: text('provider_ref'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [index('certifications_user_idx').on(t.userId, t.createdAt), index('certifications_identity_idx').on(t.identityHash)]);
