// Official rooms (the official tab): the house opens a room with a bot in every seat
// in each mode (classic for /battle, reverse for /reverse) whenever none of that mode is waiting or
// running, so there is always a room to watch on both. A chain of database
// jobs (one per slot of OFFICIAL_EVERY_MS, whatever the number of processes) checks and opens it;
// it fills, settles and is revealed by exactly the rules of any room: bots pay from house:bots,
// roll with their published seeds, and what they win goes back to the house.
import { randomInt } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { BATTLE_MODES, BATTLE_STATE, type BattleMode } from '../../../shared/contracts/battle.ts';
import { EVENT } from '../../../shared/constants.ts';
import { newSalt, newServerSeed, publicHash } from '../../../shared/fairness/index.ts';
import type { Tx } from '../../db/client.ts';
import { battleRooms } from '../../db/schema/index.ts';
import { caseListCommitment } from '../boxes/table-hash.ts';
import type { Recurring } from '../../jobs/recurring.ts';
import { scheduleNext } from '../../jobs/recurring.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import type { BroadcastEvent, Broadcaster } from '../../realtime/broadcaster.ts';
import { BOTS } from './bots.ts';
import { battleBoxes } from './rooms.ts';
import { seatBot } from './seats.ts';
import { settleRoom } from './settle.ts';
import type { BattleDeps } from './service.ts';
import { loadBundles, stateEvent, toSummary } from './views.ts';

export const OFFICIAL_EVERY_MS = 15_000;

/**
 * The chain's slot jobs. Its handler is battleJobHandlers' (it needs the catalogue and the live
 * feed); `run` is never called, the entry is here so every process makes sure the chain exists.
 */
export const OFFICIAL_ROOMS: Recurring = { kind: 'battle.official', everyMs: OFFICIAL_EVERY_MS, run: async () => {} };

/** Opens an official room in each mode that has none waiting or running; returns the live events to publish. */
export async function ensureOfficialRoom(tx: Tx, deps: BattleDeps, now: Date): Promise<BroadcastEvent[]> {
  const events: BroadcastEvent[] = [];
  for (const mode of BATTLE_MODES) {
    const [{ n }] = await tx.select({ n: count() }).from(battleRooms)
      .where(and(eq(battleRooms.official, true), eq(battleRooms.mode, mode), inArray(battleRooms.state, [BATTLE_STATE.waiting, BATTLE_STATE.running])));
    if (Number(n) === 0) events.push(...(await openOfficialRoom(tx, deps, mode, now)));
  }
  return events;
}

async function openOfficialRoom(tx: Tx, deps: BattleDeps, mode: BattleMode, now: Date): Promise<BroadcastEvent[]> {
  const all = battleBoxes(deps.catalogue);
  if (all.length === 0) return [];
  const seats = 2 + randomInt(3);
  const boxes = Array.from({ length: 1 + randomInt(3) }, () => all[randomInt(all.length)]);
  const serverSeed = newServerSeed();
  const salt = newSalt();
  const [room] = await tx.insert(battleRooms).values({
    creatorId: null, official: true, mode, team: false, seats,
    state: BATTLE_STATE.waiting, cases: boxes.map((b) => ({ boxId: b.id, version: b.current.version, price: String(b.current.price) })), rounds: boxes.length,
    costPerSeat: boxes.reduce((sum, b) => sum + b.current.price, 0n), serverSeed, salt, serverSeedHash: await publicHash(serverSeed, salt),
    caseListHash: await caseListCommitment(boxes.map((b) => b.current)),
    roundMs: deps.config.battles.roundMs, createdAt: now, dissolveAt: now,
  }).returning();
  for (let pos = 1; pos <= seats; pos++) await seatBot(tx, room, BOTS[pos - 1].id, pos);
  const started = await settleRoom(tx, deps.catalogue, room, now, deps.config.points.earnPercent);
  const [bundle] = await loadBundles(tx, [started], true);
  return [
    { eventType: EVENT.battleCreate, data: toSummary(bundle, deps.catalogue, 'zh-CN', now) },
    { eventType: EVENT.battleState, data: stateEvent(bundle, 'start', deps.catalogue, now) },
  ];
}

export function officialJob(deps: BattleDeps, broadcaster: Broadcaster): JobHandler {
  return async (tx, _payload, ctx) => {
    const events = await ensureOfficialRoom(tx, deps, ctx.now);
    await scheduleNext(tx, OFFICIAL_ROOMS, ctx.now);
    ctx.afterCommit(() => { for (const e of events) broadcaster.publish(e); });
  };
}
