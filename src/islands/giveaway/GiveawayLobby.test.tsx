// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GiveawayCard } from '../../shared/contracts/giveaway.ts';
import { EVENT } from '../../shared/constants.ts';
import { feedEvents } from '../../lib/feed/store.ts';
import { clearToken } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { BOX, fail, ok } from '../box/fixtures.ts';
import GiveawayLobby from './GiveawayLobby.tsx';

vi.mock('../../lib/feed/start.ts', () => ({ startFeed: () => undefined }));

const card = (id: string, more: Partial<GiveawayCard> = {}): GiveawayCard => ({
  id, kind: 'official', title: `房间${id}`, state: 0, drawMode: 'full', drawAt: null, maxEntrants: 10, entrantCount: 3,
  poolValue: '99.50', prizeCount: 3, preview: BOX.items.slice(0, 3), host: null, hasJoinCode: false, joined: false,
  createTime: '2026-01-01T00:00:00.000Z', ...more,
});

describe('giveaway lobby', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    $user.set(null);
    fetch.mockImplementation(async (url) => {
      if (url.includes('tab=official')) return ok({ list: [card('1', { hasJoinCode: true }), card('2', { drawMode: 'time', drawAt: '2099-01-01T00:00:00.000Z' })], total: 2 });
      if (url.includes('tab=streamer')) return ok({ list: [card('3', { kind: 'streamer', host: { nickname: '主播A', avatar: '' } })], total: 1 });
      return fail(404, 'no', 404);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    $user.set(null);
    vi.restoreAllMocks();
  });

  it('shows the official rooms as cards: pool value, entrants of the maximum, the lock, the countdown or "draws when full"', async () => {
    render(<GiveawayLobby lang="zh-CN" />);
    const cards = await screen.findAllByTestId('giveaway-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/giveaways/1', '/giveaways/2']);
    expect(cards[0].textContent).toContain('¥99.5');
    expect(cards[0].querySelector('[data-testid="giveaway-entrants"]')?.textContent).toContain('3 / 10');
    expect(cards[0].querySelector('[data-testid="giveaway-lock"]')).not.toBeNull();
    expect(cards[1].querySelector('[data-testid="giveaway-lock"]')).toBeNull();
    expect(cards[0].querySelector('[data-testid="giveaway-countdown"]')?.getAttribute('data-mode')).toBe('full');
    expect(cards[1].querySelector('[data-testid="giveaway-countdown"]')?.getAttribute('data-mode')).toBe('time');
    expect(screen.queryByTestId('giveaway-create-link')).toBeNull();
  });

  it('follows the live count, shows the host on the streamer tab, and the create link only to a streamer', async () => {
    render(<GiveawayLobby lang="zh-CN" />);
    await screen.findAllByTestId('giveaway-card');
    act(() => feedEvents.emit({ eventType: EVENT.giveaway, data: { id: '1', state: 0, entrantCount: 7, winners: null } }));
    await waitFor(() => expect(screen.getAllByTestId('giveaway-entrants')[0].dataset.count).toBe('7'));
    fireEvent.click(screen.getByTestId('giveaway-tab-streamer'));
    expect((await screen.findByTestId('giveaway-host')).textContent).toContain('主播A');
    act(() => $user.set({ streamer: true } as never));
    expect(await screen.findByTestId('giveaway-create-link')).toBeTruthy();
  });
});
