// The reports' stores: the RTP monitor asks with the table's sort and page (largest |z| first by
// default) and a flagged-only filter that goes back to page 1; the front page's flags ask the first
// flagged cases; a report answers for its filter.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportAnswer, RtpMonitor } from '../../shared/contracts/console-reports.ts';
import { reportAnswer, reportsApi, rtpFilterOf, rtpList, RTP_FLAGS_SHOWN } from './reports.ts';

const monitor = { list: [], total: 0, flagged: 0 } as unknown as RtpMonitor;

afterEach(() => vi.restoreAllMocks());

describe('the reports stores', () => {
  it('maps the table query onto the monitor\'s sort and order', () => {
    expect(rtpFilterOf(false, { page: 2, pageSize: 50, sort: null })).toEqual({ sort: 'absZ', order: 'desc', flagged: false, page: 2, pageSize: 50 });
    expect(rtpFilterOf(true, { page: 1, pageSize: 20, sort: { id: 'boxId', desc: false } })).toEqual({ sort: 'boxId', order: 'asc', flagged: true, page: 1, pageSize: 20 });
  });

  it('the monitor starts largest |z| first; flagged-only asks page 1 again', async () => {
    const rtp = vi.spyOn(reportsApi, 'rtp').mockResolvedValue(monitor);
    await rtpList.start();
    expect(rtp).toHaveBeenLastCalledWith({ sort: 'absZ', order: 'desc', flagged: false, page: 1, pageSize: 50 });
    await rtpList.setQuery({ page: 3, pageSize: 50, sort: { id: 'openings', desc: true } });
    await rtpList.setFilter({ flagged: true });
    expect(rtp).toHaveBeenLastCalledWith({ sort: 'openings', order: 'desc', flagged: true, page: 1, pageSize: 50 });
    expect(rtpList.$state.get().data).toBe(monitor);
    expect(RTP_FLAGS_SHOWN).toBe(10);
  });

  it('a report loads for its filter; a failure keeps the last answer beside the message', async () => {
    const answer = { report: 'deposits', from: '2026-11-01', to: '2026-11-30', rows: [] } as unknown as ReportAnswer;
    const report = vi.spyOn(reportsApi, 'report').mockResolvedValueOnce(answer).mockRejectedValueOnce(new Error('range too long'));
    const filter = { report: 'deposits' as const, granularity: 'day' as const, from: '', to: '' };
    await reportAnswer.load(filter);
    expect(report).toHaveBeenCalledWith(filter);
    await reportAnswer.load({ ...filter, from: '2020-01-01' });
    expect(reportAnswer.$state.get()).toEqual({ data: answer, error: 'range too long', loading: false });
  });
});
