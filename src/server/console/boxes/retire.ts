// Retiring a case takes it off sale (not listed, not opened, not put in a new battle) and nothing
// else: its versions and every roll made with them stay as they are, and its pages for old rolls
// stay readable. Unretiring puts the same current version back on sale. Each is a conditional
// UPDATE with its audit row in one transaction; every process hears of it within
// CATALOGUE_REFRESH_MS, and the opening's own statement refuses a retired case meanwhile.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { refreshCatalogue } from '../../modules/boxes/catalogue.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';

type Deps = Pick<AppDeps, 'db' | 'catalogue'>;

async function exists(tx: Tx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`SELECT id FROM boxes WHERE id = ${id}`);
  return rows.length > 0;
}

export async function setRetired(deps: Deps, staff: StaffActor, id: number, retire: boolean, reason: string, now: Date): Promise<{ id: number; retiredAt: string | null }> {
  const result = await deps.db.transaction(async (tx) => {
    const rows = retire
      ? await queryRows<{ current_version: number }>(tx, sql`
          UPDATE boxes SET retired_at = ${now.toISOString()}::timestamptz WHERE id = ${id} AND retired_at IS NULL RETURNING current_version`)
      : await queryRows<{ current_version: number }>(tx, sql`
          UPDATE boxes SET retired_at = NULL WHERE id = ${id} AND retired_at IS NOT NULL RETURNING current_version`);
    if (rows.length === 0) {
      if (!(await exists(tx, id))) throw new AppError('BOX_NOT_FOUND');
      throw new AppError(retire ? 'CONSOLE_BOX_RETIRED' : 'CONSOLE_BOX_NOT_RETIRED');
    }
    await writeAudit(tx, staff, {
      action: retire ? 'box.retire' : 'box.unretire', target: `box:${id}`,
      before: { retired: !retire, version: Number(rows[0].current_version) }, after: { retired: retire, version: Number(rows[0].current_version) },
      reason,
    }, now);
    return { id, retiredAt: retire ? now.toISOString() : null };
  });
  await refreshCatalogue(deps.db, deps.catalogue);
  return result;
}
