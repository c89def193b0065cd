// Console level tables and channel list: read with promotion.view, change with
// promotion.manage; every change is audited in its own transaction (tables.ts, channels.ts).
import type { FastifyInstance } from 'fastify';
import { consoleChannelCreateBody, consoleChannelUpdateBody, consoleRebateTableShape, consoleVipTableShape } from '../../../shared/console/promotion.ts';
import type { AppDeps } from '../../app-deps.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { createChannel, listChannels, updateChannel } from './channels.ts';
import { levelTablesView, saveRebate, saveVip } from './tables.ts';

export type ConsoleLevelRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function consoleLevelRoutes(app: FastifyInstance, deps: ConsoleLevelRouteDeps): void {
  consoleGet(app, deps, '/api/console/levels', 'promotion.view', async (req) => levelTablesView(deps.db, langOf(req)));

  // Each field is checked by the shape (400); the table as a whole by levelTableProblem (422).
  consolePost(app, deps, '/api/console/levels/rebate', 'promotion.manage', async (req, staff) =>
    saveRebate(deps.db, staff, parse(consoleRebateTableShape, req.body).levels, deps.clock(), langOf(req)));

  consolePost(app, deps, '/api/console/levels/vip', 'promotion.manage', async (req, staff) =>
    saveVip(deps.db, staff, parse(consoleVipTableShape, req.body).levels, deps.clock(), langOf(req)));

  consoleGet(app, deps, '/api/console/promotion/channels', 'promotion.view', async () => listChannels(deps.db));

  consolePost(app, deps, '/api/console/promotion/channels/create', 'promotion.manage', async (req, staff) =>
    createChannel(deps.db, staff, parse(consoleChannelCreateBody, req.body), deps.clock()));

  consolePost(app, deps, '/api/console/promotion/channels/update', 'promotion.manage', async (req, staff) =>
    updateChannel(deps.db, staff, parse(consoleChannelUpdateBody, req.body), deps.clock()));
}
