// Console promotion area: partners (their downline tree and rebates), flagged referrals
// (cleared: earns from then on; confirmed: never earns), the versioned level tables and the
// channel list. Every change is audited; a table change applies from its time on, never to past credits.
// Server: console/promotion (partners, referrals) and console/levels (tables, channels).
import { z } from 'zod';
import { intParam, msg, paging, text, type FieldName } from '../contracts/fields.ts';
import { hasForbiddenChars } from '../forbidden-chars.ts';
import { BP_PER_PERCENT, MAX_LEVELS, VIP_FREE_BOX_MAX } from '../level-constants.ts';
import { parseYuan } from '../money.ts';
import type { PromotionLevelView, ReferralView, RebateRecord } from '../contracts/promotion.ts';

const userId = intParam('field.userId', null, 1, Number.MAX_SAFE_INTEGER);

/** A row of GET api/console/promotion/partners (by promoted count). */
export interface ConsolePartnerRow {
  userId: string;
  nickname: string;
  code: string;
  level: number;
  promotedCount: number;
  purchases: string;
  reward: string;
}

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
export const PERCENT_PATTERN = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/** "3.25" -> 325 basis points; null when it is no percent from 0 to 100 with at most 2 decimals. */
export function percentToBp(text: string): number | null {
  const s = text.trim();
  if (!PERCENT_PATTERN.test(s)) return null;
  const [int, frac = ''] = s.split('.');
  return Number(int) * BP_PER_PERCENT + Number(frac.padEnd(2, '0'));
}

