// The player's reward records (GET api/profile/getMyRewardPage): code redemptions and daily deposit
// reward claims together, newest first, each worded like the redemption's answer (rewardView).
import { sql } from 'drizzle-orm';
import type { RewardRecord } from '../../../../shared/contracts/rewards/cdk.ts';
import type { Page } from '../../../../shared/contracts/wallet.ts';
import type { Lang } from '../../../../shared/messages.ts';
import type { RewardSpec } from '../../../../shared/reward-constants.ts';
import { queryRows, type Db } from '../../../db/client.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { rewardView } from '../reward-view.ts';

interface Row { source: string; id: string; reward: RewardSpec | string; created_at: Date | string }

export async function rewardRecordPage(db: Db, catalogue: Catalogue, userId: bigint, q: { page: number; pageSize: number }, lang: Lang): Promise<Page<RewardRecord>> {
  const rows = await queryRows<Row>(db, sql`
    SELECT * FROM (
      SELECT 'cdk' AS source, 'cdk:' || id::text AS id, reward, created_at FROM cdk_redemptions WHERE user_id = ${userId}
      UNION ALL
      SELECT 'daily', 'daily:' || day::text || ':' || tier_id::text, reward, created_at FROM daily_reward_claims WHERE user_id = ${userId}
    ) r ORDER BY created_at DESC, id DESC
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  const [count] = await queryRows<{ n: number | string }>(db, sql`
    SELECT (SELECT count(*) FROM cdk_redemptions WHERE user_id = ${userId})
         + (SELECT count(*) FROM daily_reward_claims WHERE user_id = ${userId}) AS n`);
  return {
    list: rows.map((r) => ({
      id: r.id,
      source: r.source,
      reward: rewardView(typeof r.reward === 'string' ? JSON.parse(r.reward) as RewardSpec : r.reward, catalogue, lang),
      createTime: new Date(r.created_at).toISOString(),
    })),
    total: Number(count.n), page: q.page, pageSize: q.pageSize,
  };
}
