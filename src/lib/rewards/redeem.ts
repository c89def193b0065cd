// /personal/redeem: redeeming a code, and the player's reward records (code redemptions and daily
// deposit rewards, newest first) a page at a time with "load more", from page 1 again after a
// redemption.
import { map } from 'nanostores';
import type { RewardRecord, RewardView } from '../../shared/contracts/rewards/cdk.ts';
import { cdkApi } from '../api/cdk.ts';

const PAGE = 10;

export interface RewardRecordsState {
  /** Every page loaded so far; null before the first answer. */
  rows: RewardRecord[] | null;
  total: number;
  page: number;
  loading: boolean;
}

const EMPTY: RewardRecordsState = { rows: null, total: 0, page: 1, loading: false };
export const $rewardRecords = map<RewardRecordsState>(EMPTY);

/** Page 1 replaces the rows; a later page adds to them. A failure keeps what was shown. */
export async function loadRewardRecords(page: number): Promise<void> {
  $rewardRecords.setKey('loading', true);
  try {
    const r = await cdkApi.records(page, PAGE);
    const old = $rewardRecords.get().rows;
    $rewardRecords.set({ rows: page === 1 ? r.list : [...(old ?? []), ...r.list], total: r.total, page, loading: false });
  } catch {
    $rewardRecords.set({ ...$rewardRecords.get(), rows: $rewardRecords.get().rows ?? [], loading: false });
  }
}

export function clearRewardRecords(): void {
  $rewardRecords.set(EMPTY);
}

/** Redeems a code; rejects with the server's refusal. The records reload from page 1. */
export async function redeemCode(code: string): Promise<RewardView> {
  const r = await cdkApi.redeem(code);
  void loadRewardRecords(1);
  return r.reward;
}
