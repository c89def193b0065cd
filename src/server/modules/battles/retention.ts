// Official rooms are opened by the house with bots whenever none is live in a mode: some ten
// thousand a day, which would pile up without end. Nobody's money is in them (bots pay from
// house:bots, and what they win goes back), so once ended for OFFICIAL_KEEP_DAYS (90: the draw
// records China's loot-box rule asks a site to keep) they are deleted, a batch per hourly run.
// Players' rooms are never deleted: they are a player's battle record. The seats' ledger
// transactions stay, as every ledger row does.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { Recurring } from '../../jobs/recurring.ts';

export const OFFICIAL_KEEP_DAYS = 90;
const DAY_MS = 24 * 3600_000;
/** Rooms deleted per run at most: an hourly run keeps up with ~10,000 a day many times over. */
const BATCH = 5_000;

/** Deletes official rooms ended before now − keepDays (their results and seats with them); returns how many. */
export async function pruneOfficialRooms(tx: Tx, now: Date, keepDays = OFFICIAL_KEEP_DAYS, batch = BATCH): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * DAY_MS);
  // One statement: the foreign keys are checked at its end, when results, seats and rooms are all gone.
  const rows = await queryRows<{ id: string }>(tx, sql`
    WITH doomed AS (
      SELECT id FROM battle_rooms WHERE official AND state = 2 AND ended_at < ${cutoff.toISOString()}::timestamptz ORDER BY ended_at LIMIT ${batch}
    ), results AS (
      DELETE FROM battle_results WHERE room_id IN (SELECT id FROM doomed)
    ), seats AS (
      DELETE FROM battle_seats WHERE room_id IN (SELECT id FROM doomed)
    )
    DELETE FROM battle_rooms WHERE id IN (SELECT id FROM doomed) RETURNING id::text AS id`);
  return rows.length;
}

export const PRUNE_OFFICIAL_ROOMS: Recurring = {
  kind: 'battle.pruneOfficial',
  everyMs: 3600_000,
  run: async (tx, now) => { await pruneOfficialRooms(tx, now); },
};
