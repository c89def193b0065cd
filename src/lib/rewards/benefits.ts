// Claiming a daily benefit tier from the benefits dialog: the benefits and the player reload after.
import { atom } from 'nanostores';
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import { refreshUser } from '../actions/auth.ts';
import { virtualApi } from '../api/virtual.ts';
import { loadBenefits } from '../stores/benefits.ts';

/** The tier being claimed, if any. */
export const $benefitClaiming = atom<string | null>(null);

/**
 * Claims a tier: `onClaimed` sees the reward as soon as the server gave it, then the benefits and
 * the player reload. A refusal was shown by the request client.
 */
export async function claimDailyBenefit(tierId: string, onClaimed: (reward: RewardView) => void): Promise<void> {
  $benefitClaiming.set(tierId);
  try {
    const r = await virtualApi.claimDaily(tierId);
    onClaimed(r.reward);
    await Promise.all([loadBenefits(), refreshUser()]);
  } catch {
    // Shown by the request client.
  } finally {
    $benefitClaiming.set(null);
  }
}
