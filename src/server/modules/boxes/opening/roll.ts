// The rolling shared by every case opening, paid (open.ts) or free (rewards/coupons/open-free.ts):
// nonces taken from the player's seed pair, one 'case' roll per case against the case's current
// version table, the drops as the answer shows them and as the live feed shows them.
import { TICKETS, type OpenedDrop } from '../../../../shared/contracts/box.ts';
import type { DropRecord } from '../../../../shared/contracts/feed.ts';
import { pickByTicket } from '../../../../shared/fairness/index.ts';
import { formatFen, percentOf } from '../../../../shared/money.ts';
import { feedRevealDelayMs } from '../../../../shared/reel-timing.ts';
import type { Lang } from '../../../../shared/messages.ts';
import type { Tx } from '../../../db/client.ts';
import { run } from '../../../db/statements.ts';
import { rollTicketSync } from '../../fairness/roll-sync.ts';
import { ensureSeed, SEED_LOOKS } from '../../fairness/seeds.ts';
import type { BoxVersion, Catalogue, CatalogueBox } from '../catalogue.ts';
import { dropTexts, toOrnament } from '../ornaments.ts';
import { TAKE_NONCES } from './statements.ts';
import type { Face, RollSeed, TakenNonces, Won } from './types.ts';

/**
 * When the claim's statement took no nonces: a player without an active pair gets one first (their
 * first opening); a rotation committing while we waited for the row lock retired the row we waited
 * on, and its successor, not yet visible to that statement, is found by a fresh one. Each miss
 * means another rotation committed meanwhile (rotations racing an opening, as a test makes them),
 * so a few more tries always find a pair unless the player rotates without pause.
 */
export async function takeNoncesAfresh(tx: Tx, userId: bigint, count: number): Promise<TakenNonces> {
  await ensureSeed(tx, userId);
  for (let attempt = 0; attempt < SEED_LOOKS; attempt++) {
    const [row] = await run<TakenNonces>(tx, TAKE_NONCES, [String(userId), count]);
    if (row) return row;
  }
  throw new Error(`user ${userId} has no active seed pair`);
}

/** Rolls `count` cases from the taken nonces against `version`'s table. */
export function rollCases(
  seed: RollSeed, count: number, version: BoxVersion, catalogue: Catalogue, recoveryPercent: number, lang: Lang,
): { won: Won[]; drops: OpenedDrop[] } {
  const won: Won[] = [];
  for (let i = 0; i < count; i++) {
    const nonce = seed.first_nonce + i;
    const { ticket } = rollTicketSync({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce, game: 'case', range: TICKETS });
    const entry = version.table[pickByTicket(version.table, ticket)];
    won.push({ nonce, ticket, entry, ornament: catalogue.ornaments.get(entry.ornamentId)!, rollId: seed.roll_ids?.[i] ?? '', itemId: seed.item_ids?.[i] ?? '' });
  }
  const drops: OpenedDrop[] = won.map((w) => ({
    ...toOrnament(w.ornament, lang, w.entry.price),
    id: w.itemId,
    recoveryPrice: formatFen(percentOf(w.entry.price, recoveryPercent)),
    rollId: w.rollId,
    nonce: w.nonce,
    ticket: w.ticket,
  }));
  return { won, drops };
}

/** The ids the storing statement drew (statements.ts PAY_AND_STORE), in the rolls' order. */
export function withIds(won: Won[], rollIds: string[], itemIds: string[]): void {
  won.forEach((w, i) => { w.rollId = rollIds[i]; w.itemId = itemIds[i]; });
}

/** The rolls' columns as the storing statements take them (unnest arrays). */
export function rollArrays(won: Won[]) {
  return {
    rollIds: won.map((w) => w.rollId), nonces: won.map((w) => w.nonce), tickets: won.map((w) => w.ticket),
    from: won.map((w) => w.entry.ticketFrom), to: won.map((w) => w.entry.ticketTo), ornaments: won.map((w) => w.ornament.id),
    itemIds: won.map((w) => w.itemId), prices: won.map((w) => String(w.entry.price)),
  };
}

/** The drops for the live feed, in zh-CN (the feed's language). */
export function feedDrops(won: Won[], seed: Face, box: CatalogueBox, now: Date): DropRecord[] {
  return won.map((w, i) => ({
    ...toOrnament(w.ornament, 'zh-CN', w.entry.price),
    id: w.itemId,
    nickname: seed.nickname,
    avatar: seed.avatar,
    vipLevel: seed.vip_level,
    avatarFrame: seed.avatar_frame,
    nameColour: seed.name_colour,
    bot: false,
    source: 'case',
    boxId: box.id,
    boxName: box.name['zh-CN'],
    texts: dropTexts(w.ornament, box.name),
    createTime: now.toISOString(),
    // Reel i of this opening stops then; the feed must not show the drop before (reel-timing.ts).
    revealAt: new Date(now.getTime() + feedRevealDelayMs(i)).toISOString(),
  }));
}
