// Coupons and free cases: getMyCoupons, getMyCouponPage, getMyFreeBoxPage, openFreeBox (POST and GET).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { myCouponPageQuery, myCouponsQuery, myFreeBoxPageQuery, openFreeBoxBody } from '../../../../shared/contracts/rewards/coupons.ts';
import { requirePlayer, requireToken, requireUser } from '../../../http/auth.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { ok } from '../../../envelope.ts';
import { requestFingerprint } from '../../../idempotency.ts';
import { idempotencyKeyOf } from '../../../http/idempotency.ts';
import { langOf } from '../../../http/request-context.ts';
import { parse } from '../../../validate.ts';
import { answerOpening } from '../../boxes/opening/open-route.ts';
import { freeBoxPage } from './free-box-views.ts';
import { openFreeBoxOnce } from './open-free.ts';
import { couponPage, usableCoupons } from './views.ts';

export type CouponRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue' | 'broadcaster'>;

export function couponRoutes(app: FastifyInstance, deps: CouponRouteDeps): void {
  const { catalogue } = deps;

  app.get('/api/profile/getMyCoupons', async (req) => {
    const userId = await requireUser(deps.db, req);
    const q = parse(myCouponsQuery, req.query);
    return ok(await usableCoupons(deps.db, catalogue, userId, deps.clock(), langOf(req), { couponType: q.couponType, boxId: q.boxId || undefined }));
  });

  app.get('/api/profile/getMyCouponPage', async (req) => {
    const userId = await requireUser(deps.db, req);
    const q = parse(myCouponPageQuery, req.query);
    return ok(await couponPage(deps.db, catalogue, userId, deps.clock(), langOf(req), q));
  });

  app.get('/api/profile/getMyFreeBoxPage', async (req) => {
    const userId = await requireUser(deps.db, req);
    const q = parse(myFreeBoxPageQuery, req.query);
    return ok(await freeBoxPage(deps.db, catalogue, userId, deps.clock(), langOf(req), q));
  });

  /** Both methods' one entry point: the same checks in the same order, the same key and fingerprint. */
  const openFree = (req: FastifyRequest, reply: FastifyReply, input: unknown) => {
    requireToken(req);
    const body = parse(openFreeBoxBody, input);
    return answerOpening(deps, reply, body.boxId, async () => {
      const userId = await requirePlayer(deps.db, req, 'case');
      return openFreeBoxOnce(deps.db, { catalogue, recoveryPercent: deps.config.boxes.recoveryPercent }, {
        userId, boxId: body.boxId, count: body.number, lang: langOf(req), now: deps.clock(),
        key: idempotencyKeyOf(req), fingerprint: requestFingerprint('profile/openFreeBox', body),
      });
    });
  };

  app.post('/api/profile/openFreeBox', (req, reply) => openFree(req, reply, req.body));

  // The spec lists openFreeBox as a GET too (boxId, number 1 by default in the query). A GET that
  // opens a case is not safe or idempotent as HTTP means it, so it keeps every rule of the POST:
  // the Idempotency-Key (one fingerprint for both, so a key opens once whichever method carries
  // it), the free cases held as the limit, the player gate, and no-store (a token is presented).
  // A page elsewhere cannot make a browser send it signed in: the token is a header, never a cookie.
  app.get('/api/profile/openFreeBox', (req, reply) => openFree(req, reply, req.query));
}
