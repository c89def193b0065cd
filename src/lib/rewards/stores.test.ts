// The reward pages' stores: daily tiers and claiming, the transfer, redeeming a code with the
// records it reloads, a benefit claim and opening a free case.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '../stores/user.ts';

const daily = vi.hoisted(() => ({ view: vi.fn(), claim: vi.fn(), transfer: vi.fn() }));
const cdk = vi.hoisted(() => ({ redeem: vi.fn(), records: vi.fn() }));
const coupons = vi.hoisted(() => ({ freeBoxes: vi.fn(), openFree: vi.fn() }));
const box = vi.hoisted(() => ({ detail: vi.fn() }));
const wallet = vi.hoisted(() => ({ refreshWallet: vi.fn(async () => undefined), refreshUser: vi.fn(async () => undefined) }));
vi.mock('../api/daily-rewards.ts', () => ({ dailyApi: daily, VOUCHER_PAGE_SIZE: 12 }));
vi.mock('../api/cdk.ts', () => ({ cdkApi: cdk }));
vi.mock('../api/coupons.ts', () => ({ couponApi: coupons, COUPON_PAGE_SIZE: 15 }));
vi.mock('../api/box.ts', () => ({ boxApi: box }));
vi.mock('../actions/auth.ts', () => wallet);

const { $dailyClaiming, $dailyFailed, $dailyView, claimDaily, loadDaily } = await import('./daily.ts');
const { transferToMain } = await import('./transfer.ts');
const { $rewardRecords, clearRewardRecords, loadRewardRecords, redeemCode } = await import('./redeem.ts');
const { openFreeBox } = await import('./free-boxes.ts');

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  for (const m of [daily, cdk, coupons, box]) for (const f of Object.values(m)) f.mockReset();
  clearRewardRecords();
});
afterEach(() => $user.set(null));

describe('daily rewards', () => {
  it('loads, fails, and a claim refreshes the wallet and the tiers', async () => {
    daily.view.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ enabled: true });
    await loadDaily();
    expect($dailyFailed.get()).toBe(true);
    await loadDaily();
    expect([$dailyFailed.get(), $dailyView.get()]).toEqual([false, { enabled: true }]);
    daily.claim.mockResolvedValue({ reward: { kind: 'points' } });
    const claiming = claimDaily('t1');
    expect($dailyClaiming.get()).toBe('t1');
    await expect(claiming).resolves.toEqual({ kind: 'points' });
    expect($dailyClaiming.get()).toBeNull();
    expect(wallet.refreshWallet).toHaveBeenCalled();
    expect(daily.view).toHaveBeenCalledTimes(3);
  });
});

describe('transfer', () => {
  it('applies the server\'s balances; a refusal changes nothing', async () => {
    $user.set({ balance: '1.00', secondaryBalance: '5.00' } as never);
    daily.transfer.mockResolvedValueOnce({ balance: '3.00', secondaryBalance: '3.00' }).mockRejectedValueOnce(new Error('over'));
    await expect(transferToMain('2')).resolves.toBe(true);
    expect($user.get()).toMatchObject({ balance: '3.00', secondaryBalance: '3.00' });
    await expect(transferToMain('9')).resolves.toBe(false);
    expect($user.get()).toMatchObject({ balance: '3.00' });
  });
});

describe('redeem and records', () => {
  it('adds later pages, keeps rows on a failure, and reloads page 1 after a redemption', async () => {
    cdk.records.mockImplementation(async (page: number) => ({ list: [{ id: `r${page}` }], total: 3 }));
    await loadRewardRecords(1);
    await loadRewardRecords(2);
    expect($rewardRecords.get()).toMatchObject({ rows: [{ id: 'r1' }, { id: 'r2' }], page: 2, total: 3, loading: false });
    cdk.records.mockRejectedValueOnce(new Error('down'));
    await loadRewardRecords(3);
    expect($rewardRecords.get().rows).toHaveLength(2);
    cdk.redeem.mockResolvedValue({ reward: { kind: 'freeBox' } });
    await expect(redeemCode('ABC')).resolves.toEqual({ kind: 'freeBox' });
    await flush();
    expect($rewardRecords.get().rows).toEqual([{ id: 'r1' }]);
  });
});

describe('free cases', () => {
  it('opens one with the case\'s table, or without it when that request failed', async () => {
    coupons.openFree.mockResolvedValue({ drops: [] });
    box.detail.mockResolvedValueOnce({ price: '10.00' }).mockRejectedValueOnce(new Error('down'));
    await expect(openFreeBox(7)).resolves.toEqual({ result: { drops: [] }, box: { price: '10.00' } });
    await expect(openFreeBox(7)).resolves.toEqual({ result: { drops: [] }, box: null });
    expect(coupons.openFree).toHaveBeenCalledWith(7, 1);
  });
});
