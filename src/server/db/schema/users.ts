// Players, their sessions, open live sockets and uploaded avatars.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id, fen, ref, createdAt } from './columns.ts';

export const users = pgTable('users', {
  id: id(),
  /** null for an account made by Steam sign-in that has not bound a phone yet. */
  phone: text('phone').unique(),
  /** null for an account made by Steam sign-in: it has no password until one is set by SMS. */
  passwordHash: text('password_hash'),
  nickname: text('nickname').notNull(),
  avatar: text('avatar').notNull().default(''),
  /** The user's own promotion code, given to people they invite. */
  invitationCode: text('invitation_code').notNull().unique(),
  inviterId: ref('inviter_id'),
  /** Set once, by a conditional update, by the deposit that earned the first-deposit bonus. */
  firstDepositOrderId: text('first_deposit_order_id'),
  /** USER_STATUS: 0 active, 1 banned by staff (sign-in refused, told why), 2 cancelled by its owner (sign-in refused, records kept). */
  status: smallint('status').notNull().default(0),
  /** Why staff banned the account: shown to the player when sign-in is refused. */
  banReason: text('ban_reason'),
  bannedAt: timestamp('banned_at', { withTimezone: true }),
  /** The 64-bit SteamID of a bound Steam account. */
  steamId: text('steam_id').unique(),
  email: text('email').unique(),
  tradeUrl: text('trade_url'),
  /** When the trade link last changed from one link to another: take-backs wait 24 hours after it (docs/decisions/0104). */
  tradeUrlChangedAt: timestamp('trade_url_changed_at', { withTimezone: true }),
  /** The player's anti-phishing phrase, shown in every mail and inbox message to them; '' none. */
  antiPhishingPhrase: text('anti_phishing_phrase').notNull().default(''),
  /** The check asked before sensitive actions: 'none' or 'sms'. */
  securityWay: text('security_way').notNull().default('none'),
  /** The channel the account came from (a marketing parameter read at sign-up). */
  channelCode: text('channel_code'),
  /** Set when real-name verification succeeded. */
  realNameVerifiedAt: timestamp('real_name_verified_at', { withTimezone: true }),
  /** Member-level growth: cumulative completed deposits, fen. */
  growth: fen('growth').notNull().default(sql`0`),
  /** The member level reached (0 = none yet); only rises, moved with growth by the deposit. */
  vipLevel: smallint('vip_level').notNull().default(0),
  /** Given by staff in the console: the player may open streamer giveaways from their own skins. */
  streamer: boolean('streamer').notNull().default(false),
  /** The avatar frame worn: the bought virtual item's image path, '' none. Copied, so feeds need no join. */
  avatarFrame: text('avatar_frame').notNull().default(''),
  /** The name colour worn: a CSS colour #rrggbb, '' none. */
  nameColour: text('name_colour').notNull().default(''),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  /** BRIN: the console's new-player report reads time ranges. */
  index('users_created_brin').using('brin', t.createdAt),
]);

export const sessions = pgTable('sessions', {
  /** SHA-256 of the opaque token: a leaked table does not leak sessions. */
  tokenHash: text('token_hash').primaryKey(),
  userId: ref('user_id').notNull().references(() => users.id),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** The last passed security check (api/profile/securityCheck) in this session. */
  securityCheckedAt: timestamp('security_checked_at', { withTimezone: true }),
  /** Moved forward (at most once a minute) by requests that present the token: idle sessions expire. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  /** Where and with what the session was last used, shown in the player's list of sessions. */
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
}, (t) => [
  index('sessions_user_idx').on(t.userId),
  // The online count under RabbitMQ reads the sessions used in the last minutes (presence/recent-sessions.ts).
  index('sessions_recent_idx').on(t.lastUsedAt).where(sql`${t.revokedAt} IS NULL`),
]);

/**
 * One row per open live-feed socket, in whichever process holds it: the per-address connection
 * limit and the online count are read from here, so they hold across every process.
 * `seenAt` is refreshed by the holding process; rows of a process that died go stale and are swept.
 */
export const liveConnections = pgTable('live_connections', {
  id: text('id').primaryKey(),
  /** The process holding the socket (a random id per start). */
  instanceId: text('instance_id').notNull(),
  address: text('address').notNull(),
  /** Who it is, for counting people: a hash of the session token when signed in, else null. */
  viewer: text('viewer'),
  connectedAt: createdAt(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('live_connections_address_idx').on(t.address), index('live_connections_seen_idx').on(t.seenAt)]);
/** An uploaded avatar, re-encoded to a 256x256 WebP, kept in the database so every process serves it. */
export const avatarImages = pgTable('avatar_images', {
  name: text('name').primaryKey(),
  userId: ref('user_id').notNull().references(() => users.id),
  /** base64 of the WebP bytes (PGlite and pg agree on text; the files are ~10 KB). */
  data: text('data').notNull(),
  createdAt: createdAt(),
});
