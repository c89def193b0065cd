// What staff may do to a player besides money: ban and unban (a ban ends every session at once,
// and the player is told the reason at their next sign-in), end sessions, and add a note. Each is
// one transaction with its audit row; the state change is conditional, so two staff racing to ban
// the same player produce one ban and one refusal.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { playerNotes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { USER_STATUS } from '../../../shared/constants.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { playerState } from './profile.ts';

async function endPlayerSessions(tx: Tx, userId: bigint, now: Date): Promise<number> {
  const rows = await queryRows<{ one: number }>(tx, sql`
    UPDATE sessions SET revoked_at = ${now.toISOString()}::timestamptz WHERE user_id = ${userId} AND revoked_at IS NULL RETURNING 1 AS one`);
  return rows.length;
}

async function existing(tx: Tx, userId: bigint) {
  const before = await playerState(tx, userId);
  if (!before) throw new AppError('PLAYER_NOT_FOUND');
  return before;
}

export async function banPlayer(db: Db, staff: StaffActor, userId: bigint, reason: string, now: Date): Promise<{ endedSessions: number }> {
  return db.transaction(async (tx) => {
    const before = await existing(tx, userId);
    const changed = await queryRows<{ one: number }>(tx, sql`
      UPDATE users SET status = ${USER_STATUS.banned}, ban_reason = ${reason}, banned_at = ${now.toISOString()}::timestamptz
      WHERE id = ${userId} AND status = ${USER_STATUS.active} RETURNING 1 AS one`);
    if (!changed.length) throw new AppError(before.status === USER_STATUS.banned ? 'PLAYER_ALREADY_BANNED' : 'CONFLICT');
    const endedSessions = await endPlayerSessions(tx, userId, now);
    await writeAudit(tx, staff, {
      action: 'player.ban', target: `user:${userId}`, before, after: { status: USER_STATUS.banned, banReason: reason, endedSessions }, reason,
    }, now);
    return { endedSessions };
  });
}

export async function unbanPlayer(db: Db, staff: StaffActor, userId: bigint, reason: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await existing(tx, userId);
    const changed = await queryRows<{ one: number }>(tx, sql`
      UPDATE users SET status = ${USER_STATUS.active}, ban_reason = NULL, banned_at = NULL
      WHERE id = ${userId} AND status = ${USER_STATUS.banned} RETURNING 1 AS one`);
    if (!changed.length) throw new AppError('PLAYER_NOT_BANNED');
    await writeAudit(tx, staff, { action: 'player.unban', target: `user:${userId}`, before, after: { status: USER_STATUS.active }, reason }, now);
  });
}

export async function endSessionsOf(db: Db, staff: StaffActor, userId: bigint, reason: string, now: Date): Promise<{ endedSessions: number }> {
  return db.transaction(async (tx) => {
    await existing(tx, userId);
    const endedSessions = await endPlayerSessions(tx, userId, now);
    await writeAudit(tx, staff, { action: 'player.endSessions', target: `user:${userId}`, after: { endedSessions }, reason }, now);
    return { endedSessions };
  });
}

export async function addNote(db: Db, staff: StaffActor, userId: bigint, body: string, now: Date): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await existing(tx, userId);
    const [row] = await tx.insert(playerNotes).values({ userId, staffId: staff.id, body, createdAt: now }).returning({ id: playerNotes.id });
    await writeAudit(tx, staff, { action: 'player.note', target: `user:${userId}`, after: { noteId: row.id, body } }, now);
    return { id: row.id.toString() };
  });
}

/**
 * Give a player the streamer role (they may then open streamer giveaways from their own backpack
 * skins) or take it back. Conditional like a ban: two staff racing give one change and one refusal.
 * Taking it back leaves the streamer's open rooms as they are (cancel them in the giveaways area).
 */
export async function setStreamer(db: Db, staff: StaffActor, userId: bigint, streamer: boolean, reason: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await existing(tx, userId);
    const changed = await queryRows<{ one: number }>(tx, sql`
      UPDATE users SET streamer = ${streamer} WHERE id = ${userId} AND streamer = ${!streamer} RETURNING 1 AS one`);
    if (!changed.length) throw new AppError(streamer ? 'PLAYER_ALREADY_STREAMER' : 'PLAYER_NOT_STREAMER');
    await writeAudit(tx, staff, {
      action: streamer ? 'player.grantStreamer' : 'player.revokeStreamer', target: `user:${userId}`,
      before: { streamer: !streamer }, after: { streamer }, reason,
    }, now);
  });
}
