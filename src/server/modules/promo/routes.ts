// Promotion: the partner's page, promoted players, rebates, and the spec's channel list.
// (GET api/common/getDefaultInvitationCode is served by users/routes.ts, as before: { code }.)
import type { FastifyInstance } from 'fastify';
import { promotedPageQuery, rebatePageQuery } from '../../../shared/contracts/promotion.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import { channelList, promotedPage, promotionInfo, rebatePage } from './views.ts';

export type PromoRouteDeps = Pick<AppDeps, 'db' | 'config'>;

export function promoRoutes(app: FastifyInstance, deps: PromoRouteDeps): void {
  app.get('/api/profile/getPromotionInfo', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await promotionInfo(deps.db, userId, deps.config.publicUrl));
  });

  app.get('/api/profile/getPromotedPage', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await promotedPage(deps.db, userId, parse(promotedPageQuery, req.query)));
  });

  app.get('/api/profile/getRebatePage', async (req) => {
    const userId = await requireUser(deps.db, req);
    const page = await rebatePage(deps.db, userId, parse(rebatePageQuery, req.query));
    // The player's own page names no account ids.
    return ok({ ...page, list: page.list.map(({ promotedId: _, ...r }) => r) });
  });

  app.get('/api/common/promotionChannelList', async () => ok(await channelList(deps.db)));
}
