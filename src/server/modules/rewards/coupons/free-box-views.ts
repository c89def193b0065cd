// The player's free cases as the pages show them (FreeBoxView): the unopened ones for the benefit
// dialog (unopenedFreeBoxes) and every one, paged, unused first and soonest expiry first.
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FreeBoxView } from '../../../../shared/contracts/rewards/coupons.ts';
import type { Page } from '../../../../shared/contracts/wallet.ts';
import { localized } from '../../../../shared/localized.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import type { Db } from '../../../db/client.ts';
import { freeBoxes } from '../../../db/schema/index.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { holdingStat, statFilter } from './stat.ts';

type FreeBoxRow = typeof freeBoxes.$inferSelect;

export function freeBoxView(r: FreeBoxRow, catalogue: Catalogue, now: Date, lang: Lang): FreeBoxView {
  const box = catalogue.boxes.get(r.boxId);
  return {
    id: String(r.id),
    boxId: r.boxId,
    boxName: box ? localized(box.name, lang) : String(r.boxId),
    boxImage: box ? box.image : '',
    price: box ? formatFen(box.current.price) : '0.00',
    stat: holdingStat(r.state, r.expiresAt, now),
    expireTime: r.expiresAt.toISOString(),
    openTime: r.openedAt ? r.openedAt.toISOString() : null,
    itemId: r.itemId === null ? null : String(r.itemId),
    createTime: r.createdAt.toISOString(),
  };
}

/** Unopened, unexpired free cases, soonest expiry first. */
export async function unopenedFreeBoxes(db: Db, catalogue: Catalogue, userId: bigint, now: Date, lang: Lang): Promise<FreeBoxView[]> {
  const rows = await db.select().from(freeBoxes)
    .where(and(eq(freeBoxes.userId, userId), eq(freeBoxes.state, 0), gt(freeBoxes.expiresAt, now)))
    .orderBy(asc(freeBoxes.expiresAt), asc(freeBoxes.id)).limit(200);
  return rows.map((r) => freeBoxView(r, catalogue, now, lang));
}

/** Every free case of the player by stat (-1 all): usable first (soonest expiry first), then the rest newest first. */
export async function freeBoxPage(
  db: Db, catalogue: Catalogue, userId: bigint, now: Date, lang: Lang,
  q: { stat: number; page: number; pageSize: number },
): Promise<Page<FreeBoxView>> {
  const where = and(eq(freeBoxes.userId, userId), statFilter(q.stat, freeBoxes, now));
  const [{ total }] = await db.select({ total: count() }).from(freeBoxes).where(where);
  const usable = sql`(${freeBoxes.state} = 0 AND ${freeBoxes.expiresAt} > ${now.toISOString()}::timestamptz)`;
  const rows = await db.select().from(freeBoxes).where(where)
    .orderBy(desc(usable), sql`CASE WHEN ${usable} THEN ${freeBoxes.expiresAt} END ASC`, desc(freeBoxes.createdAt), desc(freeBoxes.id))
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { list: rows.map((r) => freeBoxView(r, catalogue, now, lang)), total: Number(total), page: q.page, pageSize: q.pageSize };
}
