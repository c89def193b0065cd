// The rows a Steam sign-in leaves: its state, the nonces seen, the one-time exchange codes.
// Each "use" is one conditional statement, so two requests racing cannot both succeed.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginExchangeCodes, openidNonces, steamLogins } from '../../db/schema/index.ts';

/** How long the round trip through Steam may take. */
export const STATE_TTL_MS = 10 * 60_000;
/** The callback page exchanges its code at once; two minutes allow a slow phone. */
export const EXCHANGE_CODE_TTL_MS = 2 * 60_000;

/** Rows older than this are dead for good (state and code expired, nonce outside its time window). */
const KEEP_MS = 24 * 60 * 60_000;

const random = (): string => randomBytes(32).toString('base64url');
const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export interface StateRow {
  redirectUrl: string;
  promoteCode: string | null;
  channelCode: string | null;
}

export async function createState(db: Db, row: StateRow, now: Date): Promise<string> {
  const state = random();
  await db.insert(steamLogins).values({ state, ...row, createdAt: now });
  return state;
}

/** Marks the state used; null when it is unknown, already used or older than STATE_TTL_MS. */
export async function claimState(db: Db, state: string, now: Date): Promise<StateRow | null> {
  const [row] = await db.update(steamLogins).set({ usedAt: now })
    .where(and(eq(steamLogins.state, state), isNull(steamLogins.usedAt), gt(steamLogins.createdAt, new Date(now.getTime() - STATE_TTL_MS))))
    .returning({ redirectUrl: steamLogins.redirectUrl, promoteCode: steamLogins.promoteCode, channelCode: steamLogins.channelCode });
  return row ?? null;
}

/** Records a response_nonce; false when it was seen before (a replayed assertion). */
export async function claimNonce(db: Db, nonce: string, now: Date): Promise<boolean> {
  const rows = await db.insert(openidNonces).values({ nonce, createdAt: now }).onConflictDoNothing().returning({ nonce: openidNonces.nonce });
  return rows.length === 1;
}

/** A one-time code for the callback page; only its hash is kept. */
export async function issueExchangeCode(db: Db, userId: bigint, now: Date): Promise<string> {
  const code = random();
  await db.insert(loginExchangeCodes).values({ codeHash: sha256(code), userId, expiresAt: new Date(now.getTime() + EXCHANGE_CODE_TTL_MS), createdAt: now });
  return code;
}

/** The user a code was issued for, once; null for an unknown, used or expired code. */
export async function redeemExchangeCode(db: Db, code: string, now: Date): Promise<bigint | null> {
  const [row] = await db.update(loginExchangeCodes).set({ usedAt: now })
    .where(and(eq(loginExchangeCodes.codeHash, sha256(code)), isNull(loginExchangeCodes.usedAt), gt(loginExchangeCodes.expiresAt, now)))
    .returning({ userId: loginExchangeCodes.userId });
  return row?.userId ?? null;
}

/**
 * Deletes what can no longer be used, so the tables stay small. A pruned nonce cannot be replayed:
 * checkAssertion refuses any nonce older than ten minutes by its own time.
 */
export async function pruneSteamRows(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_MS);
  await db.delete(steamLogins).where(lt(steamLogins.createdAt, before));
  await db.delete(openidNonces).where(lt(openidNonces.createdAt, before));
  await db.delete(loginExchangeCodes).where(lt(loginExchangeCodes.createdAt, before));
}
