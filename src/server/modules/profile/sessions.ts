// The player's signed-in sessions: the list on /personal (device, address, last use, sign-in time)
// and ending one or all of the others. The browser sees a public id per session (a short hash of the
// token hash), never the token hash itself, so the list gives nothing a thief could sign in with.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../shared/contracts/sessions.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { hashToken, publicSessionId, revokeOtherSessions, type SessionRules } from '../auth/sessions.ts';
import { describeDevice, maskAddress } from './device.ts';

/** More than anyone signs in within a session's lifetime; keeps the answer bounded. */
const LIST_LIMIT = 100;

/** The conditions of a live session of `userId` (not revoked, not idle too long, not too old). */
function live(userId: bigint, rules: SessionRules) {
  return and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.lastUsedAt, new Date(rules.now.getTime() - rules.idleMs)),
    gt(sessions.createdAt, new Date(rules.now.getTime() - rules.maxMs)),
  );
}

export async function listSessions(db: Db, userId: bigint, currentToken: string, rules: SessionRules): Promise<SessionInfo[]> {
  const rows = await db.select({
    tokenHash: sessions.tokenHash, ip: sessions.ip, userAgent: sessions.userAgent, lastUsedAt: sessions.lastUsedAt, createdAt: sessions.createdAt,
  }).from(sessions).where(live(userId, rules)).orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt)).limit(LIST_LIMIT);
  const current = hashToken(currentToken);
  return rows.map((r) => ({
    id: publicSessionId(r.tokenHash),
    ...describeDevice(r.userAgent),
    ip: maskAddress(r.ip),
    lastUsedAt: r.lastUsedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    current: r.tokenHash === current,
  }));
}

/**
 * Ends one of the player's live sessions by its public id, in one conditional update: another
 * player's id, an unknown one and an ended one all match nothing and answer alike.
 */
export async function endSession(db: Db, userId: bigint, id: string, rules: SessionRules): Promise<void> {
  const ended = await db.update(sessions).set({ revokedAt: rules.now })
    .where(and(live(userId, rules), sql`substr(encode(sha256(convert_to(${sessions.tokenHash}, 'UTF8')), 'hex'), 1, 16) = ${id}`))
    .returning({ userId: sessions.userId });
  if (ended.length === 0) throw new AppError('PROFILE_SESSION_NOT_FOUND');
}

/** Ends every session of the player but the one asking; how many ended. */
export function endOtherSessions(db: Db, userId: bigint, currentToken: string): Promise<number> {
  return revokeOtherSessions(db, userId, currentToken);
}
