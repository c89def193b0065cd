// /personal/daily: today's deposit tiers and claiming one (the reward lands where its kind goes;
// the wallet is refreshed, and the tiers reload either way to show what is left).
import { atom } from 'nanostores';
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import type { DailyRewardsView } from '../../shared/contracts/rewards/daily.ts';
import { refreshWallet } from '../actions/auth.ts';
import { dailyApi } from '../api/daily-rewards.ts';

export const $dailyView = atom<DailyRewardsView | null>(null);
export const $dailyFailed = atom(false);
/** The tier being claimed, if any. */
export const $dailyClaiming = atom<string | null>(null);

export function loadDaily(): Promise<void> {
  $dailyFailed.set(false);
  return dailyApi.view().then((v) => $dailyView.set(v), () => $dailyFailed.set(true));
}

/** Signed out, or the page left: nothing shown. */
export function clearDaily(): void {
  $dailyView.set(null);
}

/** The reward claimed, or null when the server refused (the request client showed its message). */
export async function claimDaily(tierId: string): Promise<RewardView | null> {
  $dailyClaiming.set(tierId);
  try {
    const r = await dailyApi.claim(tierId);
    void refreshWallet();
    return r.reward;
  } catch {
    return null;
  } finally {
    $dailyClaiming.set(null);
    void loadDaily();
  }
}
