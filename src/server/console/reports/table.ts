// Builds a report's answer: a row per bucket (every bucket of the range, empty ones as zeros), the
// range's totals, money as yuan text.
import type { ReportAnswer, ReportName } from '../../../shared/contracts/console-reports.ts';
import { formatFen } from '../../../shared/money.ts';
import type { ReportRange } from './range.ts';

export interface Series {
  key: string;
  money: boolean;
  /** The bucket's value: fen (money) or a count. */
  at(bucket: string): bigint | number;
  /** The range's total when it is not the sum of the buckets' (distinct counts). */
  total?: bigint | number;
}

/** How the range's total is made: summed over buckets (flows) or the last bucket's (balances). */
export type TotalRule = 'sum' | 'last';

export function reportTable(report: ReportName, r: ReportRange, series: Series[], total: TotalRule = 'sum'): ReportAnswer {
  const show = (s: Series, v: bigint | number) => (s.money ? formatFen(BigInt(v)) : Number(v));
  const rows = r.buckets.map((bucket) => ({
    bucket,
    values: Object.fromEntries(series.map((s) => [s.key, show(s, s.at(bucket))])),
  }));
  const totals = Object.fromEntries(series.map((s) => {
    if (s.total !== undefined) return [s.key, show(s, s.total)];
    if (total === 'last') return [s.key, show(s, r.buckets.length ? s.at(r.buckets[r.buckets.length - 1]) : 0)];
    return [s.key, show(s, r.buckets.reduce<bigint>((acc, b) => acc + BigInt(s.at(b)), 0n))];
  }));
  return {
    report, granularity: r.granularity, from: r.from, to: r.to,
    columns: series.map((s) => ({ key: s.key, money: s.money })),
    rows, totals,
  };
}
