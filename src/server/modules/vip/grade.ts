// GET api/profile/getGradeInfo: the player's level and growth, the next level, today's table with
// each level's benefits, and what this player received (vip_rewards keeps what was paid, which may
// differ from today's table when staff changed it since).
import { eq, inArray } from 'drizzle-orm';
import type { GradeFreeBox, GradeInfo } from '../../../shared/contracts/vip.ts';
import type { VipLevelRow } from '../../../shared/level-constants.ts';
import { localized, type Localized } from '../../../shared/localized.ts';
import type { Lang } from '../../../shared/messages.ts';
import { displayYuan, formatFen } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { boxes, users, vipRewards } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { currentVipTable } from '../levels/tables.ts';

/** What a level gives, as message keys (`api.vip.*` in messages/<locale>.json): only what is true of it. */
export function benefitsOf(l: VipLevelRow): GradeInfo['levels'][number]['benefits'] {
  const out: GradeInfo['levels'][number]['benefits'] = [];
  if (l.rewardCoinsFen > 0n) out.push({ key: 'vip.benefit.reward', params: { coins: displayYuan(l.rewardCoinsFen) } });
  out.push({ key: 'vip.benefit.badge', params: { level: l.level } });
  return out;
}

/** Names the free cases of the rows given, in `lang` (a retired case keeps its name: it was given). */
async function freeBoxNamer(db: Db, ids: (number | null)[], lang: Lang) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length === 0 ? [] : await db.select({ id: boxes.id, name: boxes.name }).from(boxes).where(inArray(boxes.id, wanted));
  const names = new Map(rows.map((r) => [r.id, localized(r.name as Localized, lang)]));
  return (boxId: number | null, count: number): GradeFreeBox | null =>
    boxId === null || count <= 0 ? null : { boxId, name: names.get(boxId) ?? `#${boxId}`, count };
}

export async function gradeInfo(db: Db, userId: bigint, lang: Lang): Promise<GradeInfo> {
  const [u] = await db.select({ growth: users.growth, vipLevel: users.vipLevel }).from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('NOT_SIGNED_IN');
  const [table, received] = await Promise.all([
    currentVipTable(db),
    db.select().from(vipRewards).where(eq(vipRewards.userId, userId)),
  ]);
  const got = new Map(received.map((r) => [r.level, r]));
  const freeBox = await freeBoxNamer(db, [...table.levels.map((l) => l.freeBoxId), ...received.map((r) => r.freeBoxId)], lang);
  // The next level: the first of today's table above the level held whose threshold is not reached yet.
  const next = table.levels.find((l) => l.level > u.vipLevel && l.minGrowthFen > u.growth) ?? null;
  return {
    level: u.vipLevel,
    growth: formatFen(u.growth),
    nextLevel: next?.level ?? null,
    nextGrowth: next ? formatFen(next.minGrowthFen) : null,
    levels: table.levels.map((l) => {
      const r = got.get(l.level);
      return {
        level: l.level,
        minGrowth: formatFen(l.minGrowthFen),
        rewardCoins: formatFen(l.rewardCoinsFen),
        benefits: benefitsOf(l),
        receivedTime: r ? r.createdAt.toISOString() : null,
        receivedCoins: r ? formatFen(r.coins) : null,
        freeBox: freeBox(l.freeBoxId, l.freeBoxCount),
        receivedFreeBox: r ? freeBox(r.freeBoxId, r.freeBoxCount) : null,
      };
    }),
  };
}
