// Reading rooms for the player's pages: the five tabs' cards, a room's detail (pool, conditions,
// the visitor's entry, the fairness values as far as they are public yet), the player's entries
// (the record centre's roll record) and the winners. A room's server seed is shown only once it
// is drawn; an invite-only room only to its streamer, its entrants and holders of the link.
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  GIVEAWAY_STATE, type GiveawayCard, type GiveawayDetail, type GiveawayEntryRecord, type GiveawayKind, type GiveawayPrize,
  type GiveawayEntrants, type GiveawayState, type GiveawayTab, type GiveawayDrawMode,
} from '../../../shared/contracts/giveaway.ts';
import type { Ornament } from '../../../shared/contracts/box.ts';
import { formatFen } from '../../../shared/money.ts';
import { translate, type Lang } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { giveawayEntries, giveawayPrizes, giveaways, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { toOrnament } from '../boxes/ornaments.ts';
import { entrantList } from './close.ts';
import { conditionsFor } from './conditions.ts';
import { DEMO_TITLE } from './demo.ts';
import { findGiveaway, type GiveawayDeps, type GiveawayRow } from './service.ts';

type PrizeRow = typeof giveawayPrizes.$inferSelect;

function titleOf(room: GiveawayRow, lang: Lang): { title: string; description: string } {
  return room.demo && room.title === DEMO_TITLE
    ? { title: translate(lang, 'giveaway.demo.title'), description: translate(lang, 'giveaway.demo.description') }
    : { title: room.title, description: room.description };
}

function ornamentOf(deps: GiveawayDeps, p: PrizeRow, lang: Lang): Ornament {
  const row = deps.catalogue.ornaments.get(p.ornamentId);
  if (!row) throw new Error(`giveaway prize: unknown ornament ${p.ornamentId}`);
  return toOrnament(row, lang, p.value);
}

async function prizesOf(db: Db, ids: bigint[]): Promise<Map<bigint, PrizeRow[]>> {
  const out = new Map<bigint, PrizeRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db.select().from(giveawayPrizes).where(inArray(giveawayPrizes.giveawayId, ids)).orderBy(asc(giveawayPrizes.pos));
  for (const r of rows) out.get(r.giveawayId)!.push(r);
  return out;
}

/** A host's or winner's name and picture, with what they wear. */
type Person = { nickname: string; avatar: string; avatarFrame: string; nameColour: string };

async function hostsOf(db: Db, rooms: GiveawayRow[]): Promise<Map<bigint, Person>> {
  const ids = [...new Set(rooms.flatMap((r) => (r.streamerId === null ? [] : [r.streamerId])))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname, avatar: users.avatar, avatarFrame: users.avatarFrame, nameColour: users.nameColour }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { nickname: r.nickname, avatar: r.avatar, avatarFrame: r.avatarFrame, nameColour: r.nameColour }]));
}

async function joinedOf(db: Db, roomIds: bigint[], viewer: bigint | null): Promise<Map<bigint, { code: number; createdAt: Date }>> {
  if (viewer === null || roomIds.length === 0) return new Map();
  const rows = await db.select({ id: giveawayEntries.giveawayId, code: giveawayEntries.code, createdAt: giveawayEntries.createdAt }).from(giveawayEntries)
    .where(and(eq(giveawayEntries.userId, viewer), inArray(giveawayEntries.giveawayId, roomIds)));
  return new Map(rows.map((r) => [r.id, { code: r.code, createdAt: r.createdAt }]));
}

function toCard(deps: GiveawayDeps, room: GiveawayRow, prizes: PrizeRow[], host: Person | null, joined: boolean, lang: Lang): GiveawayCard {
  const preview = [...prizes].sort((a, b) => (a.value === b.value ? a.pos - b.pos : a.value > b.value ? -1 : 1)).slice(0, 3);
  return {
    id: String(room.id),
    kind: room.kind as GiveawayKind,
    title: titleOf(room, lang).title,
    state: room.state as GiveawayState,
    drawMode: room.drawMode as GiveawayDrawMode,
    drawAt: room.drawAt?.toISOString() ?? null,
    maxEntrants: room.maxEntrants,
    entrantCount: room.entrantCount,
    poolValue: formatFen(room.poolValue),
    prizeCount: prizes.length,
    preview: preview.map((p) => ornamentOf(deps, p, lang)),
    host,
    hasJoinCode: room.joinCodeHash !== null,
    joined,
    createTime: room.createdAt.toISOString(),
  };
}

async function cards(db: Db, deps: GiveawayDeps, rooms: GiveawayRow[], viewer: bigint | null, lang: Lang): Promise<GiveawayCard[]> {
  const ids = rooms.map((r) => r.id);
  const [prizes, hosts, joined] = await Promise.all([prizesOf(db, ids), hostsOf(db, rooms), joinedOf(db, ids, viewer)]);
  return rooms.map((r) => toCard(deps, r, prizes.get(r.id)!, r.streamerId === null ? null : hosts.get(r.streamerId) ?? null, joined.has(r.id), lang));
}

