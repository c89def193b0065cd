// Redeeming a code (POST api/profile/exchangeCdk). Guessing is throttled first: every attempt takes
// a hit on the player's and on the address's counter (modules/limits/counter.ts: in the database,
// so every process counts together) before the code is looked at; a code that turns out real, an
// attempt the throttle refuses and one that fails for a reason of ours give their hits back, so
// only wrong codes count. Then ONE transaction: the code's use is a conditional UPDATE
// (uses < uses_per_code, which also takes the code's row lock), the player's count a conditional
// upsert (uses < uses_per_player), the redemption row and the grant. Racing players are numbered
// by the row lock: exactly uses_per_code of them win.
import { sql } from 'drizzle-orm';
import { looksLikeCdk, normaliseCdk } from '../../../../shared/cdk-code.ts';
import {
  CDK_GUESSES_PER_ADDRESS, CDK_GUESSES_PER_PLAYER, CDK_GUESS_WINDOW_MS, type RewardSpec,
} from '../../../../shared/reward-constants.ts';
import { queryRows, type Db, type Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { returnHit, takeHit } from '../../limits/counter.ts';
import { grantReward } from '../grant.ts';
import { cdkHash } from './hash.ts';

export const playerBucket = (userId: bigint) => `cdk:u:${userId}`;
export const addressBucket = (ip: string) => `cdk:ip:${ip}`;

/** Gives back the attempt's hits: it turned out not to be a wrong guess. */
async function returnAttempt(db: Db, userId: bigint, ip: string): Promise<void> {
  await returnHit(db, playerBucket(userId));
  await returnHit(db, addressBucket(ip));
}

/**
 * Refused before the code is looked at when either counter is past its limit in the window. The
 * hit is taken first and judged by the number it got, so racing guesses are admitted one by one and
 * never more than the limit; a refused attempt then gives its hits back, or a burst of them (a
 * double-clicking player, a retrying client) would keep the player out long after the burst,
 * refused for guesses never made. While wrong guesses hold every slot each refused attempt sees
 * the count over the limit again, so giving back cannot let one more guess through.
 */
async function countAttempt(db: Db, userId: bigint, ip: string, now: Date): Promise<void> {
  const mine = await takeHit(db, playerBucket(userId), CDK_GUESS_WINDOW_MS, now);
  const address = await takeHit(db, addressBucket(ip), CDK_GUESS_WINDOW_MS, now);
  const over = [mine.hits > CDK_GUESSES_PER_PLAYER ? mine : null, address.hits > CDK_GUESSES_PER_ADDRESS ? address : null]
    .filter((h) => h !== null);
  if (over.length === 0) return;
  await returnAttempt(db, userId, ip);
  const until = Math.max(...over.map((h) => h.resetAt.getTime()));
  throw new AppError('CDK_THROTTLED', { minutes: Math.max(1, Math.ceil((until - now.getTime()) / 60_000)) });
}

interface CodeRow {
  code_id: string;
  batch_id: string;
  uses_per_code: number;
  uses_per_player: number;
  expires_at: Date | string;
  disabled: boolean;
  reward: RewardSpec | string;
}

/** The use itself, inside the caller's transaction; refusals throw (and roll the transaction back). */
export async function useCode(tx: Tx, userId: bigint, normalised: string, now: Date): Promise<{ redemptionId: bigint; reward: RewardSpec }> {
  const [c] = await queryRows<CodeRow>(tx, sql`
    SELECT c.id::text AS code_id, c.batch_id::text AS batch_id, b.uses_per_code, b.uses_per_player, b.expires_at,
           (b.disabled_at IS NOT NULL) AS disabled, b.reward
    FROM cdk_codes c JOIN cdk_batches b ON b.id = c.batch_id
    WHERE c.code_hash = ${cdkHash(normalised)}`);
  if (!c || c.disabled) throw new AppError('CDK_INVALID');
  if (new Date(c.expires_at).getTime() <= now.getTime()) throw new AppError('CDK_EXPIRED');
  const used = await queryRows(tx, sql`
    UPDATE cdk_codes SET uses = uses + 1 WHERE id = ${c.code_id} AND uses < ${c.uses_per_code} RETURNING uses`);
  if (used.length === 0) throw new AppError('CDK_USED_UP');
  const mine = await queryRows(tx, sql`
    INSERT INTO cdk_player_uses AS p (batch_id, user_id, uses) VALUES (${c.batch_id}, ${userId}, 1)
    ON CONFLICT (batch_id, user_id) DO UPDATE SET uses = p.uses + 1 WHERE p.uses < ${c.uses_per_player}
    RETURNING uses`);
  if (mine.length === 0) throw new AppError('CDK_PLAYER_LIMIT', { max: c.uses_per_player });
  const reward = (typeof c.reward === 'string' ? JSON.parse(c.reward) : c.reward) as RewardSpec;
  const [r] = await queryRows<{ id: string }>(tx, sql`
    INSERT INTO cdk_redemptions (code_id, batch_id, user_id, reward, created_at)
    VALUES (${c.code_id}, ${c.batch_id}, ${userId}, ${JSON.stringify(reward)}::jsonb, ${now.toISOString()}::timestamptz)
    RETURNING id::text AS id`);
  const redemptionId = BigInt(r.id);
  await grantReward(tx, { userId, reward, source: 'cdk', ref: `cdk:${redemptionId}`, now });
  return { redemptionId, reward };
}

/** The code was real (whatever became of it): these refusals do not count as guesses. */
const REAL_CODE = new Set(['CDK_USED_UP', 'CDK_PLAYER_LIMIT']);

export async function redeemCode(db: Db, userId: bigint, ip: string, typed: string, now: Date): Promise<RewardSpec> {
  await countAttempt(db, userId, ip, now);
  const normalised = normaliseCdk(typed);
  if (!looksLikeCdk(normalised)) throw new AppError('CDK_INVALID');
  let guess = true;
  try {
    const { reward } = await db.transaction((tx) => useCode(tx, userId, normalised, now));
    guess = false;
    return reward;
  } catch (e) {
    // A failure of ours (not an AppError) says nothing about the code either.
    if (!(e instanceof AppError) || REAL_CODE.has(e.errorName)) guess = false;
    throw e;
  } finally {
    if (!guess) await returnAttempt(db, userId, ip);
  }
}
