// Redeem codes (CDK): the player's redemption and the console's batches.
import { z } from 'zod';
import { intParam, msg, str, text, type FieldName } from '../fields.ts';
import { hasForbiddenChars } from '../../forbidden-chars.ts';
import { parseYuan } from '../../money.ts';
import { CDK_BATCH_MAX, CDK_PREFIX_MAX, type RewardKind, type RewardSpec } from '../../reward-constants.ts';

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

/** GET api/profile/getMyRewardPage (paging). */
export { paging as rewardPageQuery } from '../fields.ts';

// ---- Console: redeem-code batches (rewards.view / rewards.manage) ----

const yuanText = (field: FieldName) =>
  z.union([z.string(), z.number()], { error: () => msg('v.amount', { field }) })
    .refine((v) => typeof v !== 'string' || !hasForbiddenChars(v), { message: msg('v.controlChars', { field }), abort: true })
    .transform((v) => String(v).trim())
    .refine((s) => /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/.test(s) && (parseYuan(s) ?? 0n) > 0n, msg('v.amount', { field }))
    .transform((s) => String(parseYuan(s)));

const wholeNumber = (field: FieldName, min: number, max: number) =>
  z.number({ error: () => msg('v.integer', { field }) }).int(msg('v.integer', { field })).min(min, msg('v.range', { field, min, max })).max(max, msg('v.range', { field, min, max }));

const kindField = (kind: RewardKind) => z.literal(kind, { error: () => msg('v.type', { field: 'field.kind' }) });

/**
 * What a batch's code gives, as the console's form sends it (yuan text, percent text); parsed
 * into the stored RewardSpec (fen text, basis points).
 */
export const consoleRewardInput = z.discriminatedUnion('kind', [
  z.object({ kind: kindField('balance'), amount: yuanText('field.amount') }).transform((r): RewardSpec => ({ kind: 'balance', amountFen: r.amount })),
  z.object({ kind: kindField('coins'), amount: yuanText('field.amount') }).transform((r): RewardSpec => ({ kind: 'coins', amountFen: r.amount })),
  z.object({ kind: kindField('points'), amount: yuanText('field.amount') }).transform((r): RewardSpec => ({ kind: 'points', amountFen: r.amount })),
  z.object({ kind: kindField('freeBox'), boxId: wholeNumber('field.boxId', 1, 1e9), count: wholeNumber('field.count', 1, 10), days: wholeNumber('field.days', 1, 365) })
    .transform((r): RewardSpec => ({ kind: 'freeBox', boxId: r.boxId, count: r.count, days: r.days })),
  z.object({ kind: kindField('depositCoupon'), percent: yuanText('field.percent'), min: yuanText('field.minAmount'), days: wholeNumber('field.days', 1, 365) })
    // "12.5" percent became 1250 through the fen reading: exactly basis points.
    .transform((r): RewardSpec => ({ kind: 'depositCoupon', bonusBp: Number(r.percent), minFen: r.min, days: r.days })),
  z.object({ kind: kindField('caseCoupon'), off: yuanText('field.amount'), min: yuanText('field.minAmount'), boxId: wholeNumber('field.boxId', 1, 1e9).nullable().default(null), days: wholeNumber('field.days', 1, 365) })
    .transform((r): RewardSpec => ({ kind: 'caseCoupon', offFen: r.off, minFen: r.min, boxId: r.boxId, days: r.days })),
  z.object({ kind: kindField('voucher'), ornamentId: wholeNumber('field.ornamentId', 1, 1e9), days: wholeNumber('field.days', 1, 365) })
    .transform((r): RewardSpec => ({ kind: 'voucher', ornamentId: r.ornamentId, amountFen: null, days: r.days })),
], { error: () => msg('v.type', { field: 'field.kind' }) });

/** POST api/console/rewards/batches (JSON): answered with the codes as a CSV attachment, once. */
export const consoleCdkBatchBody = z.object({
  name: text('field.batchName', 1, 60),
  prefix: str('field.prefix').trim().toUpperCase().regex(/^[A-Z0-9]{1,8}$/, msg('v.cdkPrefix', { max: CDK_PREFIX_MAX })),
  count: wholeNumber('field.count', 1, CDK_BATCH_MAX),
  usesPerCode: wholeNumber('field.usesPerCode', 1, 1_000_000),
  usesPerPlayer: wholeNumber('field.usesPerPlayer', 1, 1_000_000),
  expiresAt: str('field.expiresAt').pipe(z.iso.datetime({ offset: true, error: () => msg('v.type', { field: 'field.expiresAt' }) })).transform((s) => new Date(s)),
  reward: consoleRewardInput,
});
export type ConsoleCdkBatchBody = z.output<typeof consoleCdkBatchBody>;

export const consoleCdkBatchQuery = z.object({ id: intParam('field.batchId', null, 1, 2_000_000_000) });
/** POST api/console/rewards/batches/stop (JSON): the id as a number or its text. */
export const consoleCdkStopBody = z.object({ id: intParam('field.batchId', null, 1, 2_000_000_000) });

/** One batch in the console's list. */
export interface ConsoleCdkBatch {
  id: string;
  name: string;
  prefix: string;
  count: number;
  reward: RewardView;
  usesPerCode: number;
  usesPerPlayer: number;
  expiresAt: string;
  createdAt: string;
  disabledAt: string | null;
  staffName: string | null;
  /** Redemptions so far, and codes with every use taken. */
  redemptions: number;
  codesUsedUp: number;
}

export interface ConsoleCdkRedemption {
  id: string;
  userId: string;
  nickname: string;
  createdAt: string;
}

export interface ConsoleCdkBatchDetail {
  batch: ConsoleCdkBatch;
  redemptions: ConsoleCdkRedemption[];
}
