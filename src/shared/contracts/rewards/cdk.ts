// Redeem codes (CDK, issue 18): the player's redemption and the console's batches.
import { z } from 'zod';
import { str, msg } from '../fields.ts';
import type { RewardSpec } from '../../reward-constants.ts';

/** POST api/profile/exchangeCdk (form): the code as the player typed it (dashes, spaces, any case). */
export const redeemCodeBody = z.object({
  code: str('field.code', 'v.type', { missing: 'v.required' }).trim().min(1, msg('v.required', { field: 'field.code' })).max(64, msg('err.cdkInvalid')),
});

/** What a redemption gave, for the success dialog: the reward, worded by the page (RewardView). */
export interface RedeemResult {
  reward: RewardView;
}

/** A reward as the pages show it: its kind, amounts in yuan, a named case or skin where there is one. */
export interface RewardView {
  kind: RewardSpec['kind'];
  /** balance / coins / points / voucher amount, yuan. */
  amount: string | null;
  /** depositCoupon: percent (e.g. "10"); caseCoupon: yuan off. */
  value: string | null;
  /** A coupon's minimum, yuan. */
  min: string | null;
  boxId: number | null;
  boxName: string | null;
  ornamentId: number | null;
  ornamentName: string | null;
  image: string | null;
  count: number;
  days: number | null;
}

/** GET api/profile/getMyRewardPage: the player's redemptions and daily claims, newest first. */
export interface RewardRecord {
  id: string;
  /** 'cdk' | 'daily' */
  source: string;
  reward: RewardView;
  createTime: string;
}
