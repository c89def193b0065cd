// Redeem codes: POST api/profile/exchangeCdk, GET api/profile/getMyRewardPage. (issue 18)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/deps.ts';

export function cdkRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by this part's work
}
