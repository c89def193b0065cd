// The fairness watchdog's record (modules/fairness/watchdog/): one row per stored roll it
// re-computed from its seeds. Kept WATCHDOG_KEEP_DAYS; the console's front page counts the last day.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

export const fairChecks = pgTable('fair_checks', {
  id: id(),
  /** case (rolls), battle (battle_results), dream (dream_rolls), giveaway (a drawn prize). */
  game: text('game').notNull(),
  /** The roll: a rolls or dream_rolls id, `room:round:seat` for a battle, `giveaway:pos` for a prize. */
  rollRef: text('roll_ref').notNull(),
  /** The watchdog run (its job's id): one run's checks share it. */
  jobId: bigint('job_id', { mode: 'bigint' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  ok: boolean('ok').notNull(),
  /** What did not match (recorded against re-computed values); null when ok. */
  detail: text('detail'),
}, (t) => [
  check('fair_checks_game', sql`${t.game} IN ('case', 'battle', 'dream', 'giveaway')`),
  index('fair_checks_checked_idx').on(t.checkedAt),
  index('fair_checks_mismatch_idx').on(t.checkedAt).where(sql`NOT ${t.ok}`),
]);
