// Virtual items (buyVirtual, buyVirtualItem, myVirtual, wearVirtual) and getBenefits.
import type { FastifyInstance } from 'fastify';
import { buyVirtualBody, wearVirtualBody } from '../../../../shared/contracts/rewards/virtual.ts';
import { requirePlayer, requireUser } from '../../../http/auth.ts';
import { viewerOf } from '../../../http/changes.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { ok } from '../../../envelope.ts';
import { answerIdempotently } from '../../../http/idempotency.ts';
import { langOf } from '../../../http/request-context.ts';
import { parse } from '../../../validate.ts';
import { benefitsOf } from './benefits.ts';
import { buyVirtualItem } from './buy.ts';
import { myVirtualItems, virtualShop } from './items.ts';
import { wearVirtual } from './wear.ts';

export type VirtualRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue'>;

export function virtualRoutes(app: FastifyInstance, deps: VirtualRouteDeps): void {
  app.get('/api/profile/buyVirtual', async (req) => ok(await virtualShop(deps.db, await viewerOf(deps.db, req), langOf(req))));

  app.post('/api/profile/buyVirtualItem', async (req, reply) => {
    const body = parse(buyVirtualBody, req.body);
    const userId = await requirePlayer(deps.db, req, 'reward');
    const lang = langOf(req);
    await answerIdempotently(req, reply, deps.db, { userId, route: 'profile/buyVirtualItem', body }, (tx) =>
      buyVirtualItem(tx, userId, body.id, lang, deps.clock()));
    return reply;
  });

  app.get('/api/profile/myVirtual', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await myVirtualItems(deps.db, userId, langOf(req)));
  });

  app.post('/api/profile/wearVirtual', async (req) => {
    const body = parse(wearVirtualBody, req.body);
    const userId = await requireUser(deps.db, req);
    return ok(await wearVirtual(deps.db, userId, body));
  });

  app.get('/api/profile/getBenefits', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await benefitsOf({
      db: deps.db, catalogue: deps.catalogue,
      firstDepositBonusPercent: deps.config.pay.firstDepositBonusPercent, dailyRewards: deps.config.rewards.dailyRewards,
    }, userId, deps.clock(), langOf(req)));
  });
}
