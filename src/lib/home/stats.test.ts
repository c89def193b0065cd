// @vitest-environment happy-dom
// The home figures: a failed read is tried again after a wait; stopping forgets them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $homeStats, RETRY_MS, watchHomeStats } from './stats.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

describe('home figures', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again after a failure, then keeps the figures until stopped', async () => {
    vi.useFakeTimers();
    const stats = { openedCount: 1, userCount: 2, usersOnline: 3, topDropToday: null };
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('down')).mockImplementation(async () => ok(stats));
    vi.stubGlobal('fetch', fetch);
    const stop = watchHomeStats();
    await vi.advanceTimersByTimeAsync(RETRY_MS[0] - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($homeStats.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect($homeStats.get()).toEqual(stats));
    stop();
    expect($homeStats.get()).toBeNull();
  });
});
