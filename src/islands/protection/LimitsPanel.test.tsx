// @vitest-environment happy-dom
// The limits panel and the first-deposit prompt: what they show from the server's
// answers, the calls their buttons make, and the confirmation enabled only from its time.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LimitView, LimitsView } from '../../shared/contracts/protection/limits.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { translator } from '../../lib/i18n/ui.ts';
import { ok } from '../box/fixtures.ts';
import { limitInput } from '../../lib/protection/limits.ts';
import LimitsPanel from './LimitsPanel.tsx';
import { LimitPrompt } from './LimitPrompt.tsx';
import { sentBody } from '../../lib/test-support.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const row = (kind: LimitView['kind'], period: LimitView['period'], r: Partial<LimitView> = {}): LimitView => ({
  kind, period, amount: null, used: '0.00', left: null, resetTime: null, pending: null, ...r,
});
const VIEW: LimitsView = {
  askAtDeposit: false,
  limits: [
    row('deposit', 'day', { amount: '100.00', used: '60.00', left: '40.00', resetTime: '2026-12-02T04:00:00.000Z' }),
    row('deposit', 'week', { amount: '300.00', used: '60.00', left: '240.00', pending: { amount: '500.00', effectiveTime: '2026-12-01T13:00:00.000Z' } }),
    row('deposit', 'month', { amount: '1000.00', used: '60.00', left: '940.00', pending: { amount: null, effectiveTime: '2026-12-01T11:00:00.000Z' } }),
    row('loss', 'day'), row('loss', 'week'), row('loss', 'month'),
  ],
};

const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const posted = (path: string) => fetch.mock.calls.filter(([u, i]) => u.startsWith(path) && i?.method === 'POST');

beforeEach(() => {
  vi.stubGlobal('fetch', fetch);
  setToken('t');
});
afterEach(() => {
  cleanup();
  clearToken();
  fetch.mockReset();
  vi.unstubAllGlobals();
});

describe('limitInput', () => {
  it('takes a positive amount with at most 2 decimals, or empty to remove', () => {
    expect(['50', '0.01', '12.5', '', ' 7 '].map(limitInput)).toEqual(['50', '0.01', '12.5', '', '7']);
    expect(['0', '0.00', '-1', '1.234', 'abc', '1e3'].map(limitInput)).toEqual([null, null, null, null, null, null]);
  });
});

describe('LimitsPanel', () => {
  it('shows each limit with used, left, reset and the pending change; confirms only from its time', async () => {
    fetch.mockImplementation(async (url) => (url.startsWith('/api/protection/limits') ? ok(VIEW) : ok(null)));
    render(<LimitsPanel lang="en" now={() => NOW} />);
    const day = await screen.findByTestId('limit-deposit-day');
    expect(day.textContent).toContain('¥100');
    expect(within(day).getByTestId('limit-used').textContent).toBe('Used ¥60');
    expect(within(day).getByTestId('limit-left').textContent).toBe('Left ¥40');
    expect(within(day).getByTestId('limit-reset').textContent).toContain('Frees up from');
    expect(within(screen.getByTestId('limit-loss-day')).getByTestId('limit-current').textContent).toBe('No limit');
    // The raise is not due yet (13:00 > 12:00); the removal is (11:00).
    const week = screen.getByTestId('limit-deposit-week');
    expect(within(week).getByTestId('limit-pending').textContent).toContain('¥500');
    expect(within(week).getByTestId<HTMLButtonElement>('limit-confirm').disabled).toBe(true);
    const month = screen.getByTestId('limit-deposit-month');
    expect(within(month).getByTestId('limit-pending').textContent).toContain('removal');
    fireEvent.click(within(month).getByTestId('limit-confirm'));
    await waitFor(() => expect(posted('/api/protection/limits/confirm')).toHaveLength(1));
    expect(sentBody(posted('/api/protection/limits/confirm')[0][1])).toBe('kind=deposit&period=month');
  });

  it('saves a new amount and refuses a bad one before asking', async () => {
    fetch.mockImplementation(async (url) => (url.startsWith('/api/protection/limits') ? ok(VIEW) : ok(null)));
    render(<LimitsPanel lang="zh-CN" now={() => NOW} />);
    const loss = await screen.findByTestId('limit-loss-week');
    const input = within(loss).getByTestId('limit-amount');
    const save = within(loss).getByTestId<HTMLButtonElement>('limit-save');
    expect(save.disabled).toBe(true);
    for (const bad of ['0', '-5', '1.234']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(save.disabled, bad).toBe(true);
    }
    expect(within(loss).getByRole('alert').textContent).toContain('两位小数');
    fireEvent.change(input, { target: { value: '88.5' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(posted('/api/protection/limits/set')).toHaveLength(1));
    expect(sentBody(posted('/api/protection/limits/set')[0][1])).toBe('kind=loss&period=week&amount=88.5');
  });
});

describe('LimitPrompt', () => {
  it('offers a daily deposit limit when asked, sets it, or skips', async () => {
    fetch.mockImplementation(async (url) => (url.startsWith('/api/protection/limits') ? ok({ ...VIEW, askAtDeposit: true }) : ok(null)));
    const { unmount } = render(<LimitPrompt t={translator('en')} />);
    const prompt = await screen.findByTestId('limit-prompt');
    expect(prompt.textContent).toContain('Set a daily deposit limit?');
    fireEvent.change(within(prompt).getByTestId('limit-amount'), { target: { value: '200' } });
    fireEvent.click(within(prompt).getByTestId('limit-save'));
    await waitFor(() => expect(screen.queryByTestId('limit-prompt')).toBeNull());
    expect(sentBody(posted('/api/protection/limits/set')[0][1])).toBe('kind=deposit&period=day&amount=200');
    unmount();

    render(<LimitPrompt t={translator('zh-CN')} />);
    fireEvent.click(await screen.findByTestId('limit-skip'));
    await waitFor(() => expect(screen.queryByTestId('limit-prompt')).toBeNull());
    expect(posted('/api/protection/limits/skipPrompt')).toHaveLength(1);
  });

  it('stays hidden when not asked', async () => {
    fetch.mockImplementation(async () => ok(VIEW));
    render(<LimitPrompt t={translator('en')} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('limit-prompt')).toBeNull();
  });
});