/** Public lists leave out invite-only rooms, except the viewer's own. */
function listed(viewer: bigint | null): SQL {
  return viewer === null ? isNull(giveaways.inviteToken) : or(isNull(giveaways.inviteToken), eq(giveaways.streamerId, viewer))!;
}

export async function giveawayList(db: Db, deps: GiveawayDeps, q: { tab: GiveawayTab; page: number; pageSize: number }, viewer: bigint | null, lang: Lang): Promise<{ list: GiveawayCard[]; total: number }> {
  const live = inArray(giveaways.state, [GIVEAWAY_STATE.open, GIVEAWAY_STATE.drawing]);
  let where: SQL;
  let order: SQL[] = [desc(giveaways.id)];
  switch (q.tab) {
    case 'official':
    case 'streamer':
      // Open rooms of the kind first, then the drawn ones, newest first (cancelled ones are gone).
      where = and(eq(giveaways.kind, q.tab), inArray(giveaways.state, [GIVEAWAY_STATE.open, GIVEAWAY_STATE.drawing, GIVEAWAY_STATE.drawn]), listed(viewer))!;
      order = [asc(sql`CASE WHEN ${giveaways.state} IN (0, 1) THEN 0 ELSE 1 END`), desc(giveaways.id)];
      break;
    case 'open':
      where = and(live, listed(viewer))!;
      order = [asc(sql`coalesce(${giveaways.drawAt}, 'infinity'::timestamptz)`), desc(giveaways.id)];
      break;
    case 'ended':
      where = and(eq(giveaways.state, GIVEAWAY_STATE.drawn), listed(viewer))!;
      order = [desc(giveaways.drawnAt), desc(giveaways.id)];
      break;
    case 'mine':
      if (viewer === null) return { list: [], total: 0 };
      where = sql`${giveaways.id} IN (SELECT ${giveawayEntries.giveawayId} FROM ${giveawayEntries} WHERE ${giveawayEntries.userId} = ${viewer})`;
      break;
  }
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(giveaways).where(where);
  const rooms = await db.select().from(giveaways).where(where).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { list: await cards(db, deps, rooms, viewer, lang), total: Number(n) };
}

function prizeView(deps: GiveawayDeps, p: PrizeRow, names: Map<bigint, Person>, lang: Lang): GiveawayPrize {
  const winner = p.winnerId === null ? null : {
    userId: String(p.winnerId), nickname: names.get(p.winnerId)?.nickname ?? '', avatar: names.get(p.winnerId)?.avatar ?? '',
    avatarFrame: names.get(p.winnerId)?.avatarFrame ?? '', nameColour: names.get(p.winnerId)?.nameColour ?? '',
    code: p.winnerCode!, ticket: p.ticket!, range: p.ticketRange!,
  };
  return { ...ornamentOf(deps, p, lang), pos: p.pos, winner };
}

async function winnerNames(db: Db, prizes: PrizeRow[]): Promise<Map<bigint, Person>> {
  const ids = prizes.flatMap((p) => (p.winnerId === null ? [] : [p.winnerId]));
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname, avatar: users.avatar, avatarFrame: users.avatarFrame, nameColour: users.nameColour }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { nickname: r.nickname, avatar: r.avatar, avatarFrame: r.avatarFrame, nameColour: r.nameColour }]));
}

/** The room as a visitor may see it; an invite-only room answers "not found" without its link. */
async function visibleRoom(db: Db, id: bigint, viewer: bigint | null, invite: string | undefined): Promise<GiveawayRow> {
  const room = await findGiveaway(db, id);
  if (room.inviteToken === null || invite === room.inviteToken || (viewer !== null && room.streamerId === viewer)) return room;
  if (viewer !== null) {
    const [entry] = await db.select({ code: giveawayEntries.code }).from(giveawayEntries)
      .where(and(eq(giveawayEntries.giveawayId, id), eq(giveawayEntries.userId, viewer)));
    if (entry) return room;
  }
  throw new AppError('GIVEAWAY_NOT_FOUND');
}

function whyNot(room: GiveawayRow, viewer: bigint | null, joined: boolean, conditions: GiveawayDetail['conditions']): string | null {
  if (room.state !== GIVEAWAY_STATE.open) return 'err.giveawayClosed';
  if (joined) return 'err.giveawayAlreadyJoined';
  if (viewer === null) return 'auth';
  if (room.maxEntrants !== null && room.entrantCount >= room.maxEntrants) return 'err.giveawayFull';
  const unmet = conditions.find((c) => c.met === false);
  if (unmet?.kind === 'deposit') return 'err.giveawayDepositNeeded';
  if (unmet?.kind === 'verified') return 'err.giveawayVerifiedNeeded';
  return null;
}

