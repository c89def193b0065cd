// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GiveawayDetail } from '../../shared/contracts/giveaway.ts';
import { EVENT } from '../../shared/constants.ts';
import { feedEvents } from '../../lib/feed/store.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../../lib/stores/dialogs.ts';
import { BOX, fail, ok } from '../box/fixtures.ts';
import GiveawayRoom from './GiveawayRoom.tsx';
import { sentBody } from '../../lib/test-support.ts';

// The socket is not part of these tests: the events are emitted on the feed's emitter directly.
vi.mock('../../lib/feed/start.ts', () => ({ startFeed: () => undefined }));

const prize = (pos: number) => ({ ...BOX.items[pos - 1], pos, winner: null });

const OPEN: GiveawayDetail = {
  id: '5', kind: 'official', title: '周末福利', state: 0, drawMode: 'full', drawAt: null, maxEntrants: 2, entrantCount: 1,
  poolValue: '10.00', prizeCount: 2, preview: [], host: null, hasJoinCode: true, joined: false, createTime: '2026-01-01T00:00:00.000Z',
  description: '', prizes: [prize(1), prize(2)],
  conditions: [{ kind: 'joinCode', params: {}, met: null }, { kind: 'deposit', params: { amount: '10.00', days: 7, have: '0.00' }, met: false }],
  myEntry: null, canJoin: true, whyNot: null, recentEntrants: [{ nickname: '玩家1', avatar: '', code: 1 }],
  fairness: {
    serverSeedHash: 'a'.repeat(64), serverSeed: null, salt: null, closedAt: null, entrantsHash: null,
    beacon: { name: 'local', round: null, randomness: null, signature: null, publicKey: 'k', chainHash: null, periodSeconds: 3, genesisTime: 0 }, publicSeed: null,
  },
  inviteToken: null, mine: false, cancelledAt: null, drawnAt: null, serverTime: '2026-01-01T00:00:01.000Z',
} as unknown as GiveawayDetail;

const winner = (code: number) => ({ userId: String(100 + code), nickname: `玩家${code}`, avatar: '', code, ticket: 1, range: 2 });
const DRAWN: GiveawayDetail = {
  ...OPEN, state: 2, entrantCount: 2, myEntry: { code: 2, createTime: OPEN.createTime },
  prizes: [{ ...prize(1), winner: winner(2) }, { ...prize(2), winner: winner(1) }],
  fairness: { ...OPEN.fairness, serverSeed: 'b'.repeat(64), salt: 'c'.repeat(32), entrantsHash: 'd'.repeat(64), publicSeed: 'e'.repeat(64) },
};

describe('giveaway room', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let detail: GiveawayDetail | null = OPEN;

  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    closeAllDialogs();
    detail = OPEN;
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/roll/detail')) return detail ? ok(detail) : fail(6601, '福利房间不存在', 404);
      if (url.startsWith('/api/roll/join')) return fail(6605, '口令错误', 403);
      return fail(404, 'no', 404);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.restoreAllMocks();
  });

  it('says "not found" for a room the server does not know', async () => {
    detail = null;
    render(<GiveawayRoom lang="zh-CN" id="99" />);
    expect((await screen.findByTestId('giveaway-missing')).textContent).toContain('福利房间不存在');
  });

  it('shows each condition met or not, and a visitor is asked to log in instead of joining', async () => {
    render(<GiveawayRoom lang="zh-CN" id="5" />);
    const conditions = await screen.findAllByTestId('giveaway-condition');
    expect(conditions.map((c) => `${c.dataset.kind}:${c.dataset.met}`)).toEqual(['joinCode:null', 'deposit:false']);
    expect(conditions[1].textContent).toContain('¥0');
    expect(screen.queryByTestId('giveaway-join')).toBeNull();
    fireEvent.click(screen.getByTestId('giveaway-login-prompt').nextElementSibling!);
    expect($dialogs.get().login).toBe(true);
  });

  it('sends the join code and shows the server\'s refusal in the page', async () => {
    setToken('t');
    render(<GiveawayRoom lang="zh-CN" id="5" />);
    fireEvent.change(await screen.findByTestId('giveaway-code'), { target: { value: ' cs2 ' } });
    fireEvent.click(screen.getByTestId('giveaway-join'));
    expect((await screen.findByTestId('giveaway-refusal')).textContent).toBe('口令错误');
    const join = fetch.mock.calls.find(([url]) => url.startsWith('/api/roll/join'))!;
    expect(Object.fromEntries(new URLSearchParams(sentBody(join[1])))).toEqual({ id: '5', code: 'cs2' });
  });

  it('lets the host cancel their open room with a second click', async () => {
    setToken('t');
    detail = { ...OPEN, mine: true };
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/roll/detail')) return ok(detail);
      if (url.startsWith('/api/roll/cancel')) return ok({ id: '5', returnedItems: 2 });
      return fail(404, 'no', 404);
    });
    render(<GiveawayRoom lang="zh-CN" id="5" />);
    fireEvent.click(await screen.findByTestId('giveaway-cancel'));
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/roll/cancel'))).toBe(false);
    fireEvent.click(screen.getByTestId('giveaway-cancel'));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/roll/cancel'))).toBe(true));
  });

  it('follows its own room\'s live event and reveals the winners prize by prize', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setToken('t');
      render(<GiveawayRoom lang="zh-CN" id="5" />);
      await screen.findByTestId('giveaway-room');
      const asked = () => fetch.mock.calls.filter(([url]) => url.startsWith('/api/roll/detail')).length;
      const before = asked();
      detail = DRAWN;
      act(() => feedEvents.emit({ eventType: EVENT.giveaway, data: { id: '6', state: 2, entrantCount: 2, winners: [] } }));
      expect(asked()).toBe(before);
      act(() => feedEvents.emit({ eventType: EVENT.giveaway, data: { id: '5', state: 2, entrantCount: 2, winners: [] } }));
      await waitFor(() => expect(screen.getByTestId('giveaway-room').dataset.state).toBe('2'));
      expect(screen.getByTestId('giveaway-room').dataset.revealed).toBe('0');
      await act(async () => { await vi.advanceTimersByTimeAsync(500); });
      expect(screen.getAllByTestId('giveaway-winner').map((w) => w.dataset.code)).toEqual(['2']);
      await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
      expect(screen.getAllByTestId('giveaway-winner').map((w) => w.dataset.code)).toEqual(['2', '1']);
      expect(screen.getByTestId('giveaway-you-won').textContent).toContain(BOX.items[0].name);
      expect(screen.getByTestId('fair-server-seed').textContent).toBe('b'.repeat(64));
      expect(screen.getByTestId('giveaway-verify-link').getAttribute('href')).toBe('/provably-fair/verify/giveaway/5');
    } finally {
      vi.useRealTimers();
    }
  });
});
