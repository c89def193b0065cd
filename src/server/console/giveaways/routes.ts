// api/console/giveaways: the rooms' list and one room (giveaways.view), the prize
// picker's skin search, and creating an official room or cancelling one (giveaways.manage). There
// is no route to pick, change or foresee a winner, and a room's server seed is never shown before
// its draw.
import type { FastifyInstance } from 'fastify';
import { giveawayRoomFields } from '../../../shared/contracts/giveaway.ts';
import {
  consoleGiveawayCancelBody, consoleGiveawayDetailQuery, consoleGiveawayListQuery, consoleGiveawaySkinsQuery,
} from '../../../shared/console/giveaways.ts';
import type { AppDeps } from '../../app-deps.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { listAudit } from '../audit-log/query.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { cancelConsoleGiveaway, createOfficialGiveaway } from './actions.ts';
import { searchPrizeSkins } from './skins.ts';
import { consoleGiveawayDetail, listConsoleGiveaways } from './views.ts';

export type ConsoleGiveawayRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue' | 'broadcaster' | 'giveaways'>;

export function consoleGiveawayRoutes(app: FastifyInstance, deps: ConsoleGiveawayRouteDeps): void {
  consoleGet(app, deps, '/api/console/giveaways', 'giveaways.view', async (req) =>
    listConsoleGiveaways(deps.db, parse(consoleGiveawayListQuery, req.query), langOf(req)));

  consoleGet(app, deps, '/api/console/giveaways/detail', 'giveaways.view', async (req) =>
    consoleGiveawayDetail(deps.db, deps.catalogue, parse(consoleGiveawayDetailQuery, req.query).id, langOf(req)));

  // The room's own audit entries, for whoever may see the room (operators make and cancel rooms
  // but do not read the whole audit log).
  consoleGet(app, deps, '/api/console/giveaways/audit', 'giveaways.view', async (req) =>
    listAudit(deps.db, { staff: '', action: '', from: '', to: '', target: `giveaway:${parse(consoleGiveawayDetailQuery, req.query).id}`, page: 1, pageSize: 50 }));

  consoleGet(app, deps, '/api/console/giveaways/skins', 'giveaways.manage', async (req) =>
    searchPrizeSkins(deps.catalogue, parse(consoleGiveawaySkinsQuery, req.query).q, langOf(req)));

  consolePost(app, deps, '/api/console/giveaways/create', 'giveaways.manage', async (req, staff) =>
    createOfficialGiveaway(deps, staff, parse(giveawayRoomFields, req.body)));

  consolePost(app, deps, '/api/console/giveaways/cancel', 'giveaways.manage', async (req, staff) => {
    const b = parse(consoleGiveawayCancelBody, req.body);
    return cancelConsoleGiveaway(deps, staff, b.id, b.reason);
  });
}
