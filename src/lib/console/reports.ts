// The console's reports and RTP monitor, client side: the calls their pages make and the CSV links.
import type { ReportAnswer, ReportGranularity, ReportName, RtpMonitor } from '../../shared/contracts/console-reports.ts';
import { consoleGet, csvHref } from './api.ts';

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
