// Console promotion reads: partners by promoted count, one partner's page (totals, the
// downline tree to CONSOLE_TREE_DEPTH, rebates paged), referrals by flag.
import { sql } from 'drizzle-orm';
import { CONSOLE_TREE_DEPTH, CONSOLE_TREE_NODES, type ConsolePartner, type ConsolePartnerRow, type ConsoleTreeNode } from '../../../shared/console/promotion.ts';
import type { ReferralView } from '../../../shared/contracts/promotion.ts';
import type { ReferralFlag, ReferralFlagReason } from '../../../shared/level-constants.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { currentRebateTable, levelFor } from '../../modules/levels/tables.ts';
import { partnerSummary, ratioText, rebatePage, type PageOf } from '../../modules/promo/views.ts';


function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function partnerList(db: Db, q: { page: number; pageSize: number }): Promise<PageOf<ConsolePartnerRow>> {
  const table = await currentRebateTable(db);
  const [{ total }] = rowsOf<{ total: string }>(await db.execute(sql`SELECT count(*)::text AS total FROM partner_totals WHERE promoted_count > 0`));
  const rows = rowsOf<{ user_id: string; nickname: string; code: string; promoted_count: number; purchases: string; reward: string }>(await db.execute(sql`
    SELECT t.user_id::text AS user_id, u.nickname, u.invitation_code AS code, t.promoted_count, t.purchases::text AS purchases, t.reward::text AS reward
    FROM partner_totals t JOIN users u ON u.id = t.user_id
    WHERE t.promoted_count > 0
    ORDER BY t.promoted_count DESC, t.user_id
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`));
  return {
    list: rows.map((r) => ({
      userId: r.user_id, nickname: r.nickname, code: r.code,
      level: levelFor(table.levels, BigInt(r.purchases), (l) => l.minPurchasesFen)?.level ?? 0,
      promotedCount: Number(r.promoted_count), purchases: formatFen(BigInt(r.purchases)), reward: formatFen(BigInt(r.reward)),
    })),
    total: Number(total), page: q.page, pageSize: q.pageSize,
  };
}

/** The partner's downline, breadth first, to CONSOLE_TREE_DEPTH levels, at most CONSOLE_TREE_NODES rows. */
async function downline(db: Db, partnerId: bigint): Promise<{ tree: ConsoleTreeNode[]; cut: boolean }> {
  const rows = rowsOf<{ user_id: string; nickname: string; depth: number; parent_id: string; bound_at: string; purchases: string; rebate: string; flag: number }>(await db.execute(sql`
    WITH RECURSIVE t AS (
      SELECT r.promoted_id, r.partner_id, 1 AS depth FROM referrals r WHERE r.partner_id = ${partnerId}
      UNION ALL
      SELECT r.promoted_id, r.partner_id, t.depth + 1 FROM referrals r JOIN t ON r.partner_id = t.promoted_id
      WHERE t.depth < ${CONSOLE_TREE_DEPTH}
    )
    SELECT t.promoted_id::text AS user_id, u.nickname, t.depth, t.partner_id::text AS parent_id,
      r.bound_at::text AS bound_at, r.purchases::text AS purchases, r.rebate::text AS rebate, r.flag
    FROM t JOIN referrals r ON r.promoted_id = t.promoted_id JOIN users u ON u.id = t.promoted_id
    ORDER BY t.depth, r.bound_at, t.promoted_id
    LIMIT ${CONSOLE_TREE_NODES + 1}`));
  const cut = rows.length > CONSOLE_TREE_NODES;
  return {
    cut,
    tree: rows.slice(0, CONSOLE_TREE_NODES).map((r) => ({
      userId: r.user_id, nickname: r.nickname, depth: Number(r.depth), parentId: r.parent_id,
      boundTime: new Date(r.bound_at).toISOString(), purchases: formatFen(BigInt(r.purchases)), rebate: formatFen(BigInt(r.rebate)),
      flag: Number(r.flag) as ReferralFlag,
    })),
  };
}

export async function partnerPage(db: Db, q: { userId: number; page: number; pageSize: number }): Promise<ConsolePartner> {
  const userId = BigInt(q.userId);
  const [u] = rowsOf<{ nickname: string; code: string }>(await db.execute(sql`SELECT nickname, invitation_code AS code FROM users WHERE id = ${userId}`));
  if (!u) throw new AppError('PROMO_PARTNER_NOT_FOUND');
  const s = await partnerSummary(db, userId);
  const { tree, cut } = await downline(db, userId);
  return {
    userId: String(userId), nickname: u.nickname, code: u.code, level: s.level, ratio: ratioText(s.ratioBp),
    promotedCount: s.promotedCount, purchases: formatFen(s.purchases), reward: formatFen(s.reward), owed: formatFen(s.owed),
    tree, treeCut: cut,
    rebates: await rebatePage(db, userId, { page: q.page, pageSize: q.pageSize }, true),
  };
}

interface ReferralRow {
  promoted_id: string; promoted_nickname: string; partner_id: string; partner_nickname: string;
  bound_at: string; purchases: string; rebate: string; flag: number; flag_reason: string | null; flagged_at: string | null;
}

const REFERRAL_SELECT = sql`
  SELECT r.promoted_id::text AS promoted_id, pu.nickname AS promoted_nickname, r.partner_id::text AS partner_id, pa.nickname AS partner_nickname,
    r.bound_at::text AS bound_at, r.purchases::text AS purchases, r.rebate::text AS rebate, r.flag, r.flag_reason, r.flagged_at::text AS flagged_at
  FROM referrals r JOIN users pu ON pu.id = r.promoted_id JOIN users pa ON pa.id = r.partner_id`;

export function referralView(r: ReferralRow): ReferralView {
  return {
    promotedId: r.promoted_id, promotedNickname: r.promoted_nickname, partnerId: r.partner_id, partnerNickname: r.partner_nickname,
    boundTime: new Date(r.bound_at).toISOString(), purchases: formatFen(BigInt(r.purchases)), rebate: formatFen(BigInt(r.rebate)),
    flag: Number(r.flag) as ReferralFlag, flagReason: r.flag_reason as ReferralFlagReason | null,
    flaggedTime: r.flagged_at ? new Date(r.flagged_at).toISOString() : null,
  };
}

export async function referralById(db: Db | Tx, promotedId: bigint): Promise<ReferralView | null> {
  const [row] = rowsOf<ReferralRow>(await db.execute(sql`${REFERRAL_SELECT} WHERE r.promoted_id = ${promotedId}`));
  return row ? referralView(row) : null;
}

/** By flag (1 = waiting for staff), oldest flag first; -1: every referral ever flagged (flagged_at set). */
export async function referralList(db: Db, q: { flag: number; page: number; pageSize: number }): Promise<PageOf<ReferralView>> {
  const where = q.flag === -1 ? sql`r.flagged_at IS NOT NULL` : sql`r.flag = ${q.flag}`;
  const [{ total }] = rowsOf<{ total: string }>(await db.execute(sql`SELECT count(*)::text AS total FROM referrals r WHERE ${where}`));
  const rows = rowsOf<ReferralRow>(await db.execute(sql`${REFERRAL_SELECT} WHERE ${where}
    ORDER BY r.flagged_at NULLS LAST, r.bound_at, r.promoted_id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`));
  return { list: rows.map(referralView), total: Number(total), page: q.page, pageSize: q.pageSize };
}