export async function giveawayDetail(db: Db, deps: GiveawayDeps, id: bigint, viewer: bigint | null, invite: string | undefined, lang: Lang, now: Date): Promise<GiveawayDetail> {
  const room = await visibleRoom(db, id, viewer, invite);
  const [[card], prizes, joined] = await Promise.all([
    cards(db, deps, [room], viewer, lang), prizesOf(db, [room.id]), joinedOf(db, [room.id], viewer),
  ]);
  const mine = joined.get(room.id) ?? null;
  const conditions = await conditionsFor(db, room, viewer, mine !== null, now);
  const names = await winnerNames(db, prizes.get(room.id)!);
  const recent = await db.select({ nickname: users.nickname, avatar: users.avatar, avatarFrame: users.avatarFrame, nameColour: users.nameColour, code: giveawayEntries.code }).from(giveawayEntries)
    .innerJoin(users, eq(users.id, giveawayEntries.userId))
    .where(and(eq(giveawayEntries.giveawayId, room.id), eq(giveawayEntries.excluded, false)))
    .orderBy(desc(giveawayEntries.code)).limit(20);
  const drawn = room.state === GIVEAWAY_STATE.drawn;
  const beacon = await deps.beacon.info();
  const why = whyNot(room, viewer, mine !== null, conditions);
  return {
    ...card,
    description: titleOf(room, lang).description,
    prizes: prizes.get(room.id)!.map((p) => prizeView(deps, p, names, lang)),
    conditions,
    myEntry: mine && { code: mine.code, createTime: mine.createdAt.toISOString() },
    canJoin: why === null,
    whyNot: why,
    recentEntrants: recent,
    fairness: {
      serverSeedHash: room.serverSeedHash,
      serverSeed: drawn ? room.serverSeed : null,
      salt: drawn ? room.salt : null,
      closedAt: room.closedAt?.toISOString() ?? null,
      entrantsHash: room.entrantsHash,
      beacon: {
        name: beacon.name, round: room.beaconRound, randomness: room.beaconRandomness, signature: room.beaconSignature,
        publicKey: beacon.publicKey, chainHash: beacon.chainHash, periodSeconds: beacon.periodSeconds, genesisTime: beacon.genesisTime,
      },
      publicSeed: room.publicSeed,
    },
    inviteToken: viewer !== null && room.streamerId === viewer ? room.inviteToken : null,
    mine: viewer !== null && room.streamerId === viewer,
    cancelledAt: room.cancelledAt?.toISOString() ?? null,
    drawnAt: room.drawnAt?.toISOString() ?? null,
    serverTime: now.toISOString(),
  };
}

/** The entrant list the room's hash is over, once entry has closed; the same visibility as the detail. */
export async function giveawayEntrants(db: Db, id: bigint, viewer: bigint | null, invite: string | undefined): Promise<GiveawayEntrants> {
  const room = await visibleRoom(db, id, viewer, invite);
  const closed = room.state === GIVEAWAY_STATE.drawing || room.state === GIVEAWAY_STATE.drawn;
  return { entrantsHash: room.entrantsHash, entrants: closed ? (await entrantList(db, room.id)).map(([code, userId]): [number, string] => [code, userId]) : null };
}

export async function giveawayWinners(db: Db, deps: GiveawayDeps, id: bigint, viewer: bigint | null, invite: string | undefined, lang: Lang): Promise<GiveawayPrize[]> {
  const room = await visibleRoom(db, id, viewer, invite);
  const prizes = (await prizesOf(db, [room.id])).get(room.id)!;
  const names = await winnerNames(db, prizes);
  return prizes.filter((p) => p.winnerId !== null).map((p) => prizeView(deps, p, names, lang));
}

/** The record centre's roll records: the player's entries, newest first. */
export async function myEntries(db: Db, deps: GiveawayDeps, userId: bigint, q: { page: number; pageSize: number }, lang: Lang): Promise<{ list: GiveawayEntryRecord[]; total: number }> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(giveawayEntries).where(eq(giveawayEntries.userId, userId));
  const rows = await db.select({ entry: giveawayEntries, room: giveaways }).from(giveawayEntries)
    .innerJoin(giveaways, eq(giveaways.id, giveawayEntries.giveawayId))
    .where(eq(giveawayEntries.userId, userId))
    .orderBy(desc(giveawayEntries.createdAt), desc(giveawayEntries.giveawayId))
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const won = rows.length === 0 ? [] : await db.select().from(giveawayPrizes)
    .where(and(eq(giveawayPrizes.winnerId, userId), inArray(giveawayPrizes.giveawayId, rows.map((r) => r.room.id))));
  return {
    total: Number(n),
    list: rows.map(({ entry, room }) => {
      const prize = won.find((w) => w.giveawayId === room.id);
      return {
        giveawayId: String(room.id),
        title: titleOf(room, lang).title,
        code: entry.code,
        range: [1, room.entrantCount],
        state: room.state as GiveawayState,
        prize: prize ? ornamentOf(deps, prize, lang) : null,
        createTime: entry.createdAt.toISOString(),
      };
    }),
  };
}
