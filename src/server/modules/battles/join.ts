// Taking a seat (POST battle/joinBattle) or giving one to a bot (POST battle/joinBot). The room's
// row lock comes first, so racing joins queue: the first to the last seat starts the room (and
// settles every round in its own transaction, settle.ts); the others find it running and are
// refused before anything is charged.
import type { BattleSeatResult } from '../../../shared/contracts/battle.ts';
import { EVENT } from '../../../shared/constants.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { nextBot } from './bots.ts';
import { isSeated, lockRoom, requireWaiting, seatCount, seatsOf, type RoomRow } from './rooms.ts';
import { seatBot, seatPlayer } from './seats.ts';
import { settleRoom } from './settle.ts';
import type { BattleDeps, Changed } from './service.ts';
import { loadBundles, stateEvent, toDetail } from './views.ts';

function checkPos(room: RoomRow, pos: number): void {
  if (pos < 1 || pos > room.seats) throw new AppError('BATTLE_SEAT_OUT_OF_RANGE', { max: room.seats });
}

async function afterSeat(tx: Tx, deps: BattleDeps, room: RoomRow, viewer: bigint, balance: bigint | null, lang: Lang, now: Date): Promise<Changed<BattleSeatResult>> {
  let current = room;
  const full = (await seatCount(tx, room.id)) === room.seats;
  if (full) current = await settleRoom(tx, deps.catalogue, room, now, deps.config.points.earnPercent);
  const [bundle] = await loadBundles(tx, [current], true);
  // The seat that fills the room is announced by 'start' alone: it carries the full seat list, and
  // every watcher would otherwise receive (and re-read the room for) two events for one change.
  const events = [{ eventType: EVENT.battleState, data: stateEvent(bundle, full ? 'start' : 'seat', deps.catalogue, now) }];
  return { result: { room: toDetail(bundle, deps.catalogue, lang, now, viewer), balance: balance === null ? null : formatFen(balance) }, events };
}

export async function joinRoom(tx: Tx, deps: BattleDeps, userId: bigint, q: { id: number; pos: number }, lang: Lang, now: Date): Promise<Changed<BattleSeatResult>> {
  const room = await lockRoom(tx, q.id);
  requireWaiting(room);
  checkPos(room, q.pos);
  if (await isSeated(tx, room.id, userId)) throw new AppError('BATTLE_ALREADY_SEATED');
  const taken = (await seatsOf(tx, [room.id])).get(room.id)!.some((s) => s.pos === q.pos);
  if (taken) throw new AppError('BATTLE_SEAT_TAKEN');
  const balance = await seatPlayer(tx, room, userId, q.pos);
  return afterSeat(tx, deps, room, userId, balance, lang, now);
}

export async function joinBot(tx: Tx, deps: BattleDeps, userId: bigint, q: { id: number; pos: number }, lang: Lang, now: Date): Promise<Changed<BattleSeatResult>> {
  const room = await lockRoom(tx, q.id);
  if (room.creatorId !== userId) throw new AppError('BATTLE_NOT_CREATOR');
  requireWaiting(room);
  checkPos(room, q.pos);
  const seats = (await seatsOf(tx, [room.id])).get(room.id)!;
  if (seats.some((s) => s.pos === q.pos)) throw new AppError('BATTLE_SEAT_TAKEN');
  const bot = nextBot(seats.flatMap((s) => (s.botId === null ? [] : [s.botId])));
  await seatBot(tx, room, bot.id, q.pos);
  return afterSeat(tx, deps, room, userId, null, lang, now);
}

