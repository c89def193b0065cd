// GET api/profile/getDailyRewards: today's (China time) completed deposits and each enabled tier,
// with whether it is reached, claimable or already claimed today. Also the benefit dialog's part.
//
// "Deposited today" is what was CREDITED today: a recharge order in pay state 1 whose updated_at
// (set by the crediting webhook, payments/service.ts) falls in the day. An order created yesterday
// and paid after midnight, or one that expired and was paid anyway, counts on the day it arrived.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { PAY_STATE } from '../../../../shared/contracts/pay.ts';
import type { DailyRewardsView } from '../../../../shared/contracts/rewards/daily.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { dailyRewardClaims, dailyRewardTiers, rechargeOrders } from '../../../db/schema/index.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { rewardView } from '../reward-view.ts';
import { chinaDayOf, type ChinaDay } from './day.ts';

export interface DailyDeps {
  catalogue: Catalogue;
  config: { rewards: { dailyRewards: boolean } };
}

/** Completed deposits credited to the player in the China day, fen. */
export async function depositedOn(db: Db | Tx, userId: bigint, d: ChinaDay): Promise<bigint> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${rechargeOrders.amount}), 0)::text` }).from(rechargeOrders)
    .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.payState, PAY_STATE.completed),
      gte(rechargeOrders.updatedAt, d.start), lt(rechargeOrders.updatedAt, d.next)));
  return BigInt(row.total);
}

export async function dailyRewardsView(db: Db, deps: DailyDeps, userId: bigint, now: Date, lang: Lang): Promise<DailyRewardsView> {
  const d = chinaDayOf(now);
  const base = { day: d.day, resetTime: d.next.toISOString() };
  if (!deps.config.rewards.dailyRewards) return { enabled: false, ...base, total: '0.00', tiers: [] };
  const [total, tiers, claims] = await Promise.all([
    depositedOn(db, userId, d),
    db.select().from(dailyRewardTiers).where(eq(dailyRewardTiers.enabled, true)).orderBy(asc(dailyRewardTiers.minFen)),
    db.select({ tierId: dailyRewardClaims.tierId }).from(dailyRewardClaims)
      .where(and(eq(dailyRewardClaims.userId, userId), eq(dailyRewardClaims.day, d.day))),
  ]);
  const claimed = new Set(claims.map((c) => c.tierId));
  return {
    enabled: true,
    ...base,
    total: formatFen(total),
    tiers: tiers.map((t) => ({
      id: String(t.id),
      min: formatFen(t.minFen),
      reward: rewardView(t.reward, deps.catalogue, lang),
      state: claimed.has(t.id) ? 2 : total >= t.minFen ? 1 : 0,
    })),
  };
}
