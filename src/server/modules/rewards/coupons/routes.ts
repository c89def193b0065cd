// Coupons and free cases: getMyCoupons, getMyCouponPage, getMyFreeBoxPage, openFreeBox. (issue 18)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/deps.ts';

export function couponRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by this part's work
}
