// The battle lobby's store: the ranking is asked when the page opens (with the live list), not
// first when its tab is chosen, and the tab asks again only after a failure.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ current: vi.fn(), list: vi.fn(), mine: vi.fn(), rank: vi.fn() }));
vi.mock('../api/battle.ts', () => ({ battleApi: api }));
vi.mock('./live.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), listenBattles: () => () => {} }));
const { $battleLobby, resetBattleLobby, showLobbyTab, startBattleLobby } = await import('./lobby.ts');

const RANK = { today: [], week: [], all: [{ rank: 1, nickname: 'a', avatar: '', vipLevel: 0, amount: '9.00' }] };

beforeEach(() => {
  resetBattleLobby();
  api.current.mockReset().mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 10 });
  api.rank.mockReset().mockResolvedValue(RANK);
  api.list.mockReset().mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 10 });
  api.mine.mockReset().mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 10 });
});

describe('battle lobby', () => {
  it('asks for the ranking when the page opens, before any tab is chosen', async () => {
    const stop = startBattleLobby('classic', 'zh-CN');
    expect(api.rank).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect($battleLobby.get().rank).toEqual({ state: 'ready', data: RANK }));
    showLobbyTab('ranking', false);
    expect(api.rank).toHaveBeenCalledTimes(1); // already there: the tab shows it at once
    stop();
  });

  it('asks again when the ranking tab is chosen after a failed read', async () => {
    api.rank.mockRejectedValueOnce(new Error('down'));
    const stop = startBattleLobby('reverse', 'zh-CN');
    await vi.waitFor(() => expect($battleLobby.get().rank.state).toBe('failed'));
    showLobbyTab('ranking', false);
    expect(api.rank).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect($battleLobby.get().rank.state).toBe('ready'));
    stop();
  });
});
