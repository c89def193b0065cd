// Dissolving a waiting room: by its creator (POST battle/cancel) or by itself once it has waited
// too long (the database job scheduled at creation). Every paid seat is refunded in full in the
// same transaction that marks the room dissolved; a room that started meanwhile is left alone.
import { eq } from 'drizzle-orm';
import { BATTLE_STATE, type BattleDetail } from '../../../shared/contracts/battle.ts';
import { EVENT } from '../../../shared/constants.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Tx } from '../../db/client.ts';
import { battleRooms } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { lockRoom, requireWaiting, type RoomRow } from './rooms.ts';
import { refundSeats } from './seats.ts';
import type { BattleDeps, Changed } from './service.ts';
import { loadBundles, stateEvent, toDetail } from './views.ts';

async function dissolve(tx: Tx, deps: BattleDeps, room: RoomRow, viewer: bigint | null, lang: Lang, now: Date): Promise<Changed<BattleDetail>> {
  await refundSeats(tx, room, now);
  const [dissolved] = await tx.update(battleRooms).set({ state: BATTLE_STATE.dissolved, dissolvedAt: now })
    .where(eq(battleRooms.id, room.id)).returning();
  const [bundle] = await loadBundles(tx, [dissolved], false);
  return {
    result: toDetail(bundle, deps.catalogue, lang, now, viewer),
    events: [{ eventType: EVENT.battleState, data: stateEvent(bundle, 'dissolve', deps.catalogue, now) }],
  };
}

export async function cancelRoom(tx: Tx, deps: BattleDeps, userId: bigint, id: number, lang: Lang, now: Date): Promise<Changed<BattleDetail>> {
  const room = await lockRoom(tx, id);
  if (room.creatorId !== userId) throw new AppError('BATTLE_NOT_CREATOR');
  requireWaiting(room);
  return dissolve(tx, deps, room, userId, lang, now);
}

/** The auto-dissolve job: a no-op for a room that filled or was dissolved before it came due. */
export function dissolveJob(deps: BattleDeps, broadcaster: Broadcaster): JobHandler {
  return async (tx, payload, ctx) => {
    const room = await lockRoom(tx, BigInt(String(payload.roomId)));
    if (room.state !== BATTLE_STATE.waiting) return;
    const { events } = await dissolve(tx, deps, room, null, 'zh-CN', ctx.now);
    ctx.afterCommit(() => { for (const e of events) broadcaster.publish(e); });
  };
}
