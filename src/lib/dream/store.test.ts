// @vitest-environment happy-dom
// The dream stores: the settings clamp the chance, the quote follows the form, dreaming spends and
// spins, "insufficient balance" opens the top-up dialog, and the pool asks again only on a change.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ornament } from '../../shared/contracts/box.ts';
import type { DreamConfig } from '../../shared/contracts/dream.ts';
import { ERRORS } from '../../shared/errors.ts';
import { setToken } from '../stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../stores/dialogs.ts';
import {
  $dreamConfig, $dreamConfigLoad, $dreamForm, $dreamPhase, $dreamPool, $dreamQuote, closeDreamResult, dream, dreamLanded, loadDreamConfig,
  loadDreamPool, pickTarget, quoteDream, resetDream, searchDreamPool, setChance, setStake, sortDreamPool,
} from './store.ts';
import { sentBody } from '../test-support.ts';

function envelope(data: unknown, status = 0, http = 200): Response {
  return new Response(JSON.stringify({ status, msg: status ? 'no' : '', data, success: status === 0 }), { status: http });
}

const config: DreamConfig = { minPercent: 1, maxPercent: 75, minPpm: 10_000, maxPpm: 750_000, edgePercent: 5, edgePpm: 50_000, poolMin: '1', poolMax: '10000', tickets: 1_000_000 };
const target = { ornamentId: 7, name: 'AK', price: '100.00' } as Ornament;

describe('dream stores', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    resetDream();
    closeAllDialogs();
    setToken('t-1');
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });

  it('loads the settings and clamps the chance into their bounds', async () => {
    setChance(900_000);
    fetch.mockResolvedValue(envelope(config));
    await loadDreamConfig();
    expect($dreamConfigLoad.get()).toBe('loaded');
    expect($dreamConfig.get()).toEqual(config);
    expect($dreamForm.get().chance).toBe(750_000);
  });

  it('marks a failed settings load', async () => {
    fetch.mockResolvedValue(envelope(null, 500, 500));
    await loadDreamConfig();
    expect($dreamConfigLoad.get()).toBe('failed');
  });

  it('quotes the fee, and names a stake worth more than the target', () => {
    $dreamConfig.set(config);
    pickTarget(target);
    expect($dreamQuote.get().fee).not.toBeNull();
    expect($dreamQuote.get().canGo).toBe(true);
    const form = { ...$dreamForm.get(), mode: 'stake' as const, stakeIds: ['a'], stakeItems: [{ id: 'a', price: '200.00' }] as never };
    expect(quoteDream(config, form).stake.problem).toBe('dream.stakeTooHigh');
    expect(quoteDream(config, form).canGo).toBe(false);
  });

  it('dreams, spins and lands on the result; a staked dream empties the stake', async () => {
    $dreamConfig.set(config);
    pickTarget(target);
    $dreamForm.setKey('mode', 'stake');
    setStake(['a'], [{ id: 'a', price: '10.00' }] as never);
    fetch.mockResolvedValue(envelope({ rollId: 'r', ticket: 5, chancePpm: 100, won: false, target, item: null, fee: '0.00', balance: '1.00' }));
    await dream();
    const body = JSON.parse(sentBody(fetch.mock.calls[0][1])) as unknown;
    expect(body).toEqual({ targetId: 7, stakeIds: ['a'] });
    expect($dreamPhase.get().kind).toBe('rolling');
    expect($dreamForm.get()).toMatchObject({ stakeIds: [], stakeItems: [], bagVersion: 1 });
    expect(pickTarget({ ...target, ornamentId: 8 })).toBe(false);
    dreamLanded();
    expect($dreamPhase.get().kind).toBe('result');
    closeDreamResult();
    expect($dreamPhase.get().kind).toBe('idle');
  });

  it('opens the top-up dialog when the balance does not cover the fee', async () => {
    $dreamConfig.set(config);
    pickTarget(target);
    fetch.mockResolvedValue(envelope(null, ERRORS.INSUFFICIENT_BALANCE.code, 422));
    await dream();
    expect($dialogs.get().recharge).toBe(true);
    expect($dreamPhase.get().kind).toBe('idle');
  });

  it('asks the pool again only when the query, sort or page changed', async () => {
    fetch.mockImplementation(() => Promise.resolve(envelope({ list: [target], total: 1, page: 1, pageSize: 24 })));
    await loadDreamPool();
    expect($dreamPool.get().data?.total).toBe(1);
    await searchDreamPool('  ');
    expect(fetch).toHaveBeenCalledTimes(1);
    await searchDreamPool(' ak ');
    await sortDreamPool('price_asc');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[2][0]).toContain('search=ak');
    expect(fetch.mock.calls[2][0]).toContain('sort=price_asc');
  });
});
