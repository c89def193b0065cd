// Idempotency-Key on money POSTs, the request's side: the header read as a field, the stored answer
// sent (the database side, one transaction with the effect, is ../idempotency.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { msg, str } from '../../shared/contracts/fields.ts';
import type { Db, Tx } from '../db/client.ts';
import { ok } from '../envelope.ts';
import { AppError } from '../errors.ts';
import { requestFingerprint, runIdempotent, type StoredAnswer } from '../idempotency.ts';
import { parse } from '../validate.ts';

/** The header's value: it is stored with the answer, so it is a field like any other. */
const idempotencyKeyHeader = z.object({
  key: str('field.idempotencyKey').trim().max(128, msg('v.tooLong', { field: 'field.idempotencyKey', max: 128 })),
});

export function idempotencyKeyOf(req: FastifyRequest): string {
  const h = req.headers['idempotency-key'];
  const raw = Array.isArray(h) ? h[0] : h;
  if (!raw?.trim()) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return parse(idempotencyKeyHeader, { key: raw }).key;
}

/** Sends a stored answer, marked `Idempotent-Replayed` when it is a replay's. */
export async function sendAnswer(reply: FastifyReply, answer: StoredAnswer<unknown>): Promise<void> {
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  await reply.status(answer.httpStatus).send(answer.body);
}

/**
 * The whole of an idempotent money POST after parsing: reads the key, runs `effect` once, answers
 * with the stored envelope (marked `Idempotent-Replayed` on a replay). On a replay `effect` does
 * not run, so whatever it records for after the commit (feed events) is not published twice.
 */
export async function answerIdempotently<R>(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  scope: { userId: bigint; route: string; body: unknown },
  effect: (tx: Tx) => Promise<R>,
): Promise<void> {
  const key = idempotencyKeyOf(req);
  const answer = await runIdempotent(
    db,
    { userId: scope.userId, key, fingerprint: requestFingerprint(scope.route, scope.body) },
    effect,
    (value) => ({ httpStatus: 200, body: ok(value) }),
  );
  await sendAnswer(reply, answer);
}
