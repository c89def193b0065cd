// Console: a player's limit and exclusion history (read only), tightening a limit with a reason
// (never loosening, never lifting an exclusion: there is no route for it), and the protection report.
import type { FastifyInstance } from 'fastify';
import { consoleProtectionPlayerQuery, consoleProtectionReportQuery, consoleTightenBody } from '../../../shared/contracts/protection/results.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parse } from '../../validate.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { tightenLimit } from './actions.ts';
import { protectionPlayer, protectionReport } from './views.ts';

export type ConsoleProtectionRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function consoleProtectionRoutes(app: FastifyInstance, deps: ConsoleProtectionRouteDeps): void {
  consoleGet(app, deps, '/api/console/protection/player', 'protection.view', async (req) =>
    protectionPlayer(deps.db, BigInt(parse(consoleProtectionPlayerQuery, req.query).userId), deps.clock()));

  consolePost(app, deps, '/api/console/protection/tighten', 'protection.tighten', async (req, staff) =>
    tightenLimit(deps, staff, parse(consoleTightenBody, req.body)));

  consoleGet(app, deps, '/api/console/protection/report', 'protection.view', async (req) =>
    protectionReport(deps.db, parse(consoleProtectionReportQuery, req.query), deps.clock()));
}
