import type { FastifyInstance } from 'fastify';
import { bagQuery, exchangeBody } from '../../../shared/contracts/bag.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { requestFingerprint } from '../../idempotency.ts';
import { idempotencyKeyOf, sendAnswer } from '../../http/idempotency.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { listBag } from './service.ts';
import { sellBackOnce } from './sell.ts';

export type BagRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue'>;

export function bagRoutes(app: FastifyInstance, deps: BagRouteDeps): void {
  const recovery = deps.config.boxes.recoveryPercent;

  app.get('/api/profile/getMyOrnamentPage', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await listBag(deps.db, deps.catalogue, userId, parse(bagQuery, req.query), recovery, langOf(req)));
  });

  app.post('/api/profile/exchangeQuantity', async (req, reply) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(exchangeBody, req.body);
    const ids = body.ids.split(',').map((s) => BigInt(s));
    const key = idempotencyKeyOf(req);
    const fingerprint = requestFingerprint('profile/exchangeQuantity', body);
    await sendAnswer(reply, await sellBackOnce(deps.db, { userId, ids, recoveryPercent: recovery, now: deps.clock(), key, fingerprint }));
    return reply;
  });
}
