// Console promotion area (issue 17): partners (their downline tree and rebates), flagged referrals
// (cleared: earns from then on; confirmed: never earns), the versioned level tables and the
// channel list. Every change is audited; a table change applies from its time on, never to past credits.
// Server: console/promotion (partners, referrals) and console/levels (tables, channels).
import { z } from 'zod';
import { intParam, paging, text } from '../contracts/fields.ts';
import type { PromotionLevelView, ReferralView, RebateRecord } from '../contracts/promotion.ts';

const userId = intParam('field.userId', null, 1, Number.MAX_SAFE_INTEGER);

/** GET api/console/promotion/partner?userId: one partner's totals, their tree and their rebates (paged). */
export const consolePartnerQuery = paging.extend({ userId });

/** A partner's downline to CONSOLE_TREE_DEPTH levels (their direct players, those players' players...). */
export const CONSOLE_TREE_DEPTH = 3;

export interface ConsoleTreeNode {
  userId: string;
  nickname: string;
  /** 1 = brought by the partner directly. Only depth 1 pays the partner rebates. */
  depth: number;
  /** Who brought this player (the partner itself at depth 1). */
  parentId: string;
  boundTime: string;
  purchases: string;
  rebate: string;
  flag: ReferralView['flag'];
}

export interface ConsolePartner {
  userId: string;
  nickname: string;
  code: string;
  level: number;
  ratio: string;
  promotedCount: number;
  purchases: string;
  reward: string;
  owed: string;
  tree: ConsoleTreeNode[];
  /** True when the tree was cut at CONSOLE_TREE_NODES rows. */
  treeCut: boolean;
  rebates: { list: (RebateRecord & { promotedId: string })[]; total: number; page: number; pageSize: number };
}

/** Most tree rows one page shows. */
export const CONSOLE_TREE_NODES = 500;

/** GET api/console/promotion/referrals?flag: referrals by flag (1 = waiting for staff; -1 all flagged ever), oldest flag first. */
export const consoleReferralListQuery = paging.extend({ flag: intParam('field.flag', 1, -1, 3) });

/** POST api/console/promotion/referrals/clear | confirm {promotedId, note}: only from flag 1. */
export const consoleReferralDecisionBody = z.object({ promotedId: userId, note: text('field.note', 2, 200) });

/** Rebate ratios are percent with up to 2 decimals ("3", "3.5", "7.25"), 0 to 100. */
export const percentText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim());

/** POST api/console/levels/rebate {levels: [{level, minPurchases, ratio}]} (JSON): a new version of the partner table. */
export const consoleRebateTableBody = z.object({
  levels: z.array(z.object({ level: z.number().int(), minPurchases: z.union([z.string(), z.number()]), ratio: percentText })).max(50),
});

/** POST api/console/levels/vip {levels: [{level, minGrowth, rewardCoins}]} (JSON): a new version of the member table. */
export const consoleVipTableBody = z.object({
  levels: z.array(z.object({ level: z.number().int(), minGrowth: z.union([z.string(), z.number()]), rewardCoins: z.union([z.string(), z.number()]) })).max(50),
});

export interface ConsoleLevelTables {
  rebate: { tableId: string; createdAt: string; staff: string | null; levels: PromotionLevelView[] };
  vip: { tableId: string; createdAt: string; staff: string | null; levels: { level: number; minGrowth: string; rewardCoins: string }[] };
}

/** POST api/console/promotion/channels/create {code, name}; …/update {code, name, enabled}. */
export const consoleChannelCreateBody = z.object({
  code: text('field.channelCode', 1, 32),
  name: text('field.channelName', 1, 40),
});
export const consoleChannelUpdateBody = consoleChannelCreateBody.extend({
  enabled: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
});

export interface ConsoleChannel {
  code: string;
  name: string;
  enabled: boolean;
  /** Players who signed up naming it. */
  players: number;
  createdAt: string;
}
