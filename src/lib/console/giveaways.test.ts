// The create form's pool value: yuan strings summed exactly (in fen), as the server prices the pool;
// the room page's store (opened from nothing, read again after a cancel) and the create form's actions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleGiveawayDetail } from '../../shared/console/giveaways.ts';
import { cancelGiveaway, createGiveaway, giveawayCancel, giveawayCreate, giveawayRoom, giveawaysApi, giveawaySkinSearch, openGiveaway, sumYuan } from './giveaways.ts';

describe('sumYuan', () => {
  it('adds yuan strings in fen, without floating-point drift', () => {
    expect(sumYuan([])).toBe('0.00');
    expect(sumYuan(['0.10', '0.20'])).toBe('0.30');
    expect(sumYuan(['104160.00', '67200.00', '62496.00', '21689.46'])).toBe('255545.46');
    expect(sumYuan(['1.5', '2', '0.05'])).toBe('3.55');
  });
});

describe('the giveaway room store', () => {
  afterEach(() => vi.restoreAllMocks());
  const room = { id: '9', state: 0, title: 'Room' } as unknown as ConsoleGiveawayDetail;

  it('opens a room from nothing, and a cancel reads the room and its audit again', async () => {
    const detail = vi.spyOn(giveawaysApi, 'detail').mockResolvedValue(room);
    const audit = vi.spyOn(giveawaysApi, 'audit').mockResolvedValue({ rows: [], total: 0, page: 1, pageSize: 50 } as never);
    const cancel = vi.spyOn(giveawaysApi, 'cancel').mockResolvedValue(null);
    giveawayRoom.set({ ...room, id: 'old' });
    const opening = openGiveaway('9');
    expect(giveawayRoom.$state.get().data).toBeNull();
    await opening;
    expect(giveawayRoom.$state.get().data).toEqual(room);
    await cancelGiveaway('9', 'wrong prizes');
    expect(cancel).toHaveBeenCalledWith('9', 'wrong prizes');
    expect(detail).toHaveBeenCalledTimes(2);
    expect(audit).toHaveBeenCalledWith('9');
  });

  it('a refused cancel rejects and reads nothing again; a failed room shows its message', async () => {
    vi.spyOn(giveawaysApi, 'cancel').mockRejectedValue(new Error('already drawn'));
    const detail = vi.spyOn(giveawaysApi, 'detail').mockRejectedValue(new Error('no such room'));
    await expect(cancelGiveaway('9', 'x')).rejects.toThrow('already drawn');
    expect(detail).not.toHaveBeenCalled();
    expect(await openGiveaway('9')).toBe('no such room');
    expect(giveawayRoom.$state.get().error).toBe('no such room');
  });

  it('searches skins and creates a room, resolving to its id', async () => {
    vi.spyOn(giveawaysApi, 'skins').mockResolvedValue([{ ornamentId: 5 }] as never);
    const create = vi.spyOn(giveawaysApi, 'create').mockResolvedValue({ id: '77' });
    await giveawaySkinSearch.load('ak');
    expect(giveawaySkinSearch.$state.get().data).toEqual([{ ornamentId: 5 }]);
    const input = { title: 't', description: '', drawMode: 'full' as const, drawAt: '', maxEntrants: 10, minDeposit: 0, depositDays: 30, requireVerified: false, prizes: [5] };
    expect(await createGiveaway(input)).toBe('77');
    expect(create).toHaveBeenCalledWith(input);
  });
});

describe('the cancel form\'s action', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the refusal, cleared when the room opens again', async () => {
    vi.spyOn(giveawaysApi, 'cancel').mockRejectedValue(new Error('already drawn'));
    vi.spyOn(giveawaysApi, 'detail').mockResolvedValue({ id: '9' } as unknown as ConsoleGiveawayDetail);
    const t = (key: string) => key;
    expect(await giveawayCancel.run(t, '9', 'x')).toEqual({ ok: false });
    expect(giveawayCancel.$state.get().error).toBe('already drawn');
    await openGiveaway('9');
    expect(giveawayCancel.$state.get().error).toBe('');
    vi.spyOn(giveawaysApi, 'cancel').mockResolvedValue(null);
    vi.spyOn(giveawaysApi, 'audit').mockResolvedValue({ rows: [], total: 0, page: 1, pageSize: 50 } as never);
    await giveawayCancel.run(t, '9', 'wrong prizes');
    expect(giveawayCancel.$state.get()).toEqual({ busy: false, error: '', notice: 'console_giveaways_cancelled' });
    await openGiveaway('9');
    expect(giveawayCancel.$state.get().notice).toBe('');
  });
});

describe('the create form\'s action', () => {
  afterEach(() => { vi.restoreAllMocks(); vi.unstubAllGlobals(); });
  const input = { title: 't', description: '', drawMode: 'full' as const, drawAt: '', maxEntrants: 10, minDeposit: 0, depositDays: 30, requireVerified: false, prizes: [5] };

  it('goes to the new room and stays busy meanwhile; a refusal is shown and the form can be sent again', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign, pathname: '/console/giveaways/new', search: '' } });
    vi.spyOn(giveawaysApi, 'create').mockRejectedValueOnce(new Error('draw time passed')).mockResolvedValueOnce({ id: '77' });
    giveawayCreate.reset();
    expect(await giveawayCreate.run(input)).toEqual({ ok: false });
    expect(giveawayCreate.$state.get()).toEqual({ busy: false, error: 'draw time passed', notice: '' });
    expect(await giveawayCreate.run(input)).toEqual({ ok: true, value: '77' });
    expect(assign).toHaveBeenCalledWith('/console/giveaways/77');
    expect(giveawayCreate.$state.get()).toEqual({ busy: true, error: '', notice: '' });
  });
});
