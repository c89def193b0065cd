// The fairness watchdog's summary for the console's front page (permission reports.read, like the
// RTP monitor beside it): per game, the last 24 hours' re-checked rolls and mismatches.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { watchdogSummary } from '../../modules/fairness/watchdog/index.ts';
import { consoleGet } from '../guard.ts';

export type ConsoleFairnessRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function consoleFairnessRoutes(app: FastifyInstance, deps: ConsoleFairnessRouteDeps): void {
  consoleGet(app, deps, '/api/console/fairness/watchdog', 'reports.read', async () => watchdogSummary(deps.db, deps.clock()));
}
