// Console promotion area: partners, one partner's page, referrals by flag
// (promotion.view); clear / confirm a flagged referral (promotion.manage, audited with the note).
import type { FastifyInstance } from 'fastify';
import { consolePartnerQuery, consoleReferralDecisionBody, consoleReferralListQuery } from '../../../shared/console/promotion.ts';
import { paging } from '../../../shared/contracts/fields.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parse } from '../../validate.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { decideReferral } from './actions.ts';
import { partnerList, partnerPage, referralList } from './views.ts';

export type ConsolePromotionRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function consolePromotionRoutes(app: FastifyInstance, deps: ConsolePromotionRouteDeps): void {
  consoleGet(app, deps, '/api/console/promotion/partners', 'promotion.view', async (req) =>
    partnerList(deps.db, parse(paging, req.query)));

  consoleGet(app, deps, '/api/console/promotion/partner', 'promotion.view', async (req) =>
    partnerPage(deps.db, parse(consolePartnerQuery, req.query)));

  consoleGet(app, deps, '/api/console/promotion/referrals', 'promotion.view', async (req) =>
    referralList(deps.db, parse(consoleReferralListQuery, req.query)));

  for (const decision of ['clear', 'confirm'] as const) {
    consolePost(app, deps, `/api/console/promotion/referrals/${decision}`, 'promotion.manage', async (req, staff) => {
      const b = parse(consoleReferralDecisionBody, req.body);
      return decideReferral(deps, staff, BigInt(b.promotedId), decision, b.note);
    });
  }
}
