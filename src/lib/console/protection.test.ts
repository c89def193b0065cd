// The protection page's store: the report loads as the page opens, a lookup shows the player or
// the refusal (and no player), a tightened limit shows the player as the server answered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $protectionLookup, isPlayerId, lookupProtectionPlayer, protectionApi, protectionReport, setLookupError, startProtection, tightening, tightenLimit,
  type ConsoleProtectionPlayer, type ConsoleProtectionReport,
} from './protection.ts';

const player = (amount: string) => ({ userId: '42', limits: [{ amount }] }) as unknown as ConsoleProtectionPlayer;
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.restoreAllMocks());

describe('the protection store', () => {
  it('opens with the report over the default range and no player', async () => {
    const report = vi.spyOn(protectionApi, 'report').mockResolvedValue({ from: 'a', to: 'b' } as unknown as ConsoleProtectionReport);
    $protectionLookup.set({ player: player('1'), error: 'old' });
    startProtection();
    expect($protectionLookup.get()).toEqual({ player: null, error: '' });
    await flush();
    expect(report).toHaveBeenCalledWith({ from: '', to: '' });
    expect(protectionReport.$state.get().data).toEqual({ from: 'a', to: 'b' });
  });

  it('looks a player up, shows a refusal without a player, and tightens', async () => {
    vi.spyOn(protectionApi, 'player').mockResolvedValueOnce(player('100.00')).mockRejectedValueOnce(new Error('no such player'));
    const tighten = vi.spyOn(protectionApi, 'tighten').mockResolvedValueOnce(player('50.00')).mockRejectedValueOnce(new Error('only tighter'));
    await lookupProtectionPlayer('42');
    expect($protectionLookup.get()).toEqual({ player: player('100.00'), error: '' });
    const body = { userId: '42', kind: 'deposit' as const, period: 'day' as const, amount: '50', reason: 'r' };
    await tightenLimit(body);
    expect(tighten).toHaveBeenCalledWith(body);
    expect($protectionLookup.get().player).toEqual(player('50.00'));
    await expect(tightenLimit({ ...body, amount: '500' })).rejects.toThrow('only tighter');
    expect($protectionLookup.get().player).toEqual(player('50.00'));
    await lookupProtectionPlayer('43');
    expect($protectionLookup.get()).toEqual({ player: null, error: 'no such player' });
    setLookupError('');
    expect($protectionLookup.get().error).toBe('');
  });

  it('takes digits without a leading zero as an id', () => {
    expect(isPlayerId('42')).toBe(true);
    expect(isPlayerId('042')).toBe(false);
    expect(isPlayerId('4a')).toBe(false);
  });
});

describe('the tighten form\'s action', () => {
  it('keeps the refusal until the page opens again', async () => {
    vi.spyOn(protectionApi, 'tighten').mockRejectedValue(new Error('only tighter'));
    vi.spyOn(protectionApi, 'report').mockResolvedValue({} as ConsoleProtectionReport);
    const r = await tightening.run((key) => key, { userId: '42', kind: 'deposit', period: 'day', amount: '500', reason: 'r' });
    expect(r).toEqual({ ok: false });
    expect(tightening.$state.get()).toEqual({ busy: false, error: 'only tighter', notice: '' });
    startProtection();
    expect(tightening.$state.get()).toEqual({ busy: false, error: '', notice: '' });
  });

  it('says it was done; looking another player up hides what it said', async () => {
    vi.spyOn(protectionApi, 'tighten').mockResolvedValue({} as never);
    vi.spyOn(protectionApi, 'player').mockResolvedValue({} as never);
    await tightening.run((key) => key, { userId: '42', kind: 'deposit', period: 'day', amount: '50', reason: 'r' });
    expect(tightening.$state.get()).toEqual({ busy: false, error: '', notice: 'console_protection_done' });
    await lookupProtectionPlayer('43');
    expect(tightening.$state.get().notice).toBe('');
  });
});
