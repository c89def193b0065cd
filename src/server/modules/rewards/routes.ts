// Rewards: one line per part, each in its own folder.
import type { FastifyInstance } from 'fastify';
import { cdkRoutes, type CdkRouteDeps } from './cdk/routes.ts';
import { couponRoutes, type CouponRouteDeps } from './coupons/routes.ts';
import { dailyRoutes, type DailyRouteDeps } from './daily/routes.ts';
import { virtualRoutes, type VirtualRouteDeps } from './virtual/routes.ts';

export type RewardRouteDeps = CdkRouteDeps & CouponRouteDeps & DailyRouteDeps & VirtualRouteDeps;

export function rewardRoutes(app: FastifyInstance, deps: RewardRouteDeps): void {
  cdkRoutes(app, deps);
  couponRoutes(app, deps);
  dailyRoutes(app, deps);
  virtualRoutes(app, deps);
}
