// @vitest-environment happy-dom
// Reality checks on the test clock: the header's session clock ticks; the dialog opens
// exactly when the interval passes, and until it is answered no game request leaves the browser;
// a game request refused REALITY_CHECK_DUE opens it too.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealityView } from '../../shared/contracts/protection/reality.ts';
import { openCases } from '../../lib/actions/box.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $realityOpen } from '../../lib/stores/reality.ts';
import { fail, ok } from '../box/fixtures.ts';
import RealityWatch from './RealityWatch.tsx';

const MIN = 60_000;
const START = Date.parse('2026-11-24T12:00:00.000Z');

/** A page's play button: opens a case with the case page's own action (through the request client). */
function PlayButton() {
  return (
    <button type="button" data-testid="play" onClick={() => void openCases(1, 1).catch(() => undefined)}>
      play
    </button>
  );
}

describe('the reality check', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let answered: boolean;
  let refuseOpening: boolean;

  function view(): RealityView {
    const now = Date.now();
    const dueAt = answered ? START + 30 * MIN : START + 15 * MIN;
    return {
      intervalMinutes: 15, sessionStartTime: new Date(START).toISOString(), dueTime: new Date(dueAt).toISOString(),
      due: now >= dueAt, spent: '120.00', won: '45.50', net: '-74.50', serverTime: new Date(now).toISOString(),
    };
  }
  const openings = () => fetch.mock.calls.filter(([url]) => url.startsWith('/api/box/openBox')).length;

  beforeEach(() => {
    vi.useFakeTimers({ now: START + 5 * MIN });
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    answered = false;
    refuseOpening = false;
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/protection/reality/answer')) {
        answered = true;
        return ok(view());
      }
      if (url.startsWith('/api/protection/reality')) return ok(view());
      if (url.startsWith('/api/box/openBox')) {
        return refuseOpening ? fail(7003, 'Please read your reality check and choose to continue or stop first', 409) : ok({ list: [] });
      }
      return ok(null);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetch.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    $realityOpen.set(false);
  });

  /** Lets the mocked requests answer and React render (several rounds: fetch, text(), state). */
  const flush = () => act(async () => { for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0); });
  const advance = async (ms: number) => {
    await act(async () => { await vi.advanceTimersByTimeAsync(ms); });
    await flush();
  };

  it('ticks the header clock, opens exactly at the interval and blocks play until answered', async () => {
    render(<><RealityWatch lang="en" /><PlayButton /></>);
    await flush();
    expect(screen.getByTestId('session-clock').textContent).toBe('05:00');
    // Its name and title say what it counts; on phones the strip under the header also says it in
    // words (hidden from screen readers, which read the name).
    expect(screen.getByRole('timer', { name: 'Session time 05:00' }).getAttribute('title')).toBe('Session time 05:00');
    const strip = screen.getByTestId('session-strip');
    expect(strip.contains(screen.getByTestId('session-clock'))).toBe(true);
    expect(strip.querySelector('[aria-hidden=true]')?.textContent).toBe('Time played');
    await advance(61_000);
    expect(screen.getByTestId('session-clock').textContent).toBe('06:01');

    // One millisecond before the interval passes: nothing; at it: the dialog.
    await advance(START + 15 * MIN - 1 - Date.now());
    expect(screen.queryByTestId('reality-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('play'));
    await flush();
    expect(openings()).toBe(1);
    await advance(1);
    const dialog = screen.getByTestId('reality-dialog');
    expect(dialog.textContent).toContain('15:00');
    expect(screen.getByTestId('reality-spent').textContent).toBe('¥120');
    expect(screen.getByTestId('reality-won').textContent).toBe('¥45.50');
    expect(screen.getByTestId('reality-net').textContent).toBe('−¥74.50');

    // Blocked: the play button's request never leaves, however long the player waits.
    fireEvent.click(screen.getByTestId('play'));
    await advance(5 * MIN);
    expect(openings()).toBe(1);
    expect(screen.getByTestId('reality-dialog')).toBeTruthy();
    expect(screen.getByTestId('session-clock').textContent).toBe('20:00');

    fireEvent.click(screen.getByTestId('reality-continue'));
    await flush();
    expect(screen.queryByTestId('reality-dialog')).toBeNull();
    const answer = fetch.mock.calls.find(([url]) => url.startsWith('/api/protection/reality/answer'))!;
    expect(answer[1].body).toBe('continue=1');
    fireEvent.click(screen.getByTestId('play'));
    await flush();
    expect(openings()).toBe(2);
  });

  it('opens when a game request is refused REALITY_CHECK_DUE, and stop closes it', async () => {
    render(<><RealityWatch lang="en" /><PlayButton /></>);
    await flush();
    refuseOpening = true;
    fireEvent.click(screen.getByTestId('play'));
    await flush();
    expect(screen.getByTestId('reality-dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reality-stop'));
    await flush();
    expect(screen.queryByTestId('reality-dialog')).toBeNull();
    const answer = fetch.mock.calls.find(([url]) => url.startsWith('/api/protection/reality/answer'))!;
    expect(answer[1].body).toBe('continue=0');
  });
});
