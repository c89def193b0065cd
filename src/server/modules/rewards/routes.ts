// Rewards: one line per part, each in its own folder.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { cdkRoutes } from './cdk/routes.ts';
import { couponRoutes } from './coupons/routes.ts';
import { dailyRoutes } from './daily/routes.ts';
import { virtualRoutes } from './virtual/routes.ts';

export function rewardRoutes(app: FastifyInstance, deps: AppDeps): void {
  cdkRoutes(app, deps);
  couponRoutes(app, deps);
  dailyRoutes(app, deps);
  virtualRoutes(app, deps);
}
