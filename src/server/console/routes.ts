// The operator console's API, every route under /api/console. Not registered at all with
// CONSOLE=off (every console address is then a 404). One line per console area; later features
// (giveaways, withdrawals, codes, streamers, promotions) add theirs here.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { consoleAuditRoutes, type ConsoleAuditRouteDeps } from './audit-log/routes.ts';
import { consoleAuthRoutes, type ConsoleAuthRouteDeps } from './auth/routes.ts';
import { consoleStaffRoutes, type ConsoleStaffRouteDeps } from './staff/routes.ts';
import { consoleDevRoutes, type ConsoleDevRouteDeps } from './staff/dev-owner.ts';
import { consolePlayerRoutes, type ConsolePlayerRouteDeps } from './players/routes.ts';
import { consoleBoxRoutes, type ConsoleBoxRouteDeps } from './boxes/routes.ts';
import { consoleReportsRoutes, type ConsoleReportsRouteDeps } from './reports/routes.ts';
import { consoleGiveawayRoutes, type ConsoleGiveawayRouteDeps } from './giveaways/routes.ts';
import { consoleWithdrawalRoutes, type ConsoleWithdrawalRouteDeps } from './withdrawals/routes.ts';
import { consolePromotionRoutes, type ConsolePromotionRouteDeps } from './promotion/routes.ts';
import { consoleLevelRoutes, type ConsoleLevelRouteDeps } from './levels/routes.ts';
import { consoleRewardRoutes, type ConsoleRewardRouteDeps } from './rewards/routes.ts';
import { consoleProtectionRoutes, type ConsoleProtectionRouteDeps } from './protection/routes.ts';
import { consoleFairnessRoutes, type ConsoleFairnessRouteDeps } from './fairness/routes.ts';

// Its own needs (config) and every console area's.
export type ConsoleRouteDeps = Pick<AppDeps, 'config'> & ConsoleAuditRouteDeps & ConsoleAuthRouteDeps & ConsoleStaffRouteDeps & ConsoleDevRouteDeps & ConsolePlayerRouteDeps & ConsoleBoxRouteDeps & ConsoleReportsRouteDeps & ConsoleGiveawayRouteDeps & ConsoleWithdrawalRouteDeps & ConsolePromotionRouteDeps & ConsoleLevelRouteDeps & ConsoleRewardRouteDeps & ConsoleProtectionRouteDeps & ConsoleFairnessRouteDeps;

export function consoleRoutes(app: FastifyInstance, deps: ConsoleRouteDeps): void {
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
