// The backpack: list a player's items and sell them back. An item leaves the backpack only by a
// conditional update from state "in bag", so racing sells (or a sell racing a withdrawal) let
// exactly one win; a sell of several items is all or nothing.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { ITEM_STATE, type BagItem, type ExchangeResult } from '../../../shared/contracts/bag.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import { displayYuan, formatFen, percentOf } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { backpackItems } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';
import { postMessage } from '../inbox/post.ts';
import { userBalances } from '../wallet/ledger.ts';
import { postUserExternal } from '../wallet/user-external.ts';

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

export async function sellBack(tx: Tx, userId: bigint, ids: bigint[], recoveryPercent: number, now: Date): Promise<ExchangeResult> {
  const unique = [...new Set(ids)];
  const sold = await tx.update(backpackItems)
    .set({ state: ITEM_STATE.sold, updatedAt: now })
    .where(and(inArray(backpackItems.id, unique), eq(backpackItems.userId, userId), eq(backpackItems.state, ITEM_STATE.inBag)))
    .returning({ id: backpackItems.id, price: backpackItems.price });
  // Someone else's item, an unknown id, or one already sold: refuse the whole sale.
  if (sold.length !== unique.length || unique.length !== ids.length) throw new AppError('ITEMS_UNAVAILABLE');
  const amount = sold.reduce((sum, r) => sum + percentOf(r.price, recoveryPercent), 0n);
  const ref = `sell:${sold.map((r) => r.id).sort().join(',').slice(0, 200)}`;
  // In the sale's transaction (an Idempotency-Key replay does not re-run it): one message per sale.
  await postMessage(tx, {
    userId, kind: 'sale', title: 'inbox.sale.title', body: 'inbox.sale.body', params: { count: sold.length, amount: displayYuan(amount) }, ref, now,
  });
  const balance = amount > 0n
    ? await postUserExternal(tx, { userId, account: 'main', external: 'house:revenue', amount, kind: 'sellBack', ref })
    : (await userBalances(tx, userId)).main;
  return { count: sold.length, amount: formatFen(amount), balance: formatFen(balance) };
}
