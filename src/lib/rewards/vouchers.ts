// The player's vouchers page (/personal/vouchers): the filtered paged list, and using a voucher
// (the balance it pays into follows at once, the list reloads either way to show its new state).
import { atom } from 'nanostores';
import type { VoucherView } from '../../shared/contracts/rewards/daily.ts';
import { dailyApi, VOUCHER_PAGE_SIZE, type UseVoucherResult } from '../api/daily-rewards.ts';
import { createFilteredList } from '../paged.ts';
import { $user } from '../stores/user.ts';

export { VOUCHER_PAGE_SIZE };

export interface VoucherFilters {
  /** A HOLDING_STAT, or -1 for every state. */
  stat: number;
}

export const vouchers = createFilteredList<VoucherFilters, VoucherView>({ stat: -1 }, (f, page) => dailyApi.vouchers(f.stat, page));

/** The voucher being used, if any (its button waits). */
export const $voucherBusy = atom<string | null>(null);

/**
 * Turns a voucher into what it names. Resolves to the server's answer, or null when it refused
 * (the request client has already shown the server's message: used, expired).
 */
export async function redeemVoucher(id: string): Promise<UseVoucherResult | null> {
  $voucherBusy.set(id);
  try {
    const r = await dailyApi.useVoucher(id);
    const user = $user.get();
    if (user) $user.set({ ...user, balance: r.balance });
    return r;
  } catch {
    return null;
  } finally {
    $voucherBusy.set(null);
    void vouchers.refresh();
  }
}
