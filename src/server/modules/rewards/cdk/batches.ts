// Making a batch of redeem codes (the console, the lead's end-to-end set-up, other parts' tests):
// the batch row, then its codes, each stored only as the hash of its normalised text. The codes'
// text is answered once, to the caller, and never again.
import { CDK_PREFIX_PATTERN, formatCdk, randomCdkBody } from '../../../../shared/cdk-code.ts';
import { CDK_BATCH_MAX, CDK_PREFIX_MAX, type RewardSpec } from '../../../../shared/reward-constants.ts';
import type { Tx } from '../../../db/client.ts';
import { cdkBatches, cdkCodes } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { cdkHash } from './hash.ts';
import { checkRewardSpec } from './reward-check.ts';

export interface CdkBatchInput {
  name: string;
  prefix: string;
  count: number;
  usesPerCode: number;
  usesPerPlayer: number;
  expiresAt: Date;
  reward: RewardSpec;
}

/** Rows per INSERT: 2 parameters a row, well under PostgreSQL's 65,535. */
const CHUNK = 2_000;

const range = (n: number, field: string, min: number, max: number) => {
  if (!Number.isInteger(n) || n < min || n > max) throw new AppError('VALIDATION', { field, min, max }, 'v.range');
};

function check(input: CdkBatchInput, now: Date): void {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 60) throw new AppError('VALIDATION', { field: 'field.batchName', min: 1, max: 60 }, 'v.range');
  if (input.prefix.length < 1 || input.prefix.length > CDK_PREFIX_MAX || !CDK_PREFIX_PATTERN.test(input.prefix)) {
    throw new AppError('VALIDATION', { field: 'field.prefix', max: CDK_PREFIX_MAX }, 'v.cdkPrefix');
  }
  range(input.count, 'field.count', 1, CDK_BATCH_MAX);
  range(input.usesPerCode, 'field.usesPerCode', 1, 1_000_000);
  range(input.usesPerPlayer, 'field.usesPerPlayer', 1, 1_000_000);
  if (!(input.expiresAt instanceof Date) || Number.isNaN(input.expiresAt.getTime()) || input.expiresAt <= now) {
    throw new AppError('VALIDATION', { field: 'field.expiresAt' }, 'v.cdkExpiry');
  }
}

export async function createCdkBatch(tx: Tx, input: CdkBatchInput, staffId: bigint | null, now: Date): Promise<{ batchId: bigint; codes: string[] }> {
  check(input, now);
  await checkRewardSpec(tx, input.reward);
  const [batch] = await tx.insert(cdkBatches).values({
    prefix: input.prefix, name: input.name.trim(), count: input.count, reward: input.reward,
    usesPerCode: input.usesPerCode, usesPerPlayer: input.usesPerPlayer, expiresAt: input.expiresAt,
    staffId, createdAt: now,
  }).returning({ id: cdkBatches.id });

  const codes: string[] = [];
  // 80 random bits a code: a clash with any stored code is practically impossible, but one is
  // skipped (ON CONFLICT) and drawn again rather than failing the batch.
  while (codes.length < input.count) {
    const want = Math.min(CHUNK, input.count - codes.length);
    const drawn = new Map<string, string>();
    while (drawn.size < want) {
      const code = formatCdk(input.prefix, randomCdkBody());
      drawn.set(cdkHash(code), code);
    }
    const stored = await tx.insert(cdkCodes)
      .values([...drawn.keys()].map((codeHash) => ({ batchId: batch.id, codeHash })))
      .onConflictDoNothing()
      .returning({ codeHash: cdkCodes.codeHash });
    for (const s of stored) codes.push(drawn.get(s.codeHash)!);
  }
  return { batchId: batch.id, codes };
}
