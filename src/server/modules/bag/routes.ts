import type { FastifyInstance } from 'fastify';
import { bagQuery, exchangeBody, type ExchangeResult } from '../../../shared/contracts/bag.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok } from '../../http/envelope.ts';
import { idempotencyKeyOf, requestFingerprint, runIdempotent } from '../../http/idempotency.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../http/validate.ts';
import { listBag, sellBack } from './service.ts';

export function bagRoutes(app: FastifyInstance, deps: AppDeps): void {
  const recovery = deps.config.boxes.recoveryPercent;

  app.get('/api/profile/getMyOrnamentPage', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await listBag(deps.db, deps.catalogue, userId, parse(bagQuery, req.query), recovery, langOf(req)));
  });

  app.post('/api/profile/exchangeQuantity', async (req, reply) => {
    const userId = await requireUser(deps.db, req);
    const key = idempotencyKeyOf(req);
    const body = parse(exchangeBody, req.body);
    const ids = body.ids.split(',').map((s) => BigInt(s));
    const answer = await runIdempotent(
      deps.db,
      { userId, key, fingerprint: requestFingerprint('profile/exchangeQuantity', body) },
      (tx) => sellBack(tx, userId, ids, recovery, deps.clock()),
      (result) => ({ httpStatus: 200, body: ok<ExchangeResult>(result) }),
    );
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.httpStatus).send(answer.body);
  });
}
