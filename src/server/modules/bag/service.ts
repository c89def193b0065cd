// The backpack: list a player's items (selling them back: sell.ts), filtered by source, status,
// rarity and name, sorted by time, price or rarity, with the matching items' total value.
import { and, asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { ITEM_STATE, type BagPage, type BagQuery } from '../../../shared/contracts/bag.ts';
import { formatFen, percentOf } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { backpackItems } from '../../db/schema/index.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';
import { skinIndex } from '../skins/skin-index.ts';

/**
 * The catalogue's ornaments a rarity or name asks for, or null when neither narrows the list.
 * Names are matched in the catalogue (they live there in every language), then the database is
 * asked for the player's items among them.
 */
function matchingOrnaments(catalogue: Catalogue, q: Pick<BagQuery, 'rarity' | 'name'>, lang: Lang): number[] | null {
  const needle = q.name.toLocaleLowerCase();
  if (q.rarity === 'all' && !needle) return null;
  const ids: number[] = [];
  for (const [id, e] of skinIndex(catalogue).byId) {
    if ((q.rarity === 'all' || e.rarity === q.rarity) && (!needle || e.search[lang].includes(needle))) ids.push(id);
  }
  return ids;
}

const STATES: Record<number, number[]> = {
  [ITEM_STATE.inBag]: [ITEM_STATE.inBag],
  [ITEM_STATE.withdrawing]: [ITEM_STATE.withdrawing],
  [-1]: [ITEM_STATE.inBag, ITEM_STATE.withdrawing],
};

/** The rarer first when descending: the catalogue's grade (0 knives and gloves … 3), then the price. */
const gradeOf = sql<number>`(select o.grade from ornaments o where o.id = ${backpackItems.ornamentId})`;

export async function listBag(
  db: Db,
  catalogue: Catalogue,
  userId: bigint,
  q: BagQuery,
  recoveryPercent: number,
  lang: Lang,
): Promise<BagPage> {
  const ornamentIds = matchingOrnaments(catalogue, q, lang);
  if (ornamentIds?.length === 0) return { list: [], total: 0, page: q.page, pageSize: q.pageSize, totalValue: formatFen(0n) };
  const where = and(
    eq(backpackItems.userId, userId),
    inArray(backpackItems.state, STATES[q.state] ?? [ITEM_STATE.inBag]),
    q.moduleId === -1 ? undefined : eq(backpackItems.moduleId, q.moduleId),
    ornamentIds ? inArray(backpackItems.ornamentId, ornamentIds) : undefined,
  );
  const dir = q.order === 'asc' ? asc : desc;
  const rarer = q.order === 'asc' ? desc : asc; // a lower grade is the rarer item
  const order = q.orderBy === 'price' ? [dir(backpackItems.price), dir(backpackItems.id)]
    : q.orderBy === 'rarity' ? [rarer(gradeOf), dir(backpackItems.price), dir(backpackItems.id)]
    : [dir(backpackItems.id)];
  const [{ total, value }] = await db.select({ total: count(), value: sum(backpackItems.price) }).from(backpackItems).where(where);
  const rows = await db.select().from(backpackItems).where(where)
    .orderBy(...order)
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      ...toOrnament(catalogue.ornaments.get(r.ornamentId)!, lang, r.price),
      id: String(r.id),
      recoveryPrice: formatFen(percentOf(r.price, recoveryPercent)),
      moduleId: r.moduleId,
      state: r.state,
      createTime: r.createdAt.toISOString(),
    })),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
    totalValue: formatFen(BigInt(value ?? 0)),
  };
}
