// The console's reports and RTP monitor, client side: the calls their pages make and the CSV links.
import type { ReportAnswer, ReportGranularity, ReportName, RtpMonitor } from '../../shared/contracts/console-reports.ts';
import { consoleGet, csvHref } from './api.ts';
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
