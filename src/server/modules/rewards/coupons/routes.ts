// Coupons and free cases: getMyCoupons, getMyCouponPage, getMyFreeBoxPage, openFreeBox. (issue 18)
import type { FastifyInstance } from 'fastify';
import { EVENT } from '../../../../shared/contracts/feed.ts';
import { myCouponPageQuery, myCouponsQuery, myFreeBoxPageQuery, openFreeBoxBody } from '../../../../shared/contracts/rewards/coupons.ts';
import { AppError } from '../../../errors.ts';
import { requirePlayer, requireToken, requireUser } from '../../../http/auth.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { ok } from '../../../envelope.ts';
import { requestFingerprint } from '../../../idempotency.ts';
import { idempotencyKeyOf, sendAnswer } from '../../../http/idempotency.ts';
import { langOf } from '../../../http/request-context.ts';
import { parse } from '../../../validate.ts';
import { onSale, refreshCatalogue } from '../../boxes/catalogue.ts';
import { freeBoxPage } from './free-box-views.ts';
import { openFreeBoxOnce } from './open-free.ts';
import { couponPage, usableCoupons } from './views.ts';

export function couponRoutes(app: FastifyInstance, deps: AppDeps): void {
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

  app.post('/api/profile/openFreeBox', async (req, reply) => {
    requireToken(req);
    const body = parse(openFreeBoxBody, req.body);
    if (!onSale(catalogue.boxes.get(body.boxId))) throw new AppError('BOX_NOT_FOUND');
    const userId = await requirePlayer(deps.db, req, 'case');
    const opening = openFreeBoxOnce(deps.db, { catalogue, recoveryPercent: deps.config.boxes.recoveryPercent }, {
      userId, boxId: body.boxId, count: body.number, lang: langOf(req), now: deps.clock(),
      key: idempotencyKeyOf(req), fingerprint: requestFingerprint('profile/openFreeBox', body),
    });
    const { answer, feed } = await opening.catch(async (err: unknown) => {
      // Changed by staff since this process last looked: look now, so the next request sees it.
      if (!(err instanceof AppError) || err.errorName !== 'BOX_CHANGED') throw err;
      await refreshCatalogue(deps.db, catalogue);
      throw onSale(catalogue.boxes.get(body.boxId)) ? err : new AppError('BOX_NOT_FOUND');
    });
    await sendAnswer(reply, answer);
    // Committed: now the world may hear of it (a replay published the first time).
    for (const drop of feed) deps.broadcaster.publish({ eventType: EVENT.caseDrop, data: drop });
    return reply;
  });
}
