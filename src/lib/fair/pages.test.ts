// @vitest-environment happy-dom
// The provably-fair pages' stores: each page's "not found" is read by its catalogue code (a
// giveaway's too, no longer a bare number), a stopped page drops a late answer, and the seed
// panel keeps the schema's complaint about a client seed without asking the server.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { fetchBattleRoom, giveawayVerifyPage, rollVerifyPage } from './pages.ts';
import { $seed, loadSeed, saveClientSeed, setSeedDraft } from './seed.ts';

function envelope(data: unknown, status = 0, http = 200, msg = ''): Response {
  return new Response(JSON.stringify({ status, msg, data, success: status === 0 }), { status: http });
}

describe('provably-fair stores', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });

  it('marks an unknown roll, giveaway or battle as missing, and another failure as failed', async () => {
    fetch.mockImplementation(async () => envelope(null, ERRORS.ROLL_NOT_FOUND.code, 404));
    const roll = rollVerifyPage('5', 'case');
    roll.start();
    await vi.waitFor(() => expect(roll.$state.get().state).toBe('missing'));
    fetch.mockImplementation(async () => envelope(null, ERRORS.GIVEAWAY_NOT_FOUND.code, 200));
    const giveaway = giveawayVerifyPage('9');
    giveaway.start();
    await vi.waitFor(() => expect(giveaway.$state.get().state).toBe('missing'));
    fetch.mockImplementation(async () => envelope(null, ERRORS.BATTLE_NOT_FOUND.code, 200));
    expect(await fetchBattleRoom('3')).toEqual({ state: 'missing' });
    fetch.mockImplementation(async () => envelope(null, 9999, 500));
    expect(await fetchBattleRoom('3')).toEqual({ state: 'failed' });
  });

  it('drops an answer that comes after the page stopped', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetch.mockImplementation(() => new Promise((resolve) => { answer = resolve; }));
    const roll = rollVerifyPage('5', 'dream');
    const stop = roll.start();
    expect(fetch.mock.calls[0][0]).toBe('/api/fair/getDreamRoll?id=5');
    stop();
    answer(envelope(null, ERRORS.ROLL_NOT_FOUND.code, 404));
    await new Promise((r) => setTimeout(r, 10));
    expect(roll.$state.get().state).toBe('loading');
  });

  it('keeps a bad client seed\'s complaint and sends nothing', async () => {
    fetch.mockImplementation(async () => envelope({ publicHash: 'h', clientSeed: 'c', nonce: 1 }));
    const leave = loadSeed();
    await vi.waitFor(() => expect($seed.get().seed?.publicHash).toBe('h'));
    fetch.mockClear();
    setSeedDraft('');
    expect(await saveClientSeed('en')).toBe(false);
    expect($seed.get().error).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    leave();
  });
});
