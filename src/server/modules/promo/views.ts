// What the partner's page and the console read: totals, level, promoted players,
// rebates. Money is yuan text, ratios percent text ("3.00").
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { PromotedPlayer, PromotionChannel, PromotionInfo, PromotionLevelView, RebateRecord } from '../../../shared/contracts/promotion.ts';
import { BATTLE_STATE } from '../../../shared/contracts/battle.ts';
import { BP_PER_PERCENT, REFERRAL_FLAG, type RebateLevelRow, type RebateSource } from '../../../shared/level-constants.ts';
import { formatFen } from '../../../shared/money.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { partnerTotals, promotionChannels, referralRebates, referrals, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { currentRebateTable, levelFor } from '../levels/tables.ts';
import { pendingRebates } from './rebate.ts';

/** Basis points as percent text with 2 decimals: 300 → "3.00". */
export function ratioText(bp: number): string {
  return `${Math.trunc(bp / BP_PER_PERCENT)}.${String(bp % BP_PER_PERCENT).padStart(2, '0')}`;
}

/** First and last character with *** between ("玩***8"); one character: it and ***. By code point. */
export function maskNickname(name: string): string {
  const chars = Array.from(name);
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

export function levelViews(levels: readonly RebateLevelRow[]): PromotionLevelView[] {
  return levels.map((l) => ({ level: l.level, minPurchases: formatFen(l.minPurchasesFen), ratio: ratioText(l.ratioBp) }));
}

export interface PartnerSummary {
  level: number;
  ratioBp: number;
  nextMin: bigint | null;
  promotedCount: number;
  purchases: bigint;
  reward: bigint;
  owed: bigint;
  levels: RebateLevelRow[];
}

/** The partner's totals and the level they earn at now (by their promoted players' counted purchases). */
export async function partnerSummary(db: Db, userId: bigint): Promise<PartnerSummary> {
  const table = await currentRebateTable(db);
  const [t] = await db.select().from(partnerTotals).where(eq(partnerTotals.userId, userId));
  const purchases = t?.purchases ?? 0n;
  const at = levelFor(table.levels, purchases, (r) => r.minPurchasesFen);
  const next = table.levels.find((l) => l.minPurchasesFen > purchases) ?? null;
  return {
    level: at?.level ?? 0, ratioBp: at?.ratioBp ?? 0, nextMin: next?.minPurchasesFen ?? null,
    promotedCount: t?.promotedCount ?? 0, purchases, reward: t?.reward ?? 0n, owed: t?.owed ?? 0n, levels: table.levels,
  };
}

export async function promotionInfo(db: Db, userId: bigint, publicUrl: string): Promise<PromotionInfo> {
  const [me] = await db.select({ code: users.invitationCode, inviterId: users.inviterId }).from(users).where(eq(users.id, userId));
  if (!me) throw new AppError('NOT_SIGNED_IN');
  let parentCode: string | null = null;
  if (me.inviterId !== null) {
    const [parent] = await db.select({ code: users.invitationCode }).from(users).where(eq(users.id, me.inviterId));
    parentCode = parent?.code ?? null;
  }
  const s = await partnerSummary(db, userId);
  // The promoted players' purchases in all (flagged ones included: the partner sees them) ...
  const [all] = await db.select({ total: sql<string>`COALESCE(sum(${referrals.purchases}), 0)::text` }).from(referrals).where(eq(referrals.partnerId, userId));
  // Seats in rooms still waiting earn nothing yet (a dissolve refunds them): shown apart, driven
  // from the few waiting rooms rather than from every player the partner brought.
  const [waiting] = await queryRows<{ total: string }>(db, sql`
    SELECT COALESCE(sum(b.cost_per_seat), 0)::text AS total
    FROM battle_rooms b JOIN battle_seats s ON s.room_id = b.id
    JOIN referrals r ON r.promoted_id = s.user_id AND r.partner_id = ${userId} AND r.flag IN (${REFERRAL_FLAG.none}, ${REFERRAL_FLAG.cleared})
    WHERE b.state = ${BATTLE_STATE.waiting}`);
  return {
    code: me.code,
    link: `${publicUrl}/?promoteCode=${encodeURIComponent(me.code)}`,
    parentCode,
    level: s.level,
    ratio: ratioText(s.ratioBp),
    // ... while the level counts only what earning referrals bought (partner_totals.purchases).
    experience: formatFen(s.purchases),
    nextLevelExperience: s.nextMin === null ? null : formatFen(s.nextMin),
    promotedCount: s.promotedCount,
    purchases: formatFen(BigInt(all.total)),
    reward: formatFen(s.reward),
    owed: formatFen(s.owed),
    pending: formatFen(await pendingRebates(db, userId)),
    awaitingStart: formatFen(BigInt(waiting.total)),
    levels: levelViews(s.levels),
  };
}

export interface PageOf<T> { list: T[]; total: number; page: number; pageSize: number }

export async function promotedPage(db: Db, userId: bigint, q: { page: number; pageSize: number }): Promise<PageOf<PromotedPlayer>> {
  const [{ total }] = await db.select({ total: count() }).from(referrals).where(eq(referrals.partnerId, userId));
  const rows = await db.select({
    nickname: users.nickname, avatar: users.avatar, vipLevel: users.vipLevel,
    boundAt: referrals.boundAt, purchases: referrals.purchases, rebate: referrals.rebate, flag: referrals.flag,
  }).from(referrals).innerJoin(users, eq(users.id, referrals.promotedId))
    .where(eq(referrals.partnerId, userId))
    .orderBy(desc(referrals.boundAt), desc(referrals.promotedId))
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      nickname: maskNickname(r.nickname), avatar: r.avatar, vipLevel: r.vipLevel, boundTime: r.boundAt.toISOString(),
      purchases: formatFen(r.purchases), rebate: formatFen(r.rebate),
      earnsNothing: r.flag !== REFERRAL_FLAG.none && r.flag !== REFERRAL_FLAG.cleared,
    })),
    total: Number(total), page: q.page, pageSize: q.pageSize,
  };
}

export type RebateRow = RebateRecord & { promotedId: string };

/**
 * The rebates paid to `partnerId`, newest first; spendings that did not count (level -1) are not
 * rebates. The partner sees their players' names masked; staff (`forStaff`) see them whole.
 */
export async function rebatePage(db: Db, partnerId: bigint, q: { page: number; pageSize: number }, forStaff = false): Promise<PageOf<RebateRow>> {
  const where = and(eq(referralRebates.partnerId, partnerId), gte(referralRebates.level, 0));
  const [{ total }] = await db.select({ total: count() }).from(referralRebates).where(where);
  const rows = await db.select({ r: referralRebates, nickname: users.nickname }).from(referralRebates)
    .innerJoin(users, eq(users.id, referralRebates.promotedId))
    .where(where).orderBy(desc(referralRebates.id))
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map(({ r, nickname }) => ({
      id: String(r.id), source: r.source as RebateSource, nickname: forStaff ? nickname : maskNickname(nickname), promotedId: String(r.promotedId),
      spent: formatFen(r.spent), level: r.level, ratio: ratioText(r.ratioBp), amount: formatFen(r.amount),
      createTime: r.createdAt.toISOString(), reversedTime: r.reversedAt?.toISOString() ?? null,
    })),
    total: Number(total), page: q.page, pageSize: q.pageSize,
  };
}

export async function channelList(db: Db): Promise<PromotionChannel[]> {
  const rows = await db.select({ code: promotionChannels.code, name: promotionChannels.name }).from(promotionChannels)
    .where(eq(promotionChannels.enabled, true)).orderBy(promotionChannels.code);
  return rows;
}
