// The vouchers store: the filtered list asks the server with its state filter, and using a voucher
// updates the balance, marks the voucher busy meanwhile and reloads the list either way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '../stores/user.ts';

const api = vi.hoisted(() => ({ vouchers: vi.fn(), useVoucher: vi.fn() }));
vi.mock('../api/daily-rewards.ts', () => ({ dailyApi: api, VOUCHER_PAGE_SIZE: 12 }));

const { $voucherBusy, redeemVoucher, vouchers } = await import('./vouchers.ts');

const empty = (page: number) => ({ list: [], total: 0, page, pageSize: 12 });

beforeEach(() => {
  api.vouchers.mockReset().mockImplementation(async (_stat: number, page: number) => empty(page));
  api.useVoucher.mockReset();
  vouchers.reset();
  $user.set({ balance: '1.00' } as never);
});
afterEach(() => $user.set(null));

describe('vouchers', () => {
  it('asks by state filter and page', async () => {
    await vouchers.start();
    await vouchers.filter({ stat: 2 });
    expect(api.vouchers.mock.calls).toEqual([[-1, 1], [2, 1]]);
  });

  it('using one updates the balance and reloads the list', async () => {
    await vouchers.start();
    let busy: string | null = null;
    api.useVoucher.mockImplementation(async () => {
      busy = $voucherBusy.get();
      return { itemId: '9', balance: '5.00' };
    });
    await expect(redeemVoucher('7')).resolves.toEqual({ itemId: '9', balance: '5.00' });
    expect(busy).toBe('7');
    expect($voucherBusy.get()).toBeNull();
    expect($user.get()?.balance).toBe('5.00');
    expect(api.vouchers).toHaveBeenCalledTimes(2);
  });

  it('a refused use resolves to null and still reloads', async () => {
    await vouchers.start();
    api.useVoucher.mockRejectedValue(new Error('used'));
    await expect(redeemVoucher('7')).resolves.toBeNull();
    expect($user.get()?.balance).toBe('1.00');
    expect(api.vouchers).toHaveBeenCalledTimes(2);
  });
});
