// The points shop's calls: GET api/shop/list (anyone), POST api/shop/buy (signed in,
// once per Idempotency-Key), GET api/profile/getMyShopLog (the record centre's shop tab).
import type { FastifyInstance } from 'fastify';
import { paging } from '../../../shared/contracts/fields.ts';
import { shopBuyBody, shopListQuery } from '../../../shared/contracts/shop.ts';
import { requirePlayer, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { viewerOf } from '../../http/changes.ts';
import { answerIdempotently } from '../../http/idempotency.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { buyShopItem, myShopOrders, shopBudget, shopList, type ShopDeps } from './service.ts';

export type ShopRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue'>;

export function shopRoutes(app: FastifyInstance, deps: ShopRouteDeps): void {
  const sd: ShopDeps = { catalogue: deps.catalogue, markupPercent: deps.config.shop.markupPercent };

  app.get('/api/shop/list', async (req) => {
    const q = parse(shopListQuery, req.query);
    // Only the default order depends on who asks (what they can afford comes first).
    const viewer = q.sort === 'default' ? await viewerOf(deps.db, req) : null;
    return ok(shopList(sd, q, langOf(req), viewer === null ? null : await shopBudget(deps.db, viewer)));
  });

  app.post('/api/shop/buy', async (req, reply) => {
    const body = parse(shopBuyBody, req.body);
    const userId = await requirePlayer(deps.db, req, 'shop');
    const lang = langOf(req);
    await answerIdempotently(req, reply, deps.db, { userId, route: 'shop/buy', body }, (tx) =>
      buyShopItem(tx, sd, userId, body.ornamentId, lang, deps.clock()));
    return reply;
  });

  app.get('/api/profile/getMyShopLog', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await myShopOrders(deps.db, sd, userId, parse(paging, req.query), langOf(req)));
  });
}
