// The console's level tables (issue 17): read the versions that apply, save a new version. A save
// applies from its time on: modules/levels/tables.ts always reads the newest version, and what was
// paid under an older one (referral_rebates.ratio_bp, vip_rewards.coins) keeps what it was paid at.
import { eq, inArray } from 'drizzle-orm';
import { levelTableProblem, percentToBp, type ConsoleLevelTables } from '../../../shared/console/promotion.ts';
import { BP_PER_PERCENT, MAX_LEVELS, type RebateLevelRow, type VipLevelRow } from '../../../shared/level-constants.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { levelTables, staff } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { currentRebateTable, currentVipTable, saveRebateTable, saveVipTable, type LevelTable } from '../../modules/levels/tables.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';

/** 325 -> "3.25" */
export function bpToPercent(bp: number): string {
  return `${Math.floor(bp / BP_PER_PERCENT)}.${String(bp % BP_PER_PERCENT).padStart(2, '0')}`;
}

const rebateView = (levels: readonly RebateLevelRow[]) =>
  levels.map((l) => ({ level: l.level, minPurchases: formatFen(l.minPurchasesFen), ratio: bpToPercent(l.ratioBp) }));
const vipView = (levels: readonly VipLevelRow[]) =>
  levels.map((l) => ({ level: l.level, minGrowth: formatFen(l.minGrowthFen), rewardCoins: formatFen(l.rewardCoinsFen) }));

export async function levelTablesView(db: Db | Tx): Promise<ConsoleLevelTables> {
  const [rebate, vip] = [await currentRebateTable(db), await currentVipTable(db)];
  const who = await db.select({ id: levelTables.id, name: staff.name }).from(levelTables)
    .innerJoin(staff, eq(staff.id, levelTables.staffId))
    .where(inArray(levelTables.id, [rebate.tableId, vip.tableId]));
  const nameOf = (t: LevelTable<unknown>) => who.find((w) => w.id === t.tableId)?.name ?? null;
  return {
    rebate: { tableId: String(rebate.tableId), createdAt: rebate.createdAt.toISOString(), staff: nameOf(rebate), levels: rebateView(rebate.levels) },
    vip: { tableId: String(vip.tableId), createdAt: vip.createdAt.toISOString(), staff: nameOf(vip), levels: vipView(vip.levels) },
  };
}

function refuse(problem: ReturnType<typeof levelTableProblem>): void {
  if (problem) throw new AppError(problem, { max: MAX_LEVELS });
}

export async function saveRebate(db: Db, who: StaffActor, rows: { level: number; minPurchases: bigint; ratio: string }[], now: Date): Promise<ConsoleLevelTables> {
  refuse(levelTableProblem(rows.map((r) => ({ level: r.level, threshold: r.minPurchases, ratio: r.ratio })), true));
  const levels: RebateLevelRow[] = rows.map((r) => ({ level: r.level, minPurchasesFen: r.minPurchases, ratioBp: percentToBp(r.ratio)! }));
  return db.transaction(async (tx) => {
    const before = await currentRebateTable(tx);
    const id = await saveRebateTable(tx, who.id, levels);
    await writeAudit(tx, who, {
      action: 'levels.rebate', target: `levelTable:${id}`,
      before: { tableId: before.tableId, levels: rebateView(before.levels) }, after: { tableId: id, levels: rebateView(levels) },
    }, now);
    return levelTablesView(tx);
  });
}

export async function saveVip(db: Db, who: StaffActor, rows: { level: number; minGrowth: bigint; rewardCoins: bigint }[], now: Date): Promise<ConsoleLevelTables> {
  refuse(levelTableProblem(rows.map((r) => ({ level: r.level, threshold: r.minGrowth })), false));
  const levels: VipLevelRow[] = rows.map((r) => ({ level: r.level, minGrowthFen: r.minGrowth, rewardCoinsFen: r.rewardCoins }));
  return db.transaction(async (tx) => {
    const before = await currentVipTable(tx);
    const id = await saveVipTable(tx, who.id, levels);
    await writeAudit(tx, who, {
      action: 'levels.vip', target: `levelTable:${id}`,
      before: { tableId: before.tableId, levels: vipView(before.levels) }, after: { tableId: id, levels: vipView(levels) },
    }, now);
    return levelTablesView(tx);
  });
}
