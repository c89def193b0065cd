// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import { EVENT } from '../../shared/constants.ts';
import { feedEvents } from '../../lib/feed/store.ts';
import { clearToken } from '../../lib/stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../../lib/stores/dialogs.ts';
import { BOX, fail, ok } from '../box/fixtures.ts';
import BattleRoom from './BattleRoom.tsx';

// The socket is not part of these tests: the events are emitted on the feed's emitter directly.
vi.mock('../../lib/feed/start.ts', () => ({ startFeed: () => undefined }));

const seat = (pos: number, bot: boolean, nickname: string) => ({ pos, team: null, bot, nickname, avatar: '', vipLevel: 0, clientSeed: `seed${pos}`, total: '0.00', winner: false });

const WAITING: BattleDetail = {
  id: '7', mode: 'reverse', team: false, seats: 2, state: 0, rounds: 1, costPerSeat: '4.99',
  boxes: [{ boxId: 7, version: 1, name: BOX.name, image: '', price: '4.99' }],
  seatList: [seat(1, false, '玩家1234')], creator: { nickname: '玩家1234', avatar: '' },
  createTime: '2026-01-01T00:00:00.000Z', startTime: null, endTime: null, myPos: null, mine: false,
  fairness: { serverSeedHash: 'a'.repeat(64), serverSeed: null, salt: null, roomPublicSeed: null, tiebreak: null },
  roundMs: 1000, serverTime: '2026-01-01T00:00:01.000Z', revealedRounds: 0, rolls: [], winners: null,
} as unknown as BattleDetail;

const ENDED: BattleDetail = {
  ...WAITING, state: 2, seatList: [{ ...seat(1, false, '玩家1234'), winner: true }, seat(2, true, '机器人·雷霆')],
  startTime: '2026-01-01T00:00:02.000Z', endTime: '2026-01-01T00:00:03.000Z', revealedRounds: 1, winners: [1],
  fairness: { ...WAITING.fairness, serverSeed: 'b'.repeat(64), salt: 'c'.repeat(32), roomPublicSeed: 'd'.repeat(64) },
  rolls: [1, 2].map((pos) => ({ round: 1, pos, ticket: 5, ticketFrom: 1, ticketTo: 2600, item: BOX.items[pos] })),
};

describe('battle room', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let detail: BattleDetail = WAITING;

  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    closeAllDialogs();
    detail = WAITING;
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/battle/getBattleDetail')) return ok(detail);
      if (url.startsWith('/api/box/getBoxDetail')) return ok(BOX);
      return fail(404, 'no', 404);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.restoreAllMocks();
  });

  it('shows a waiting room to a visitor: the seats, the commitment, and the log-in prompt on the empty seat', async () => {
    render(<BattleRoom lang="zh-CN" id="7" />);
    const seats = await screen.findAllByTestId('battle-seat');
    expect(seats.map((s) => s.getAttribute('data-filled'))).toEqual(['true', 'false']);
    expect((await screen.findByTestId('fair-hash')).textContent).toBe('a'.repeat(64));
    expect(screen.queryByTestId('battle-add-bot')).toBeNull();
    expect(screen.queryByTestId('battle-dissolve')).toBeNull();
    fireEvent.click(screen.getByTestId('battle-join'));
    expect(screen.getByTestId('battle-join').textContent).toBe('登录后加入');
    expect($dialogs.get().login).toBe(true);
    expect(fetch.mock.calls.some(([url]) => url.includes('joinBattle'))).toBe(false);
  });

  it('follows the live event of its own room, not another room\'s: then shows the bot, the winner and the seed', async () => {
    render(<BattleRoom lang="zh-CN" id="7" />);
    await screen.findAllByTestId('battle-seat');
    const asked = () => fetch.mock.calls.filter(([url]) => url.startsWith('/api/battle/getBattleDetail')).length;
    expect(asked()).toBe(1);
    detail = ENDED;
    act(() => feedEvents.emit({ eventType: EVENT.battleState, data: { id: '8', state: 2, change: 'end', seatList: [], startTime: null, endTime: null } }));
    expect(asked()).toBe(1);
    act(() => feedEvents.emit({ eventType: EVENT.battleState, data: { id: '7', state: 2, change: 'end', seatList: [], startTime: null, endTime: null } }));
    await waitFor(() => expect(screen.getByTestId('battle-room').getAttribute('data-state')).toBe('2'));
    // Ended at the server, but its last round's reels are still turning: not "ended", no "again" yet.
    expect(screen.getByTestId('battle-state').getAttribute('data-state')).toBe('1');
    expect(screen.queryByTestId('battle-again')).toBeNull();
    expect(screen.getAllByTestId('battle-seat').map((x) => x.getAttribute('data-bot'))).toEqual(['false', 'true']);
    expect(screen.getAllByTestId('bot-label')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('battle-winner').getAttribute('data-winners')).toBe('1'));
    // The final screen: what was won (every item of the room) and each seat's haul, the winner first.
    expect(screen.getByTestId('battle-pot').getAttribute('data-pot')).toBe('900.50');
    expect(screen.getAllByTestId('battle-haul').map((h) => [h.getAttribute('data-pos'), h.getAttribute('data-total')])).toEqual([['1', '900.00'], ['2', '0.50']]);
    expect(screen.getByTestId('battle-state').getAttribute('data-state')).toBe('2');
    expect(screen.getByTestId('battle-again')).toBeTruthy();
    expect(await screen.findByTestId('fair-server-seed')).toHaveProperty('textContent', 'b'.repeat(64));
  });

  it('marks the seat with the most valuable item of the round just landed, and no final screen while rounds remain', async () => {
    detail = {
      ...ENDED, state: 1, rounds: 2, endTime: null, winners: null, revealedRounds: 1,
      boxes: [...ENDED.boxes, ...ENDED.boxes], serverTime: new Date().toISOString(), startTime: new Date().toISOString(), roundMs: 60_000,
    };
    render(<BattleRoom lang="zh-CN" id="7" />);
    await waitFor(() => expect(screen.getAllByTestId('battle-seat').map((x) => x.getAttribute('data-round-best'))).toEqual(['true', 'false']));
    const [first, second] = screen.getAllByTestId('battle-seat');
    expect(first.querySelector('[data-testid="round-best"]')?.textContent).toBe('本回合最高');
    expect(second.querySelector('[data-testid="round-best"]')).toBeNull();
    expect(screen.queryByTestId('battle-winner')).toBeNull();
  });
});
