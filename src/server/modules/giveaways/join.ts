// Joining (POST api/roll/join): free, one entry per player and room. The seat is reserved first by
// one conditional UPDATE of the room's count (open, and under its maximum), which also gives the
// roll code and takes the row lock the close takes too: a join racing the close is either in the
// published list or refused, never drawn without being listed. When the join fills a room drawn
// when full, the close becomes due now.
import { and, eq, sql } from 'drizzle-orm';
import { GIVEAWAY_STATE, type GiveawayEvent } from '../../../shared/contracts/giveaway.ts';
import { EVENT } from '../../../shared/constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { takeHit } from '../limits/counter.ts';
import { giveawayEntries, giveaways } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { closeNow } from './close.ts';
import { assertConditions } from './conditions.ts';
import { joinCodeMatches } from './join-code.ts';
import { findGiveaway, type Changed } from './service.ts';

/** Join-code attempts per player and room an hour: enough for typos, too few to guess a code. */
export const CODE_ATTEMPTS_PER_HOUR = 10;

/**
 * Counts one join-code attempt of this player on this room before the code is looked at (so any
 * number racing at once are numbered, and only the first CODE_ATTEMPTS_PER_HOUR are checked). The
 * count is the player's own: nobody else's guessing locks them out.
 */
export async function countCodeAttempt(db: Db, userId: bigint, giveawayId: number, now: Date): Promise<void> {
  const { hits } = await takeHit(db, `giveaway-code:${userId}:${giveawayId}`, 3_600_000, now);
  if (hits > CODE_ATTEMPTS_PER_HOUR) throw new AppError('RATE_LIMITED');
}

export interface JoinRequest { id: number; code?: string; invite?: string }

export async function joinGiveaway(tx: Tx, userId: bigint, body: JoinRequest, now: Date): Promise<Changed<{ code: number; entrantCount: number }>> {
  const room = await findGiveaway(tx, BigInt(body.id));
  // An invite-only room does not exist for whoever lacks its link.
  if (room.inviteToken !== null && body.invite !== room.inviteToken && room.streamerId !== userId) throw new AppError('GIVEAWAY_NOT_FOUND');
  if (room.state !== GIVEAWAY_STATE.open) throw new AppError('GIVEAWAY_CLOSED');
  const [mine] = await tx.select({ code: giveawayEntries.code }).from(giveawayEntries)
    .where(and(eq(giveawayEntries.giveawayId, room.id), eq(giveawayEntries.userId, userId)));
  if (mine) throw new AppError('GIVEAWAY_ALREADY_JOINED');
  if (room.joinCodeHash !== null && !joinCodeMatches(room.joinCodeHash, body.code ?? '')) throw new AppError('GIVEAWAY_WRONG_CODE');
  await assertConditions(tx, room, userId, now);
  const [seat] = await tx.update(giveaways).set({ entrantCount: sql`${giveaways.entrantCount} + 1` })
    .where(and(eq(giveaways.id, room.id), eq(giveaways.state, GIVEAWAY_STATE.open),
      sql`(${giveaways.maxEntrants} IS NULL OR ${giveaways.entrantCount} < ${giveaways.maxEntrants})`))
    .returning({ count: giveaways.entrantCount, max: giveaways.maxEntrants, drawMode: giveaways.drawMode });
  if (!seat) {
    const now2 = await findGiveaway(tx, room.id);
    throw new AppError(now2.state === GIVEAWAY_STATE.open ? 'GIVEAWAY_FULL' : 'GIVEAWAY_CLOSED');
  }
  const inserted = await tx.insert(giveawayEntries).values({ giveawayId: room.id, userId, code: seat.count, createdAt: now })
    .onConflictDoNothing().returning({ code: giveawayEntries.code });
  // The same player's second request, a moment behind the first: the whole transaction (count included) rolls back.
  if (inserted.length === 0) throw new AppError('GIVEAWAY_ALREADY_JOINED');
  if (seat.max !== null && seat.count >= seat.max && seat.drawMode === 'full') await closeNow(tx, room.id, now);
  const event: GiveawayEvent = { id: String(room.id), state: GIVEAWAY_STATE.open, entrantCount: seat.count, winners: null };
  return { result: { code: seat.count, entrantCount: seat.count }, events: room.inviteToken ? [] : [{ eventType: EVENT.giveaway, data: event }] };
}
