// @vitest-environment happy-dom
// The console front page's fairness watchdog: per game "N rolls re-checked in the last 24 h, M
// mismatches", a red alert listing the mismatches when there are any, nothing (and no request) for
// a role that does not read reports.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchdogSummary } from '../../../shared/contracts/console-fairness.ts';
import { forgetMe } from '../../../lib/console/api.ts';
import WatchdogPanel from './WatchdogPanel.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const clean: WatchdogSummary = {
  games: [
    { game: 'case', checked: 50, mismatches: 0 }, { game: 'battle', checked: 48, mismatches: 0 },
    { game: 'dream', checked: 12, mismatches: 0 }, { game: 'giveaway', checked: 3, mismatches: 0 },
  ],
  mismatchList: [],
  lastCheckAt: '2026-11-24T10:00:00Z',
};

describe('WatchdogPanel', () => {
  const fetch = vi.fn<(url: string) => Promise<Response>>();
  let permissions: string[];
  let answer: WatchdogSummary;

  beforeEach(() => {
    forgetMe();
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    permissions = ['console.view', 'reports.read'];
    answer = clean;
    fetch.mockImplementation(async (url) => {
      if (url === '/api/console/me') return ok({ id: '1', name: 'op', role: 'operator', permissions, csrfToken: 'x', mustChangePassword: false });
      if (url === '/api/console/fairness/watchdog') return ok(answer);
      throw new Error(url);
    });
  });
  afterEach(() => cleanup());

  it('says per game how many rolls were re-checked and that all match', async () => {
    render(<WatchdogPanel lang="en" />);
    expect((await screen.findByTestId('watchdog-game-case')).textContent).toBe('Cases: 50 rolls re-checked in the last 24 h, 0 mismatches');
    expect(screen.getByTestId('watchdog-game-giveaway').textContent).toBe('Giveaways: 3 rolls re-checked in the last 24 h, 0 mismatches');
    expect(screen.getByTestId('watchdog-all-match')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a mismatch is a red alert naming the roll', async () => {
    answer = {
      ...clean,
      games: clean.games.map((g) => (g.game === 'dream' ? { ...g, mismatches: 1 } : g)),
      mismatchList: [{ game: 'dream', rollRef: '77', checkedAt: '2026-11-24T10:00:00Z', detail: 'ticket 1 recorded, 412345 re-computed' }],
    };
    render(<WatchdogPanel lang="en" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 stored roll(s) do not match their seeds');
    expect(screen.getByTestId('watchdog-mismatch').textContent).toContain('Dream #77');
    expect(screen.getByTestId('watchdog-mismatch').textContent).toContain('ticket 1 recorded, 412345 re-computed');
    expect(screen.getByTestId('console-home-watchdog').className).toContain('border-accent-red');
    expect(screen.getByTestId('watchdog-game-dream').textContent).toBe('Dream: 12 rolls re-checked in the last 24 h, 1 mismatches');
  });

  it('shows nothing, and asks nothing, to a role that does not read reports', async () => {
    permissions = ['console.view', 'players.read'];
    const { container } = render(<WatchdogPanel lang="en" />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/console/me', expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.innerHTML).toBe('');
    expect(fetch.mock.calls.some(([u]) => u.includes('/fairness/'))).toBe(false);
  });
});
