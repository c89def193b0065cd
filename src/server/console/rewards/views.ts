// Console redeem-code batches, read side: the list (newest first) with what was redeemed so far
// (redemptions, codes with every use taken), and one batch with its redemptions.
import { sql } from 'drizzle-orm';
import type { ConsoleCdkBatch, ConsoleCdkBatchDetail } from '../../../shared/contracts/rewards/cdk.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { RewardSpec } from '../../../shared/reward-constants.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Catalogue } from '../../modules/boxes/catalogue.ts';
import { rewardView } from '../../modules/rewards/reward-view.ts';

interface BatchRow {
  id: string; name: string; prefix: string; count: number; reward: RewardSpec | string;
  uses_per_code: number; uses_per_player: number; expires_at: string | Date; created_at: string | Date;
  disabled_at: string | Date | null; staff_name: string | null; redemptions: string; codes_used_up: string;
}

const iso = (d: string | Date) => new Date(d).toISOString();

function batchSelect(where: ReturnType<typeof sql>) {
  return sql`
    SELECT b.id::text AS id, b.name, b.prefix, b.count, b.reward, b.uses_per_code, b.uses_per_player,
           b.expires_at, b.created_at, b.disabled_at, s.name AS staff_name,
           (SELECT count(*) FROM cdk_redemptions r WHERE r.batch_id = b.id)::text AS redemptions,
           (SELECT count(*) FROM cdk_codes c WHERE c.batch_id = b.id AND c.uses >= b.uses_per_code)::text AS codes_used_up
    FROM cdk_batches b LEFT JOIN staff s ON s.id = b.staff_id ${where}`;
}

function view(r: BatchRow, catalogue: Catalogue, lang: Lang): ConsoleCdkBatch {
  return {
    id: r.id, name: r.name, prefix: r.prefix, count: Number(r.count),
    reward: rewardView(typeof r.reward === 'string' ? JSON.parse(r.reward) as RewardSpec : r.reward, catalogue, lang),
    usesPerCode: Number(r.uses_per_code), usesPerPlayer: Number(r.uses_per_player),
    expiresAt: iso(r.expires_at), createdAt: iso(r.created_at), disabledAt: r.disabled_at === null ? null : iso(r.disabled_at),
    staffName: r.staff_name, redemptions: Number(r.redemptions), codesUsedUp: Number(r.codes_used_up),
  };
}

export async function batchList(db: Db, catalogue: Catalogue, q: { page: number; pageSize: number }, lang: Lang): Promise<Page<ConsoleCdkBatch>> {
  const rows = await queryRows<BatchRow>(db, sql`${batchSelect(sql``)} ORDER BY b.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  const [{ n }] = await queryRows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM cdk_batches`);
  return { list: rows.map((r) => view(r, catalogue, lang)), total: Number(n), page: q.page, pageSize: q.pageSize };
}

export async function batchById(db: Db | Tx, catalogue: Catalogue, id: bigint, lang: Lang): Promise<ConsoleCdkBatch> {
  const [r] = await queryRows<BatchRow>(db, batchSelect(sql`WHERE b.id = ${id}`));
  if (!r) throw new AppError('CDK_BATCH_NOT_FOUND');
  return view(r, catalogue, lang);
}

/** The newest redemptions of one batch (at most 500: the list is for looking, not exporting). */
export async function batchDetail(db: Db, catalogue: Catalogue, id: bigint, lang: Lang): Promise<ConsoleCdkBatchDetail> {
  const batch = await batchById(db, catalogue, id, lang);
  const rows = await queryRows<{ id: string; user_id: string; nickname: string; created_at: string | Date }>(db, sql`
    SELECT r.id::text AS id, r.user_id::text AS user_id, u.nickname, r.created_at
    FROM cdk_redemptions r JOIN users u ON u.id = r.user_id
    WHERE r.batch_id = ${id} ORDER BY r.id DESC LIMIT 500`);
  return { batch, redemptions: rows.map((r) => ({ id: r.id, userId: r.user_id, nickname: r.nickname, createdAt: iso(r.created_at) })) };
}
