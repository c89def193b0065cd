// The console's level tables: read the versions that apply, save a new version. A save
// applies from its time on: modules/levels/tables.ts always reads the newest version, and what was
// paid under an older one (referral_rebates.ratio_bp, vip_rewards.coins) keeps what it was paid at.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { levelTableProblem, percentToBp, vipFreeBoxProblem, type ConsoleLevelTables } from '../../../shared/console/promotion.ts';
import { BP_PER_PERCENT, MAX_LEVELS, type RebateLevelRow, type VipLevelRow } from '../../../shared/level-constants.ts';
import { localized, type Localized } from '../../../shared/localized.ts';
import type { Lang } from '../../../shared/messages.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { boxes, levelTables, staff } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { currentRebateTable, currentVipTable, saveRebateTable, saveVipTable, type LevelTable } from '../../modules/levels/tables.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';

/** 325 -> "3.25" */
export function bpToPercent(bp: number): string {
  return `${Math.floor(bp / BP_PER_PERCENT)}.${String(bp % BP_PER_PERCENT).padStart(2, '0')}`;
}

const rebateView = (levels: readonly RebateLevelRow[]) =>
  levels.map((l) => ({ level: l.level, minPurchases: formatFen(l.minPurchasesFen), ratio: bpToPercent(l.ratioBp) }));
const vipView = (levels: readonly VipLevelRow[]) => levels.map((l) => ({
  level: l.level, minGrowth: formatFen(l.minGrowthFen), rewardCoins: formatFen(l.rewardCoinsFen),
  freeBoxId: l.freeBoxId === null ? '' : String(l.freeBoxId), freeBoxCount: String(l.freeBoxCount),
}));

/** The cases on sale, named in the staff's language: what a member level may give as free cases. */
async function freeBoxChoices(db: Db | Tx, lang: Lang): Promise<ConsoleLevelTables['freeBoxChoices']> {
  const rows = await db.select({ id: boxes.id, name: boxes.name }).from(boxes).where(isNull(boxes.retiredAt)).orderBy(asc(boxes.id));
  return rows.map((r) => ({ id: r.id, name: localized(r.name as Localized, lang) }));
}

export async function levelTablesView(db: Db | Tx, lang: Lang): Promise<ConsoleLevelTables> {
  const [rebate, vip] = [await currentRebateTable(db), await currentVipTable(db)];
  const who = await db.select({ id: levelTables.id, name: staff.name }).from(levelTables)
    .innerJoin(staff, eq(staff.id, levelTables.staffId))
    .where(inArray(levelTables.id, [rebate.tableId, vip.tableId]));
  const nameOf = (t: LevelTable<unknown>) => who.find((w) => w.id === t.tableId)?.name ?? null;
  return {
    rebate: { tableId: String(rebate.tableId), createdAt: rebate.createdAt.toISOString(), staff: nameOf(rebate), levels: rebateView(rebate.levels) },
    vip: { tableId: String(vip.tableId), createdAt: vip.createdAt.toISOString(), staff: nameOf(vip), levels: vipView(vip.levels) },
    freeBoxChoices: await freeBoxChoices(db, lang),
  };
}

function refuse(problem: ReturnType<typeof levelTableProblem>): void {
  if (problem) throw new AppError(problem, { max: MAX_LEVELS });
}

export async function saveRebate(db: Db, who: StaffActor, rows: { level: number; minPurchases: bigint; ratio: string }[], now: Date, lang: Lang): Promise<ConsoleLevelTables> {
  refuse(levelTableProblem(rows.map((r) => ({ level: r.level, threshold: r.minPurchases, ratio: r.ratio })), true));
  const levels: RebateLevelRow[] = rows.map((r) => ({ level: r.level, minPurchasesFen: r.minPurchases, ratioBp: percentToBp(r.ratio)! }));
  return db.transaction(async (tx) => {
    const before = await currentRebateTable(tx);
    const id = await saveRebateTable(tx, who.id, levels);
    await writeAudit(tx, who, {
      action: 'levels.rebate', target: `levelTable:${id}`,
      before: { tableId: before.tableId, levels: rebateView(before.levels) }, after: { tableId: id, levels: rebateView(levels) },
    }, now);
    return levelTablesView(tx, lang);
  });
}

type VipRowIn = { level: number; minGrowth: bigint; rewardCoins: bigint; freeBoxId: number | null; freeBoxCount: number };

/**
 * A level's free case must be a case on sale, read in the saving transaction (a case retired a
 * moment ago is refused too). A case retired after the save stays in the table; growth.ts still
 * gives it, and the player's free-case page says when it can no longer be opened.
 */
async function refuseUnknownBoxes(tx: Tx, rows: readonly VipRowIn[]): Promise<void> {
  const ids = [...new Set(rows.map((r) => r.freeBoxId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return;
  const found = await tx.select({ id: boxes.id }).from(boxes).where(and(inArray(boxes.id, ids), isNull(boxes.retiredAt)));
  if (found.length !== ids.length) throw new AppError('VALIDATION', { field: 'field.freeBoxId' }, 'v.vipFreeBoxCase');
}

export async function saveVip(db: Db, who: StaffActor, rows: VipRowIn[], now: Date, lang: Lang): Promise<ConsoleLevelTables> {
  refuse(levelTableProblem(rows.map((r) => ({ level: r.level, threshold: r.minGrowth })), false));
  if (vipFreeBoxProblem(rows) !== null) throw new AppError('VALIDATION', { field: 'field.freeBoxCount' }, 'v.vipFreeBox');
  const levels: VipLevelRow[] = rows.map((r) => ({
    level: r.level, minGrowthFen: r.minGrowth, rewardCoinsFen: r.rewardCoins, freeBoxId: r.freeBoxId, freeBoxCount: r.freeBoxCount,
  }));
  return db.transaction(async (tx) => {
    await refuseUnknownBoxes(tx, rows);
    const before = await currentVipTable(tx);
    const id = await saveVipTable(tx, who.id, levels);
    await writeAudit(tx, who, {
      action: 'levels.vip', target: `levelTable:${id}`,
      before: { tableId: before.tableId, levels: vipView(before.levels) }, after: { tableId: id, levels: vipView(levels) },
    }, now);
    return levelTablesView(tx, lang);
  });
}
