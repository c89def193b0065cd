// /personal/transfer: moving money from the secondary balance to the main one; the server's
// balances are applied to the header at once.
import { atom } from 'nanostores';
import { dailyApi } from '../api/daily-rewards.ts';
import { $user } from '../stores/user.ts';

export const $transferring = atom(false);

/** True when the server moved it (a refusal, e.g. above the secondary balance, was toasted). */
export async function transferToMain(amount: string): Promise<boolean> {
  $transferring.set(true);
  try {
    const r = await dailyApi.transfer(amount);
    const user = $user.get();
    if (user) $user.set({ ...user, balance: r.balance, secondaryBalance: r.secondaryBalance });
    return true;
  } catch {
    return false;
  } finally {
    $transferring.set(false);
  }
}
