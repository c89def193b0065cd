// Cancelling a room before its entry closes: by staff (any room) or by its streamer (their own).
// A streamer's pooled skins return to their backpack in the same transaction, by a conditional
// state change (pooled -> in the backpack), so they come back exactly once. Once entry has closed
// the draw is fixed by the beacon and nobody can stop it.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { GIVEAWAY_STATE, type GiveawayEvent } from '../../../shared/contracts/giveaway.ts';
import { EVENT, ITEM_STATE } from '../../../shared/constants.ts';
import type { Tx } from '../../db/client.ts';
import { backpackItems, giveawayPrizes, giveaways } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { lockGiveaway, type Changed, type GiveawayDeps } from './service.ts';

export type CancelledBy = { staffId: bigint } | { streamerId: bigint };

export async function cancelGiveaway(tx: Tx, _deps: GiveawayDeps, id: bigint, by: CancelledBy, now: Date): Promise<Changed<{ id: string; returnedItems: number }>> {
  const room = await lockGiveaway(tx, id);
  // A streamer sees only their own rooms: someone else's answers as not found.
  if ('streamerId' in by && room.streamerId !== by.streamerId) throw new AppError('GIVEAWAY_NOT_FOUND');
  if (room.state !== GIVEAWAY_STATE.open) throw new AppError('GIVEAWAY_NOT_CANCELLABLE');
  await tx.update(giveaways).set({
    state: GIVEAWAY_STATE.cancelled, cancelledAt: now, cancelledByStaff: 'staffId' in by ? by.staffId : null,
  }).where(eq(giveaways.id, room.id));
  const pooled = await tx.select({ id: giveawayPrizes.sourceItemId }).from(giveawayPrizes)
    .where(and(eq(giveawayPrizes.giveawayId, room.id), isNotNull(giveawayPrizes.sourceItemId)));
  const returned = pooled.length === 0 ? [] : await tx.update(backpackItems).set({ state: ITEM_STATE.inBag, updatedAt: now })
    .where(and(inArray(backpackItems.id, pooled.map((p) => p.id!)), eq(backpackItems.state, ITEM_STATE.pooled)))
    .returning({ id: backpackItems.id });
  const event: GiveawayEvent = { id: String(room.id), state: GIVEAWAY_STATE.cancelled, entrantCount: room.entrantCount, winners: null };
  return { result: { id: String(room.id), returnedItems: returned.length }, events: [{ eventType: EVENT.giveaway, data: event }] };
}
