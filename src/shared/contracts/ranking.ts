// Rankings: the best drops of the day and the week, by value and by luck (value over
// what the case cost); battle winners (contracts/battle.ts BattleRank); promotion leaders by
// promoted players. Nobody is ranked by what they lost or deposited.
import { z } from 'zod';
import type { Ornament } from './box.ts';
import { oneOf } from './fields.ts';
import { DROP_RANKINGS, RANKING_PERIODS, type DropRankBy, type RankingPeriod } from '../level-constants.ts';

export { DROP_RANKINGS, RANKING_PERIODS, RANKING_SIZE, type DropRankBy, type RankingPeriod } from '../level-constants.ts';

/** GET api/rank/drops?period=day|week&by=value|luck */
export const dropRankQuery = z.object({
  period: oneOf('field.period', RANKING_PERIODS).optional().default('day'),
  by: oneOf('field.rankBy', DROP_RANKINGS).optional().default('value'),
});

export interface RankedPlayer {
  nickname: string;
  avatar: string;
  vipLevel: number;
}

export interface DropRankRow extends RankedPlayer {
  rank: number;
  item: Ornament;
  boxId: number;
  boxName: string;
  /** The case's price (yuan), the item's value (yuan) and value ÷ price ("12.34"). */
  cost: string;
  value: string;
  multiple: string;
  createTime: string;
}

export interface DropRanking {
  period: RankingPeriod;
  by: DropRankBy;
  /** The period's start and the time of reading (ISO): the list states them. */
  from: string;
  to: string;
  list: DropRankRow[];
}

/** GET api/rank/promoters: partners by players promoted, all time and in the week (by binding time). */
export interface PromoterRankRow extends RankedPlayer {
  rank: number;
  promotedCount: number;
}

export interface PromoterRanking {
  week: PromoterRankRow[];
  all: PromoterRankRow[];
  weekFrom: string;
}
