// A holding's stat as the lists show and filter it (shared/reward-constants.ts HOLDING_STAT): used
// when its state says so, expired when unused and past its expiry on the app clock, else unused.
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { HOLDING_STAT } from '../../../../shared/reward-constants.ts';

export function holdingStat(state: number, expiresAt: Date, now: Date): number {
  if (state === 1) return HOLDING_STAT.used;
  return expiresAt.getTime() <= now.getTime() ? HOLDING_STAT.expired : HOLDING_STAT.unused;
}

/** The SQL filter for a stat (-1 all: undefined). */
export function statFilter(stat: number, cols: { state: PgColumn; expiresAt: PgColumn }, now: Date): SQL | undefined {
  if (stat === HOLDING_STAT.used) return eq(cols.state, 1);
  if (stat === HOLDING_STAT.expired) return and(eq(cols.state, 0), lte(cols.expiresAt, now));
  if (stat === HOLDING_STAT.unused) return and(eq(cols.state, 0), gt(cols.expiresAt, now));
  return undefined;
}
