// Redeem codes (兑换码): the redemption and the player's reward records.
import type { RedeemResult, RewardRecord } from '../../shared/contracts/rewards/cdk.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { RequestOptions } from './client.ts';
import { PAGE_SIZE } from './endpoints.ts';
import { api } from './index.ts';

export const cdkApi = {
  // Silent: the redeem card shows the refusal itself; a toast would say it a second time.
  redeem: (code: string) => api.post<RedeemResult>('/profile/exchangeCdk', { code }, { silent: true }),
  records: (page: number, pageSize = PAGE_SIZE, opts: RequestOptions = {}) =>
    api.get<Page<RewardRecord>>('/profile/getMyRewardPage', { page, pageSize }, opts),
};
