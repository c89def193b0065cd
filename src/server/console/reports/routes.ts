// Reports and the RTP monitor (permission reports.read): JSON for the pages and the same as CSV.
import type { FastifyInstance } from 'fastify';
import { reportQuery, rtpMonitorCsvQuery, rtpMonitorQuery } from '../../../shared/contracts/console-reports.ts';
import type { AppDeps } from '../../app-deps.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { consoleCsv, consoleGet } from '../guard.ts';
import { report, reportCsv } from './report.ts';
import { rtpMonitor, rtpMonitorCsv } from './rtp-monitor.ts';

export type ConsoleReportsRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function consoleReportsRoutes(app: FastifyInstance, deps: ConsoleReportsRouteDeps): void {
  consoleGet(app, deps, '/api/console/reports', 'reports.read', async (req) => report(deps.db, parse(reportQuery, req.query), deps.clock()));
  consoleCsv(app, deps, '/api/console/reports/csv', 'reports.read', async (req) => reportCsv(await report(deps.db, parse(reportQuery, req.query), deps.clock())));
  consoleGet(app, deps, '/api/console/reports/rtp', 'reports.read', async (req) => rtpMonitor(deps.db, parse(rtpMonitorQuery, req.query), deps.clock(), langOf(req)));
  consoleCsv(app, deps, '/api/console/reports/rtp/csv', 'reports.read', async (req) => rtpMonitorCsv(await rtpMonitor(deps.db, parse(rtpMonitorCsvQuery, req.query), deps.clock(), langOf(req))));
}
