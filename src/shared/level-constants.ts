// Partner (promotion) levels, member (VIP) levels and referral flags. The built-in
// tables are what migration 0018 seeds; the console writes new versions of them.

/** A referral's flag: only `none` and `cleared` earn rebates. */
export const REFERRAL_FLAG = { none: 0, flagged: 1, cleared: 2, confirmed: 3 } as const;
export type ReferralFlag = (typeof REFERRAL_FLAG)[keyof typeof REFERRAL_FLAG];
/** Why a referral was flagged: the promoted player's real-name identity or trade link is the partner's. */
export const REFERRAL_FLAG_REASONS = ['identity', 'tradeLink'] as const;
export type ReferralFlagReason = (typeof REFERRAL_FLAG_REASONS)[number];

/** What a spending that pays a rebate was: the games a partner earns on. */
export const REBATE_SOURCES = ['case', 'battle', 'dream'] as const;
export type RebateSource = (typeof REBATE_SOURCES)[number];

/** Basis points: 300 = 3%. Ratios are edited as percent with up to 2 decimals. */
export const BP_PER_PERCENT = 100;

export interface RebateLevelRow { level: number; minPurchasesFen: bigint; ratioBp: number }
/** A member level: its growth line, one-time coins and `freeBoxCount` free cases of `freeBoxId` (0 and null: none). */
export interface VipLevelRow { level: number; minGrowthFen: bigint; rewardCoinsFen: bigint; freeBoxId: number | null; freeBoxCount: number }

/** How long a member level's free case stays openable (days). */
export const VIP_FREE_BOX_DAYS = 30;
/** Most free cases one member level may give. */
export const VIP_FREE_BOX_MAX = 10;

export const DEFAULT_REBATE_LEVELS: readonly RebateLevelRow[] = [
  { level: 1, minPurchasesFen: 0n, ratioBp: 300 },
  { level: 2, minPurchasesFen: 100_000n, ratioBp: 400 },
  { level: 3, minPurchasesFen: 500_000n, ratioBp: 500 },
  { level: 4, minPurchasesFen: 2_000_000n, ratioBp: 600 },
  { level: 5, minPurchasesFen: 5_000_000n, ratioBp: 700 },
];

export const DEFAULT_VIP_LEVELS: readonly VipLevelRow[] = [
  { level: 1, minGrowthFen: 5_000n, rewardCoinsFen: 200n, freeBoxId: null, freeBoxCount: 0 },
  { level: 2, minGrowthFen: 20_000n, rewardCoinsFen: 500n, freeBoxId: null, freeBoxCount: 0 },
  { level: 3, minGrowthFen: 50_000n, rewardCoinsFen: 1_000n, freeBoxId: null, freeBoxCount: 0 },
  { level: 4, minGrowthFen: 100_000n, rewardCoinsFen: 1_800n, freeBoxId: null, freeBoxCount: 0 },
  { level: 5, minGrowthFen: 200_000n, rewardCoinsFen: 3_000n, freeBoxId: null, freeBoxCount: 0 },
  { level: 6, minGrowthFen: 300_000n, rewardCoinsFen: 4_000n, freeBoxId: null, freeBoxCount: 0 },
  { level: 7, minGrowthFen: 500_000n, rewardCoinsFen: 6_000n, freeBoxId: null, freeBoxCount: 0 },
  { level: 8, minGrowthFen: 800_000n, rewardCoinsFen: 9_000n, freeBoxId: null, freeBoxCount: 0 },
  { level: 9, minGrowthFen: 1_200_000n, rewardCoinsFen: 12_000n, freeBoxId: null, freeBoxCount: 0 },
  { level: 10, minGrowthFen: 2_000_000n, rewardCoinsFen: 18_800n, freeBoxId: null, freeBoxCount: 0 },
];

/** Most levels a console table may have. */
export const MAX_LEVELS = 20;

/** A promotion code (the invitation code): 6-15 letters or digits (the spec's validation rules). */
export const PROMOTE_CODE_PATTERN = /^[A-Za-z0-9]{6,15}$/;

/** Rankings' periods (China time): the day so far, and the week since Monday 00:00 (as the battle ranking). */
export const RANKING_PERIODS = ['day', 'week'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
/** Drops ranked by value, or by value over what the case cost (luck). */
export const DROP_RANKINGS = ['value', 'luck'] as const;
export type DropRankBy = (typeof DROP_RANKINGS)[number];
/** How many rows a ranking shows. */
export const RANKING_SIZE = 20;
