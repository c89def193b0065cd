// The rest of a live site's players, around the few a load runs as (population.sql says why).
//   BENCH_POPULATION  how many (default 20000; 0 for none)
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

export const POPULATION = Number(process.env.BENCH_POPULATION ?? 20_000);

export async function addPopulation(db: Db, n = POPULATION): Promise<void> {
  if (n <= 0) return;
  const text = fs.readFileSync('scripts/bench/population.sql', 'utf8').replace(/^--.*$/gm, '').replaceAll(':n', String(Math.floor(n)));
  for (const statement of text.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) await db.execute(sql.raw(statement));
  // Its write-ahead log flushed to the tables now, not by a checkpoint in the middle of the load
  // (a superuser's right: the bench's own clusters; elsewhere it is left to PostgreSQL).
  await db.execute(sql.raw('CHECKPOINT')).catch(() => {});
}
