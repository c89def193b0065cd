// The console's view of the watchdog: what the last 24 hours' runs checked and found.
import { sql } from 'drizzle-orm';
import { WATCHDOG_GAMES, type WatchdogGame, type WatchdogSummary } from '../../../../shared/contracts/console-fairness.ts';
import { queryRows, type Db } from '../../../db/client.ts';
import { fairChecks } from '../../../db/schema/index.ts';
import { WATCHDOG_WINDOW_MS } from './settings.ts';

/** The console's summary of the last 24 hours' checks. */
export async function watchdogSummary(db: Db, now: Date): Promise<WatchdogSummary> {
  const since = sql`${new Date(now.getTime() - WATCHDOG_WINDOW_MS).toISOString()}::timestamptz`;
  const counts = await queryRows<{ game: string; checked: number; mismatches: number }>(db, sql`
    SELECT game, count(DISTINCT roll_ref)::int AS checked, count(DISTINCT roll_ref) FILTER (WHERE NOT ok)::int AS mismatches
    FROM fair_checks WHERE checked_at > ${since} GROUP BY game`);
  const list = await db.select({ game: fairChecks.game, rollRef: fairChecks.rollRef, checkedAt: fairChecks.checkedAt, detail: fairChecks.detail })
    .from(fairChecks).where(sql`NOT ${fairChecks.ok} AND ${fairChecks.checkedAt} > ${since}`)
    .orderBy(sql`${fairChecks.checkedAt} DESC, ${fairChecks.id} DESC`).limit(50);
  const [last] = await db.select({ at: fairChecks.checkedAt }).from(fairChecks)
    .where(sql`${fairChecks.checkedAt} > ${since}`).orderBy(sql`${fairChecks.checkedAt} DESC`).limit(1);
  return {
    games: WATCHDOG_GAMES.map((game) => {
      const c = counts.find((x) => x.game === game);
      return { game, checked: c?.checked ?? 0, mismatches: c?.mismatches ?? 0 };
    }),
    mismatchList: list.map((m) => ({ game: m.game as WatchdogGame, rollRef: m.rollRef, checkedAt: m.checkedAt.toISOString(), detail: m.detail ?? '' })),
    lastCheckAt: last ? last.at.toISOString() : null,
  };
}
