// Reading rooms: the row lock every change takes first, the seats, and the battle cases.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BATTLE_STATE } from '../../../shared/contracts/battle.ts';
import type { Db, Tx } from '../../db/client.ts';
import { battleRooms, battleSeats, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { onSale, type Catalogue, type CatalogueBox } from '../boxes/catalogue.ts';
import { botById } from './bots.ts';

export type RoomRow = typeof battleRooms.$inferSelect;
/** A round's case as frozen at creation; price in fen as text (JSON has no bigint). */
export interface RoomCase { boxId: number; version: number; price?: string }

export interface SeatView {
  pos: number;
  userId: bigint | null;
  botId: number | null;
  nickname: string;
  avatar: string;
  /** Member (VIP) level; 0 for bots. */
  vipLevel: number;
  /** What the player wears; '' for bots. */
  avatarFrame: string;
  nameColour: string;
  clientSeed: string;
}

export function casesOf(room: RoomRow): RoomCase[] {
  return room.cases as RoomCase[];
}

/**
 * The room, row-locked until the transaction ends: every change to a room (a seat, the start, a
 * dissolve) takes this lock first, so two of them never interleave.
 */
export async function lockRoom(tx: Tx, id: number | bigint): Promise<RoomRow> {
  const [room] = await tx.select().from(battleRooms).where(eq(battleRooms.id, BigInt(id))).for('update');
  if (!room) throw new AppError('BATTLE_NOT_FOUND');
  return room;
}

export async function findRoom(db: Db | Tx, id: number | bigint): Promise<RoomRow> {
  const [room] = await db.select().from(battleRooms).where(eq(battleRooms.id, BigInt(id)));
  if (!room) throw new AppError('BATTLE_NOT_FOUND');
  return room;
}

export function requireWaiting(room: RoomRow): void {
  if (room.state !== BATTLE_STATE.waiting) throw new AppError('BATTLE_NOT_WAITING');
}

/** The seats of some rooms, in seat order, with who sits there as the lists show them. */
export async function seatsOf(db: Db | Tx, roomIds: bigint[]): Promise<Map<bigint, SeatView[]>> {
  const out = new Map<bigint, SeatView[]>(roomIds.map((id) => [id, []]));
  if (roomIds.length === 0) return out;
  const rows = await db.select({ seat: battleSeats, nickname: users.nickname, avatar: users.avatar, vipLevel: users.vipLevel, avatarFrame: users.avatarFrame, nameColour: users.nameColour }).from(battleSeats)
    .leftJoin(users, eq(users.id, battleSeats.userId))
    .where(inArray(battleSeats.roomId, roomIds))
    .orderBy(asc(battleSeats.roomId), asc(battleSeats.pos));
  for (const { seat, nickname, avatar, vipLevel, avatarFrame, nameColour } of rows) {
    const bot = seat.botId !== null ? botById(seat.botId) : undefined;
    out.get(seat.roomId)!.push({
      pos: seat.pos, userId: seat.userId, botId: seat.botId, clientSeed: seat.clientSeed,
      nickname: bot ? bot.nickname : (nickname ?? ''), avatar: bot ? bot.avatar : (avatar ?? ''),
      vipLevel: bot ? 0 : (vipLevel ?? 0),
      avatarFrame: bot ? '' : (avatarFrame ?? ''),
      nameColour: bot ? '' : (nameColour ?? ''),
    });
  }
  return out;
}

export async function seatCount(tx: Tx, roomId: bigint): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(battleSeats).where(eq(battleSeats.roomId, roomId));
  return Number(row.n);
}

export async function isSeated(tx: Tx, roomId: bigint, userId: bigint): Promise<boolean> {
  const [row] = await tx.select({ pos: battleSeats.pos }).from(battleSeats)
    .where(and(eq(battleSeats.roomId, roomId), eq(battleSeats.userId, userId)));
  return row !== undefined;
}

/** Every case on sale may be battled (getBoxBattleThemeList lists them); a retired one may not. */
export function battleBoxes(catalogue: Catalogue): CatalogueBox[] {
  return [...catalogue.boxes.values()].filter(onSale);
}

export function battleBox(catalogue: Catalogue, boxId: number): CatalogueBox {
  const box = catalogue.boxes.get(boxId);
  if (!onSale(box)) throw new AppError('BATTLE_BOX_NOT_ALLOWED', { id: boxId });
  return box;
}
