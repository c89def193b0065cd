// The backpack: list a player's items (selling them back: sell.ts).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { ITEM_STATE, type BagItem } from '../../../shared/contracts/bag.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import { formatFen, percentOf } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { backpackItems } from '../../db/schema/index.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';

export async function listBag(
  db: Db,
  catalogue: Catalogue,
  userId: bigint,
  q: { page: number; pageSize: number; moduleId: number; orderBy: 'time' | 'price'; order: 'asc' | 'desc' },
  recoveryPercent: number,
  lang: Lang,
): Promise<Page<BagItem>> {
  const where = and(
    eq(backpackItems.userId, userId),
    eq(backpackItems.state, ITEM_STATE.inBag),
    q.moduleId === -1 ? undefined : eq(backpackItems.moduleId, q.moduleId),
  );
  const dir = q.order === 'asc' ? asc : desc;
  const [{ total }] = await db.select({ total: count() }).from(backpackItems).where(where);
  const rows = await db.select().from(backpackItems).where(where)
    .orderBy(q.orderBy === 'price' ? dir(backpackItems.price) : dir(backpackItems.id), dir(backpackItems.id))
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
  };
}
