// Opaque session tokens: 32 random bytes for the client, only their SHA-256 in the database.
// A session ends when revoked, after `idle` without use, or `max` after sign-in (SESSION_IDLE_DAYS,
// SESSION_MAX_DAYS). Times come from the injected clock, never the database's now(), so tests
// can move through the windows.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
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
 * The signed-in user's id, or null for a missing, unknown, revoked or expired token (or a cancelled
 * account). One round trip: the check, and the move of last use (with the address seen) when it is
 * more than a minute old; the update is conditional, so racing requests write it at most once.
 */
export async function sessionUser(db: Db, token: string, rules: SessionRules, seen?: { ip: string }): Promise<bigint | null> {
  if (!token || token.length > 200) return null;
  const now = rules.now.toISOString();
  const idleSince = new Date(rules.now.getTime() - rules.idleMs).toISOString();
  const signedInSince = new Date(rules.now.getTime() - rules.maxMs).toISOString();
  const staleBefore = new Date(rules.now.getTime() - TOUCH_EVERY_MS).toISOString();
  // A data-modifying WITH runs whether or not the outer query reads it (PostgreSQL and PGlite).
  const rows = await queryRows<{ user_id: string }>(db, sql`
    with live as (
      select s.token_hash, s.user_id from sessions s join users u on u.id = s.user_id
      where s.token_hash = ${hashToken(token)} and s.revoked_at is null and u.status = 0
        and s.last_used_at > ${idleSince}::timestamptz and s.created_at > ${signedInSince}::timestamptz
    ), touched as (
      update sessions set last_used_at = ${now}::timestamptz, ip = coalesce(${seen?.ip ?? null}::text, ip)
      where token_hash in (select token_hash from live) and last_used_at < ${staleBefore}::timestamptz
      returning 1
    )
    select user_id::text as user_id from live`);
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
