// Settlement: in the one transaction that seats the last player, every round of
// every seat is rolled (shared/fairness/battle.ts), the results stored, the winners' items created
// (held until the reveal: ITEM_STATE.held), the room started, and its reveal scheduled as a
// database job at the end of the show. A crash before the commit loses nothing and leaves the
// seat unfilled; after it, everything is in the database.
import { eq } from 'drizzle-orm';
import { BATTLE_STATE } from '../../../shared/contracts/battle.ts';
import { ITEM_STATE, MODULE } from '../../../shared/constants.ts';
import { battleRoomSeed, settleBattle } from '../../../shared/fairness/index.ts';
import type { Tx } from '../../db/client.ts';
import { backpackItems, battleResults, battleRooms } from '../../db/schema/index.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { casesOf, seatsOf, type RoomRow } from './rooms.ts';
import { drawTicketSync } from '../fairness/roll-sync.ts';
import { creditSeatPoints, creditSeatRebates } from './seats.ts';

export const REVEAL_JOB = 'battle.reveal';

export async function settleRoom(tx: Tx, catalogue: Catalogue, room: RoomRow, now: Date, earnPercent: number): Promise<RoomRow> {
  const seats = (await seatsOf(tx, [room.id])).get(room.id)!;
  if (seats.length !== room.seats) throw new Error(`room ${room.id}: settling with ${seats.length} of ${room.seats} seats`);
  const roomPublicSeed = await battleRoomSeed(room.serverSeedHash, seats.map((s) => s.clientSeed));
  const cases = casesOf(room);
  const tables = [];
  for (const c of cases) {
    const version = await catalogue.version(tx, c.boxId, c.version);
    if (!version) throw new Error(`room ${room.id}: case ${c.boxId} has no version ${c.version}`);
    tables.push(version.table.map((e) => ({ ...e, value: catalogue.ornaments.get(e.ornamentId)!.price })));
  }
  const outcome = await settleBattle({
    serverSeed: room.serverSeed, roomPublicSeed, seats: room.seats, mode: room.mode as 'classic' | 'reverse', team: room.team, tables,
    draw: drawTicketSync,
  });

  // Who takes each roll's item; a player's items are created now, held until the last round shows.
  const awardedTo = new Map<number, number>();
  for (const [pos, indexes] of outcome.awards) for (const i of indexes) awardedTo.set(i, pos);
  const bySeat = new Map(seats.map((s) => [s.pos, s]));
  const playerRolls = outcome.rolls.map((_, i) => i).filter((i) => bySeat.get(awardedTo.get(i)!)!.userId !== null);
  const itemIds = new Map<number, bigint>();
  if (playerRolls.length > 0) {
    const created = await tx.insert(backpackItems).values(playerRolls.map((i) => {
      const r = outcome.rolls[i];
      return {
        userId: bySeat.get(awardedTo.get(i)!)!.userId!, ornamentId: r.entry.ornamentId, moduleId: MODULE.battle,
        state: ITEM_STATE.held, price: r.entry.value, boxId: cases[r.round - 1].boxId, createdAt: now, updatedAt: now,
      };
    })).returning({ id: backpackItems.id });
    playerRolls.forEach((i, k) => itemIds.set(i, created[k].id));
  }
  await tx.insert(battleResults).values(outcome.rolls.map((r, i) => ({
    roomId: room.id, round: r.round, pos: r.seat, boxId: cases[r.round - 1].boxId, boxVersion: cases[r.round - 1].version,
    ticket: r.ticket, ticketFrom: r.entry.ticketFrom, ticketTo: r.entry.ticketTo, ornamentId: r.entry.ornamentId,
    value: r.entry.value, awardedPos: awardedTo.get(i)!, itemId: itemIds.get(i) ?? null,
  })));

  // The seats are spent now (no dissolve can refund a started room): their players earn their
  // points, and their partners the rebates on them (bots none).
  const players = seats.filter((s) => s.userId !== null).map((s) => ({ pos: s.pos, userId: s.userId! }));
  await creditSeatPoints(tx, room, players, earnPercent);
  await creditSeatRebates(tx, room, players, now);

  const endsAt = new Date(now.getTime() + room.rounds * room.roundMs);
  const [started] = await tx.update(battleRooms).set({
    state: BATTLE_STATE.running, startedAt: now, endsAt, roomPublicSeed, winners: outcome.winners, tiebreak: outcome.tiebreak,
  }).where(eq(battleRooms.id, room.id)).returning();
  await scheduleJob(tx, { kind: REVEAL_JOB, key: `${REVEAL_JOB}:${room.id}`, payload: { roomId: String(room.id) }, runAt: endsAt });
  return started;
}
