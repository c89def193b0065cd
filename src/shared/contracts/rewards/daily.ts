// Daily deposit rewards, the secondary-balance transfer and vouchers.
import { z } from 'zod';
import { intParam, paging, yuanAmount } from '../fields.ts';
import type { Ornament } from '../box.ts';
import type { RewardView } from './cdk.ts';

/** GET api/profile/getDailyRewards: today's (China time) deposits and each tier. */
export interface DailyRewardsView {
  /** DAILY_REWARDS=off: the page says so and shows no tiers. */
  enabled: boolean;
  /** YYYY-MM-DD, China time. */
  day: string;
  /** Completed deposits today, yuan. */
  total: string;
  /** When today ends (China midnight), ISO. */
  resetTime: string;
  tiers: DailyTierView[];
}

export interface DailyTierView {
  id: string;
  min: string;
  reward: RewardView;
  /** 0 not reached, 1 claimable, 2 claimed today. */
  state: number;
}

/** POST api/profile/claimDailyReward */
export const claimDailyBody = z.object({ tierId: intParam('field.tierId', null, 1, 1_000_000_000) });

/** POST api/profile/transferSecondary (Idempotency-Key): secondary -> main. */
export const transferBody = z.object({ amount: yuanAmount });
export interface TransferResult {
  balance: string;
  secondaryBalance: string;
}

/** GET api/profile/getMyVoucherPage (stat -1 all; 0 unused, 1 used, 2 expired). */
export const myVoucherPageQuery = paging.extend({ stat: intParam('field.stat', -1, -1, 2) });

export interface VoucherView {
  id: string;
  /** A named skin's voucher: its ornament; else null. */
  ornamentId: number | null;
  name: string | null;
  /** winVoucherImg (the spec's fields): the skin's image, or null for an amount voucher. */
  winVoucherImg: string | null;
  /** The named skin as the other lists show it (rarity, weapon type for the art's fallback), or null. */
  ornament?: Ornament | null;
  /** The skin's price or the amount, yuan. */
  amount: string;
  stat: number;
  expireTime: string;
  useTime: string | null;
  createTime: string;
}

/** POST api/profile/useRewardVoucher */
export const useVoucherBody = z.object({ id: intParam('field.voucherId', null, 1, 999_999_999) });
