// @vitest-environment happy-dom
// RealityPanel: the interval's three choices (60 until changed), a choice saved, the session.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealityView } from '../../shared/contracts/protection/reality.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { ok } from '../box/fixtures.ts';
import RealityPanel from './RealityPanel.tsx';
import { sentBody } from '../../lib/test-support.ts';

const BASE: RealityView = {
  intervalMinutes: 60, sessionStartTime: '2026-11-24T12:00:00.000Z', dueTime: '2026-11-24T13:00:00.000Z', due: false,
  spent: '50.00', won: '12.30', net: '-37.70', serverTime: '2026-11-24T12:10:05.000Z',
};

describe('RealityPanel', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    fetch.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/protection/reality/interval')) {
        const minutes = Number(new URLSearchParams(sentBody(init)).get('minutes'));
        return ok({ ...BASE, intervalMinutes: minutes, dueTime: '2026-11-24T12:15:00.000Z' });
      }
      return ok(BASE);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetch.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the interval and the session, and saves a new interval', async () => {
    render(<RealityPanel lang="en" />);
    const sixty = await screen.findByTestId<HTMLInputElement>('reality-interval-60');
    expect(sixty.checked).toBe(true);
    const session = screen.getByTestId('reality-session');
    expect(session.textContent).toContain('10:05');
    expect(session.textContent).toContain('¥50');
    expect(session.textContent).toContain('−¥37.70');
    await act(async () => { fireEvent.click(screen.getByTestId('reality-interval-15')); });
    const call = fetch.mock.calls.find(([url]) => url.startsWith('/api/protection/reality/interval'))!;
    expect(call[1].body).toBe('minutes=15');
    expect((await screen.findByTestId<HTMLInputElement>('reality-interval-15')).checked).toBe(true);
  });
});
