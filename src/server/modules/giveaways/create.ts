// Opening a room: official ones by staff (catalogue skins the house hands out), streamer ones by a
// player with the streamer role (their own backpack skins, moved out of the backpack by a
// conditional state change in this transaction, so a racing sale, stake or withdrawal loses). A
// server seed is drawn and committed by its hash; a timed room's close is scheduled as a job.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { GIVEAWAY_MAX_DAYS, GIVEAWAY_MIN_LEAD_SECONDS, GIVEAWAY_STATE, type GiveawayEvent, type GiveawayRoomFields } from '../../../shared/contracts/giveaway.ts';
import { EVENT, ITEM_STATE } from '../../../shared/constants.ts';
import { newSalt, newServerSeed, publicHash } from '../../../shared/fairness/index.ts';
import type { Tx } from '../../db/client.ts';
import { backpackItems, giveawayPrizes, giveaways, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import type { BroadcastEvent } from '../../realtime/broadcaster.ts';
import { CLOSE_JOB } from './close.ts';
import { joinCodeHash } from './join-code.ts';
import type { GiveawayDeps } from './service.ts';

export type GiveawayMaker =
  /** staffId null: the demo room the start opens (demo.ts). */
  | { kind: 'official'; staffId: bigint | null; demo?: boolean }
  | { kind: 'streamer'; userId: bigint; inviteOnly: boolean };

interface PrizeRow { ornamentId: number; value: bigint; sourceItemId: bigint | null }

/** The draw time's bounds: not sooner than a minute from now, not later than GIVEAWAY_MAX_DAYS. */
function checkDrawAt(drawAt: Date | null, now: Date): void {
  if (drawAt === null) return;
  const lead = drawAt.getTime() - now.getTime();
  if (lead < GIVEAWAY_MIN_LEAD_SECONDS * 1000 || lead > GIVEAWAY_MAX_DAYS * 86_400_000) {
    throw new AppError('GIVEAWAY_DRAW_TIME', { days: GIVEAWAY_MAX_DAYS });
  }
}

/** Official prizes: catalogue skins at their current price (the same skin may be given twice). */
function officialPrizes(deps: GiveawayDeps, ids: string[]): PrizeRow[] {
  return ids.map((id) => {
    const row = /^\d{1,9}$/.test(id) ? deps.catalogue.ornaments.get(Number(id)) : undefined;
    if (!row) throw new AppError('GIVEAWAY_PRIZE_NOT_FOUND', { id });
    return { ornamentId: row.id, value: row.price, sourceItemId: null };
  });
}

/** A streamer's prizes: their own items, in the backpack now; each leaves it in this transaction. */
async function streamerPrizes(tx: Tx, userId: bigint, ids: string[], now: Date): Promise<PrizeRow[]> {
  const [user] = await tx.select({ streamer: users.streamer }).from(users).where(eq(users.id, userId));
  if (!user?.streamer) throw new AppError('GIVEAWAY_NOT_STREAMER');
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new AppError('GIVEAWAY_PRIZE_UNAVAILABLE', { id });
    seen.add(id);
  }
  const moved = await tx.update(backpackItems).set({ state: ITEM_STATE.pooled, updatedAt: now })
    .where(and(inArray(backpackItems.id, ids.map(BigInt)), eq(backpackItems.userId, userId), eq(backpackItems.state, ITEM_STATE.inBag)))
    .returning({ id: backpackItems.id, ornamentId: backpackItems.ornamentId, price: backpackItems.price });
  const byId = new Map(moved.map((m) => [String(m.id), m]));
  return ids.map((id) => {
    const m = byId.get(id);
    if (!m) throw new AppError('GIVEAWAY_PRIZE_UNAVAILABLE', { id });
    return { ornamentId: m.ornamentId, value: m.price, sourceItemId: m.id };
  });
}

/** The live event of a new room (none for an invite-only one): lobbies add it without reloading. */
export function createdEvent(made: { id: bigint; inviteToken: string | null }): BroadcastEvent[] {
  if (made.inviteToken !== null) return [];
  const data: GiveawayEvent = { id: String(made.id), state: GIVEAWAY_STATE.open, entrantCount: 0, winners: null };
  return [{ eventType: EVENT.giveaway, data }];
}

export async function createGiveaway(tx: Tx, deps: GiveawayDeps, maker: GiveawayMaker, fields: GiveawayRoomFields, now: Date): Promise<{ id: bigint; inviteToken: string | null }> {
  const maxEntrants = fields.maxEntrants > 0 ? fields.maxEntrants : null;
  if (fields.drawMode === 'time' && fields.drawAt === null) throw new AppError('GIVEAWAY_DRAW_TIME', { days: GIVEAWAY_MAX_DAYS });
  if (fields.drawMode === 'full' && maxEntrants === null) throw new AppError('GIVEAWAY_FULL_NEEDS_MAX');
  checkDrawAt(fields.drawAt, now);
  const prizes = maker.kind === 'official'
    ? officialPrizes(deps, fields.prizes)
    : await streamerPrizes(tx, maker.userId, fields.prizes, now);
  const serverSeed = newServerSeed();
  const salt = newSalt();
  const inviteToken = maker.kind === 'streamer' && maker.inviteOnly ? randomBytes(16).toString('base64url') : null;
  const code = fields.joinCode?.trim() ? fields.joinCode.trim() : null;
  const [room] = await tx.insert(giveaways).values({
    kind: maker.kind,
    createdByStaff: maker.kind === 'official' ? maker.staffId : null,
    streamerId: maker.kind === 'streamer' ? maker.userId : null,
    demo: maker.kind === 'official' && maker.demo === true,
    title: fields.title,
    description: fields.description,
    maxEntrants,
    drawMode: fields.drawMode,
    drawAt: fields.drawAt,
    minDeposit: fields.minDeposit > 0 ? BigInt(fields.minDeposit) * 100n : null,
    depositDays: fields.minDeposit > 0 ? fields.depositDays : null,
    joinCodeHash: code ? joinCodeHash(code) : null,
    requireVerified: fields.requireVerified,
    inviteToken,
    state: GIVEAWAY_STATE.open,
    poolValue: prizes.reduce((sum, p) => sum + p.value, 0n),
    serverSeed, salt, serverSeedHash: await publicHash(serverSeed, salt),
    createdAt: now,
  }).returning({ id: giveaways.id });
  await tx.insert(giveawayPrizes).values(prizes.map((p, i) => ({ giveawayId: room.id, pos: i + 1, ...p })));
  if (fields.drawAt !== null) {
    await scheduleJob(tx, { kind: CLOSE_JOB, key: `${CLOSE_JOB}:${room.id}`, payload: { id: String(room.id) }, runAt: fields.drawAt });
  }
  return { id: room.id, inviteToken };
}
