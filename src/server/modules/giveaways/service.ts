// What every giveaway change needs, and the shape of its answer: the result for the caller and the
// live events to publish once its transaction has committed (never before, never on a rollback).
import { eq } from 'drizzle-orm';
import type { Config } from '../../config/index.ts';
import type { Tx, Db } from '../../db/client.ts';
import { giveaways } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Beacon } from '../../providers/beacon/beacon.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import type { Catalogue } from '../boxes/catalogue.ts';

export interface GiveawayDeps {
  catalogue: Catalogue;
  config: Pick<Config, 'env'>;
  beacon: Beacon;
  broadcaster: Broadcaster;
}

export type { Changed } from '../../realtime/changed.ts';

export type GiveawayRow = typeof giveaways.$inferSelect;

/** The room, row-locked until the transaction ends: a join, the close, the draw and a cancel each take it first. */
export async function lockGiveaway(tx: Tx, id: bigint): Promise<GiveawayRow> {
  const [row] = await tx.select().from(giveaways).where(eq(giveaways.id, id)).for('update');
  if (!row) throw new AppError('GIVEAWAY_NOT_FOUND');
  return row;
}

export async function findGiveaway(db: Db | Tx, id: bigint): Promise<GiveawayRow> {
  const [row] = await db.select().from(giveaways).where(eq(giveaways.id, id));
  if (!row) throw new AppError('GIVEAWAY_NOT_FOUND');
  return row;
}

