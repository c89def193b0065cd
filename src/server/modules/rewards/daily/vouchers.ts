// Vouchers as the pages show them (VoucherView): a named skin's (its picture, winVoucherImg) or an
// amount's. The stat is derived: used 1; unused but past its expiry 2 (expired); else 0.
import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { VoucherView } from '../../../../shared/contracts/rewards/daily.ts';
import type { Page } from '../../../../shared/contracts/wallet.ts';
import { localized } from '../../../../shared/localized.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import { HOLDING_STAT } from '../../../../shared/reward-constants.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { vouchers } from '../../../db/schema/index.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { toOrnament } from '../../boxes/ornaments.ts';

export type VoucherRow = typeof vouchers.$inferSelect;

export function voucherStat(v: Pick<VoucherRow, 'state' | 'expiresAt'>, now: Date): number {
  if (v.state === 1) return HOLDING_STAT.used;
  return v.expiresAt.getTime() <= now.getTime() ? HOLDING_STAT.expired : HOLDING_STAT.unused;
}

export function voucherView(v: VoucherRow, catalogue: Catalogue, now: Date, lang: Lang): VoucherView {
  const o = v.ornamentId === null ? undefined : catalogue.ornaments.get(v.ornamentId);
  return {
    id: String(v.id),
    ornamentId: v.ornamentId,
    name: o ? localized(o.info.name, lang) : null,
    winVoucherImg: o ? o.info.image : null,
    ornament: o ? toOrnament(o, lang) : null,
    amount: formatFen(v.amountFen ?? o?.price ?? 0n),
    stat: voucherStat(v, now),
    expireTime: v.expiresAt.toISOString(),
    useTime: v.usedAt ? v.usedAt.toISOString() : null,
    createTime: v.createdAt.toISOString(),
  };
}

/** The rows of one stat (-1 all). */
function statWhere(userId: bigint, stat: number, now: Date): SQL {
  const mine = eq(vouchers.userId, userId);
  switch (stat) {
    case HOLDING_STAT.unused: return and(mine, eq(vouchers.state, 0), gt(vouchers.expiresAt, now))!;
    case HOLDING_STAT.used: return and(mine, eq(vouchers.state, 1))!;
    case HOLDING_STAT.expired: return and(mine, eq(vouchers.state, 0), lte(vouchers.expiresAt, now))!;
    default: return mine;
  }
}

/** GET api/profile/getMyVoucherPage: newest first. */
export async function voucherPage(db: Db, catalogue: Catalogue, userId: bigint, q: { stat: number; page: number; pageSize: number }, now: Date, lang: Lang): Promise<Page<VoucherView>> {
  const where = statWhere(userId, q.stat, now);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(vouchers).where(where),
    db.select().from(vouchers).where(where).orderBy(desc(vouchers.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
  ]);
  return { list: rows.map((r) => voucherView(r, catalogue, now, lang)), total: Number(total), page: q.page, pageSize: q.pageSize };
}

/** The vouchers the player can use now (the benefit dialog), soonest to expire first. */
export async function usableVouchers(db: Db | Tx, catalogue: Catalogue, userId: bigint, now: Date, lang: Lang): Promise<VoucherView[]> {
  const rows = await db.select().from(vouchers).where(statWhere(userId, HOLDING_STAT.unused, now)).orderBy(vouchers.expiresAt, vouchers.id);
  return rows.map((r) => voucherView(r, catalogue, now, lang));
}
