// GET api/profile/getBenefits: what the player can claim or use now, for the benefit dialog. Each
// list comes from the part that owns it; nothing here grants or uses anything.
import { eq } from 'drizzle-orm';
import type { BenefitsView } from '../../../../shared/contracts/rewards/virtual.ts';
import type { Lang } from '../../../../shared/messages.ts';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { unopenedFreeBoxes } from '../coupons/free-box-views.ts';
import { usableCoupons } from '../coupons/views.ts';
import { dailyRewardsView } from '../daily/view.ts';
import { usableVouchers } from '../daily/vouchers.ts';

export interface BenefitDeps {
  db: Db;
  catalogue: Catalogue;
  /** config.pay.firstDepositBonusPercent (0 when DAILY_REWARDS=off). */
  firstDepositBonusPercent: number;
  dailyRewards: boolean;
}

export async function benefitsOf(deps: BenefitDeps, userId: bigint, now: Date, lang: Lang): Promise<BenefitsView> {
  const { db, catalogue } = deps;
  const [[u], dailyTiers, freeBoxes, coupons, vouchers] = await Promise.all([
    db.select({ firstDepositOrderId: users.firstDepositOrderId }).from(users).where(eq(users.id, userId)),
    // Today's tiers reached and not yet claimed (state 1); none when DAILY_REWARDS=off.
    dailyRewardsView(db, { catalogue, config: { rewards: { dailyRewards: deps.dailyRewards } } }, userId, now, lang).then((v) => v.tiers.filter((t) => t.state === 1)),
    unopenedFreeBoxes(db, catalogue, userId, now, lang),
    usableCoupons(db, catalogue, userId, now, lang),
    usableVouchers(db, catalogue, userId, now, lang),
  ]);
  const bonus = deps.dailyRewards && deps.firstDepositBonusPercent > 0 && u && u.firstDepositOrderId === null ? deps.firstDepositBonusPercent : null;
  return { firstDepositBonus: bonus, dailyTiers, freeBoxes, coupons, vouchers };
}
