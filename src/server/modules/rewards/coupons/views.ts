// The player's coupons as the pages show them (CouponView): the usable ones for the recharge
// dialog, the case page and the benefit dialog (usableCoupons), and every one, paged (couponPage).
import { and, asc, count, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { CouponView } from '../../../../shared/contracts/rewards/coupons.ts';
import type { Page } from '../../../../shared/contracts/wallet.ts';
import { localized } from '../../../../shared/localized.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import { COUPON_TYPE } from '../../../../shared/reward-constants.ts';
import type { Db } from '../../../db/client.ts';
import { coupons } from '../../../db/schema/index.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { bpPercentText } from '../reward-view.ts';
import { holdingStat, statFilter } from './stat.ts';

type CouponRow = typeof coupons.$inferSelect;

export function couponView(r: CouponRow, catalogue: Catalogue, now: Date, lang: Lang): CouponView {
  const box = r.boxId === null ? undefined : catalogue.boxes.get(r.boxId);
  return {
    id: String(r.id),
    couponType: r.couponType,
    value: r.couponType === COUPON_TYPE.deposit ? bpPercentText(r.bonusBp) : formatFen(r.offFen),
    min: formatFen(r.minFen),
    boxId: r.boxId,
    boxName: box ? localized(box.name, lang) : null,
    stat: holdingStat(r.state, r.expiresAt, now),
    expireTime: r.expiresAt.toISOString(),
    useTime: r.usedAt ? r.usedAt.toISOString() : null,
    createTime: r.createdAt.toISOString(),
  };
}

/**
 * Unused, unexpired coupons (couponType -1 all), soonest expiry first. With `boxId`, only case
 * coupons that fit that case (its own or any case); the price rule (min) is the page's to apply,
 * as it knows the count.
 */
export async function usableCoupons(
  db: Db, catalogue: Catalogue, userId: bigint, now: Date, lang: Lang,
  opts: { couponType?: number; boxId?: number } = {},
): Promise<CouponView[]> {
  const where: (SQL | undefined)[] = [eq(coupons.userId, userId), eq(coupons.state, 0), gt(coupons.expiresAt, now)];
  const type = opts.couponType ?? -1;
  if (type !== -1) where.push(eq(coupons.couponType, type));
  if (opts.boxId) {
    where.push(eq(coupons.couponType, COUPON_TYPE.case), or(isNull(coupons.boxId), eq(coupons.boxId, opts.boxId)));
  }
  const rows = await db.select().from(coupons).where(and(...where)).orderBy(asc(coupons.expiresAt), asc(coupons.id)).limit(200);
  return rows.map((r) => couponView(r, catalogue, now, lang));
}

/** Every coupon of the player by type and stat (-1 all), newest first. */
export async function couponPage(
  db: Db, catalogue: Catalogue, userId: bigint, now: Date, lang: Lang,
  q: { couponType: number; stat: number; page: number; pageSize: number },
): Promise<Page<CouponView>> {
  const where = and(
    eq(coupons.userId, userId),
    q.couponType === -1 ? undefined : eq(coupons.couponType, q.couponType),
    statFilter(q.stat, coupons, now),
  );
  const [{ total }] = await db.select({ total: count() }).from(coupons).where(where);
  const rows = await db.select().from(coupons).where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { list: rows.map((r) => couponView(r, catalogue, now, lang)), total: Number(total), page: q.page, pageSize: q.pageSize };
}
