// A take-back record as the record centre shows it (the spec's fields: item, create time, update time, state,
// callback remark), and the player's own page of them, newest first.
import { and, count, desc, eq } from 'drizzle-orm';
import type { WithdrawalPage, WithdrawalRecord, WithdrawReason, WithdrawState } from '../../../shared/contracts/withdrawal.ts';
import { isMessageKey, translate, type Lang } from '../../../shared/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';
import { liveTag, type WithdrawalDeps, type WithdrawalRow } from './service.ts';

/** The callback remark: the reason in the reader's language ('' when there is none). */
export function remarkOf(reason: string | null, lang: Lang): string {
  if (!reason) return '';
  const key = `withdraw.reason.${reason}`;
  return isMessageKey(key) ? translate(lang, key) : '';
}

export function toRecord(row: WithdrawalRow, catalogue: Catalogue, lang: Lang): WithdrawalRecord {
  return {
    id: String(row.id),
    itemId: String(row.itemId),
    item: toOrnament(catalogue.ornaments.get(row.ornamentId)!, lang, row.value),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    state: row.state as WithdrawState,
    reason: (row.reason as WithdrawReason | null) ?? null,
    remark: remarkOf(row.reason, lang),
    tradeOfferId: row.tradeOfferId,
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
    protectedUntil: row.protectedUntil?.toISOString() ?? null,
  };
}

export async function myWithdrawals(
  db: Db | Tx,
  wd: Pick<WithdrawalDeps, 'catalogue' | 'config'>,
  userId: bigint,
  q: { page: number; pageSize: number; state: number },
  lang: Lang,
): Promise<WithdrawalPage> {
  const where = and(eq(withdrawals.userId, userId), q.state === -1 ? undefined : eq(withdrawals.state, q.state));
  const [{ total }] = await db.select({ total: count() }).from(withdrawals).where(where);
  const rows = await db.select().from(withdrawals).where(where)
    .orderBy(desc(withdrawals.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => toRecord(r, wd.catalogue, lang)),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
    liveTag: liveTag(wd.config.appSecret, userId),
  };
}
