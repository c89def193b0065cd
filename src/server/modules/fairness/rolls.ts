// Stored rolls, as a verifier needs them: the seed pair (revealed or not), the nonce, the ticket
// and the whole ticket table of the case version that was rolled.
import { count, desc, eq } from 'drizzle-orm';
import type { RollInfo } from '../../../shared/contracts/fair.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import type { Lang } from '../../../shared/messages.ts';
import { localized } from '../../../shared/localized.ts';
import type { Db } from '../../db/client.ts';
import { fairSeeds, rolls } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { committedRows, versionTableHash } from '../boxes/table-hash.ts';

type Row = { roll: typeof rolls.$inferSelect; seed: typeof fairSeeds.$inferSelect };

async function toRollInfo(db: Db, catalogue: Catalogue, { roll, seed }: Row, lang: Lang): Promise<RollInfo> {
  const revealed = seed.revealedAt !== null;
  const version = roll.boxId !== null && roll.boxVersion !== null ? await catalogue.version(db, roll.boxId, roll.boxVersion) : null;
  const name = (id: number) => {
    const o = catalogue.ornaments.get(id);
    return o ? localized(o.info.name, lang) : String(id);
  };
  const outcome = catalogue.ornaments.get(roll.ornamentId);
  return {
    id: String(roll.id),
    game: roll.game as RollInfo['game'],
    publicHash: seed.publicHash,
    serverSeed: revealed ? seed.serverSeed : null,
    salt: revealed ? seed.salt : null,
    clientSeed: roll.clientSeed,
    nonce: roll.nonce,
    ticket: roll.ticket,
    range: roll.range,
    ticketFrom: roll.ticketFrom,
    ticketTo: roll.ticketTo,
    boxId: roll.boxId,
    boxVersion: roll.boxVersion,
    outcome: { ornamentId: roll.ornamentId, name: name(roll.ornamentId), image: outcome?.info.image ?? '' },
    table: version ? committedRows(version).map((e) => ({ ...e, name: name(e.ornamentId) })) : [],
    ...(version ? { tableHash: await versionTableHash(version) } : {}),
    createTime: roll.createdAt.toISOString(),
  };
}

/** Anyone may look at a roll: the server seed shows only once its pair has been rotated. */
export async function getRoll(db: Db, catalogue: Catalogue, id: number, lang: Lang): Promise<RollInfo> {
  const [row] = await db.select({ roll: rolls, seed: fairSeeds }).from(rolls)
    .innerJoin(fairSeeds, eq(fairSeeds.id, rolls.seedId)).where(eq(rolls.id, BigInt(id)));
  if (!row) throw new AppError('ROLL_NOT_FOUND');
  return toRollInfo(db, catalogue, row, lang);
}

export async function myRolls(db: Db, catalogue: Catalogue, userId: bigint, q: { page: number; pageSize: number }, lang: Lang): Promise<Page<RollInfo>> {
  const [{ total }] = await db.select({ total: count() }).from(rolls).where(eq(rolls.userId, userId));
  const rows = await db.select({ roll: rolls, seed: fairSeeds }).from(rolls)
    .innerJoin(fairSeeds, eq(fairSeeds.id, rolls.seedId)).where(eq(rolls.userId, userId))
    .orderBy(desc(rolls.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const list: RollInfo[] = [];
  for (const r of rows) list.push({ ...(await toRollInfo(db, catalogue, r, lang)), table: [] });
  return { list, total: Number(total), page: q.page, pageSize: q.pageSize };
}
