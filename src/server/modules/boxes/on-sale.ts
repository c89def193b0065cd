// Whether the case versions a process's catalogue offers are still on sale, read in the caller's
// transaction: a battle room freezes its cases' versions when created, so creating one from a
// catalogue that has not yet heard of a new version or a retirement (catalogue.ts refreshes every
// few seconds) is refused here rather than freezing a version staff have replaced or retired.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

export async function assertOnSale(tx: Tx, cases: readonly { id: number; current: { version: number } }[]): Promise<void> {
  const wanted = [...new Map(cases.map((c) => [c.id, c.current.version])).entries()];
  const pairs = sql.join(wanted.map(([id, v]) => sql`(${id}::int, ${v}::int)`), sql`, `);
  const [row] = await queryRows<{ n: number }>(tx, sql`
    SELECT count(*)::int AS n FROM boxes WHERE (id, current_version) IN (${pairs}) AND retired_at IS NULL`);
  if (Number(row.n) !== wanted.length) throw new AppError('BOX_CHANGED');
}
