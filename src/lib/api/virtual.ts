// Virtual items (avatar frames, name colours) and the benefit dialog's list.
import type { Wearing, BenefitsView, VirtualItemView } from '../../shared/contracts/rewards/virtual.ts';
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

export const virtualApi = {
  list: (opts: RequestOptions = {}) => api.get<VirtualItemView[]>('/profile/buyVirtual', {}, opts),
  mine: (opts: RequestOptions = {}) => api.get<VirtualItemView[]>('/profile/myVirtual', {}, opts),
  /** Spends gold coins only: idempotent (one key per click). */
  buy: (id: number) => api.post<{ coins: string; items: VirtualItemView[] }>('/profile/buyVirtualItem', { id }, { idempotent: true }),
  /** Wear an owned item, or take a kind off (id 0). */
  wear: (id: number, kind: number) => api.post<Wearing>('/profile/wearVirtual', { id, kind }),
  benefits: (opts: RequestOptions = {}) => api.get<BenefitsView>('/profile/getBenefits', {}, opts),
  claimDaily: (tierId: string) => api.post<{ reward: RewardView }>('/profile/claimDailyReward', { tierId }),
};