/** A ratio as sent: text or a number, without control characters; its range is the table check's (LEVEL_RATIO_RANGE). */
export const percentText = z
  .union([z.string(), z.number()], { error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.type', { field: 'field.ratio' }) })
  .refine((v) => typeof v !== 'string' || !hasForbiddenChars(v), { message: msg('v.controlChars', { field: 'field.ratio' }), abort: true })
  .transform((v) => String(v).trim());

/** A yuan amount (text or a number), 0 or more with at most 2 decimals; fen out. */
function yuanField(field: FieldName) {
  return z
    .union([z.string(), z.number()], { error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.type', { field }) })
    .refine((v) => typeof v !== 'string' || !hasForbiddenChars(v), { message: msg('v.controlChars', { field }), abort: true })
    .transform((v) => String(v).trim())
    .refine((s) => /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/.test(s), msg('v.amount'))
    .transform((s) => parseYuan(s)!);
}

const level = intParam('field.level', null, 0, 1000);
/** More rows than this is refused before any table check (MAX_LEVELS is the table's own limit). */
const MAX_ROWS = 100;
const levelRows = <T extends z.ZodType>(row: T) => z
  .array(row, { error: () => msg('v.type', { field: 'field.levels' }) })
  .max(MAX_ROWS, msg('err.levelTableNotRising', { max: MAX_LEVELS }));

/** The rebate table's rows as sent, each field checked (the server then checks the table: levelTableProblem). */
export const consoleRebateTableShape = z.object({
  levels: levelRows(z.object({ level, minPurchases: yuanField('field.minPurchases'), ratio: percentText })),
});

/** A level's free case: a case id, or none (absent, null, "" or 0). */
const freeBoxId = z.preprocess((v) => (v === null ? '' : v), intParam('field.freeBoxId', 0, 0, 2_000_000_000)).transform((v) => (v === 0 ? null : v));
/** How many of it, 0 to VIP_FREE_BOX_MAX (absent: 0). */
const freeBoxCount = intParam('field.freeBoxCount', 0, 0, VIP_FREE_BOX_MAX);

/** The member table's rows as sent, each field checked (then: a case and a count, both or neither: vipFreeBoxProblem). */
export const consoleVipTableShape = z.object({
  levels: levelRows(z.object({ level, minGrowth: yuanField('field.minGrowth'), rewardCoins: yuanField('field.rewardCoins'), freeBoxId, freeBoxCount })),
});

/** A free case needs both its case and a count above 0; a count without a case (or a case without a count) is refused. */
export function vipFreeBoxProblem(rows: readonly { freeBoxId: number | null; freeBoxCount: number }[]): number | null {
  const i = rows.findIndex((r) => (r.freeBoxId !== null) !== (r.freeBoxCount > 0));
  return i < 0 ? null : i;
}

export type LevelTableProblem = 'LEVEL_TABLE_NOT_RISING' | 'LEVEL_RATIO_RANGE';

/**
 * What is wrong with a table as a whole, or null: levels numbered 1..n in order, 1 to MAX_LEVELS
 * of them, thresholds strictly rising (the partner table's first may be 0, the member table's must
 * be above 0: level 0 is "none yet"), each ratio a percent from 0 to 100 with at most 2 decimals.
 */
export function levelTableProblem(rows: readonly { level: number; threshold: bigint; ratio?: string }[], firstMayBeZero: boolean): LevelTableProblem | null {
  if (rows.some((r) => r.ratio !== undefined && percentToBp(r.ratio) === null)) return 'LEVEL_RATIO_RANGE';
  if (rows.length === 0 || rows.length > MAX_LEVELS) return 'LEVEL_TABLE_NOT_RISING';
  for (let i = 0; i < rows.length; i++) {
    if (rows[i].level !== i + 1) return 'LEVEL_TABLE_NOT_RISING';
    const floor = i === 0 ? (firstMayBeZero ? -1n : 0n) : rows[i - 1].threshold;
    if (rows[i].threshold <= floor) return 'LEVEL_TABLE_NOT_RISING';
  }
  return null;
}

const PROBLEM_KEYS = { LEVEL_TABLE_NOT_RISING: 'err.levelTableNotRising', LEVEL_RATIO_RANGE: 'err.levelRatioRange' } as const;

/** POST api/console/levels/rebate {levels: [{level, minPurchases, ratio}]} (JSON): a new version of the partner table. */
export const consoleRebateTableBody = consoleRebateTableShape.superRefine((b, ctx) => {
  const p = levelTableProblem(b.levels.map((l) => ({ level: l.level, threshold: l.minPurchases, ratio: l.ratio })), true);
  if (p) ctx.addIssue({ code: 'custom', message: msg(PROBLEM_KEYS[p], { max: MAX_LEVELS }), path: ['levels'] });
});

/** POST api/console/levels/vip {levels: [{level, minGrowth, rewardCoins, freeBoxId?, freeBoxCount?}]} (JSON): a new version of the member table. */
export const consoleVipTableBody = consoleVipTableShape.superRefine((b, ctx) => {
  const p = levelTableProblem(b.levels.map((l) => ({ level: l.level, threshold: l.minGrowth })), false);
  if (p) ctx.addIssue({ code: 'custom', message: msg(PROBLEM_KEYS[p], { max: MAX_LEVELS }), path: ['levels'] });
  if (vipFreeBoxProblem(b.levels) !== null) ctx.addIssue({ code: 'custom', message: msg('v.vipFreeBox'), path: ['levels'] });
});

export interface ConsoleLevelTables {
  rebate: { tableId: string; createdAt: string; staff: string | null; levels: PromotionLevelView[] };
  vip: { tableId: string; createdAt: string; staff: string | null; levels: ConsoleVipLevel[] };
  /** The cases a member level may give as free cases: on sale (not retired), by id. */
  freeBoxChoices: { id: number; name: string }[];
}

/** A member level as the console edits it; freeBoxId "" and freeBoxCount "0": no free case. */
export interface ConsoleVipLevel { level: number; minGrowth: string; rewardCoins: string; freeBoxId: string; freeBoxCount: string }

/** A channel code: letters, digits, - and _, 1 to 32 (it travels in a link's channelCode). */
export const CHANNEL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** POST api/console/promotion/channels/create {code, name}; …/update {code, name, enabled}. */
export const consoleChannelCreateBody = z.object({
  code: text('field.channelCode', 1, 32).regex(CHANNEL_CODE_PATTERN, msg('v.channelCode')),
  name: text('field.channelName', 1, 40),
});
export const consoleChannelUpdateBody = consoleChannelCreateBody.extend({
  enabled: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.type', { field: 'field.enabled' }),
  }),
});

export interface ConsoleChannel {
  code: string;
  name: string;
  enabled: boolean;
  /** Players who signed up naming it. */
  players: number;
  createdAt: string;
}
