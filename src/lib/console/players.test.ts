// The player page's store: the profile opened from nothing; each write reads the profile and the
// shown records page again, and a refused write reads nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPlayer, playerActions, playerProfile, playerRecordList, playersApi, type PlayerProfile } from './players.ts';

const profile = { id: '7', nickname: 'p7', status: 0 } as unknown as PlayerProfile;
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.restoreAllMocks());

describe('the player page store', () => {
  it('opens the profile from nothing', async () => {
    vi.spyOn(playersApi, 'profile').mockResolvedValue(profile);
    playerProfile.set({ ...profile, id: '6' });
    const opening = openPlayer('7');
    expect(playerProfile.$state.get().data).toBeNull();
    await opening;
    expect(playerProfile.$state.get().data).toEqual(profile);
  });

  it('a ban answers how many sessions ended and reads the profile and records again', async () => {
    const profileCall = vi.spyOn(playersApi, 'profile').mockResolvedValue(profile);
    const records = vi.spyOn(playersApi, 'records').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 20 });
    const ban = vi.spyOn(playersApi, 'ban').mockResolvedValue({ endedSessions: 3 });
    await playerRecordList.start({ id: '7', tab: 'ledger' });
    records.mockClear();
    expect(await playerActions.ban('7', 'fraud')).toBe(3);
    await flush();
    expect(ban).toHaveBeenCalledWith('7', 'fraud');
    expect(profileCall).toHaveBeenCalledWith('7');
    expect(records).toHaveBeenCalledWith('7', 'ledger', 1, 20);
  });

  it('an adjustment answers the server\'s record; a refusal rejects and reads nothing', async () => {
    const profileCall = vi.spyOn(playersApi, 'profile').mockResolvedValue(profile);
    vi.spyOn(playersApi, 'adjust').mockResolvedValueOnce({ id: '1', userId: '7', accountType: 'main', amount: '5.00', state: 1 })
      .mockRejectedValueOnce(new Error('over the limit'));
    expect((await playerActions.adjust('7', { accountType: 'main', amount: '5', reason: 'refund' })).state).toBe(1);
    profileCall.mockClear();
    await expect(playerActions.adjust('7', { accountType: 'main', amount: '9999', reason: 'x' })).rejects.toThrow('over the limit');
    expect(profileCall).not.toHaveBeenCalled();
  });
});
