// Opaque session tokens: 32 random bytes for the client, only their SHA-256 in the database.
// A session ends when revoked, after `idle` without use, or `max` after sign-in (SESSION_IDLE_DAYS,
// SESSION_MAX_DAYS). Times come from the injected clock, never the database's now(), so tests
// can move through the windows.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { run, statement } from '../../db/statements.ts';
import { sessions } from '../../db/schema/index.ts';

/** Where and with what a session is signed in: the request's clock, address and User-Agent. */
export interface SessionOrigin {
  now: Date;
  ip: string;
  /** Cleaned by cleanUserAgent (http/auth.ts sessionOrigin does it). */
  userAgent: string;
}

/** How long sessions live, and the time now (the server's clock). */
export interface SessionRules {
  now: Date;
  idleMs: number;
  maxMs: number;
}

const DAY_MS = 24 * 3600_000;

/** The configured lifetimes, read with the time now at each call (so a test's clock reaches them). */
export function sessionRulesOf(deps: Pick<AppDeps, 'config' | 'clock'>): () => SessionRules {
  return () => ({ now: deps.clock(), idleMs: deps.config.sessions.idleDays * DAY_MS, maxMs: deps.config.sessions.maxDays * DAY_MS });
}

/** Last use is written at most this often, so a busy session is not a write per request. */
export const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A session's id outside the server (the list of sessions, the live feed's viewer): 16 hex of SHA-256(token hash). */
export function publicSessionId(tokenHash: string): string {
  return createHash('sha256').update(tokenHash).digest('hex').slice(0, 16);
}

export async function createSession(db: Db, userId: bigint, origin: SessionOrigin): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token), userId, createdAt: origin.now, lastUsedAt: origin.now, ip: origin.ip, userAgent: origin.userAgent,
  });
  return token;
}

/**
 * The session check every signed-in request makes: a named statement (db/statements.ts), parsed
 * and planned once per connection. $1 token hash, $2 now, $3 idle since, $4 signed in since,
 * $5 touched before (last_used_at is written at most once a minute), $6 the address seen.
 * A data-modifying WITH runs whether or not the outer query reads it (PostgreSQL and PGlite).
 * Its CTEs are shared with the gate's combined check (protection/gate.ts SESSION_GATE); `live` alone
 * (touch_due: last use is due to be written) with the statements that only read the session.
 */
export const SESSION_LIVE_CTE = `
  live AS (
    SELECT s.token_hash, s.user_id, s.last_used_at < $5::timestamptz AS touch_due FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND u.status = 0
      AND s.last_used_at > $3::timestamptz AND s.created_at > $4::timestamptz
  )`;

/** SESSION_LIVE_CTE and the move of last use (with the address seen) when it is more than a minute old. */
export const SESSION_CTES = `${SESSION_LIVE_CTE}, touched AS (
    UPDATE sessions SET last_used_at = $2::timestamptz, ip = coalesce($6::text, ip)
    WHERE token_hash IN (SELECT token_hash FROM live) AND last_used_at < $5::timestamptz
    RETURNING 1
  )`;

const SESSION_USER = statement('session_user', `WITH ${SESSION_CTES} SELECT user_id::text AS user_id FROM live`);

/** SESSION_CTES's $1-$6 for a token; null for a token no session can have (empty, or too long). */
export function sessionParams(token: string, rules: SessionRules, seen?: { ip: string }): string[] | null {
  if (!token || token.length > 200) return null;
  const at = (msAgo: number) => new Date(rules.now.getTime() - msAgo).toISOString();
  return [hashToken(token), rules.now.toISOString(), at(rules.idleMs), at(rules.maxMs), at(TOUCH_EVERY_MS), seen?.ip ?? null] as string[];
}

/**
 * The signed-in user's id, or null for a missing, unknown, revoked or expired token (or a cancelled
 * account). One round trip: the check, and the move of last use (with the address seen) when it is
 * more than a minute old; the update is conditional, so racing requests write it at most once.
 */
export async function sessionUser(db: Db, token: string, rules: SessionRules, seen?: { ip: string }): Promise<bigint | null> {
  const params = sessionParams(token, rules, seen);
  if (params === null) return null;
  const rows = await run<{ user_id: string }>(db, SESSION_USER, params);
  return rows.length ? BigInt(rows[0].user_id) : null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of the user except the one presenting `keepToken`; how many ended. */
export async function revokeOtherSessions(db: Db | Tx, userId: bigint, keepToken: string): Promise<number> {
  const ended = await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.tokenHash, hashToken(keepToken))))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** Ends every session of the user (a password reset by SMS code). */
export async function revokeAllSessions(db: Db | Tx, userId: bigint): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
