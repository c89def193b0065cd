// The operator console's API, every route under /api/console. Not registered at all with
// CONSOLE=off (every console address is then a 404). One line per console area; later features
// (giveaways, withdrawals, codes, streamers, promotions) add theirs here.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { consoleAuditRoutes } from './audit-log/routes.ts';
import { consoleAuthRoutes } from './auth/routes.ts';
import { consoleStaffRoutes } from './staff/routes.ts';
import { consoleDevRoutes } from './staff/dev-owner.ts';
import { consolePlayerRoutes } from './players/routes.ts';
import { consoleBoxRoutes } from './boxes/routes.ts';
import { consoleReportsRoutes } from './reports/routes.ts';
import { consoleGiveawayRoutes } from './giveaways/routes.ts';
import { consoleWithdrawalRoutes } from './withdrawals/routes.ts';
import { consolePromotionRoutes } from './promotion/routes.ts';
import { consoleLevelRoutes } from './levels/routes.ts';
import { consoleRewardRoutes } from './rewards/routes.ts';
import { consoleProtectionRoutes } from './protection/routes.ts';
import { consoleFairnessRoutes } from './fairness/routes.ts';

export function consoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  if (!deps.config.console.enabled) return;
  consoleAuthRoutes(app, deps);
  consoleStaffRoutes(app, deps);
  consoleAuditRoutes(app, deps);
  // The end-to-end tests' way to the first owner (never in production, like api/dev/grant).
  if (deps.config.pay.sandboxEnabled && deps.config.env !== 'production') consoleDevRoutes(app, deps);
  consolePlayerRoutes(app, deps);
  consoleBoxRoutes(app, deps);
  consoleReportsRoutes(app, deps);
  consoleGiveawayRoutes(app, deps);
  consoleWithdrawalRoutes(app, deps);
  consolePromotionRoutes(app, deps);
  consoleLevelRoutes(app, deps);
  consoleRewardRoutes(app, deps);
  consoleProtectionRoutes(app, deps);
  consoleFairnessRoutes(app, deps);
}
