// What rooms look like to the API and the live feed. Rolls are shown only once the server clock
// has passed their round's reveal time (round r at startedAt + r × roundMs); the server seed,
// the winners and the awards only once the room has ended.
import { asc, inArray } from 'drizzle-orm';
import {
  BATTLE_STATE, type BattleAward, type BattleBox, type BattleDetail, type BattleFairness, type BattleMode, type BattleResults,
  type BattleRoll, type BattleSeat, type BattleState, type BattleStateEvent, type BattleSummary,
} from '../../../shared/contracts/battle.ts';
import { teamOfSeat } from '../../../shared/fairness/index.ts';
import { formatFen } from '../../../shared/money.ts';
import { translate, type Lang } from '../../../shared/messages.ts';
import { botName } from './bots.ts';
import { localized } from '../../../shared/localized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { battleResults, users } from '../../db/schema/index.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';
import { casesOf, seatsOf, type RoomRow, type SeatView } from './rooms.ts';

type ResultRow = typeof battleResults.$inferSelect;

export function revealedRounds(room: RoomRow, now: Date): number {
  if (room.state === BATTLE_STATE.ended) return room.rounds;
  if (room.state !== BATTLE_STATE.running || !room.startedAt) return 0;
  const n = Math.floor((now.getTime() - room.startedAt.getTime()) / room.roundMs);
  return Math.max(0, Math.min(room.rounds, n));
}

function boxesOf(room: RoomRow, catalogue: Catalogue, lang: Lang): BattleBox[] {
  return casesOf(room).map((c) => {
    const box = catalogue.boxes.get(c.boxId);
    const price = c.price !== undefined ? BigInt(c.price) : box?.current.version === c.version ? box.current.price : null;
    return { boxId: c.boxId, version: c.version, name: box ? localized(box.name, lang) : String(c.boxId), image: box?.image ?? '', price: price === null ? '' : formatFen(price) };
  });
}

function seatList(room: RoomRow, seats: SeatView[], shown: ResultRow[], lang: Lang): BattleSeat[] {
  const winners = room.state === BATTLE_STATE.ended ? (room.winners as number[]) : [];
  return seats.map((s) => ({
    pos: s.pos,
    team: room.team ? teamOfSeat(s.pos) : null,
    bot: s.botId !== null,
    nickname: s.botId !== null ? botName(s.botId, lang) : s.nickname,
    avatar: s.avatar,
    vipLevel: s.vipLevel,
    avatarFrame: s.avatarFrame,
    nameColour: s.nameColour,
    clientSeed: s.clientSeed,
    total: formatFen(shown.filter((r) => r.pos === s.pos).reduce((sum, r) => sum + r.value, 0n)),
    winner: winners.includes(s.pos),
  }));
}

export interface RoomBundle {
  room: RoomRow;
  seats: SeatView[];
  /** null: an official room, opened by the house. */
  creator: { nickname: string; avatar: string } | null;
  results: ResultRow[];
}

/** Rooms with their seats, creators and (withResults) stored rolls: four queries whatever the count. */
export async function loadBundles(db: Db | Tx, rooms: RoomRow[], withResults: boolean): Promise<RoomBundle[]> {
  if (rooms.length === 0) return [];
  const seats = await seatsOf(db, rooms.map((r) => r.id));
  const creatorIds = [...new Set(rooms.flatMap((r) => (r.creatorId === null ? [] : [r.creatorId])))];
  const creatorRows = creatorIds.length === 0 ? [] : await db.select({ id: users.id, nickname: users.nickname, avatar: users.avatar }).from(users)
    .where(inArray(users.id, creatorIds));
  const creators = new Map(creatorRows.map((u) => [u.id, { nickname: u.nickname, avatar: u.avatar }]));
  const started = rooms.filter((r) => r.state === BATTLE_STATE.running || r.state === BATTLE_STATE.ended).map((r) => r.id);
  const results = new Map<bigint, ResultRow[]>(rooms.map((r) => [r.id, []]));
  if (withResults && started.length > 0) {
    const rows = await db.select().from(battleResults).where(inArray(battleResults.roomId, started))
      .orderBy(asc(battleResults.roomId), asc(battleResults.round), asc(battleResults.pos));
    for (const row of rows) results.get(row.roomId)!.push(row);
  }
  return rooms.map((room) => ({
    room, seats: seats.get(room.id)!, creator: (room.creatorId !== null ? creators.get(room.creatorId) : undefined) ?? null, results: results.get(room.id)!,
  }));
}

