// Idempotency-Key on money POSTs. The key row is written in the SAME database transaction as the
// effect, so a crash can never leave an effect without its recorded answer (or the reverse):
// a replay returns the first answer, the same key with another body is 409, and it survives restarts.
// The database side lives here, for services that claim a key inside their own statement; reading
// the header and sending the answer is the edge's (http/idempotency.ts).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from './db/client.ts';
import { idempotencyKeys } from './db/schema/index.ts';
import { run, statement } from './db/statements.ts';
import { AppError } from './errors.ts';

export interface StoredAnswer<T> {
  replayed: boolean;
  httpStatus: number;
  body: T;
}

/** What makes two requests "the same": route and body, not headers or timing. */
export function requestFingerprint(route: string, body: unknown): string {
  const canonical = JSON.stringify(body ?? {}, Object.keys(body ?? {}).sort());
  return createHash('sha256').update(`${route}\n${canonical}`).digest('hex');
}

// Every money POST passes here: two prepared statements around its effect.
const CLAIM_KEY = statement('idempotency_claim', `
  INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1 AS claimed`);
const STORE_ANSWER = statement('idempotency_answer', `
  UPDATE idempotency_keys SET http_status = $3, response = $4::jsonb WHERE user_id = $1 AND key = $2`);

/**
 * Runs `effect` at most once per (user, key) and stores its answer. An expected failure (AppError)
 * rolls back with the key: refused input writes nothing, and a retry is judged afresh.
 */
export async function runIdempotent<R, A>(
  db: Db,
  scope: { userId: bigint; key: string; fingerprint: string },
  effect: (tx: Tx) => Promise<R>,
  render: (value: R) => { httpStatus: number; body: A },
): Promise<StoredAnswer<A>> {
  return db.transaction(async (tx) => {
    // On a concurrent first use, PostgreSQL makes this insert wait for the other transaction,
    // then skip: we then read the committed answer below.
    const inserted = await run(tx, CLAIM_KEY, [String(scope.userId), scope.key, scope.fingerprint]);
    if (inserted.length === 0) return storedAnswer<A>(tx, scope);
    const answer = render(await effect(tx));
    await run(tx, STORE_ANSWER, [String(scope.userId), scope.key, answer.httpStatus, JSON.stringify(answer.body)]);
    return { replayed: false, ...answer };
  });
}

/**
 * The answer stored under a key this request found already claimed: the replay's answer, 409 when
 * the key came with another request, or "in progress". For paths that claim the key themselves,
 * inside a statement of their own (an opening: open-statements.ts).
 */
export async function storedAnswer<A>(tx: Tx, scope: { userId: bigint; key: string; fingerprint: string }): Promise<StoredAnswer<A>> {
  const [row] = await tx.select().from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
  if (row.requestHash !== scope.fingerprint) throw new AppError('IDEMPOTENCY_MISMATCH');
  if (row.httpStatus === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  return { replayed: true, httpStatus: row.httpStatus, body: row.response as A };
}
