// Stored dream rolls: the player's dream record (the spec's fields) and one roll as a verifier needs it, in
// the shape of a case roll (RollInfo): the winning range [1, chance] is the target's row of a
// two-row table, the rest the miss, so the verify page maps any ticket itself.
import { count, desc, eq } from 'drizzle-orm';
import type { DreamLogEntry } from '../../../shared/contracts/dream.ts';
import type { RollInfo } from '../../../shared/contracts/fair.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import { localized } from '../../../shared/localized.ts';
import { translate, type Lang } from '../../../shared/messages.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { dreamRolls, fairSeeds } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';

/** The miss's row in a dream roll's table: no item (ornament id 0). */
export const MISS_ORNAMENT_ID = 0;

export async function myDreamLog(
  db: Db, catalogue: Catalogue, userId: bigint, q: { page: number; pageSize: number }, lang: Lang,
): Promise<Page<DreamLogEntry>> {
  const [{ total }] = await db.select({ total: count() }).from(dreamRolls).where(eq(dreamRolls.userId, userId));
  const rows = await db.select().from(dreamRolls).where(eq(dreamRolls.userId, userId))
    .orderBy(desc(dreamRolls.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      target: toOrnament(catalogue.ornaments.get(r.targetOrnamentId)!, lang, r.targetPrice),
      fee: formatFen(r.fee),
      stakeValue: formatFen(r.stakeValue),
      stakeCount: Array.isArray(r.stakeItemIds) ? r.stakeItemIds.length : 0,
      chancePpm: r.chancePpm,
      ticket: r.ticket,
      nonce: r.nonce,
      won: r.won,
      itemId: r.itemId === null ? null : String(r.itemId),
      createTime: r.createdAt.toISOString(),
    })),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Anyone may look at a dream roll: the server seed shows only once its pair has been rotated. */
export async function dreamRollInfo(db: Db, catalogue: Catalogue, id: number, lang: Lang): Promise<RollInfo> {
  const [row] = await db.select({ roll: dreamRolls, seed: fairSeeds }).from(dreamRolls)
    .innerJoin(fairSeeds, eq(fairSeeds.id, dreamRolls.seedId)).where(eq(dreamRolls.id, BigInt(id)));
  if (!row) throw new AppError('ROLL_NOT_FOUND');
  const { roll, seed } = row;
  const revealed = seed.revealedAt !== null;
  const o = catalogue.ornaments.get(roll.targetOrnamentId);
  const targetName = o ? localized(o.info.name, lang) : String(roll.targetOrnamentId);
  const miss = translate(lang, 'dream.miss');
  const win = { ornamentId: roll.targetOrnamentId, name: targetName, ticketFrom: 1, ticketTo: roll.chancePpm };
  const lose = { ornamentId: MISS_ORNAMENT_ID, name: miss, ticketFrom: roll.chancePpm + 1, ticketTo: 1_000_000 };
  const table = roll.chancePpm < 1_000_000 ? [win, lose] : [win];
  const hit = roll.won ? win : lose;
  return {
    id: String(roll.id),
    game: 'dream',
    publicHash: seed.publicHash,
    serverSeed: revealed ? seed.serverSeed : null,
    salt: revealed ? seed.salt : null,
    clientSeed: roll.clientSeed,
    nonce: roll.nonce,
    ticket: roll.ticket,
    range: 1_000_000,
    ticketFrom: hit.ticketFrom,
    ticketTo: hit.ticketTo,
    boxId: null,
    boxVersion: null,
    outcome: { ornamentId: hit.ornamentId, name: hit.name, image: roll.won ? (o?.info.image ?? '') : '' },
    table,
    createTime: roll.createdAt.toISOString(),
  };
}
