// Promotion (推广, the spec's "Promotion" fields and its /personal/promo screen): a partner's own page, the
// players they brought, the rebates those players' spending paid, and the two public calls the spec
// names. Money is yuan text; ratios are percent text with 2 decimals ("3.00").
import { paging } from './fields.ts';
import type { RebateSource, ReferralFlag, ReferralFlagReason } from '../level-constants.ts';

export * from '../level-constants.ts';

/** GET api/profile/getPromotionInfo: exactly the spec's fields, plus the level table they come from. */
export interface PromotionInfo {
  /** Own code (the invitation code) and link (`<origin>/?promoteCode=CODE`). */
  code: string;
  link: string;
  /** The inviter's code, or null when none is bound. */
  parentCode: string | null;
  /** Partner level (1 = first) and its rebate ratio. */
  level: number;
  ratio: string;
  /** The promoted players' purchases counted toward the level (yuan) ... */
  experience: string;
  /** ... and what the next level needs in all (yuan); null at the top level. */
  nextLevelExperience: string | null;
  promotedCount: number;
  /** The promoted players' cumulative purchases (yuan). */
  purchases: string;
  /** Cumulative reward: rebates credited, net of reversals (yuan). */
  reward: string;
  /** Reversals not yet taken back (the rebate had been spent): later rebates pay it off first. */
  owed: string;
  /** Rebates in the secondary balance a reversal could still take back: not transferable yet (yuan). */
  pending: string;
  /** The promoted players' battle seats in rooms not started yet (yuan): rebated when the room starts. */
  awaitingStart: string;
  levels: PromotionLevelView[];
}

export interface PromotionLevelView {
  level: number;
  /** Promoted players' purchases needed (yuan). */
  minPurchases: string;
  ratio: string;
}

/** GET api/profile/getPromotedPage (paging): the players this partner brought, newest first. */
export const promotedPageQuery = paging;

export interface PromotedPlayer {
  /** Masked: first and last character, e.g. "玩***8". */
  nickname: string;
  avatar: string;
  vipLevel: number;
  boundTime: string;
  /** Their purchases since binding (yuan) and the rebate they paid (yuan). */
  purchases: string;
  rebate: string;
  /** True while the referral is flagged or confirmed by staff: it earns nothing. */
  earnsNothing: boolean;
}

/** GET api/profile/getRebatePage (paging): the rebates credited to this partner, newest first. */
export const rebatePageQuery = paging;

export interface RebateRecord {
  id: string;
  source: RebateSource;
  /** Masked nickname of the promoted player. */
  nickname: string;
  spent: string;
  level: number;
  ratio: string;
  amount: string;
  createTime: string;
  /** Set when the spending was reversed (a dissolved battle): the rebate was taken back. */
  reversedTime: string | null;
}

/** GET api/common/promotionChannelList: the channels a sign-up's channelCode may name. */
export interface PromotionChannel {
  code: string;
  name: string;
}

/** The console's view of a referral (the partner's page and the flagged list). */
export interface ReferralView {
  promotedId: string;
  promotedNickname: string;
  partnerId: string;
  partnerNickname: string;
  boundTime: string;
  purchases: string;
  rebate: string;
  flag: ReferralFlag;
  flagReason: ReferralFlagReason | null;
  flaggedTime: string | null;
}
