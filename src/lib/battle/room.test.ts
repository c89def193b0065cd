// @vitest-environment happy-dom
// A battle room's store: a missing room, a newly revealed round spinning, and a failed seat
// ("insufficient balance") opening the top-up dialog and bringing the room again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { setToken } from '../stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../stores/dialogs.ts';
import { $pageLoaded, resetPageLoaded } from '../stores/page-loaded.ts';
import { $battleRoom, battleRoundSpun, openBattleRoom, refreshBattleRoom, takeBattleSeat } from './room.ts';

vi.mock('../feed/start.ts', () => ({ startFeed: () => undefined }));

function envelope(data: unknown, status = 0, http = 200): Response {
  return new Response(JSON.stringify({ status, msg: status ? 'no' : '', data, success: status === 0 }), { status: http });
}

const room = (revealedRounds: number) => ({ id: '7', state: 1, rounds: 3, revealedRounds, serverTime: new Date().toISOString(), boxes: [], seatList: [], rolls: [] });

describe('battle room store', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let stop = (): void => undefined;
  beforeEach(() => {
    stop();
    closeAllDialogs();
    setToken('t-1');
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });

  it('marks a room the server does not know as missing', async () => {
    fetch.mockResolvedValue(envelope(null, ERRORS.BATTLE_NOT_FOUND.code, 404));
    resetPageLoaded();
    stop = openBattleRoom('7');
    await vi.waitFor(() => expect($battleRoom.get().load).toBe('missing'));
    // Even a missing room's answer is the battle page's first data: its live events may now come.
    expect($pageLoaded.get().battle).toBe(true);
  });

  it('lands the rounds shown at the first look, and spins one revealed later', async () => {
    fetch.mockResolvedValue(envelope(room(1)));
    stop = openBattleRoom('7');
    await vi.waitFor(() => expect($battleRoom.get().load).toBe('ready'));
    expect($battleRoom.get()).toMatchObject({ settled: 1, spinning: null });
    fetch.mockResolvedValue(envelope(room(2)));
    await refreshBattleRoom();
    expect($battleRoom.get()).toMatchObject({ settled: 1, spinning: 2 });
    battleRoundSpun(2);
    expect($battleRoom.get()).toMatchObject({ settled: 2, spinning: null });
  });

  it('opens the top-up dialog when a seat is not covered, and brings the room again', async () => {
    fetch.mockResolvedValue(envelope(room(0)));
    stop = openBattleRoom('7');
    await vi.waitFor(() => expect($battleRoom.get().load).toBe('ready'));
    fetch.mockResolvedValueOnce(envelope(null, ERRORS.INSUFFICIENT_BALANCE.code, 422));
    await takeBattleSeat(2, false);
    expect($dialogs.get().recharge).toBe(true);
    expect(fetch.mock.calls.at(-1)?.[0]).toContain('/battle/getBattleDetail');
    expect($battleRoom.get().busy).toBe(false);
  });
});
