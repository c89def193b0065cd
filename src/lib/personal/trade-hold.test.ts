// The take-back hold as the pages show it: running until its end, in China time; none without a
// change or once it is over; the store follows the signed-in user. And the phrase's save.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../shared/contracts/auth.ts';
import { $user } from '../stores/user.ts';

const profile = vi.hoisted(() => ({ modifyAntiPhishing: vi.fn() }));
const actions = vi.hoisted(() => ({ refreshUser: vi.fn() }));
vi.mock('../api/profile.ts', () => ({ profileApi: profile }));
vi.mock('../actions/auth.ts', () => actions);

const { $tradeHold, chinaDateTime, tradeHoldOf } = await import('./trade-hold.ts');
const { saveAntiPhishingPhrase } = await import('./account.ts');

afterEach(() => $user.set(null));

describe('the take-back hold', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('runs until its end, said in China time', () => {
    expect(tradeHoldOf({ tradeHoldUntil: '2026-11-25T06:00:00.000Z' }, now)).toBe('2026-11-25 14:00');
    expect(chinaDateTime(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01 00:30');
  });
  it('is none without a change, once over, or for a value that is not a time', () => {
    expect(tradeHoldOf(null, now)).toBeNull();
    expect(tradeHoldOf({ tradeHoldUntil: '' }, now)).toBeNull();
    expect(tradeHoldOf({}, now)).toBeNull();
    expect(tradeHoldOf({ tradeHoldUntil: '2026-11-24T12:00:00.000Z' }, now)).toBeNull();
    expect(tradeHoldOf({ tradeHoldUntil: 'soon' }, now)).toBeNull();
  });
  it('the store follows the signed-in user', () => {
    const until = new Date(Date.now() + 3600_000);
    $user.set({ tradeHoldUntil: until.toISOString() } as UserInfo);
    expect($tradeHold.get()).toBe(chinaDateTime(until));
    $user.set({ tradeHoldUntil: '' } as UserInfo);
    expect($tradeHold.get()).toBeNull();
  });
});

describe('the anti-phishing phrase', () => {
  it('is saved, then the user info read again (so every island shows the new one)', async () => {
    profile.modifyAntiPhishing.mockResolvedValue({ phrase: '蓝色海豚' });
    await saveAntiPhishingPhrase('蓝色海豚');
    expect(profile.modifyAntiPhishing).toHaveBeenCalledWith('蓝色海豚');
    expect(actions.refreshUser).toHaveBeenCalledTimes(1);
  });
  it('a refusal rejects and reads nothing again', async () => {
    actions.refreshUser.mockClear();
    profile.modifyAntiPhishing.mockRejectedValue(new Error('refused'));
    await expect(saveAntiPhishingPhrase('x')).rejects.toThrow('refused');
    expect(actions.refreshUser).not.toHaveBeenCalled();
  });
});
