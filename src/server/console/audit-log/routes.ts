// The audit log's page and its CSV export (permission audit.read).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parse } from '../../validate.ts';
import { auditFilterQuery, auditListQuery } from '../../../shared/contracts/console-staff.ts';
import { consoleCsv, consoleGet } from '../guard.ts';
import { auditCsv, listAudit } from './query.ts';

export type ConsoleAuditRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function consoleAuditRoutes(app: FastifyInstance, deps: ConsoleAuditRouteDeps): void {
  consoleGet(app, deps, '/api/console/audit', 'audit.read', async (req) => listAudit(deps.db, parse(auditListQuery, req.query)));
  consoleCsv(app, deps, '/api/console/audit/csv', 'audit.read', async (req) => auditCsv(deps.db, parse(auditFilterQuery, req.query), deps.clock()));
}
