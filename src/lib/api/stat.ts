// Statistics endpoints (the spec's calls "Stats and startup"). Background data: failures are not toasted.
import type { DropRecord, HomeStats } from '../../shared/contracts/feed.ts';
import { FEED_CAP } from '../../shared/constants.ts';
import { api } from './index.ts';

export const statApi = {
  lastDrop: (isTop: 0 | 1, limit = FEED_CAP) => api.get<DropRecord[]>('/stat/lastDrop', { limit, isTop }, { silent: true }),
  homepage: () => api.get<HomeStats>('/stat/homepage', {}, { silent: true }),
};
