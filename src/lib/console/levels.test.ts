// The level tables page's store: both tables and the channels load as the page opens, a save shows
// the version the server answered, a channel change reads the list again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  channelCreate, channelsChanged, channelUpdates, createChannel, levelChannels, levelTables, levelTableSaves, saveRebateTable, saveVipTable, startLevels, updateChannel,
} from './levels.ts';
import { levelsApi, type ConsoleLevelTables } from './promotion.ts';

const tables = (tableId: string) => ({ rebate: { tableId, levels: [] }, vip: { tableId, levels: [] }, freeBoxChoices: [] }) as unknown as ConsoleLevelTables;
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.restoreAllMocks());

describe('the levels store', () => {
  it('loads the tables and channels as the page opens; a failure is the message', async () => {
    vi.spyOn(levelsApi, 'tables').mockResolvedValue(tables('1'));
    vi.spyOn(levelsApi, 'channels').mockRejectedValue(new Error('down'));
    startLevels();
    await flush();
    expect(levelTables.$state.get().data).toEqual(tables('1'));
    expect(levelChannels.$state.get()).toMatchObject({ data: null, error: 'down' });
  });

  it('a save shows the new version; a refused one rejects and keeps the old', async () => {
    levelTables.set(tables('1'));
    const rebate = vi.spyOn(levelsApi, 'saveRebate').mockResolvedValue(tables('2'));
    await saveRebateTable([]);
    expect(rebate).toHaveBeenCalledWith([]);
    expect(levelTables.$state.get().data).toEqual(tables('2'));
    vi.spyOn(levelsApi, 'saveVip').mockRejectedValue(new Error('thresholds must rise'));
    await expect(saveVipTable([])).rejects.toThrow('thresholds must rise');
    expect(levelTables.$state.get().data).toEqual(tables('2'));
  });

  it('creates and updates channels, and reads the list again when told', async () => {
    const create = vi.spyOn(levelsApi, 'createChannel').mockResolvedValue(null);
    const update = vi.spyOn(levelsApi, 'updateChannel').mockResolvedValue(null);
    const channels = vi.spyOn(levelsApi, 'channels').mockResolvedValue([]);
    await createChannel('bili', 'B');
    await updateChannel('bili', 'B站', false);
    expect(create).toHaveBeenCalledWith('bili', 'B');
    expect(update).toHaveBeenCalledWith('bili', 'B站', false);
    channelsChanged();
    await flush();
    expect(channels).toHaveBeenCalledTimes(1);
    expect(levelChannels.$state.get().data).toEqual([]);
  });
});

describe('the levels page\'s forms', () => {
  const t = (key: string) => key;

  it('a table save says it was saved; a refusal shows on that table alone; the page opening clears both', async () => {
    vi.spyOn(levelsApi, 'tables').mockResolvedValue(tables('1'));
    vi.spyOn(levelsApi, 'channels').mockResolvedValue([]);
    vi.spyOn(levelsApi, 'saveVip').mockResolvedValue(tables('5'));
    vi.spyOn(levelsApi, 'saveRebate').mockRejectedValue(new Error('threshold must rise'));
    await levelTableSaves.get('vip').run(t, () => saveVipTable([]));
    await levelTableSaves.get('rebate').run(t, () => saveRebateTable([]));
    expect(levelTableSaves.get('vip').$state.get()).toEqual({ busy: false, error: '', notice: 'console_levels_saved' });
    expect(levelTableSaves.get('rebate').$state.get()).toEqual({ busy: false, error: 'threshold must rise', notice: '' });
    expect(levelTables.$state.get().data).toEqual(tables('5'));
    startLevels();
    expect(levelTableSaves.get('vip').$state.get().notice).toBe('');
    expect(levelTableSaves.get('rebate').$state.get().error).toBe('');
  });

  it('creating a channel and changing one keep their refusals apart, a row\'s on its own row', async () => {
    vi.spyOn(levelsApi, 'createChannel').mockRejectedValue(new Error('code taken'));
    const update = vi.spyOn(levelsApi, 'updateChannel').mockRejectedValueOnce(new Error('no such channel')).mockResolvedValue(null);
    expect(await channelCreate.run('bili', 'B')).toEqual({ ok: false });
    expect(channelCreate.$state.get().error).toBe('code taken');
    await channelUpdates.get('a').run('A', false);
    expect(await channelUpdates.get('b').run('B2', true)).toEqual({ ok: true, value: null });
    expect(update).toHaveBeenLastCalledWith('b', 'B2', true);
    expect(channelUpdates.get('a').$state.get().error).toBe('no such channel');
    expect(channelUpdates.get('b').$state.get().error).toBe('');
  });
});
