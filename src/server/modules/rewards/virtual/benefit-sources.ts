// The benefit dialog's own readers of the holdings, used until the parts that own them expose
// theirs (coupons/views.ts usableCoupons, coupons/free-box-views.ts unopenedFreeBoxes,
// daily/view.ts dailyRewardsView, daily/vouchers.ts usableVouchers). Each reads its table directly:
// unused and unexpired (expiry judged against the app clock), soonest expiry first.
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { CouponView, FreeBoxView } from '../../../../shared/contracts/rewards/coupons.ts';
import type { DailyTierView, VoucherView } from '../../../../shared/contracts/rewards/daily.ts';
import { PAY_STATE } from '../../../../shared/contracts/pay.ts';
import { localized } from '../../../../shared/localized.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import { COUPON_TYPE, HOLDING_STAT } from '../../../../shared/reward-constants.ts';
import type { Db } from '../../../db/client.ts';
import { coupons, dailyRewardClaims, dailyRewardTiers, freeBoxes, rechargeOrders, vouchers } from '../../../db/schema/index.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { startOfChinaDay } from '../../rankings/periods.ts';
import { bpPercentText, rewardView } from '../reward-view.ts';

const LIMIT = 200;

export async function usableCouponsDirect(db: Db, catalogue: Catalogue, userId: bigint, now: Date, lang: Lang): Promise<CouponView[]> {
  const rows = await db.select().from(coupons)
    .where(and(eq(coupons.userId, userId), eq(coupons.state, 0), gt(coupons.expiresAt, now)))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id)).limit(LIMIT);
  return rows.map((r) => {
    const box = r.boxId === null ? undefined : catalogue.boxes.get(r.boxId);
    return {
      id: String(r.id), couponType: r.couponType,
      value: r.couponType === COUPON_TYPE.deposit ? bpPercentText(r.bonusBp) : formatFen(r.offFen),
      min: formatFen(r.minFen), boxId: r.boxId, boxName: box ? localized(box.name, lang) : null,
      stat: HOLDING_STAT.unused, expireTime: r.expiresAt.toISOString(), useTime: null, createTime: r.createdAt.toISOString(),
    };
  });
}

export async function unopenedFreeBoxesDirect(db: Db, catalogue: Catalogue, userId: bigint, now: Date, lang: Lang): Promise<FreeBoxView[]> {
  const rows = await db.select().from(freeBoxes)
    .where(and(eq(freeBoxes.userId, userId), eq(freeBoxes.state, 0), gt(freeBoxes.expiresAt, now)))
    .orderBy(asc(freeBoxes.expiresAt), asc(freeBoxes.id)).limit(LIMIT);
  return rows.map((r) => {
    const box = catalogue.boxes.get(r.boxId);
    return {
      id: String(r.id), boxId: r.boxId, boxName: box ? localized(box.name, lang) : '', boxImage: box?.image ?? '',
      price: box ? formatFen(box.current.price) : '0.00', stat: HOLDING_STAT.unused,
      expireTime: r.expiresAt.toISOString(), openTime: null, itemId: null, createTime: r.createdAt.toISOString(),
    };
  });
}

export async function usableVouchersDirect(db: Db, catalogue: Catalogue, userId: bigint, now: Date, lang: Lang): Promise<VoucherView[]> {
  const rows = await db.select().from(vouchers)
    .where(and(eq(vouchers.userId, userId), eq(vouchers.state, 0), gt(vouchers.expiresAt, now)))
    .orderBy(asc(vouchers.expiresAt), asc(vouchers.id)).limit(LIMIT);
  return rows.map((r) => {
    const o = r.ornamentId === null ? undefined : catalogue.ornaments.get(r.ornamentId);
    return {
      id: String(r.id), ornamentId: r.ornamentId, name: o ? localized(o.info.name, lang) : null, winVoucherImg: o ? o.info.image : null,
      amount: r.amountFen !== null ? formatFen(r.amountFen) : o ? formatFen(o.price) : '0.00',
      stat: HOLDING_STAT.unused, expireTime: r.expiresAt.toISOString(), useTime: null, createTime: r.createdAt.toISOString(),
    };
  });
}

/** YYYY-MM-DD of the China day holding `now`. */
function chinaDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Today's (China time) tiers the player has reached and not yet claimed. */
export async function claimableTiersDirect(db: Db, catalogue: Catalogue, userId: bigint, now: Date, lang: Lang): Promise<DailyTierView[]> {
  const [[{ total }], tiers, claimed] = await Promise.all([
    db.select({ total: sql<string>`coalesce(sum(${rechargeOrders.amount}), 0)::text` }).from(rechargeOrders)
      .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.payState, PAY_STATE.completed), gte(rechargeOrders.updatedAt, startOfChinaDay(now)))),
    db.select().from(dailyRewardTiers).where(eq(dailyRewardTiers.enabled, true)).orderBy(asc(dailyRewardTiers.minFen)),
    db.select({ tierId: dailyRewardClaims.tierId }).from(dailyRewardClaims)
      .where(and(eq(dailyRewardClaims.userId, userId), eq(dailyRewardClaims.day, chinaDay(now)))),
  ]);
  const done = new Set(claimed.map((c) => c.tierId));
  return tiers.filter((t) => BigInt(total) >= t.minFen && !done.has(t.id))
    .map((t) => ({ id: String(t.id), min: formatFen(t.minFen), reward: rewardView(t.reward, catalogue, lang), state: 1 }));
}
