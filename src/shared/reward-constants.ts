// Rewards: what a redeem code, a daily deposit tier or staff can grant, and the states
// and types of the holdings. Shared by the server (grants, uses), the console and the pages.

/** couponType (the spec's "coupons by couponType"; -1 = all in queries). */
export const COUPON_TYPE = { deposit: 1, case: 2 } as const;
export type CouponType = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

/** A holding's stat as the lists show and filter it (-1 = all). Expired is derived from the expiry. */
export const HOLDING_STAT = { unused: 0, used: 1, expired: 2 } as const;
export type HoldingStat = (typeof HOLDING_STAT)[keyof typeof HOLDING_STAT];

/** Virtual item kinds. */
export const VIRTUAL_KIND = { frame: 1, nameColour: 2 } as const;
export type VirtualKind = (typeof VIRTUAL_KIND)[keyof typeof VIRTUAL_KIND];

/** Where a holding came from (coupons.source, vouchers.source, free_boxes.source). */
export const REWARD_SOURCES = ['cdk', 'daily', 'vip', 'console'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/**
 * What one grant gives, stored as JSON on a code batch, a daily tier and each redemption/claim.
 * Amounts are fen as decimal strings (JSON has no bigint). `days`: how long the holding it makes
 * stays usable (coupon, voucher, free case).
 */
export type RewardSpec =
  | { kind: 'balance'; amountFen: string }
  | { kind: 'coins'; amountFen: string }
  | { kind: 'points'; amountFen: string }
  | { kind: 'freeBox'; boxId: number; count: number; days: number }
  | { kind: 'depositCoupon'; bonusBp: number; minFen: string; days: number }
  | { kind: 'caseCoupon'; offFen: string; minFen: string; boxId: number | null; days: number }
  | { kind: 'voucher'; ornamentId: number | null; amountFen: string | null; days: number };
export type RewardKind = RewardSpec['kind'];
export const REWARD_KINDS = ['balance', 'coins', 'points', 'freeBox', 'depositCoupon', 'caseCoupon', 'voucher'] as const satisfies readonly RewardKind[];

/** The house account every reward is paid from (migration 0019). */
export const REWARDS_HOUSE = 'house:rewards';

/** Redeem codes: 16 characters of Crockford base32 (80 bits) after the batch prefix; shared/cdk-code.ts. */
export const CDK_BODY_LENGTH = 16;
export const CDK_PREFIX_MAX = 8;
export const CDK_BATCH_MAX = 10_000;

/** Wrong-code throttles (per player, per address), counted in the database (modules/limits/counter.ts). */
export const CDK_GUESS_WINDOW_MS = 10 * 60_000;
export const CDK_GUESSES_PER_PLAYER = 10;
/** Higher: many players may share one address (a campus, a mobile carrier's NAT). */
export const CDK_GUESSES_PER_ADDRESS = 60;

/** The built-in daily deposit tiers (migration 0019 seeds them): the day's deposits, and what each gives. */
export const DEFAULT_DAILY_TIERS: readonly { minFen: bigint; reward: RewardSpec }[] = [
  { minFen: 10_000n, reward: { kind: 'coins', amountFen: '300' } },
  { minFen: 50_000n, reward: { kind: 'caseCoupon', offFen: '500', minFen: '1000', boxId: null, days: 7 } },
  { minFen: 100_000n, reward: { kind: 'freeBox', boxId: 1, count: 1, days: 7 } },
];
