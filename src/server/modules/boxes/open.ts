// Opening cases: one database transaction debits the price, takes nonces from the player's
// locked seed pair, rolls each ticket, stores each roll and puts each item in the backpack.
// The live feed hears about the drops only after that transaction commits (routes.ts).
import { eq } from 'drizzle-orm';
import { TICKETS, type OpenBoxResult, type OpenedDrop } from '../../../shared/contracts/box.ts';
import { MODULE } from '../../../shared/contracts/bag.ts';
import type { DropRecord } from '../../../shared/contracts/feed.ts';
import { pickByTicket, rollTicket } from '../../../shared/fairness/index.ts';
import { formatFen, percentOf } from '../../../shared/money.ts';
import { feedRevealDelayMs } from '../../../shared/reel-timing.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Tx } from '../../db/client.ts';
import { backpackItems, rolls, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { lockActiveSeed, takeNonces } from '../fairness/seeds.ts';
import { balanceAfter, houseAccountId, postTransaction, userAccountId } from '../wallet/ledger.ts';
import type { Catalogue } from './catalogue.ts';
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

export async function openBox(tx: Tx, deps: OpenDeps, userId: bigint, boxId: number, count: number, lang: Lang, now: Date): Promise<Opened> {
  const box = deps.catalogue.boxes.get(boxId);
  if (!box) throw new AppError('BOX_NOT_FOUND');
  const version = box.current;

  const seed = await lockActiveSeed(tx, userId);
  const firstNonce = await takeNonces(tx, seed, count);
  const main = await userAccountId(tx, userId, 'main');
  const cost = version.price * BigInt(count);
  const posted = await postTransaction(tx, {
    kind: 'caseOpen',
    ref: `case:${box.id}v${version.version}:${seed.id}:${firstNonce}`,
    postings: [{ accountId: main, amount: -cost }, { accountId: await houseAccountId(tx, 'house:revenue'), amount: cost }],
  });
  const balance = balanceAfter(posted, main);
  const [player] = await tx.select({ nickname: users.nickname, avatar: users.avatar }).from(users).where(eq(users.id, userId));

  const drops: OpenedDrop[] = [];
  const feed: DropRecord[] = [];
  for (let i = 0; i < count; i++) {
    const nonce = firstNonce + i;
    const { ticket } = await rollTicket({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce, game: 'case', range: TICKETS });
    const entry = version.table[pickByTicket(version.table, ticket)];
    const ornament = deps.catalogue.ornaments.get(entry.ornamentId)!;
    const [roll] = await tx.insert(rolls).values({
      userId, seedId: seed.id, game: 'case', clientSeed: seed.clientSeed, nonce, ticket, range: TICKETS,
      ticketFrom: entry.ticketFrom, ticketTo: entry.ticketTo, boxId: box.id, boxVersion: version.version,
      ornamentId: ornament.id, createdAt: now,
    }).returning({ id: rolls.id });
    const [item] = await tx.insert(backpackItems).values({
      userId, ornamentId: ornament.id, moduleId: MODULE.case, price: ornament.price, rollId: roll.id, boxId: box.id,
      createdAt: now, updatedAt: now,
    }).returning({ id: backpackItems.id });
    drops.push({
      ...toOrnament(ornament, lang),
      id: String(item.id),
      recoveryPrice: formatFen(percentOf(ornament.price, deps.recoveryPercent)),
      rollId: String(roll.id),
      nonce,
      ticket,
    });
    feed.push({
      ...toOrnament(ornament, 'zh-CN'),
      id: String(item.id),
      nickname: player.nickname,
      avatar: player.avatar,
      bot: false,
      source: 'case',
      boxId: box.id,
      boxName: box.name['zh-CN'],
      createTime: now.toISOString(),
      // Reel i of this opening stops then; the feed must not show the drop before (reel-timing.ts).
      revealAt: new Date(now.getTime() + feedRevealDelayMs(i)).toISOString(),
    });
  }
  return { result: { drops, balance: formatFen(balance) }, feed };
}
