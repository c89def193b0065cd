// @vitest-environment happy-dom
// The console front page's RTP section: flagged cases prominently, "within 3σ" otherwise, nothing
// (and no request) for a role that does not read reports.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RtpMonitor, RtpMonitorRow, RtpWindowStats } from '../../../shared/contracts/console-reports.ts';
import { forgetMe } from '../../../lib/console/api.ts';
import RtpFlags from './RtpFlags.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const quiet: RtpWindowStats = { openings: 0, caseOpenings: 0, battleOpenings: 0, spent: '0.00', won: '0.00', observedRtp: null, declaredRtp: null, z: null, flagged: false };
const skewed: RtpMonitorRow = {
  boxId: 2, name: 'Budget Rifles', retired: false, currentVersion: 1, declaredRtp: '89.96', maxAbsZ: 26.06, flagged: true,
  windows: {
    '24h': quiet,
    '7d': { ...quiet, openings: 57, observedRtp: '297.30', declaredRtp: '89.96', z: 5.59 },
    '30d': { openings: 194, caseOpenings: 194, battleOpenings: 0, spent: '100.00', won: '614.30', observedRtp: '614.30', declaredRtp: '89.96', z: 26.06, flagged: true },
  },
};
const monitor = (list: RtpMonitorRow[]): RtpMonitor => ({ generatedAt: '2026-11-24T10:00:00Z', zLimit: 3, minOpenings: 100, flagged: list.length, list, total: list.length, page: 1, pageSize: 10 });

describe('RtpFlags', () => {
  const fetch = vi.fn<(url: string) => Promise<Response>>();
  let permissions: string[];
  let answer: RtpMonitor;

  beforeEach(() => {
    forgetMe();
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    permissions = ['console.view', 'reports.read'];
    answer = monitor([]);
    fetch.mockImplementation(async (url) => {
      if (url === '/api/console/me') return ok({ id: '1', name: 'op', role: 'operator', permissions, csrfToken: 'x', mustChangePassword: false });
      if (url.startsWith('/api/console/reports/rtp')) return ok(answer);
      throw new Error(url);
    });
  });
  afterEach(() => cleanup());

  it('names each flagged case with the window that is outside 3σ', async () => {
    answer = monitor([skewed]);
    render(<RtpFlags lang="en" />);
    expect((await screen.findByRole('alert')).textContent).toBe('1 case(s) outside 3σ');
    const flag = screen.getByTestId('rtp-flag');
    expect(flag.textContent).toContain('Budget Rifles');
    expect(flag.textContent).toContain('30 days');
    expect(flag.textContent).toContain('614.30%');
    expect(flag.textContent).toContain('z +26.06');
    // Only the flagged window: 7 days has |z| > 3 but too few openings to judge.
    expect(flag.textContent).not.toContain('7 days');
    expect(fetch.mock.calls.map(([u]) => u)).toContain('/api/console/reports/rtp?flagged=1&pageSize=10');
  });

  it('says every case is within 3σ when none is flagged', async () => {
    render(<RtpFlags lang="zh-CN" />);
    expect((await screen.findByTestId('rtp-all-within')).textContent).toBe('✓ 所有箱子的实际 RTP 均在 3σ 以内');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing, and asks nothing, to a role that does not read reports', async () => {
    permissions = ['console.view', 'players.read'];
    const { container } = render(<RtpFlags lang="en" />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/console/me', expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.innerHTML).toBe('');
    expect(fetch.mock.calls.some(([u]) => u.includes('/reports/'))).toBe(false);
  });
});
