// The console's reports and RTP monitor, client side: the calls their pages make and the CSV links.
import type { ReportAnswer, ReportGranularity, ReportName, RtpMonitor } from '../../shared/contracts/console-reports.ts';
import { createQueryList, type ListQuery } from '../paged.ts';
import { consoleGet, csvHref } from './api.ts';
import { createLoad } from './load.ts';
import { createPermittedLoad } from './permitted.ts';

export interface ReportFilter {
  report: ReportName;
  granularity: ReportGranularity;
  from: string;
  to: string;
}

export interface RtpFilter {
  sort: 'absZ' | 'boxId' | 'openings';
  order: 'asc' | 'desc';
  flagged: boolean;
  page: number;
  pageSize: number;
}

const rtpQuery = (f: Partial<RtpFilter>) => ({ sort: f.sort, order: f.order, flagged: f.flagged ? '1' : undefined, page: f.page, pageSize: f.pageSize });

export const reportsApi = {
  report: (f: ReportFilter) => consoleGet<ReportAnswer>('/reports', { ...f }),
  reportCsv: (f: ReportFilter) => csvHref('/reports/csv', { ...f }),
  rtp: (f: Partial<RtpFilter>) => consoleGet<RtpMonitor>('/reports/rtp', rtpQuery(f)),
  rtpCsv: (f: Partial<RtpFilter>) => csvHref('/reports/rtp/csv', { ...rtpQuery(f), page: undefined, pageSize: undefined }),
};

/** How many flagged cases the front page lists. */
export const RTP_FLAGS_SHOWN = 10;

/** The front page's RTP flags: the flagged cases, shown to roles that read reports. */
export const rtpFlags = createPermittedLoad('reports.read', () => reportsApi.rtp({ flagged: true, pageSize: RTP_FLAGS_SHOWN }));

const RTP_SORTS = ['absZ', 'boxId', 'openings'] as const;

/** The RTP monitor's query as the API takes it: the table's sort (largest |z| first by default) and page, flagged cases only or all. */
export function rtpFilterOf(flagged: boolean, query: ListQuery): Partial<RtpFilter> {
  const sort = RTP_SORTS.find((s) => s === query.sort?.id) ?? 'absZ';
  return { sort, order: query.sort?.desc === false ? 'asc' : 'desc', flagged, page: query.page, pageSize: query.pageSize };
}

/** /console/reports/rtp: every case's RTP windows, sorted, filtered and paged by the server (docs/decisions/0041-paged-lists.md). */
export const rtpList = createQueryList<{ flagged: boolean }, RtpMonitor>({ flagged: false }, { page: 1, pageSize: 50, sort: { id: 'absZ', desc: true } }, (f, query) =>
  reportsApi.rtp(rtpFilterOf(f.flagged, query)));

/** /console/reports: one report over a range (its totals, buckets and the range the server chose for empty dates). */
export const reportAnswer = createLoad((f: ReportFilter) => reportsApi.report(f), true);

/** The CSV export of a report with the same filter (a plain link: the cookie goes along). */
export const reportCsvHref = (f: ReportFilter): string => reportsApi.reportCsv(f);
/** The CSV export of the RTP monitor with the same filter and sort (every page). */
export const rtpCsvHref = (f: Partial<RtpFilter>): string => reportsApi.rtpCsv(f);
