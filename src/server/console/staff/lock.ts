// Every staff change locks in one order, so none deadlocks another: the active owners first (in id
// order), then the staff member changed. Holding the owners' rows is what lets "the last active
// owner can be neither disabled nor demoted" hold when two owners act at once.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** The staff member's row, locked; and, when they are an active owner, whether they are the last one. */
export async function lockTarget(tx: Tx, id: bigint) {
  const owners = await tx.select({ id: staff.id }).from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt))).orderBy(asc(staff.id)).for('update');
  const [row] = await tx.select({ id: staff.id, name: staff.name, role: staff.role, disabledAt: staff.disabledAt })
    .from(staff).where(eq(staff.id, id)).for('update');
  if (!row) throw new AppError('CONSOLE_STAFF_NOT_FOUND');
  const lastOwner = row.role === 'owner' && row.disabledAt === null && owners.length <= 1;
  return { row, lastOwner };
}
