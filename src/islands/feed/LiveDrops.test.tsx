// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drop } from '../../lib/feed/fixtures.ts';
import { handleFeedBody, holdOwnDrops, releaseOwnDrops, resetFeed, seedRecent } from '../../lib/feed/store.ts';
import { feedRevealDelayMs } from '../../shared/reel-timing.ts';
import LiveDrops from './LiveDrops.tsx';
import TopDrops from './TopDrops.tsx';

// No socket in unit tests: the store is driven directly.
vi.mock('../../lib/feed/start.ts', () => ({ startFeed: vi.fn() }));

describe('live drop strip', () => {
  afterEach(() => {
    cleanup();
    resetFeed();
  });

  it('shows recent drops newest first and a new message at the front; top drops only grades 0-1', async () => {
    const { startFeed } = await import('../../lib/feed/start.ts');
    seedRecent([{ ...drop(2, 3), name: 'M4A1-S | Boreal Forest (Field-Tested)' }, drop(1, 2)]);
    render(
      <>
        <LiveDrops lang="zh-CN" />
        <TopDrops lang="zh-CN" />
      </>,
    );
    expect(startFeed).toHaveBeenCalled();
    const ids = () => screen.getAllByTestId('live-drop').map((e) => e.getAttribute('data-drop-id'));
    expect(ids()).toEqual(['2', '1']);
    act(() => handleFeedBody(JSON.stringify({ eventType: 21, data: drop(3, 0) })));
    expect(ids()).toEqual(['3', '2', '1']);
    expect(screen.getAllByTestId('top-drop').map((e) => e.getAttribute('data-drop-id'))).toEqual(['3']);
    expect(screen.getAllByTestId('live-drop')[0].getAttribute('href')).toBe('/box/1');
    // The name in its parts, weapon and finish each on its own line.
    const tile = screen.getAllByTestId('live-drop').find((e) => e.getAttribute('data-drop-id') === '2')!;
    const parts = tile.querySelectorAll('[data-testid="item-name-lines"] [data-part]');
    expect([...parts].map((e) => e.textContent)).toEqual(['M4A1-S', 'Boreal Forest']);
  });

  describe('holding a drop until its reel stops', () => {
    // The server's clock runs 30 s ahead of this browser's: revealAt is read on the server's clock.
    const serverAhead = 30_000;
    const browserNow = Date.parse('2026-06-01T12:00:00Z');
    const opened = new Date(browserNow + serverAhead); // the opening's message arrives at once
    const live = (id: number, index: number, grade: 0 | 1 | 2 | 3 = 3) =>
      JSON.stringify({
        eventType: 21,
        data: { ...drop(id, grade), createTime: opened.toISOString(), revealAt: new Date(opened.getTime() + feedRevealDelayMs(index)).toISOString() },
      });
    const shown = () => screen.queryAllByTestId('live-drop').map((e) => e.getAttribute('data-drop-id'));
    const tops = () => screen.queryAllByTestId('top-drop').map((e) => e.getAttribute('data-drop-id'));

    afterEach(() => {
      vi.useRealTimers();
    });

    it('a live drop appears only once its reel has stopped, on the server clock', () => {
      vi.useFakeTimers({ now: browserNow, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      render(
        <>
          <LiveDrops lang="zh-CN" />
          <TopDrops lang="zh-CN" />
        </>,
      );
      act(() => handleFeedBody(live(7, 0, 0)));
      act(() => handleFeedBody(live(8, 1)));
      // Still spinning: neither the strip nor the top drops show it.
      expect(shown()).toEqual([]);
      expect(tops()).toEqual([]);
      // The first reel stops feedRevealDelayMs(0) after the opening.
      act(() => { vi.advanceTimersByTime(feedRevealDelayMs(0) - 1); });
      expect(shown()).toEqual([]);
      act(() => { vi.advanceTimersByTime(1); });
      expect(shown()).toEqual(['7']);
      expect(tops()).toEqual(['7']);
      // The second reel stops one stagger later.
      act(() => { vi.advanceTimersByTime(feedRevealDelayMs(1) - feedRevealDelayMs(0)); });
      expect(shown()).toEqual(['8', '7']);
    });

    it("the opener's own drop also waits for the opener's reel, however late it stops", () => {
      vi.useFakeTimers({ now: browserNow, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      render(<LiveDrops lang="zh-CN" />);
      holdOwnDrops(['9']);
      act(() => handleFeedBody(live(9, 0)));
      act(() => { vi.advanceTimersByTime(feedRevealDelayMs(0) + 5_000); });
      expect(shown()).toEqual([]);
      act(() => releaseOwnDrops(['9']));
      expect(shown()).toEqual(['9']);
    });
  });

  it('says when there is nothing yet', () => {
    render(<LiveDrops lang="zh-CN" />);
    expect(screen.getByTestId('live-drops').textContent).toContain('暂无掉落记录');
  });
});
