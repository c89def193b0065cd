// GET api/profile/getBenefits: what the player can claim or use now, for the benefit dialog. Each
// list comes from the part that owns it; nothing here grants or uses anything.
import { eq } from 'drizzle-orm';
import type { BenefitsView } from '../../../../shared/contracts/rewards/virtual.ts';
import type { Lang } from '../../../../shared/messages.ts';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { claimableTiersDirect, unopenedFreeBoxesDirect, usableCouponsDirect, usableVouchersDirect } from './benefit-sources.ts';

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
    deps.dailyRewards ? claimableTiersDirect(db, catalogue, userId, now, lang) : Promise.resolve([]),
    unopenedFreeBoxesDirect(db, catalogue, userId, now, lang),
    usableCouponsDirect(db, catalogue, userId, now, lang),
    usableVouchersDirect(db, catalogue, userId, now, lang),
  ]);
  const bonus = deps.dailyRewards && deps.firstDepositBonusPercent > 0 && u && u.firstDepositOrderId === null ? deps.firstDepositBonusPercent : null;
  return { firstDepositBonus: bonus, dailyTiers, freeBoxes, coupons, vouchers };
}
