// Opaque session tokens: 32 random bytes for the client, only their SHA-256 in the database.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: bigint): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId });
  return token;
}

/** The signed-in user's id, or null for a missing, unknown or revoked token. */
export async function sessionUser(db: Db, token: string): Promise<bigint | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db.select({ userId: sessions.userId }).from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), eq(users.status, 0)));
  return row?.userId ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of the user except the one presenting `keepToken`. */
export async function revokeOtherSessions(db: Db | Tx, userId: bigint, keepToken: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.tokenHash, hashToken(keepToken))));
}

/** Ends every session of the user (a password reset by SMS code). */
export async function revokeAllSessions(db: Db | Tx, userId: bigint): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
