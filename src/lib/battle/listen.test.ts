// The battle flag gates a battle page's live events: until its first list or room is in, an
// event is not applied (the first answer would overwrite it); the lobby's first answer sets it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT } from '../../shared/constants.ts';
import { feedEvents } from '../feed/store.ts';
import { $pageLoaded, markPageLoaded, resetPageLoaded } from '../stores/page-loaded.ts';

vi.mock('../feed/start.ts', () => ({ startFeed: () => undefined }));
const api = vi.hoisted(() => ({ current: vi.fn(), list: vi.fn(), mine: vi.fn(), rank: vi.fn() }));
vi.mock('../api/battle.ts', () => ({ battleApi: api }));
const { listenBattles } = await import('./live.ts');
const { resetBattleLobby, startBattleLobby } = await import('./lobby.ts');

const rankEvent = { eventType: EVENT.battleRank, data: { today: [], week: [], all: [] } };

beforeEach(() => {
  resetPageLoaded();
  resetBattleLobby();
});

describe('battle live events wait for the battle page-loaded flag', () => {
  it('an event before the flag is not delivered; one after it is', async () => {
    const onRank = vi.fn();
    const stop = listenBattles({ onRank });
    feedEvents.emit(rankEvent);
    await Promise.resolve();
    expect(onRank).not.toHaveBeenCalled();
    markPageLoaded('battle');
    await vi.waitFor(() => {
      feedEvents.emit(rankEvent);
      expect(onRank).toHaveBeenCalledTimes(1);
    });
    stop();
    feedEvents.emit(rankEvent);
    expect(onRank).toHaveBeenCalledTimes(1);
  });

  it('a listener stopped before the flag never hears an event', async () => {
    const onRank = vi.fn();
    listenBattles({ onRank })();
    markPageLoaded('battle');
    await Promise.resolve();
    feedEvents.emit(rankEvent);
    expect(onRank).not.toHaveBeenCalled();
  });

  it('the lobby sets the flag when its live list answers, and also when it fails', async () => {
    let answer: (v: unknown) => void = () => undefined;
    api.current.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }));
    api.rank.mockResolvedValue({ today: [], week: [], all: [] });
    const stop = startBattleLobby('classic', 'zh-CN');
    await Promise.resolve();
    expect($pageLoaded.get().battle).toBe(false);
    answer({ list: [], total: 0, page: 1, pageSize: 10 });
    await vi.waitFor(() => expect($pageLoaded.get().battle).toBe(true));
    stop();

    resetPageLoaded();
    api.current.mockRejectedValueOnce(new Error('down'));
    startBattleLobby('classic', 'zh-CN')();
    await vi.waitFor(() => expect($pageLoaded.get().battle).toBe(true));
  });
});
