// @vitest-environment happy-dom
// The record centre's export: the net deposits with its parts and explanation; the button fetches
// the CSV with the player's token and hands it to the browser as a file; a failure is shown.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { ok } from '../box/fixtures.ts';
import HistoryExport from './HistoryExport.tsx';

describe('history export', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('tok');
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => { cleanup(); clearToken(); vi.restoreAllMocks(); fetch.mockReset(); });

  it('shows net deposits and downloads the CSV with the token', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/netDeposits')) return ok({ from: '2026-08-24T00:00:00.000Z', deposits: '500.00', withdrawals: '120.00', sellBacks: '80.50', net: '299.50' });
      if (url.startsWith('/api/profile/exportHistory')) return new Response('\uFEFF时间\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="history-2026-11-24.csv"' } });
      throw new Error(url);
    });
    render(<HistoryExport lang="zh-CN" />);
    expect((await screen.findByTestId('net-deposits')).textContent).toBe('¥299.50');
    expect(screen.getByText('净充值 = 充值 − 提取饰品 − 饰品回收（同一期间）')).toBeTruthy();
    expect(screen.getByText('最近 3 个月净充值')).toBeTruthy();
    fireEvent.click(screen.getByTestId('export-history'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetch.mock.calls.find(([u]) => u.startsWith('/api/profile/exportHistory'));
    expect(call?.[0]).toBe('/api/profile/exportHistory?months=3');
    expect((call?.[1].headers as Record<string, string>).token).toBe('tok');
  });

  it('says so when the export fails', async () => {
    fetch.mockImplementation(async (url) => (url.startsWith('/api/profile/netDeposits')
      ? ok({ from: '', deposits: '0.00', withdrawals: '0.00', sellBacks: '0.00', net: '0.00' })
      : new Response('no', { status: 500 })));
    render(<HistoryExport lang="en" />);
    fireEvent.click(await screen.findByTestId('export-history'));
    expect((await screen.findByRole('alert')).textContent).toBe('The export failed, please try again');
  });
});
