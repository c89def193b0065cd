// POST api/profile/claimDailyReward: one tier, once per player per China day. The claim row's
// primary key (user, day, tier) is the "once": INSERT … ON CONFLICT DO NOTHING RETURNING, and only
// the request whose insert returned a row grants the reward, in the same transaction; racing
// claims wait on the first one's key and then find it taken.
import { and, eq } from 'drizzle-orm';
import type { RewardView } from '../../../../shared/contracts/rewards/cdk.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { displayYuan } from '../../../../shared/money.ts';
import type { Tx } from '../../../db/client.ts';
import { dailyRewardClaims, dailyRewardTiers } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { grantReward } from '../grant.ts';
import { rewardView } from '../reward-view.ts';
import { chinaDayOf } from './day.ts';
import { depositedOn, type DailyDeps } from './view.ts';

export async function claimDailyReward(tx: Tx, deps: DailyDeps, userId: bigint, tierId: number, now: Date, lang: Lang): Promise<{ reward: RewardView }> {
  if (!deps.config.rewards.dailyRewards) throw new AppError('DAILY_REWARDS_OFF');
  const [tier] = await tx.select().from(dailyRewardTiers)
    .where(and(eq(dailyRewardTiers.id, BigInt(tierId)), eq(dailyRewardTiers.enabled, true)));
  if (!tier) throw new AppError('DAILY_TIER_NOT_FOUND');
  const d = chinaDayOf(now);
  const total = await depositedOn(tx, userId, d);
  if (total < tier.minFen) throw new AppError('DAILY_TIER_NOT_REACHED', { total: displayYuan(total), min: displayYuan(tier.minFen) });
  const won = await tx.insert(dailyRewardClaims).values({ userId, day: d.day, tierId: tier.id, reward: tier.reward, createdAt: now })
    .onConflictDoNothing().returning({ tierId: dailyRewardClaims.tierId });
  if (won.length === 0) throw new AppError('DAILY_TIER_CLAIMED');
  await grantReward(tx, { userId, reward: tier.reward, source: 'daily', ref: `daily:${userId}:${d.day}:${tier.id}`, now });
  return { reward: rewardView(tier.reward, deps.catalogue, lang) };
}
