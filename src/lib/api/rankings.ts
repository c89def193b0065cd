// Rankings (排行榜): best drops by value or luck over the day or week, and the promotion
// leaders. Battle winners come from battleApi.rank (api/battle/rank).
import type { DropRanking, PromoterRanking } from '../../shared/contracts/ranking.ts';
import type { DropRankBy, RankingPeriod } from '../../shared/level-constants.ts';
import { api } from './index.ts';
import type { RequestOptions } from './client.ts';

export const rankingApi = {
  drops: (period: RankingPeriod, by: DropRankBy, opts: RequestOptions = {}) => api.get<DropRanking>('/rank/drops', { period, by }, opts),
  promoters: (opts: RequestOptions = {}) => api.get<PromoterRanking>('/rank/promoters', {}, opts),
};
