// Redeem codes: POST api/profile/exchangeCdk, GET api/profile/getMyRewardPage.
import type { FastifyInstance } from 'fastify';
import { redeemCodeBody, rewardPageQuery, type RedeemResult } from '../../../../shared/contracts/rewards/cdk.ts';
import { requirePlayer, requireToken, requireUser } from '../../../http/auth.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { ok } from '../../../envelope.ts';
import { langOf } from '../../../http/request-context.ts';
import { parse } from '../../../validate.ts';
import { rewardView } from '../reward-view.ts';
import { rewardRecordPage } from './records.ts';
import { redeemCode } from './redeem.ts';

export type CdkRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'catalogue'>;

export function cdkRoutes(app: FastifyInstance, deps: CdkRouteDeps): void {
  app.post('/api/profile/exchangeCdk', async (req) => {
    requireToken(req);
    const { code } = parse(redeemCodeBody, req.body);
    const userId = await requirePlayer(deps.db, req, 'reward');
    const reward = await redeemCode(deps.db, userId, req.ip, code, deps.clock());
    const result: RedeemResult = { reward: rewardView(reward, deps.catalogue, langOf(req)) };
    return ok(result);
  });

  app.get('/api/profile/getMyRewardPage', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await rewardRecordPage(deps.db, deps.catalogue, userId, parse(rewardPageQuery, req.query), langOf(req)));
  });
}
