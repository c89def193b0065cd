// Opening cases: one database transaction takes nonces from the player's locked seed pair, debits
// the price, rolls each ticket, stores each roll and puts each item in the backpack: three
// statements (open-statements.ts) whatever the number of cases.
// The live feed hears about the drops only after that transaction commits (routes.ts).
import { TICKETS, type OpenBoxResult, type OpenedDrop } from '../../../shared/contracts/box.ts';
import { MODULE } from '../../../shared/contracts/bag.ts';
import type { DropRecord } from '../../../shared/contracts/feed.ts';
import { pickByTicket, rollTicket } from '../../../shared/fairness/index.ts';
import { formatFen, percentOf } from '../../../shared/money.ts';
import { feedRevealDelayMs } from '../../../shared/reel-timing.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Tx } from '../../db/client.ts';
import { run } from '../../db/statements.ts';
import { AppError } from '../../http/app-error.ts';
import { ensureSeed } from '../fairness/seeds.ts';
import type { Catalogue } from './catalogue.ts';
import { postUserExternal } from '../wallet/user-external.ts';
import { STORE_ROLLS_AND_ITEMS, TAKE_NONCES } from './open-statements.ts';
import { toOrnament } from './ornaments.ts';

export interface OpenDeps {
  catalogue: Catalogue;
  recoveryPercent: number;
}

export interface Opened {
  result: OpenBoxResult;
  /** For the live feed, in zh-CN (the feed's language). */
  feed: DropRecord[];
}

interface TakenNonces {
  seed_id: string;
  server_seed: string;
  client_seed: string;
  first_nonce: number;
  nickname: string;
  avatar: string;
  roll_ids: string[];
  item_ids: string[];
}

/** Takes the nonces; a player without an active pair gets one first (their first opening). */
async function takeNonces(tx: Tx, userId: bigint, count: number): Promise<TakenNonces> {
  // A rotation committing while we wait for the row lock retires the row we waited on; its
  // successor was not yet visible to that statement, so a fresh statement finds it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await run<TakenNonces>(tx, TAKE_NONCES, [String(userId), count]);
    if (row) return row;
    if (attempt === 0) await ensureSeed(tx, userId);
  }
  throw new Error(`user ${userId} has no active seed pair`);
}

export async function openBox(tx: Tx, deps: OpenDeps, userId: bigint, boxId: number, count: number, lang: Lang, now: Date): Promise<Opened> {
  const box = deps.catalogue.boxes.get(boxId);
  if (!box) throw new AppError('BOX_NOT_FOUND');
  const version = box.current;

  const seed = await takeNonces(tx, userId, count);
  const cost = version.price * BigInt(count);
  const balance = await postUserExternal(tx, {
    userId, account: 'main', external: 'house:revenue', amount: -cost, kind: 'caseOpen',
    ref: `case:${box.id}v${version.version}:${seed.seed_id}:${seed.first_nonce}`,
  });

  const won = [];
  for (let i = 0; i < count; i++) {
    const nonce = seed.first_nonce + i;
    const { ticket } = await rollTicket({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce, game: 'case', range: TICKETS });
    const entry = version.table[pickByTicket(version.table, ticket)];
    won.push({ nonce, ticket, entry, ornament: deps.catalogue.ornaments.get(entry.ornamentId)!, rollId: seed.roll_ids[i], itemId: seed.item_ids[i] });
  }
  await run(tx, STORE_ROLLS_AND_ITEMS, [
    String(userId), seed.seed_id, seed.client_seed, box.id, version.version, now.toISOString(), TICKETS,
    won.map((w) => w.rollId), won.map((w) => w.nonce), won.map((w) => w.ticket),
    won.map((w) => w.entry.ticketFrom), won.map((w) => w.entry.ticketTo), won.map((w) => w.ornament.id),
    won.map((w) => w.itemId), won.map((w) => String(w.ornament.price)), MODULE.case,
  ]);

  const drops: OpenedDrop[] = won.map((w) => ({
    ...toOrnament(w.ornament, lang),
    id: w.itemId,
    recoveryPrice: formatFen(percentOf(w.ornament.price, deps.recoveryPercent)),
    rollId: w.rollId,
    nonce: w.nonce,
    ticket: w.ticket,
  }));
  const feed: DropRecord[] = won.map((w, i) => ({
    ...toOrnament(w.ornament, 'zh-CN'),
    id: w.itemId,
    nickname: seed.nickname,
    avatar: seed.avatar,
    bot: false,
    source: 'case',
    boxId: box.id,
    boxName: box.name['zh-CN'],
    createTime: now.toISOString(),
    // Reel i of this opening stops then; the feed must not show the drop before (reel-timing.ts).
    revealAt: new Date(now.getTime() + feedRevealDelayMs(i)).toISOString(),
  }));
  return { result: { drops, balance: formatFen(balance) }, feed };
}
