// A report's range and buckets. Reports count China days (Asia/Shanghai: UTC+8 all year, no summer
// time since 1991), so a deposit at 23:30 in Shanghai belongs to that day, not to the UTC one.
// Weeks start on Monday (ISO, as PostgreSQL's date_trunc('week')), months on the 1st. Each bucket is
// named by its first day; the first and last buckets may be cut by the range.
import { sql, type SQL } from 'drizzle-orm';
import { REPORT_MAX_DAYS, type ReportGranularity, type ReportQuery } from '../../../shared/contracts/console-reports.ts';
import { AppError } from '../../errors.ts';

export const REPORT_TZ = 'Asia/Shanghai';
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

export interface ReportRange {
  granularity: ReportGranularity;
  /** First and last China day included, YYYY-MM-DD. */
  from: string;
  to: string;
  /** 00:00 of `from` and of the day after `to`, China time, as instants. */
  start: Date;
  end: Date;
  /** Every bucket's first day, in order (empty buckets included). */
  buckets: string[];
}

/** The China day of an instant, YYYY-MM-DD. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the bucket holding `day`. */
export function bucketOf(day: string, g: ReportGranularity): string {
  if (g === 'day') return day;
  if (g === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(day, -weekday);
}

function nextBucket(first: string, g: ReportGranularity): string {
  if (g === 'day') return addDays(first, 1);
  if (g === 'week') return addDays(first, 7);
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/** The range asked (defaults: the 30 China days up to today), or a 400 when it is upside down or too long. */
export function reportRange(q: Pick<ReportQuery, 'granularity' | 'from' | 'to'>, now: Date): ReportRange {
  const to = q.to || chinaDay(now);
  const from = q.from || addDays(to, -29);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1 || days > REPORT_MAX_DAYS) throw new AppError('VALIDATION', { max: REPORT_MAX_DAYS }, 'v.reportRange');
  const buckets: string[] = [];
  for (let b = bucketOf(from, q.granularity); b <= to; b = nextBucket(b, q.granularity)) buckets.push(b);
  return {
    granularity: q.granularity, from, to, buckets,
    start: new Date(`${from}T00:00:00+08:00`),
    end: new Date(`${addDays(to, 1)}T00:00:00+08:00`),
  };
}

/** SQL: the bucket (its first China day, as text) of a timestamptz column. */
export function bucketSql(column: SQL, g: ReportGranularity): SQL {
  // g comes from the closed list REPORT_GRANULARITIES, never from free text.
  return sql`(date_trunc(${sql.raw(`'${g}'`)}, ${column} AT TIME ZONE ${sql.raw(`'${REPORT_TZ}'`)}))::date::text`;
}

/** SQL: the column lies in the range. */
export function inRange(column: SQL, r: ReportRange): SQL {
  return sql`${column} >= ${r.start.toISOString()}::timestamptz AND ${column} < ${r.end.toISOString()}::timestamptz`;
}
