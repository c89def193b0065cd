// Console redeem-code batches, write side, each in one transaction with its audit row: making a
// batch (the codes answered once, as CSV; the audit records the batch, never a code) and stopping
// one (its codes no longer redeem; stopping a stopped batch changes nothing).
import { sql } from 'drizzle-orm';
import type { ConsoleCdkBatch, ConsoleCdkBatchBody } from '../../../shared/contracts/rewards/cdk.ts';
import type { Lang } from '../../../shared/messages.ts';
import { queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createCdkBatch } from '../../modules/rewards/cdk/batches.ts';
import { writeAudit } from '../audit.ts';
import type { CsvTable } from '../csv.ts';
import type { StaffActor } from '../guard.ts';
import { batchById } from './views.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'catalogue'>;

/** A reward in one cell: "balance 5.00", "freeBox ×2 Starter Case (7d)". */
function rewardCell(b: ConsoleCdkBatch): string {
  const r = b.reward;
  const what = [r.amount, r.value && r.kind === 'depositCoupon' ? `+${r.value}%` : r.value ? `-${r.value}` : null, r.min ? `min ${r.min}` : null,
    r.count > 1 ? `×${r.count}` : null, r.boxName, r.ornamentName, r.days ? `(${r.days}d)` : null].filter(Boolean);
  return [r.kind, ...what].join(' ');
}

export async function makeBatch(deps: Deps, staff: StaffActor, body: ConsoleCdkBatchBody, lang: Lang): Promise<CsvTable> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { batchId, codes } = await createCdkBatch(tx, body, staff.id, now);
    const b = await batchById(tx, deps.catalogue, batchId, lang);
    await writeAudit(tx, staff, {
      action: 'rewards.batch.create', target: `cdk_batch:${batchId}`, before: null,
      after: { name: b.name, prefix: b.prefix, count: b.count, usesPerCode: b.usesPerCode, usesPerPlayer: b.usesPerPlayer, expiresAt: b.expiresAt, reward: body.reward },
    }, now);
    const reward = rewardCell(b);
    return {
      filename: `cdk-${b.prefix}-${batchId}.csv`,
      header: ['code', 'batch', 'reward', 'usesPerCode', 'expiresAt'],
      rows: codes.map((c) => [c, b.name, reward, b.usesPerCode, b.expiresAt]),
    };
  });
}

export async function stopBatch(deps: Deps, staff: StaffActor, id: bigint, lang: Lang): Promise<ConsoleCdkBatch> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const stopped = await queryRows(tx, sql`
      UPDATE cdk_batches SET disabled_at = ${now.toISOString()}::timestamptz WHERE id = ${id} AND disabled_at IS NULL RETURNING 1`);
    const after = await batchById(tx, deps.catalogue, id, lang);
    if (stopped.length > 0) {
      await writeAudit(tx, staff, { action: 'rewards.batch.stop', target: `cdk_batch:${id}`, before: { disabledAt: null }, after: { disabledAt: after.disabledAt } }, now);
    }
    return after;
  });
}
