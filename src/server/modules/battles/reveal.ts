// The end of the show: a database job due when the last round is revealed
// (startedAt + rounds × roundMs). In one transaction it marks the room ended and moves the
// winners' held items into their backpacks; after the commit it publishes the state (32), each
// player's winning item (23; a bot's never) and the ranking (33). It runs once however many
// processes poll: the runner's claim, and the state check under the room's lock.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { BATTLE_STATE, type BattleDropEvent } from '../../../shared/contracts/battle.ts';
import { EVENT, ITEM_STATE } from '../../../shared/constants.ts';
import { localized } from '../../../shared/localized.ts';
import { backpackItems, battleResults, battleRooms } from '../../db/schema/index.ts';
import type { BroadcastEvent, Broadcaster } from '../../realtime/broadcaster.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { dropTexts, toOrnament } from '../boxes/ornaments.ts';
import { battleRank } from './rank.ts';
import { lockRoom } from './rooms.ts';
import type { BattleDeps } from './service.ts';
import { loadBundles, stateEvent } from './views.ts';

export function revealJob(deps: BattleDeps, broadcaster: Broadcaster): JobHandler {
  return async (tx, payload, ctx) => {
    const room = await lockRoom(tx, BigInt(String(payload.roomId)));
    if (room.state !== BATTLE_STATE.running) return;
    const [ended] = await tx.update(battleRooms).set({ state: BATTLE_STATE.ended, endedAt: ctx.now })
      .where(eq(battleRooms.id, room.id)).returning();
    const won = await tx.select({ itemId: battleResults.itemId, round: battleResults.round }).from(battleResults)
      .where(and(eq(battleResults.roomId, room.id), isNotNull(battleResults.itemId)));
    const itemIds = won.map((w) => w.itemId!);
    const items = itemIds.length === 0 ? [] : await tx.update(backpackItems).set({ state: ITEM_STATE.inBag, updatedAt: ctx.now })
      .where(and(inArray(backpackItems.id, itemIds), eq(backpackItems.state, ITEM_STATE.held))).returning();
    const [bundle] = await loadBundles(tx, [ended], true);
    const events: BroadcastEvent[] = [{ eventType: EVENT.battleState, data: stateEvent(bundle, 'end', deps.catalogue, ctx.now) }];
    for (const item of items.sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const seat = bundle.seats.find((s) => s.userId === item.userId)!;
      const box = item.boxId !== null ? deps.catalogue.boxes.get(item.boxId) : undefined;
      const drop: BattleDropEvent = {
        ...toOrnament(deps.catalogue.ornaments.get(item.ornamentId)!, 'zh-CN', item.price),
        id: String(item.id), nickname: seat.nickname, avatar: seat.avatar, vipLevel: seat.vipLevel, avatarFrame: seat.avatarFrame, nameColour: seat.nameColour, bot: false, source: 'battle',
        boxId: item.boxId, boxName: box ? localized(box.name, 'zh-CN') : '', createTime: ctx.now.toISOString(), battleId: String(room.id),
        texts: dropTexts(deps.catalogue.ornaments.get(item.ornamentId)!, box?.name ?? null),
      };
      events.push({ eventType: EVENT.battleDrop, data: drop });
    }
    if (items.length > 0) events.push({ eventType: EVENT.battleRank, data: await battleRank(tx, ctx.now) });
    ctx.afterCommit(() => { for (const e of events) broadcaster.publish(e); });
  };
}
