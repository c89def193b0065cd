// Redeem-code test helpers: a batch made through the same function the console uses (its codes
// come back once), a redemption as the page sends it, and the rows a redemption leaves.
import { sql } from 'drizzle-orm';
import type { RewardSpec } from '../../src/shared/reward-constants.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { createCdkBatch, type CdkBatchInput } from '../../src/server/modules/rewards/cdk/batches.ts';
import { post } from './api.ts';
import type { TestContext } from './context.ts';

const DAY = 86_400_000;

export async function batch(ctx: TestContext, over: Partial<CdkBatchInput> = {}): Promise<{ batchId: bigint; codes: string[] }> {
  const now = ctx.deps.clock();
  const input: CdkBatchInput = {
    name: 'Test batch', prefix: 'TEST', count: 1, usesPerCode: 1, usesPerPlayer: 1,
    expiresAt: new Date(now.getTime() + 7 * DAY), reward: { kind: 'balance', amountFen: '500' } satisfies RewardSpec, ...over,
  };
  return ctx.deps.db.transaction((tx) => createCdkBatch(tx, input, null, now));
}

/** POST api/profile/exchangeCdk from `ip` (each test picks its addresses: the address throttle counts them). */
export function redeem(ctx: TestContext, token: string, code: string, ip = '10.1.0.1', lang = 'zh-CN') {
  return ctx.app.inject({
    method: 'POST', url: '/api/profile/exchangeCdk', remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', token, lang },
    payload: new URLSearchParams({ code }).toString(),
  });
}

export { post };

export async function count(ctx: TestContext, q: ReturnType<typeof sql>): Promise<number> {
  const [r] = await queryRows<{ n: string | number }>(ctx.deps.db, q);
  return Number(r.n);
}

/** What every redemption leaves: uses, player counts, redemption rows, ledger transactions (one query, for "nothing changed"). */
export async function footprint(ctx: TestContext) {
  const [r] = await queryRows<Record<string, string>>(ctx.deps.db, sql`
    SELECT (SELECT coalesce(sum(uses), 0) FROM cdk_codes)::text AS uses,
           (SELECT coalesce(sum(uses), 0) FROM cdk_player_uses)::text AS player_uses,
           (SELECT count(*) FROM cdk_redemptions)::text AS redemptions,
           (SELECT count(*) FROM ledger_transactions WHERE kind = 'cdkReward')::text AS ledger,
           (SELECT count(*) FROM coupons)::text AS coupons,
           (SELECT count(*) FROM vouchers)::text AS vouchers,
           (SELECT count(*) FROM free_boxes)::text AS free_boxes`);
  return r;
}
