// Rankings: the best case drops of the day or week, by value or by luck (value over what
// the case cost), and the partners who promoted the most players. Nobody is ranked by what they lost
// or deposited; bots never appear (their battle winnings have no backpack item, and only case
// drops rank here).
//
// What the queries cost at scale: the period bound uses the BRIN index on backpack_items.created_at
// (migration 0017), so a read touches the period's rows only. By value, the top RANKING_SIZE is
// picked from backpack_items alone (a top-N sort over the period's case drops) before anything is
// joined. By luck every drop of the period needs its case version's price, reached through its roll
// (rolls' primary key): one index lookup per drop, so a week of 700,000 openings is about that many
// lookups, on the order of a second of database time per read. The week's promoters count the
// week's bindings (referrals has no index on bound_at alone: a scan of referrals); all time reads
// partner_totals by its promoted_count index. If these pages get hot, a short-lived shared cache
// (or a table the openings maintain) is the next step; nothing here is kept in a process's memory.
import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DropRanking, DropRankRow, PromoterRankRow, PromoterRanking } from '../../../shared/contracts/ranking.ts';
import { MODULE } from '../../../shared/constants.ts';
import { RANKING_SIZE, type DropRankBy, type RankingPeriod } from '../../../shared/level-constants.ts';
import { localized } from '../../../shared/localized.ts';
import type { Lang } from '../../../shared/messages.ts';
import { formatFen } from '../../../shared/money.ts';
import { FEED_REVEAL_MAX_MS } from '../../../shared/reel-timing.ts';
import type { Db } from '../../db/client.ts';
import { backpackItems, boxVersions, partnerTotals, referrals, rolls, users } from '../../db/schema/index.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';
import { periodStart, startOfChinaWeek } from './periods.ts';

/** value ÷ cost with two decimals, truncated ("12.34"). */
export function multipleOf(value: bigint, cost: bigint): string {
  return cost > 0n ? formatFen((value * 100n) / cost) : '0.00';
}

export async function dropRanking(db: Db, catalogue: Catalogue, q: { period: RankingPeriod; by: DropRankBy }, lang: Lang, now: Date): Promise<DropRanking> {
  const from = periodStart(q.period, now);
  // A drop whose reel may still be spinning is not shown yet (the live feed's rule, stats/service.ts).
  const until = new Date(now.getTime() - FEED_REVEAL_MAX_MS);
  const inPeriod = and(eq(backpackItems.moduleId, MODULE.case), gte(backpackItems.createdAt, from), lte(backpackItems.createdAt, until));
  const cols = {
    id: backpackItems.id, ornamentId: backpackItems.ornamentId, value: backpackItems.price, boxId: backpackItems.boxId, createdAt: backpackItems.createdAt,
    cost: boxVersions.price, nickname: users.nickname, avatar: users.avatar, vipLevel: users.vipLevel,
  };
  let rows;
  if (q.by === 'value') {
    const top = db.select({ id: backpackItems.id }).from(backpackItems).where(inPeriod)
      .orderBy(desc(backpackItems.price), backpackItems.id).limit(RANKING_SIZE);
    rows = await db.select(cols).from(backpackItems)
      .innerJoin(rolls, eq(rolls.id, backpackItems.rollId))
      .innerJoin(boxVersions, and(eq(boxVersions.boxId, rolls.boxId), eq(boxVersions.version, rolls.boxVersion)))
      .innerJoin(users, eq(users.id, backpackItems.userId))
      .where(inArray(backpackItems.id, top))
      .orderBy(desc(backpackItems.price), backpackItems.id);
  } else {
    const luck = sql`${backpackItems.price}::numeric / nullif(${boxVersions.price}, 0)`;
    rows = await db.select(cols).from(backpackItems)
      .innerJoin(rolls, eq(rolls.id, backpackItems.rollId))
      .innerJoin(boxVersions, and(eq(boxVersions.boxId, rolls.boxId), eq(boxVersions.version, rolls.boxVersion)))
      .innerJoin(users, eq(users.id, backpackItems.userId))
      .where(and(inPeriod, gt(boxVersions.price, 0n)))
      .orderBy(sql`${luck} DESC`, desc(backpackItems.price), backpackItems.id)
      .limit(RANKING_SIZE);
  }
  const list: DropRankRow[] = rows.map((r, i) => {
    const box = r.boxId !== null ? catalogue.boxes.get(r.boxId) : undefined;
    return {
      rank: i + 1,
      nickname: r.nickname,
      avatar: r.avatar,
      vipLevel: r.vipLevel,
      item: toOrnament(catalogue.ornaments.get(r.ornamentId)!, lang, r.value),
      boxId: r.boxId ?? 0,
      boxName: box ? localized(box.name, lang) : '',
      cost: formatFen(r.cost),
      value: formatFen(r.value),
      multiple: multipleOf(r.value, r.cost),
      createTime: r.createdAt.toISOString(),
    };
  });
  return { period: q.period, by: q.by, from: from.toISOString(), to: now.toISOString(), list };
}

export async function promoterRanking(db: Db, now: Date): Promise<PromoterRanking> {
  const weekFrom = startOfChinaWeek(now);
  const player = { nickname: users.nickname, avatar: users.avatar, vipLevel: users.vipLevel };
  const all = await db.select({ ...player, n: partnerTotals.promotedCount }).from(partnerTotals)
    .innerJoin(users, eq(users.id, partnerTotals.userId))
    .where(gt(partnerTotals.promotedCount, 0))
    .orderBy(desc(partnerTotals.promotedCount), partnerTotals.userId)
    .limit(RANKING_SIZE);
  const count = sql<number>`count(*)::int`;
  const week = db.select({ partnerId: referrals.partnerId, n: count.as('n') }).from(referrals)
    .where(gte(referrals.boundAt, weekFrom))
    .groupBy(referrals.partnerId)
    .orderBy(sql`count(*) DESC`, referrals.partnerId)
    .limit(RANKING_SIZE)
    .as('week');
  const weekRows = await db.select({ ...player, n: week.n }).from(week)
    .innerJoin(users, eq(users.id, week.partnerId))
    .orderBy(desc(week.n), week.partnerId);
  const rank = (rs: { nickname: string; avatar: string; vipLevel: number; n: number }[]): PromoterRankRow[] =>
    rs.map((r, i) => ({ rank: i + 1, nickname: r.nickname, avatar: r.avatar, vipLevel: r.vipLevel, promotedCount: Number(r.n) }));
  return { week: rank(weekRows), all: rank(all), weekFrom: weekFrom.toISOString() };
}