export function toSummary(b: RoomBundle, catalogue: Catalogue, lang: Lang, now: Date, viewer: bigint | null = null): BattleSummary {
  const { room } = b;
  const shown = b.results.filter((r) => r.round <= revealedRounds(room, now));
  return {
    id: String(room.id),
    mode: room.mode as BattleMode,
    team: room.team,
    official: room.official,
    seats: room.seats,
    state: room.state as BattleState,
    boxes: boxesOf(room, catalogue, lang),
    rounds: room.rounds,
    costPerSeat: formatFen(room.costPerSeat),
    seatList: seatList(room, b.seats, shown, lang),
    creator: b.creator ?? { nickname: translate(lang, 'battle.official'), avatar: '' },
    createTime: room.createdAt.toISOString(),
    startTime: room.startedAt?.toISOString() ?? null,
    endTime: room.endsAt?.toISOString() ?? null,
    myPos: viewer === null ? null : (b.seats.find((s) => s.userId === viewer)?.pos ?? null),
    mine: viewer !== null && room.creatorId === viewer,
  };
}

function fairnessOf(room: RoomRow): BattleFairness {
  const ended = room.state === BATTLE_STATE.ended;
  return {
    serverSeedHash: room.serverSeedHash,
    caseListHash: room.caseListHash,
    serverSeed: ended ? room.serverSeed : null,
    salt: ended ? room.salt : null,
    roomPublicSeed: room.roomPublicSeed,
    tiebreak: ended ? (room.tiebreak as BattleFairness['tiebreak']) : null,
  };
}

function rollsOf(rows: ResultRow[], catalogue: Catalogue, lang: Lang): BattleRoll[] {
  return rows.map((r) => ({
    round: r.round, pos: r.pos, ticket: r.ticket, ticketFrom: r.ticketFrom, ticketTo: r.ticketTo,
    item: toOrnament(catalogue.ornaments.get(r.ornamentId)!, lang, r.value),
  }));
}

export function toDetail(b: RoomBundle, catalogue: Catalogue, lang: Lang, now: Date, viewer: bigint | null = null): BattleDetail {
  const revealed = revealedRounds(b.room, now);
  const shown = b.results.filter((r) => r.round <= revealed);
  return {
    ...toSummary(b, catalogue, lang, now, viewer),
    fairness: fairnessOf(b.room),
    roundMs: b.room.roundMs,
    serverTime: now.toISOString(),
    revealedRounds: revealed,
    rolls: rollsOf(shown, catalogue, lang),
    winners: b.room.state === BATTLE_STATE.ended ? (b.room.winners as number[]) : null,
  };
}

export function toResults(b: RoomBundle, catalogue: Catalogue, lang: Lang, now: Date): BattleResults {
  const ended = b.room.state === BATTLE_STATE.ended;
  const shown = b.results.filter((r) => r.round <= revealedRounds(b.room, now));
  const awards: BattleAward[] = [];
  if (ended) {
    for (const pos of b.room.winners as number[]) {
      const mine = b.results.filter((r) => r.awardedPos === pos);
      awards.push({
        pos,
        items: mine.map((r) => ({ ...toOrnament(catalogue.ornaments.get(r.ornamentId)!, lang, r.value), round: r.round, fromPos: r.pos })),
        value: formatFen(mine.reduce((s, r) => s + r.value, 0n)),
      });
    }
  }
  return {
    id: String(b.room.id), state: b.room.state as BattleState, winners: ended ? (b.room.winners as number[]) : null,
    awards, rolls: rollsOf(shown, catalogue, lang), fairness: fairnessOf(b.room),
  };
}

export function stateEvent(b: RoomBundle, change: BattleStateEvent['change'], catalogue: Catalogue, now: Date): BattleStateEvent {
  const s = toSummary(b, catalogue, 'zh-CN', now);
  return { id: s.id, state: s.state, change, seatList: s.seatList, startTime: s.startTime, endTime: s.endTime };
}
