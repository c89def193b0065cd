// The removal queue's store: a decision reads the queue again whether it went through or was
// refused (a stale refusal closed the proposal on the server), and its notice names what was done.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideTotpRemoval, startTotpRemovals, totpRemovalDecision, totpRemovalList, totpRemovalsApi } from './totp-removals.ts';

const flush = () => new Promise((r) => setTimeout(r, 0));
const page = { list: [], total: 0, page: 1, pageSize: 20 };
afterEach(() => vi.restoreAllMocks());

describe('the authenticator removal queue', () => {
  it('opens on the pending ones; a decision, refused or not, reads the list again', async () => {
    const list = vi.spyOn(totpRemovalsApi, 'list').mockResolvedValue(page);
    await startTotpRemovals();
    expect(list).toHaveBeenLastCalledWith({ state: '0', page: 1, pageSize: 20 });
    const decide = vi.spyOn(totpRemovalsApi, 'decide').mockResolvedValueOnce({ id: '9', userId: '4', state: 1 })
      .mockRejectedValueOnce(new Error('stale'));
    expect((await decideTotpRemoval('9', 'approve')).state).toBe(1);
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    await expect(decideTotpRemoval('9', 'approve')).rejects.toThrow('stale');
    await flush();
    expect(list).toHaveBeenCalledTimes(3);
    expect(decide).toHaveBeenCalledWith('9', 'approve');
    expect(totpRemovalList.$filter.get()).toEqual({ state: '0' });
  });

  it('the notice says what was done; a refusal is the error', async () => {
    vi.spyOn(totpRemovalsApi, 'list').mockResolvedValue(page);
    vi.spyOn(totpRemovalsApi, 'decide').mockResolvedValueOnce({ id: '9', userId: '4', state: 3 }).mockRejectedValueOnce(new Error('no'));
    const t = (key: string) => key;
    await totpRemovalDecision.run(t, '9', 'cancel');
    expect(totpRemovalDecision.$state.get()).toEqual({ busy: false, error: '', notice: 'console_totpRemoval_cancelledDone' });
    await totpRemovalDecision.run(t, '9', 'reject');
    expect(totpRemovalDecision.$state.get()).toEqual({ busy: false, error: 'no', notice: '' });
  });
});
