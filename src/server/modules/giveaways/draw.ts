// The draw (a job due when the room's beacon round is published): the beacon's value is fetched
// and verified, the public seed derived, every prize rolled in pool order over the entrants not
// yet drawn (shared/fairness/giveaway.ts), the winners' items put in their backpacks, the cost
// recorded, the winners told, and the room marked drawn, in one transaction. A round not out yet
// (or a value that does not verify) throws: the job runner retries it with backoff. It runs once
// however many processes poll: the runner's claim, then the state check under the room's lock.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { GIVEAWAY_STATE, type GiveawayEvent } from '../../../shared/contracts/giveaway.ts';
import { EVENT, ITEM_STATE, MODULE } from '../../../shared/constants.ts';
import { drawGiveaway, giveawayEntrantsHash, giveawayPublicSeed } from '../../../shared/fairness/giveaway.ts';
import { displayYuan } from '../../../shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { backpackItems, giveawayPrizes, giveaways, users } from '../../db/schema/index.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { BeaconInvalidError } from '../../providers/beacon/beacon.ts';
import { drawTicketSync } from '../fairness/roll-sync.ts';
import { postMessage } from '../inbox/post.ts';
import { houseAccountId, postTransaction } from '../wallet/ledger.ts';
import { entrantList } from './close.ts';
import { openDemoRoom } from './demo.ts';
import { lockGiveaway, type GiveawayDeps, type GiveawayRow } from './service.ts';

export class BeaconNotYetError extends Error {}

/** The value of the room's round, verified, or a throw the runner turns into a retry. */
async function beaconValue(deps: GiveawayDeps, round: number) {
  const value = await deps.beacon.fetch(round);
  if (value === null) throw new BeaconNotYetError(`beacon round ${round} is not published yet`);
  if (value.round !== round || !(await deps.beacon.verify(value))) throw new BeaconInvalidError(`beacon round ${round} did not verify`);
  return value;
}

/** An official room's awarded prizes, as a cost to the house (house:giveaways → house:prizes). */
async function recordCost(tx: Tx, room: GiveawayRow, total: bigint): Promise<bigint | null> {
  if (room.kind !== 'official' || total === 0n) return null;
  const posted = await postTransaction(tx, {
    kind: 'giveawayPrizes', ref: `giveaway:${room.id}`,
    postings: [
      { accountId: await houseAccountId(tx, 'house:giveaways'), amount: -total },
      { accountId: await houseAccountId(tx, 'house:prizes'), amount: total },
    ],
  });
  return posted.transactionId;
}

export function drawJob(deps: GiveawayDeps): JobHandler {
  return async (tx, payload, ctx) => {
    const room = await lockGiveaway(tx, BigInt(String(payload.id)));
    if (room.state !== GIVEAWAY_STATE.drawing) return;
    const beacon = await beaconValue(deps, room.beaconRound!);
    const entrants = await entrantList(tx, room.id);
    // The list drawn over is the one published at the close, to the byte.
    if (await giveawayEntrantsHash(entrants) !== room.entrantsHash) throw new Error(`giveaway ${room.id}: the entrant list changed after it closed`);
    const publicSeed = await giveawayPublicSeed(room.serverSeedHash, room.entrantsHash, room.beaconRound!, beacon.randomness);
    const prizes = await tx.select().from(giveawayPrizes).where(eq(giveawayPrizes.giveawayId, room.id)).orderBy(asc(giveawayPrizes.pos));
    const draws = await drawGiveaway({ serverSeed: room.serverSeed, publicSeed, entrants, prizes: prizes.length, draw: drawTicketSync });

    const winners: NonNullable<GiveawayEvent['winners']> = [];
    const names = draws.length === 0 ? [] : await tx.select({ id: users.id, nickname: users.nickname }).from(users)
      .where(inArray(users.id, draws.map((d) => BigInt(d.userId))));
    let awarded = 0n;
    for (const d of draws) {
      const prize = prizes[d.prize - 1];
      const winnerId = BigInt(d.userId);
      const [item] = await tx.insert(backpackItems).values({
        userId: winnerId, ornamentId: prize.ornamentId, moduleId: MODULE.roll, state: ITEM_STATE.inBag, price: prize.value, createdAt: ctx.now, updatedAt: ctx.now,
      }).returning({ id: backpackItems.id });
      await tx.update(giveawayPrizes).set({ winnerId, winnerCode: d.code, ticket: d.ticket, ticketRange: d.range, wonItemId: item.id })
        .where(and(eq(giveawayPrizes.giveawayId, room.id), eq(giveawayPrizes.pos, prize.pos)));
      // A streamer's pooled skin is the one handed over: it leaves the pool as the winner's item appears.
      if (prize.sourceItemId !== null) {
        await tx.update(backpackItems).set({ state: ITEM_STATE.consumed, updatedAt: ctx.now })
          .where(and(eq(backpackItems.id, prize.sourceItemId), eq(backpackItems.state, ITEM_STATE.pooled)));
      }
      awarded += prize.value;
      await postMessage(tx, {
        userId: winnerId, kind: 'giveaway', title: 'inbox.giveaway.title', body: 'inbox.giveaway.body',
        params: { title: room.title, amount: displayYuan(prize.value) }, ref: `giveaway:${room.id}:${prize.pos}`, now: ctx.now,
      });
      winners.push({ pos: prize.pos, userId: d.userId, nickname: names.find((n) => n.id === winnerId)?.nickname ?? '', code: d.code });
    }
    // Prizes left when every entrant has won go back: a streamer's skins to their backpack.
    const returned = prizes.slice(draws.length).flatMap((p) => (p.sourceItemId === null ? [] : [p.sourceItemId]));
    if (returned.length > 0) {
      await tx.update(backpackItems).set({ state: ITEM_STATE.inBag, updatedAt: ctx.now })
        .where(and(inArray(backpackItems.id, returned), eq(backpackItems.state, ITEM_STATE.pooled)));
    }
    const costTransactionId = await recordCost(tx, room, awarded);
    await tx.update(giveaways).set({
      state: GIVEAWAY_STATE.drawn, drawnAt: ctx.now, publicSeed, beaconRandomness: beacon.randomness, beaconSignature: beacon.signature, costTransactionId,
    }).where(and(eq(giveaways.id, room.id), isNull(giveaways.drawnAt)));
    if (room.demo) await openDemoRoom(tx, deps, ctx.now);
    const event: GiveawayEvent = { id: String(room.id), state: GIVEAWAY_STATE.drawn, entrantCount: room.entrantCount, winners };
    ctx.afterCommit(() => deps.broadcaster.publish({ eventType: EVENT.giveaway, data: event }));
  };
}
