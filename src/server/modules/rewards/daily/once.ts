// A claim or a voucher use is exactly once by itself (a primary key, a conditional update). An
// Idempotency-Key is still honoured when the page sends one (it does), so that a retried click
// answers what the first one did instead of "already claimed"; without one, the call still runs
// in one transaction and the database decides.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import { ok } from '../../../http/envelope.ts';
import { answerIdempotently } from '../../../http/idempotency.ts';

export async function answerOnce<R>(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  scope: { userId: bigint; route: string; body: unknown },
  effect: (tx: Tx) => Promise<R>,
): Promise<FastifyReply> {
  if (req.headers['idempotency-key'] === undefined) return reply.send(ok(await db.transaction(effect)));
  await answerIdempotently(req, reply, db, scope, effect);
  return reply;
}
