// Which report answers a query, and its CSV (the same rows as the JSON, then the range's totals).
import type { ReportAnswer, ReportName, ReportQuery } from '../../../shared/contracts/console-reports.ts';
import type { Db } from '../../db/client.ts';
import type { CsvTable } from '../csv.ts';
import { depositsReport } from './deposits.ts';
import { ggrReport, sellBackReport, turnoverReport } from './games.ts';
import { liabilitiesReport } from './liabilities.ts';
import { playersReport } from './players.ts';
import { reportRange, type ReportRange } from './range.ts';

const BUILDERS: Record<ReportName, (db: Db, r: ReportRange) => Promise<ReportAnswer>> = {
  deposits: depositsReport,
  turnover: turnoverReport,
  ggr: ggrReport,
  sellBack: sellBackReport,
  liabilities: liabilitiesReport,
  players: playersReport,
};

export async function report(db: Db, q: ReportQuery, now: Date): Promise<ReportAnswer> {
  return BUILDERS[q.report](db, reportRange(q, now));
}

export function reportCsv(a: ReportAnswer): CsvTable {
  const keys = a.columns.map((c) => c.key);
  return {
    filename: `report-${a.report}-${a.granularity}-${a.from}-${a.to}.csv`,
    header: ['bucket', ...keys],
    rows: [...a.rows.map((row) => [row.bucket, ...keys.map((k) => row.values[k])]), ['total', ...keys.map((k) => a.totals[k])]],
  };
}
