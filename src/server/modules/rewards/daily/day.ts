// The daily deposit rewards' day: the China-time calendar day (UTC+8, no daylight saving), the same
// "today" as the top drop of the day and the rankings (stats/service.ts startOfChinaDay).
import { startOfChinaDay } from '../../stats/service.ts';

const DAY_MS = 86_400_000;

export interface ChinaDay {
  /** YYYY-MM-DD in China: daily_reward_claims.day. */
  day: string;
  start: Date;
  /** The next China midnight: when the tiers reset. */
  next: Date;
}

export function chinaDayOf(now: Date): ChinaDay {
  const start = startOfChinaDay(now);
  return { day: new Date(start.getTime() + 8 * 3_600_000).toISOString().slice(0, 10), start, next: new Date(start.getTime() + DAY_MS) };
}
