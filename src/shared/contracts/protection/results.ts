// Published case results (China's 2017 rule), the player's history export with net deposits, and
// the console's protection area.
import { z } from 'zod';
import { intParam, msg, oneOf, paging, str, text, yuanAmount } from '../fields.ts';
import type { Ornament } from '../box.ts';
import { LIMIT_KINDS, LIMIT_PERIODS, type ExclusionKind, type ExclusionLength, type LimitKind, type LimitPeriod } from '../../protection-constants.ts';

const id = (field: 'field.boxId' | 'field.userId') => intParam(field, null, 1, Number.MAX_SAFE_INTEGER);

/** GET api/box/results?boxId&page&pageSize (public). */
export const boxResultsQuery = paging.extend({ boxId: id('field.boxId') });

/** One opening of a case: when, who (masked: first and last character), what. */
export interface BoxResultRow extends Ornament {
  id: string;
  createTime: string;
  nickname: string;
}

/** GET api/profile/exportHistory?months (CSV) and GET api/profile/netDeposits?months. */
export const HISTORY_MONTHS_MAX = 12;
export const historyQuery = z.object({ months: intParam('field.months', 3, 1, HISTORY_MONTHS_MAX) });

/** Deposits − withdrawals − sell-backs since `from` (yuan text). */
export interface NetDeposits {
  from: string;
  deposits: string;
  withdrawals: string;
  sellBacks: string;
  net: string;
}

/** Console. */
export const consoleProtectionPlayerQuery = z.object({ userId: id('field.userId') });
export const consoleTightenBody = z.object({
  userId: id('field.userId'),
  kind: oneOf('field.limitKind', LIMIT_KINDS),
  period: oneOf('field.limitPeriod', LIMIT_PERIODS),
  amount: yuanAmount,
  reason: text('field.reason', 2, 200),
});
export type ConsoleTightenBody = z.output<typeof consoleTightenBody>;

function validDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const dayText = (field: 'field.reportFrom' | 'field.reportTo') => str(field, 'v.reportDate')
  .trim()
  .refine((s) => s === '' || validDay(s), msg('v.reportDate', { field }))
  .default('');
export const consoleProtectionReportQuery = z.object({ from: dayText('field.reportFrom'), to: dayText('field.reportTo') });

export interface ConsoleLimitView { kind: LimitKind; period: LimitPeriod; amount: string | null; updateTime: string }
export interface ConsoleLimitChange {
  id: string; kind: LimitKind; period: LimitPeriod; from: string | null; to: string | null;
  state: 'applied' | 'pending' | 'confirmed' | 'cancelled'; effectiveTime: string; decidedTime: string | null;
  staffName: string | null; reason: string | null; createTime: string;
}
export interface ConsoleExclusionView { id: string; kind: ExclusionKind; length: ExclusionLength; startTime: string; endTime: string; running: boolean }
export interface ConsoleRealityAnswer { id: string; continued: boolean; sessionMinutes: number; net: string; createTime: string }
export interface ConsoleProtectionPlayer {
  userId: string;
  nickname: string;
  limits: ConsoleLimitView[];
  changes: ConsoleLimitChange[];
  exclusions: ConsoleExclusionView[];
  reality: { intervalMinutes: number; answers: ConsoleRealityAnswer[] };
}
export interface ConsoleProtectionReport {
  from: string;
  to: string;
  limitsSet: { kind: LimitKind; period: LimitPeriod; count: number }[];
  realityChecks: { continued: number; stopped: number };
  exclusions: { kind: ExclusionKind; length: ExclusionLength; count: number }[];
}
