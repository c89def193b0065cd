// The player page's store: the profile opened from nothing; each write reads the profile and the
// shown records page again, and a refused write reads nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adjustmentDecision, openPlayer, playerActions, playerProfile, playerRecordList, playersApi, playerWrite, startAdjustments, type PlayerProfile,
} from './players.ts';

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

describe('the player page\'s forms', () => {
  const t = (key: string, p?: Record<string, string | number>) => (p ? `${key} ${JSON.stringify(p)}` : key);

  it('one write for every form: its notice says what happened, a waiting adjustment says why it waits', async () => {
    vi.spyOn(playersApi, 'profile').mockResolvedValue(profile);
    vi.spyOn(playersApi, 'records').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 20 });
    vi.spyOn(playersApi, 'ban').mockResolvedValue({ endedSessions: 2 });
    const note = vi.spyOn(playersApi, 'note').mockResolvedValue(null as never);
    vi.spyOn(playersApi, 'adjust').mockResolvedValue({ id: '1', userId: '7', accountType: 'main', amount: '900.00', state: 0, wait: 'staff24h' });
    await playerWrite.run(t, '7', { op: 'ban', reason: 'fraud' });
    expect(playerWrite.$state.get()).toEqual({ busy: false, error: '', notice: 'console_players_bannedDone {"n":2}' });
    await playerWrite.run(t, '7', { op: 'note', body: 'called' });
    expect(note).toHaveBeenCalledWith('7', 'called');
    expect(playerWrite.$state.get().notice).toBe('console_players_noteDone');
    await playerWrite.run(t, '7', { op: 'adjust', accountType: 'main', amount: '900', reason: 'r' });
    expect(playerWrite.$state.get().notice).toBe('console_players_adjustPendingStaff {"amount":"900.00"}');
  });

  it('a refusal is shown in place of the notice, and opening a player clears it', async () => {
    vi.spyOn(playersApi, 'profile').mockResolvedValue(profile);
    vi.spyOn(playersApi, 'endSessions').mockRejectedValue(new Error('no sessions'));
    expect(await playerWrite.run(t, '7', { op: 'endSessions', reason: 'r' })).toEqual({ ok: false });
    expect(playerWrite.$state.get()).toEqual({ busy: false, error: 'no sessions', notice: '' });
    await openPlayer('7');
    expect(playerWrite.$state.get()).toEqual({ busy: false, error: '', notice: '' });
  });
});

describe('the adjustment queue\'s decisions', () => {
  const t = (key: string, p?: Record<string, string | number>) => (p ? `${key} ${JSON.stringify(p)}` : key);

  it('says what was posted or rejected, or the refusal, and reads the queue again either way; the page opening clears it', async () => {
    const list = vi.spyOn(playersApi, 'adjustments').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 20 });
    vi.spyOn(playersApi, 'approve').mockResolvedValueOnce({ id: '5', userId: '7', accountType: 'main', amount: '900.00', state: 1 })
      .mockRejectedValueOnce(new Error('your own request'));
    await startAdjustments();
    list.mockClear();
    await adjustmentDecision.run(t, '5', true);
    expect(adjustmentDecision.$state.get()).toEqual({ busy: false, error: '', notice: 'console_players_approvedDone {"amount":"900.00"}' });
    await adjustmentDecision.run(t, '6', true);
    expect(adjustmentDecision.$state.get()).toEqual({ busy: false, error: 'your own request', notice: '' });
    expect(list).toHaveBeenCalledTimes(2);
    await startAdjustments();
    expect(adjustmentDecision.$state.get().error).toBe('');
  });
});
