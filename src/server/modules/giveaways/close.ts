// Entry closes (a job due at the draw time, or run at once when the room fills): entrants banned
// since they joined are excluded, the entrant list is fixed and its hash published, and the room
// waits for the first beacon round published after this moment, a value nobody could know when
// the list was fixed. The draw itself is the next job, due when that round is.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { GIVEAWAY_STATE, type GiveawayEvent } from '../../../shared/contracts/giveaway.ts';
import { EVENT } from '../../../shared/constants.ts';
import { giveawayEntrantsHash, type GiveawayEntrant } from '../../../shared/fairness/giveaway.ts';
import type { Db, Tx } from '../../db/client.ts';
import { giveawayEntries, giveaways, jobs, users } from '../../db/schema/index.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import { lockGiveaway, type GiveawayDeps } from './service.ts';

export const CLOSE_JOB = 'giveaway.close';
export const DRAW_JOB = 'giveaway.draw';
/** The draw runs this long after its beacon round's time, so the round is out on every mirror. */
const BEACON_GRACE_MS = 500;

/** The published list: entries not excluded, [code, userId] in code order. */
export async function entrantList(tx: Db | Tx, giveawayId: bigint): Promise<GiveawayEntrant[]> {
  const rows = await tx.select({ code: giveawayEntries.code, userId: giveawayEntries.userId }).from(giveawayEntries)
    .where(and(eq(giveawayEntries.giveawayId, giveawayId), eq(giveawayEntries.excluded, false)))
    .orderBy(asc(giveawayEntries.code));
  return rows.map((r) => [r.code, String(r.userId)] as const);
}

/**
 * Runs the room's close now rather than at its draw time (the room just filled). The job may not
 * exist yet (a room drawn only when full), or be due later: either way it becomes due now, once.
 */
export async function closeNow(tx: Tx, giveawayId: bigint, now: Date): Promise<void> {
  const key = `${CLOSE_JOB}:${giveawayId}`;
  const added = await scheduleJob(tx, { kind: CLOSE_JOB, key, payload: { id: String(giveawayId) }, runAt: now });
  if (!added) {
    await tx.update(jobs).set({ runAt: now }).where(and(eq(jobs.key, key), eq(jobs.state, 'queued'), sql`${jobs.runAt} > ${now}`));
  }
}

export function closeJob(deps: GiveawayDeps): JobHandler {
  return async (tx, payload, ctx) => {
    const room = await lockGiveaway(tx, BigInt(String(payload.id)));
    if (room.state !== GIVEAWAY_STATE.open) return;
    // Banned (or closed) accounts are not drawn: marked, so the published list says who was left out.
    await tx.update(giveawayEntries).set({ excluded: true })
      .where(and(eq(giveawayEntries.giveawayId, room.id), eq(giveawayEntries.excluded, false),
        sql`${giveawayEntries.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${ne(users.status, 0)})`));
    const list = await entrantList(tx, room.id);
    const beaconRound = await deps.beacon.roundAfter(ctx.now);
    await tx.update(giveaways).set({
      state: GIVEAWAY_STATE.drawing, closedAt: ctx.now, entrantsHash: await giveawayEntrantsHash(list), beaconRound,
    }).where(eq(giveaways.id, room.id));
    const due = new Date((await deps.beacon.timeOf(beaconRound)).getTime() + BEACON_GRACE_MS);
    await scheduleJob(tx, { kind: DRAW_JOB, key: `${DRAW_JOB}:${room.id}`, payload: { id: String(room.id) }, runAt: due });
    const event: GiveawayEvent = { id: String(room.id), state: GIVEAWAY_STATE.drawing, entrantCount: room.entrantCount, winners: null };
    ctx.afterCommit(() => deps.broadcaster.publish({ eventType: EVENT.giveaway, data: event }));
  };
}
