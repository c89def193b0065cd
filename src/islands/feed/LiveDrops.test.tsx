// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drop } from '../../lib/feed/fixtures.ts';
import { handleFeedBody, resetFeed, seedRecent } from '../../lib/feed/store.ts';
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
    seedRecent([drop(2, 3), drop(1, 2)]);
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
  });

  it('says when there is nothing yet', () => {
    render(<LiveDrops lang="zh-CN" />);
    expect(screen.getByTestId('live-drops').textContent).toContain('暂无掉落记录');
  });
});
