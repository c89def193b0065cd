// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../../lib/stores/dialogs.ts';
import { $unreadCount, FOCUS_REFRESH_MS, POLL_MS, startUnreadSync } from '../../lib/stores/inbox.ts';
import { $user } from '../../lib/stores/user.ts';
import HeaderAccount from '../header/HeaderAccount.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const COUNT = '/api/message/countUserUnreadMessage';

describe('the header inbox badge', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const countCalls = () => fetch.mock.calls.filter(([url]) => url === COUNT);
  let count: number;

  beforeEach(() => {
    count = 3;
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    fetch.mockImplementation(async (url) => {
      if (url === COUNT) return ok(count);
      throw new Error(url);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    $user.set(null);
    $unreadCount.set(0);
    closeAllDialogs();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is not asked for, nor shown, when signed out', async () => {
    render(<HeaderAccount lang="zh-CN" />);
    await screen.findByTestId('open-login');
    await act(async () => { window.dispatchEvent(new Event('focus')); });
    expect(screen.queryByTestId('open-inbox')).toBeNull();
    expect(countCalls()).toHaveLength(0);
  });

  it('shows the unread count when signed in, nothing at 0, 99+ above 99, and opens the inbox', async () => {
    setToken('tok');
    render(<HeaderAccount lang="zh-CN" />);
    expect((await screen.findByTestId('inbox-badge')).textContent).toBe('3');
    expect(screen.getByTestId('open-inbox').getAttribute('aria-label')).toBe('消息，3 条未读');
    expect(countCalls()[0][1].headers).toMatchObject({ token: 'tok' });
    act(() => $unreadCount.set(0));
    expect(screen.queryByTestId('inbox-badge')).toBeNull();
    expect(screen.getByTestId('open-inbox').getAttribute('aria-label')).toBe('消息');
    act(() => $unreadCount.set(120));
    expect(screen.getByTestId('inbox-badge').textContent).toBe('99+');
    fireEvent.click(screen.getByTestId('open-inbox'));
    expect($dialogs.get().info).toBe(true);
  });

  it('asks after sign-in, and drops the count (asking nothing) after sign-out', async () => {
    render(<HeaderAccount lang="zh-CN" />);
    await screen.findByTestId('open-login');
    act(() => setToken('tok'));
    expect((await screen.findByTestId('inbox-badge')).textContent).toBe('3');
    const asked = countCalls().length;
    act(() => clearToken());
    await screen.findByTestId('open-login');
    expect($unreadCount.get()).toBe(0);
    expect(countCalls()).toHaveLength(asked);
  });
});

describe('startUnreadSync', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    vi.useFakeTimers();
    now = 1_000_000;
    fetch.mockReset();
    fetch.mockImplementation(async () => ok(2));
    vi.stubGlobal('fetch', fetch);
    setToken('tok');
  });
  afterEach(() => {
    clearToken();
    $user.set(null);
    $unreadCount.set(0);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refreshes on focus at most every 5 s, every 5 minutes, and when the balance moves', async () => {
    const stop = startUnreadSync(window, clock);
    await vi.waitFor(() => expect($unreadCount.get()).toBe(2));
    expect(fetch).toHaveBeenCalledTimes(1);

    now += FOCUS_REFRESH_MS - 1;
    window.dispatchEvent(new Event('focus'));
    expect(fetch).toHaveBeenCalledTimes(1); // too soon
    now += 1;
    window.dispatchEvent(new Event('focus'));
    expect(fetch).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);

    $user.set({ balance: '10.00' } as never); // the first user info: not a balance change
    expect(fetch).toHaveBeenCalledTimes(3);
    $user.set({ balance: '15.00' } as never); // a sale or a deposit in this tab
    expect(fetch).toHaveBeenCalledTimes(4);

    stop();
    now += FOCUS_REFRESH_MS;
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('drops a stale count: the newer request wins', async () => {
    const answers: ((r: Response) => void)[] = [];
    fetch.mockImplementation(() => new Promise<Response>((r) => answers.push(r)));
    const stop = startUnreadSync(window, clock);
    now += FOCUS_REFRESH_MS;
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1](ok(7));
    await vi.waitFor(() => expect($unreadCount.get()).toBe(7));
    answers[0](ok(1));
    await vi.advanceTimersByTimeAsync(0);
    expect($unreadCount.get()).toBe(7);
    stop();
  });

  it('closes the inbox when the session ends', async () => {
    const stop = startUnreadSync(window, clock);
    $dialogs.setKey('info', true);
    clearToken();
    expect($dialogs.get().info).toBe(false);
    stop();
  });
});
