// @vitest-environment happy-dom
// A giveaway room's store: a room the server does not know, a draw seen before the page opened
// (all prizes at once), and a join refused with the server's word.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { GIVEAWAY_STATE } from '../../shared/giveaway-constants.ts';
import { setToken } from '../stores/auth.ts';
import { $lastNotice } from '../stores/notices.ts';
import { $giveawayRoom, cancelGiveaway, enterGiveawayRoom, joinGiveaway, loadGiveawayRoom } from './room.ts';
import { sentBody } from '../test-support.ts';

vi.mock('../feed/start.ts', () => ({ startFeed: () => undefined }));

function envelope(data: unknown, status = 0, http = 200, msg = ''): Response {
  return new Response(JSON.stringify({ status, msg, data, success: status === 0 }), { status: http });
}

const room = (state: number) => ({ id: '5', state, prizes: [{ pos: 1 }, { pos: 2 }], conditions: [{ kind: 'joinCode' }], hasJoinCode: true, serverTime: new Date().toISOString() });

describe('giveaway room store', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let stop = (): void => undefined;
  beforeEach(() => {
    stop();
    setToken('t-1');
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });

  it('marks a room the server does not know as missing', async () => {
    fetch.mockResolvedValue(envelope(null, ERRORS.GIVEAWAY_NOT_FOUND.code, 404));
    stop = enterGiveawayRoom('5');
    await loadGiveawayRoom();
    expect($giveawayRoom.get().load).toBe('missing');
  });

  it('shows every winner of a draw that happened before the page opened', async () => {
    fetch.mockResolvedValue(envelope(room(GIVEAWAY_STATE.drawn)));
    stop = enterGiveawayRoom('5');
    await loadGiveawayRoom();
    expect($giveawayRoom.get()).toMatchObject({ load: 'ready', revealed: 2 });
  });

  it('keeps the server\'s refusal of a join, with the code trimmed', async () => {
    fetch.mockResolvedValue(envelope(room(GIVEAWAY_STATE.open)));
    stop = enterGiveawayRoom('5');
    await loadGiveawayRoom();
    fetch.mockImplementation(async (url) => (url.startsWith('/api/roll/join') ? envelope(null, 6605, 403, '口令错误') : envelope(room(GIVEAWAY_STATE.open))));
    await joinGiveaway(' abc ');
    const join = fetch.mock.calls.find(([url]) => url.startsWith('/api/roll/join'))!;
    expect(sentBody(join[1])).toContain('code=abc');
    expect($giveawayRoom.get()).toMatchObject({ refusal: '口令错误', busy: false });
    expect($lastNotice.get()).toBeNull();
  });

  it('says "joined" when the server takes the entry', async () => {
    fetch.mockImplementation(async () => envelope(room(GIVEAWAY_STATE.open)));
    stop = enterGiveawayRoom('5');
    await loadGiveawayRoom();
    await joinGiveaway('');
    expect($lastNotice.get()).toEqual({ kind: 'joined', what: 'giveaway' });
    $lastNotice.set(null);
  });

  it('asks once more before cancelling', async () => {
    fetch.mockResolvedValue(envelope(room(GIVEAWAY_STATE.open)));
    stop = enterGiveawayRoom('5');
    await loadGiveawayRoom();
    fetch.mockClear();
    await cancelGiveaway();
    expect($giveawayRoom.get().confirmCancel).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    await cancelGiveaway();
    expect(fetch.mock.calls[0][0]).toContain('/roll/cancel');
    expect($giveawayRoom.get().confirmCancel).toBe(false);
  });
});
