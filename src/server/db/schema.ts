// The whole data model in one drizzle pg-core schema; migrations in ./migrations are generated
// from it (npm run db:generate) plus hand-written SQL where drizzle has no words (triggers, seeds).
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => bigserial('id', { mode: 'bigint' }).primaryKey();
const fen = (name: string) => bigint(name, { mode: 'bigint' });
const ref = (name: string) => bigint(name, { mode: 'bigint' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
  /** USER_STATUS: 0 active, 2 cancelled by its owner (sign-in refused, records kept). */
  status: smallint('status').notNull().default(0),
  /** The 64-bit SteamID of a bound Steam account. */
  steamId: text('steam_id').unique(),
  email: text('email').unique(),
  tradeUrl: text('trade_url'),
  /** The check asked before sensitive actions: 'none' or 'sms'. */
  securityWay: text('security_way').notNull().default('none'),
  /** The channel the account came from (a marketing parameter read at sign-up). */
  channelCode: text('channel_code'),
  /** Set when real-name verification succeeded. */
  realNameVerifiedAt: timestamp('real_name_verified_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

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
}, (t) => [index('sessions_user_idx').on(t.userId)]);

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

/** Account types: a user's four, and the house's and providers' (external: may run negative). */
export const ACCOUNT_TYPES = ['main', 'secondary', 'points', 'coins', 'house', 'provider'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const accounts = pgTable('accounts', {
  id: id(),
  code: text('code').notNull().unique(),
  userId: ref('user_id').references(() => users.id),
  type: text('type').$type<AccountType>().notNull(),
  /** Cached sum of the postings; only for users' accounts (external ones keep 0, see ledger.ts). */
  balance: fen('balance').notNull().default(sql`0`),
  /** House and provider accounts: the other side of the books, their balance only in the postings. */
  external: boolean('external').notNull().default(false),
}, (t) => [
  check('accounts_balance_never_negative', sql`${t.balance} >= 0`),
  uniqueIndex('accounts_user_type_idx').on(t.userId, t.type),
]);

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: id(),
  kind: text('kind').notNull(),
  /** The business object behind it, e.g. a recharge order id. */
  ref: text('ref').notNull(),
  createdAt: createdAt(),
}, (t) => [index('ledger_transactions_ref_idx').on(t.ref)]);

export const postings = pgTable('postings', {
  id: id(),
  transactionId: ref('transaction_id').notNull().references(() => ledgerTransactions.id),
  accountId: ref('account_id').notNull().references(() => accounts.id),
  amount: fen('amount').notNull(),
  /** The account's balance after this posting; null on external accounts, which cache none. */
  balanceAfter: fen('balance_after'),
  createdAt: createdAt(),
}, (t) => [
  index('postings_account_idx').on(t.accountId, t.id),
  index('postings_transaction_idx').on(t.transactionId),
  check('postings_amount_nonzero', sql`${t.amount} <> 0`),
]);

export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: ref('user_id').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  /** null while the first request is still running. */
  httpStatus: integer('http_status'),
  response: jsonb('response'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.key] })]);

export const rechargeOrders = pgTable('recharge_orders', {
  id: text('id').primaryKey(),
  userId: ref('user_id').notNull().references(() => users.id),
  provider: text('provider').notNull(),
  channel: text('channel').notNull(),
  currency: text('currency').notNull(),
  /** Credited to the balance, CNY fen. */
  amount: fen('amount').notNull(),
  /** Charged by the provider, minor units of `currency`. */
  payAmount: fen('pay_amount').notNull(),
  payState: smallint('pay_state').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('recharge_orders_user_idx').on(t.userId, t.createdAt),
  check('recharge_orders_pay_state', sql`${t.payState} IN (0, 1, 2)`),
  check('recharge_orders_amount_positive', sql`${t.amount} > 0 AND ${t.payAmount} > 0`),
]);

/** Every provider event we acted on, once: a replayed webhook finds its row and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  orderId: text('order_id').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] })]);

// ---- Cases, fairness and the backpack -------------------------------------------------------

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
}, (t) => [
  primaryKey({ columns: [t.boxId, t.version, t.position] }),
  check('box_version_items_range', sql`${t.ticketFrom} >= 1 AND ${t.ticketTo} >= ${t.ticketFrom}`),
]);

/** A player's seed pair. Exactly one active pair per user; the server seed leaves only when revealed. */
export const fairSeeds = pgTable('fair_seeds', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  serverSeed: text('server_seed').notNull(),
  salt: text('salt').notNull(),
  publicHash: text('public_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  /** The nonce the next roll takes; starts at 1. */
  nextNonce: integer('next_nonce').notNull().default(1),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  revealedAt: timestamp('revealed_at', { withTimezone: true }),
}, (t) => [uniqueIndex('fair_seeds_one_active_idx').on(t.userId).where(sql`${t.active}`)]);

/** Every random outcome, kept so anyone can re-compute it. */
export const rolls = pgTable('rolls', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  seedId: ref('seed_id').notNull().references(() => fairSeeds.id),
  game: text('game').notNull(),
  /** The client seed at the time of the roll (the player may change it later). */
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull(),
  ticket: integer('ticket').notNull(),
  range: integer('range').notNull(),
  ticketFrom: integer('ticket_from').notNull(),
  ticketTo: integer('ticket_to').notNull(),
  boxId: integer('box_id'),
  boxVersion: integer('box_version'),
  ornamentId: integer('ornament_id').notNull().references(() => ornaments.id),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('rolls_seed_nonce_idx').on(t.seedId, t.nonce),
  index('rolls_user_idx').on(t.userId, t.id),
  check('rolls_ticket_in_range', sql`${t.ticket} BETWEEN ${t.ticketFrom} AND ${t.ticketTo}`),
]);

/** A won or bought item. It changes state only by a conditional update from the state expected. */
export const backpackItems = pgTable('backpack_items', {
  id: id(),
  userId: ref('user_id').notNull().references(() => users.id),
  ornamentId: integer('ornament_id').notNull().references(() => ornaments.id),
  moduleId: smallint('module_id').notNull(),
  state: smallint('state').notNull().default(0),
  /** The item's price when it was won: what sell-back pays a share of. */
  price: fen('price').notNull(),
  rollId: ref('roll_id').references(() => rolls.id),
  boxId: integer('box_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('backpack_items_user_idx').on(t.userId, t.state, t.id),
  index('backpack_items_recent_idx').on(t.id).where(sql`${t.moduleId} IN (1, 2, 3, 5)`),
]);

// ---- Sign-in throttling ----------------------------------------------------------------------

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

// ---- Verification: slider check, codes by SMS and mail, Steam, real name --------------------

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

/** An uploaded avatar, re-encoded to a 256x256 WebP, kept in the database so every process serves it. */
export const avatarImages = pgTable('avatar_images', {
  name: text('name').primaryKey(),
  userId: ref('user_id').notNull().references(() => users.id),
  /** base64 of the WebP bytes (PGlite and pg agree on text; the files are ~10 KB). */
  data: text('data').notNull(),
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
  /** 0 pending, 1 verified, 2 refused. */
  state: smallint('state').notNull().default(0),
  /** Why it was refused: 'underage', 'mismatch', ... */
  reason: text('reason'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [index('certifications_user_idx').on(t.userId, t.createdAt)]);

// ---- Inbox -----------------------------------------------------------------------------------

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
