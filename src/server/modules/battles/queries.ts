// Reading rooms: the lists (getCurrentList, getList, getMyBattleList, getBattleList), a room (getBattleDetail)
// and its results (getBattleResults). Everything is judged by the server clock passed in.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BATTLE_MODES, BATTLE_MODE_CODE, BATTLE_STATE, type BattleDetail, type BattleResults, type BattleSummary } from '../../../shared/contracts/battle.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { battleRooms, battleSeats } from '../../db/schema/index.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { findRoom } from './rooms.ts';
import { loadBundles, toDetail, toResults, toSummary } from './views.ts';

export interface ListQuery { mode: number; official: number; state?: number; page: number; pageSize: number }

function modeFilter(q: ListQuery): SQL | undefined {
  const name = BATTLE_MODES.find((m) => BATTLE_MODE_CODE[m] === q.mode);
  return and(name ? eq(battleRooms.mode, name) : undefined, q.official === -1 ? undefined : eq(battleRooms.official, q.official === 1));
}

async function page(db: Db, catalogue: Catalogue, where: SQL | undefined, q: ListQuery, lang: Lang, now: Date, viewer: bigint | null): Promise<Page<BattleSummary>> {
  const [{ total }] = await db.select({ total: count() }).from(battleRooms).where(where);
  const rooms = await db.select().from(battleRooms).where(where).orderBy(desc(battleRooms.id))
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const bundles = await loadBundles(db, rooms, true);
  return { list: bundles.map((b) => toSummary(b, catalogue, lang, now, viewer)), total: Number(total), page: q.page, pageSize: q.pageSize };
}

/** Rooms to join or watch: waiting or running. */
export function currentList(db: Db, catalogue: Catalogue, q: ListQuery, lang: Lang, now: Date, viewer: bigint | null) {
  return page(db, catalogue, and(inArray(battleRooms.state, [BATTLE_STATE.waiting, BATTLE_STATE.running]), modeFilter(q)), q, lang, now, viewer);
}

/**
 * getBattleList: the newest `size` rooms waiting or running, every mode, official or not; one page
 * without its count (a strip of rooms has no pages), on the same (state, id) index as getCurrentList.
 */
export async function homeList(db: Db, catalogue: Catalogue, size: number, lang: Lang, now: Date, viewer: bigint | null): Promise<BattleSummary[]> {
  const rooms = await db.select().from(battleRooms).where(inArray(battleRooms.state, [BATTLE_STATE.waiting, BATTLE_STATE.running]))
    .orderBy(desc(battleRooms.id)).limit(size);
  return (await loadBundles(db, rooms, true)).map((b) => toSummary(b, catalogue, lang, now, viewer));
}

export function roomList(db: Db, catalogue: Catalogue, q: ListQuery, lang: Lang, now: Date, viewer: bigint | null) {
  return page(db, catalogue, and(q.state !== undefined && q.state !== -1 ? eq(battleRooms.state, q.state) : undefined, modeFilter(q)), q, lang, now, viewer);
}

/** Rooms the player sat in (created or joined). */
export function myList(db: Db, catalogue: Catalogue, userId: bigint, q: ListQuery, lang: Lang, now: Date) {
  const mine = sql`EXISTS (SELECT 1 FROM ${battleSeats} WHERE ${battleSeats.roomId} = ${battleRooms.id} AND ${battleSeats.userId} = ${userId})`;
  return page(db, catalogue, and(mine, q.state !== undefined && q.state !== -1 ? eq(battleRooms.state, q.state) : undefined, modeFilter(q)), q, lang, now, userId);
}

export async function roomDetail(db: Db, catalogue: Catalogue, id: number, lang: Lang, now: Date, viewer: bigint | null): Promise<BattleDetail> {
  const [bundle] = await loadBundles(db, [await findRoom(db, id)], true);
  return toDetail(bundle, catalogue, lang, now, viewer);
}

export async function roomResults(db: Db, catalogue: Catalogue, id: number, lang: Lang, now: Date): Promise<BattleResults> {
  const [bundle] = await loadBundles(db, [await findRoom(db, id)], true);
  return toResults(bundle, catalogue, lang, now);
}
