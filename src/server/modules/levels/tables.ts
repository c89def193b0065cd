// The versioned level tables: the partner levels with their rebate ratios and the member
// levels with their rewards. The newest version of a kind applies; writing one is a new version, so a
// change applies from its time on and whatever was paid under an older version keeps its record.
import { and, desc, eq } from 'drizzle-orm';
import type { RebateLevelRow, VipLevelRow } from '../../../shared/level-constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { levelTables, rebateLevels, vipLevels } from '../../db/schema/index.ts';

export interface LevelTable<Row> {
  tableId: bigint;
  createdAt: Date;
  /** Ascending by level (and so by threshold: a saved table always rises). */
  levels: Row[];
}

async function currentVersion(db: Db | Tx, kind: 'rebate' | 'vip'): Promise<{ id: bigint; createdAt: Date }> {
  const [row] = await db.select({ id: levelTables.id, createdAt: levelTables.createdAt }).from(levelTables)
    .where(eq(levelTables.kind, kind)).orderBy(desc(levelTables.id)).limit(1);
  if (!row) throw new Error(`no ${kind} level table (migration 0018 seeds one)`);
  return row;
}

export async function currentRebateTable(db: Db | Tx): Promise<LevelTable<RebateLevelRow>> {
  const v = await currentVersion(db, 'rebate');
  const rows = await db.select().from(rebateLevels).where(eq(rebateLevels.tableId, v.id)).orderBy(rebateLevels.level);
  return { tableId: v.id, createdAt: v.createdAt, levels: rows.map((r) => ({ level: r.level, minPurchasesFen: r.minPurchases, ratioBp: r.ratioBp })) };
}

export async function currentVipTable(db: Db | Tx): Promise<LevelTable<VipLevelRow>> {
  const v = await currentVersion(db, 'vip');
  const rows = await db.select().from(vipLevels).where(eq(vipLevels.tableId, v.id)).orderBy(vipLevels.level);
  return { tableId: v.id, createdAt: v.createdAt, levels: rows.map((r) => ({
    level: r.level, minGrowthFen: r.minGrowth, rewardCoinsFen: r.rewardCoins, freeBoxId: r.freeBoxId, freeBoxCount: r.freeBoxCount,
  })) };
}

/** The highest level whose threshold `value` reaches (0 when none). */
export function levelFor<Row extends { level: number }>(levels: readonly Row[], value: bigint, threshold: (r: Row) => bigint): Row | null {
  let found: Row | null = null;
  for (const r of levels) if (threshold(r) <= value) found = r;
  return found;
}

/** Saves a new version (the caller validated it: levels 1..n, thresholds strictly rising). */
export async function saveRebateTable(tx: Tx, staffId: bigint, levels: readonly RebateLevelRow[]): Promise<bigint> {
  const [v] = await tx.insert(levelTables).values({ kind: 'rebate', staffId }).returning({ id: levelTables.id });
  await tx.insert(rebateLevels).values(levels.map((l) => ({ tableId: v.id, level: l.level, minPurchases: l.minPurchasesFen, ratioBp: l.ratioBp })));
  return v.id;
}

export async function saveVipTable(tx: Tx, staffId: bigint, levels: readonly VipLevelRow[]): Promise<bigint> {
  const [v] = await tx.insert(levelTables).values({ kind: 'vip', staffId }).returning({ id: levelTables.id });
  await tx.insert(vipLevels).values(levels.map((l) => ({
    tableId: v.id, level: l.level, minGrowth: l.minGrowthFen, rewardCoins: l.rewardCoinsFen, freeBoxId: l.freeBoxId, freeBoxCount: l.freeBoxCount,
  })));
  return v.id;
}

/** A table version by id (the console's history shows old ones). */
export async function tableKindOf(db: Db | Tx, id: bigint): Promise<'rebate' | 'vip' | null> {
  const [row] = await db.select({ kind: levelTables.kind }).from(levelTables).where(and(eq(levelTables.id, id)));
  return row?.kind ?? null;
}
