// The account and security stores: a failure keeps what was shown, a field left drops an answer
// still in flight, and the missing security check is told from other failures.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { ERROR_CODE } from '../api/error-codes.ts';

const profile = vi.hoisted(() => ({ seed: vi.fn(), headPicList: vi.fn() }));
const sessions = vi.hoisted(() => ({ list: vi.fn(), end: vi.fn(), endOthers: vi.fn() }));
vi.mock('../api/profile.ts', () => ({ profileApi: profile }));
vi.mock('../api/sessions.ts', () => ({ sessionsApi: sessions }));

const { $clientSeed, $headPics, $headPicsFailed, dropClientSeed, loadClientSeed, loadHeadPics } = await import('./account.ts');
const { $sessions, clearSessions, endOtherSessions, isCheckRequired, loadSessions } = await import('./security.ts');

beforeEach(() => {
  for (const m of [profile, sessions]) for (const f of Object.values(m)) f.mockReset();
  clearSessions();
});

describe('account', () => {
  it('reads the client seed, "" when it cannot, and drops an answer after the field left', async () => {
    profile.seed.mockResolvedValueOnce({ clientSeed: 'abc' }).mockRejectedValueOnce(new Error('down'));
    await loadClientSeed();
    expect($clientSeed.get()).toBe('abc');
    await loadClientSeed();
    expect($clientSeed.get()).toBe('');
    let resolve!: (v: unknown) => void;
    profile.seed.mockReturnValue(new Promise((r) => { resolve = r; }));
    const p = loadClientSeed();
    dropClientSeed();
    resolve({ clientSeed: 'late' });
    await p;
    expect($clientSeed.get()).toBeNull();
  });

  it('loads the preset avatars or says it failed', async () => {
    profile.headPicList.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([{ id: 1 }]);
    await loadHeadPics();
    expect([$headPics.get(), $headPicsFailed.get()]).toEqual([null, true]);
    await loadHeadPics();
    expect([$headPics.get(), $headPicsFailed.get()]).toEqual([[{ id: 1 }], false]);
  });
});

describe('security', () => {
  it('keeps the devices shown when a reload fails, and counts the others signed out', async () => {
    sessions.list.mockResolvedValueOnce([{ id: 's1' }]).mockRejectedValueOnce(new Error('down'));
    await loadSessions();
    await loadSessions();
    expect($sessions.get()).toEqual([{ id: 's1' }]);
    sessions.endOthers.mockResolvedValue({ ended: 2 });
    await expect(endOtherSessions()).resolves.toBe(2);
  });

  it('tells the missing security check from other failures', () => {
    expect(isCheckRequired(new ApiError(ERROR_CODE.SECURITY_CHECK_REQUIRED, 'check'))).toBe(true);
    expect(isCheckRequired(new ApiError(ERROR_CODE.INSUFFICIENT_BALANCE, 'short'))).toBe(false);
    expect(isCheckRequired(new Error('x'))).toBe(false);
  });
});

describe('record lists', () => {
  it('a tab loads once; another balance type starts from nothing; signing out keeps the type', async () => {
    const endpoints = await import('../api/endpoints.ts');
    const log = vi.spyOn(endpoints.endpoints, 'balanceLog').mockImplementation(async (page) => ({ list: [], total: 0, page, pageSize: 10 }));
    const { balanceRecords, filterBalanceRecords, forgetRecords, resetRecords, showRecords } = await import('./records.ts');
    showRecords(balanceRecords);
    await vi.waitFor(() => expect(balanceRecords.$state.get().data).not.toBeNull());
    showRecords(balanceRecords);
    expect(log).toHaveBeenCalledTimes(1);
    filterBalanceRecords(3);
    expect(balanceRecords.$state.get().data).toBeNull();
    filterBalanceRecords(3);
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(log.mock.calls[1]).toEqual([1, {}, 3]);
    forgetRecords();
    expect(balanceRecords.$filters.get().type).toBe(3);
    resetRecords();
    expect(balanceRecords.$filters.get().type).toBe(-1);
    log.mockRestore();
  });
});

describe('virtual items', () => {
  it('buying takes the server\'s items and coins; wearing marks one worn of its kind', async () => {
    const virtual = await import('../api/virtual.ts');
    const { $user } = await import('../stores/user.ts');
    const pages = await import('./pages.ts');
    const item = (id: number, kind: number, worn = false) => ({ id, kind, worn }) as never;
    $user.set({ goldCoins: '9.00' } as never);
    vi.spyOn(virtual.virtualApi, 'buy').mockResolvedValue({ coins: '4.00', items: [item(1, 1), item(2, 1), item(3, 2, true)] });
    await expect(pages.buyVirtualItem(1)).resolves.toBe(true);
    expect($user.get()).toMatchObject({ goldCoins: '4.00' });
    vi.spyOn(virtual.virtualApi, 'wear').mockResolvedValue({} as never);
    await expect(pages.wearVirtualItem(2, 1, false)).resolves.toBe(true);
    expect((pages.virtualItems.$data.get() as { id: number; worn: boolean }[]).map((i) => [i.id, i.worn])).toEqual([[1, false], [2, true], [3, true]]);
    expect(pages.$virtualBusy.get()).toBeNull();
    $user.set(null);
    vi.restoreAllMocks();
  });
});
