// Reports and the RTP monitor of the operator console: queries shared by the
// report pages and the server, and the answers' shapes. Days are China days (Asia/Shanghai, UTC+8
// all year), money is yuan text ("12.50"), RTP a percent with 2 decimals ("92.50").
import { z } from 'zod';
import { intParam, msg, oneOf, str } from './fields.ts';

// ---- RTP monitor

export const RTP_WINDOWS = ['24h', '7d', '30d'] as const;
export type RtpWindowKey = (typeof RTP_WINDOWS)[number];
/** A window is flagged when its |z| is above this… */
export const RTP_Z_LIMIT = 3;
/** …and it holds at least this many openings (below, the normal approximation does not hold). */
export const RTP_MIN_OPENINGS = 100;

export const RTP_SORTS = ['absZ', 'boxId', 'openings'] as const;
export const rtpMonitorQuery = z.object({
  sort: oneOf('field.sort', RTP_SORTS).default('absZ'),
  order: oneOf('field.order', ['asc', 'desc'] as const).default('desc'),
  /** "1": only the flagged cases (the console's front page). */
  flagged: oneOf('field.reportFlagged', ['0', '1'] as const).default('0').transform((v) => v === '1'),
  page: intParam('field.page', 1, 1, 100000),
  pageSize: intParam('field.pageSize', 50, 1, 200),
});
/** The CSV export: every case (or every flagged one), no paging. */
export const rtpMonitorCsvQuery = rtpMonitorQuery.omit({ page: true, pageSize: true });
export type RtpMonitorCsvQuery = z.output<typeof rtpMonitorCsvQuery>;
export type RtpMonitorQuery = z.output<typeof rtpMonitorQuery>;

export interface RtpWindowStats {
  openings: number;
  caseOpenings: number;
  battleOpenings: number;
  spent: string;
  won: string;
  observedRtp: string | null;
  /** Of the versions rolled in the window, weighted by their openings. */
  declaredRtp: string | null;
  /** (observed payout − expected) / its standard deviation; null without openings. */
  z: number | null;
  flagged: boolean;
}

export interface RtpMonitorRow {
  boxId: number;
  name: string;
  retired: boolean;
  currentVersion: number;
  /** The current version's declared RTP. */
  declaredRtp: string;
  windows: Record<RtpWindowKey, RtpWindowStats>;
  maxAbsZ: number | null;
  flagged: boolean;
}

export interface RtpMonitor {
  generatedAt: string;
  zLimit: number;
  minOpenings: number;
  /** How many cases are flagged (whatever the filter). */
  flagged: number;
  /** The page of cases, after the filter and the sort. */
  list: RtpMonitorRow[];
  total: number;
  page: number;
  pageSize: number;
}

// ---- Reports

export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];
export const REPORTS = ['deposits', 'turnover', 'ggr', 'sellBack', 'liabilities', 'players'] as const;
export type ReportName = (typeof REPORTS)[number];
/** The longest range one request may cover, in days. */
export const REPORT_MAX_DAYS = 1096;

function validDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A China day as the date pickers send it; '' = the default (to: today; from: 29 days before `to`). */
const day = (field: 'field.reportFrom' | 'field.reportTo') => str(field, 'v.reportDate')
  .trim()
  .refine((s) => s === '' || validDay(s), msg('v.reportDate', { field }))
  .default('');

export const reportQuery = z.object({
  report: oneOf('field.report', REPORTS, 'v.report'),
  granularity: oneOf('field.granularity', REPORT_GRANULARITIES, 'v.granularity').default('day'),
  from: day('field.reportFrom'),
  to: day('field.reportTo'),
});
export type ReportQuery = z.output<typeof reportQuery>;

/** One report: a column per series, a row per bucket (its first China day), money as yuan text. */
export interface ReportAnswer {
  report: ReportName;
  granularity: ReportGranularity;
  from: string;
  to: string;
  /** Series keys in display order; `money` tells which are yuan amounts (the rest are counts). */
  columns: { key: string; money: boolean }[];
  rows: { bucket: string; values: Record<string, string | number> }[];
  /** The range's totals (for flows; balances show the last bucket's). */
  totals: Record<string, string | number>;
}
