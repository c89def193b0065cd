// Deposit and loss limits: the view, set (a decrease at once, a raise or removal after 24 hours), confirm, cancel, skip the deposit prompt.
import type { LimitsView } from '../../shared/contracts/protection/limits.ts';
import type { LimitKind, LimitPeriod } from '../../shared/protection-constants.ts';
import { api } from './index.ts';

export const limitsApi = {
  view: (silent = false) => api.get<LimitsView>('/protection/limits', {}, { silent }),
  /** `amount` '' removes the limit. */
  set: (kind: LimitKind, period: LimitPeriod, amount: string) => api.post<LimitsView>('/protection/limits/set', { kind, period, amount }),
  confirm: (kind: LimitKind, period: LimitPeriod) => api.post<LimitsView>('/protection/limits/confirm', { kind, period }),
  cancel: (kind: LimitKind, period: LimitPeriod) => api.post<LimitsView>('/protection/limits/cancel', { kind, period }),
  skipPrompt: () => api.post<LimitsView>('/protection/limits/skipPrompt', {}),
};
