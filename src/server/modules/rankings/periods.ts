// The rankings' periods in China time (UTC+8, no daylight saving): the day so far and the week
// since Monday 00:00. Shared by the battle ranking (battles/rank.ts) and the drop ranking.
import type { RankingPeriod } from '../../../shared/level-constants.ts';
import { startOfChinaDay } from '../stats/service.ts';

export { startOfChinaDay };

/** Monday 00:00 China time of the week holding `now`. */
export function startOfChinaWeek(now: Date): Date {
  const day = startOfChinaDay(now);
  const weekday = (new Date(day.getTime() + 8 * 3600_000).getUTCDay() + 6) % 7; // Monday 0
  return new Date(day.getTime() - weekday * 24 * 3600_000);
}

export function periodStart(period: RankingPeriod, now: Date): Date {
  return period === 'day' ? startOfChinaDay(now) : startOfChinaWeek(now);
}
