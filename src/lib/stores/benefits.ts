// The benefit dialog's list, shared by the header's gift button (its count badge) and
// the dialog: fetched when the button mounts and again whenever the dialog closes (a claim, a
// deposit or an opening may have used something meanwhile).
import { atom } from 'nanostores';
import type { BenefitsView } from '../../shared/contracts/rewards/virtual.ts';
import { virtualApi } from '../api/virtual.ts';

export const $benefits = atom<BenefitsView | null>(null);

/** How many things the player can claim or use now. */
export function benefitCount(b: BenefitsView | null): number {
  if (!b) return 0;
  return (b.firstDepositBonus !== null ? 1 : 0) + b.dailyTiers.filter((x) => x.state === 1).length + b.freeBoxes.length + b.coupons.length + b.vouchers.length;
}

export async function loadBenefits(): Promise<void> {
  try {
    $benefits.set(await virtualApi.benefits({ silent: true }));
  } catch {
    // The badge keeps its last count; the dialog offers a retry.
  }
}
