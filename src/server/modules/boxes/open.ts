// Opening cases, exactly once per Idempotency-Key: one database transaction claims the key and
// takes nonces from the player's locked seed pair, rolls each ticket, then debits the price,
// stores each roll, puts each item in the backpack and stores the answer: two statements
// (open-statements.ts) whatever the number of cases. A refusal (the balance does not cover it, or
// the version is no longer on sale) rolls back the claim too, so a retry is judged afresh.
// The live feed hears about the drops only after that transaction commits (routes.ts).
import { TICKETS, type OpenBoxResult, type OpenedDrop } from '../../../shared/contracts/box.ts';
import { MODULE } from '../../../shared/contracts/bag.ts';
import type { Envelope } from '../../../shared/contracts/envelope.ts';
import type { DropRecord } from '../../../shared/contracts/feed.ts';
import { pickByTicket } from '../../../shared/fairness/index.ts';
import { formatFen, percentOf } from '../../../shared/money.ts';
import { feedRevealDelayMs } from '../../../shared/reel-timing.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { run } from '../../db/statements.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { storedAnswer, type StoredAnswer } from '../../http/idempotency.ts';
import { rollTicketSync } from '../fairness/roll-sync.ts';
import { ensureSeed } from '../fairness/seeds.ts';
import { pointsEarned } from '../points/earn.ts';
import { creditRebate } from '../promo/rebate.ts';
import { onSale, type Catalogue } from './catalogue.ts';
import { CLAIM_AND_TAKE_NONCES, PAY_AND_STORE, TAKE_NONCES } from './open-statements.ts';
import { dropTexts, toOrnament } from './ornaments.ts';

export interface OpenDeps {
  catalogue: Catalogue;
  recoveryPercent: number;
  /** POINTS_EARN_PERCENT: the share of the price earned as points (points/earn.ts). */
  pointsEarnPercent: number;
}

export interface OpenRequest {
  userId: bigint;
  boxId: number;
  count: number;
  lang: Lang;
  now: Date;
  /** The Idempotency-Key and the request's fingerprint (idempotency.ts). */
  key: string;
  fingerprint: string;
}

export interface Opened {
  answer: StoredAnswer<Envelope<OpenBoxResult>>;
  /** For the live feed, in zh-CN (the feed's language); empty on a replay (published the first time). */
  feed: DropRecord[];
}

interface TakenNonces {
  seed_id: string;
  server_seed: string;
  client_seed: string;
  first_nonce: number;
  nickname: string;
  avatar: string;
  vip_level: number;
  promoted: boolean;
  roll_ids: string[];
  item_ids: string[];
}

/**
 * When the claim's statement took no nonces: a player without an active pair gets one first (their
 * first opening); a rotation committing while we waited for the row lock retired the row we waited
 * on, and its successor, not yet visible to that statement, is found by a fresh one. Each miss
 * means another rotation committed meanwhile (rotations racing an opening, as a test makes them),
 * so a few more tries always find a pair unless the player rotates without pause.
 */
async function takeNoncesAfresh(tx: Tx, userId: bigint, count: number): Promise<TakenNonces> {
  await ensureSeed(tx, userId);
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await run<TakenNonces>(tx, TAKE_NONCES, [String(userId), count]);
    if (row) return row;
  }
  throw new Error(`user ${userId} has no active seed pair`);
}

export async function openBoxOnce(db: Db, deps: OpenDeps, req: OpenRequest): Promise<Opened> {
  const { userId, count, lang, now } = req;
  const box = deps.catalogue.boxes.get(req.boxId);
  if (!onSale(box)) throw new AppError('BOX_NOT_FOUND');
  const version = box.current;

  return db.transaction(async (tx) => {
    const [claim] = await run<{ claimed: boolean } & Partial<TakenNonces>>(tx, CLAIM_AND_TAKE_NONCES, [String(userId), count, req.key, req.fingerprint]);
    if (!claim.claimed) return { answer: await storedAnswer<Envelope<OpenBoxResult>>(tx, req), feed: [] };
    const seed = claim.seed_id ? claim as TakenNonces : await takeNoncesAfresh(tx, userId, count);

    const won = [];
    for (let i = 0; i < count; i++) {
      const nonce = seed.first_nonce + i;
      const { ticket } = rollTicketSync({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce, game: 'case', range: TICKETS });
      const entry = version.table[pickByTicket(version.table, ticket)];
      won.push({ nonce, ticket, entry, ornament: deps.catalogue.ornaments.get(entry.ornamentId)!, rollId: seed.roll_ids[i], itemId: seed.item_ids[i] });
    }
    const drops: OpenedDrop[] = won.map((w) => ({
      ...toOrnament(w.ornament, lang),
      id: w.itemId,
      recoveryPrice: formatFen(percentOf(w.ornament.price, deps.recoveryPercent)),
      rollId: w.rollId,
      nonce: w.nonce,
      ticket: w.ticket,
    }));
    // The balance and points after the debit are written into the stored answer by the statement itself.
    const result: OpenBoxResult = { drops, balance: '', points: '' };
    const body = ok(result);

    const cost = version.price * BigInt(count);
    const spendRef = `case:${box.id}v${version.version}:${seed.seed_id}:${seed.first_nonce}`;
    const [paid] = await run<{ balance: string | null; points: string; on_sale: boolean }>(tx, PAY_AND_STORE, [
      String(userId), 'main', String(-cost), 'house:revenue', 'caseOpen', spendRef,
      seed.seed_id, seed.client_seed, box.id, version.version, now.toISOString(), TICKETS,
      won.map((w) => w.rollId), won.map((w) => w.nonce), won.map((w) => w.ticket),
      won.map((w) => w.entry.ticketFrom), won.map((w) => w.entry.ticketTo), won.map((w) => w.ornament.id),
      won.map((w) => w.itemId), won.map((w) => String(w.ornament.price)), MODULE.case,
      req.key, JSON.stringify(body), String(pointsEarned(cost, deps.pointsEarnPercent)),
    ]);
    // Staff approved a new version or retired the case after this process last read the catalogue.
    if (!paid.on_sale) throw new AppError('BOX_CHANGED');
    if (paid.balance === null) throw new AppError('INSUFFICIENT_BALANCE');
    result.balance = formatFen(BigInt(paid.balance));
    result.points = formatFen(BigInt(paid.points));
    // The partner's rebate, in this transaction: one more statement, only for a player someone brought.
    if (seed.promoted) await creditRebate(tx, { userId, spent: cost, source: 'case', spendRef, now });

    const feed: DropRecord[] = won.map((w, i) => ({
      ...toOrnament(w.ornament, 'zh-CN'),
      id: w.itemId,
      nickname: seed.nickname,
      avatar: seed.avatar,
      vipLevel: seed.vip_level,
      bot: false,
      source: 'case',
      boxId: box.id,
      boxName: box.name['zh-CN'],
      texts: dropTexts(w.ornament, box.name),
      createTime: now.toISOString(),
      // Reel i of this opening stops then; the feed must not show the drop before (reel-timing.ts).
      revealAt: new Date(now.getTime() + feedRevealDelayMs(i)).toISOString(),
    }));
    return { answer: { replayed: false, httpStatus: 200, body }, feed };
  });
}
