// Daily deposit rewards, the secondary-balance transfer and vouchers.
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import type { DailyRewardsView, TransferResult, VoucherView } from '../../shared/contracts/rewards/daily.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import { api } from './index.ts';

export const VOUCHER_PAGE_SIZE = 12;

export interface UseVoucherResult {
  voucher: VoucherView;
  itemId: string | null;
  balance: string;
}

export const dailyApi = {
  view: () => api.get<DailyRewardsView>('/profile/getDailyRewards'),
  /** One key per click: a retried click answers what the first did. */
  claim: (tierId: string) => api.post<{ reward: RewardView }>('/profile/claimDailyReward', { tierId }, { idempotent: true }),
  transfer: (amount: string) => api.post<TransferResult>('/profile/transferSecondary', { amount }, { idempotent: true }),
  vouchers: (stat: number, page: number) => api.get<Page<VoucherView>>('/profile/getMyVoucherPage', { stat, page, pageSize: VOUCHER_PAGE_SIZE }),
  useVoucher: (id: string) => api.post<UseVoucherResult>('/profile/useRewardVoucher', { id }, { idempotent: true }),
};
