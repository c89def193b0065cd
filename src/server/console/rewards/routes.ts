// Console: redeem-code batches: create (the codes are answered once, as CSV), list, one
// batch's redemptions, stop. Reading needs rewards.view, changing rewards.manage; writes audited.
import type { FastifyInstance } from 'fastify';
import { paging } from '../../../shared/contracts/fields.ts';
import { consoleCdkBatchBody, consoleCdkBatchQuery, consoleCdkStopBody } from '../../../shared/contracts/rewards/cdk.ts';
import type { AppDeps } from '../../app-deps.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { consoleGet, consolePost, consolePostCsv } from '../guard.ts';
import { makeBatch, stopBatch } from './actions.ts';
import { batchDetail, batchList } from './views.ts';

export type ConsoleRewardRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue'>;

export function consoleRewardRoutes(app: FastifyInstance, deps: ConsoleRewardRouteDeps): void {
  consolePostCsv(app, deps, '/api/console/rewards/batches', 'rewards.manage', async (req, staff) =>
    makeBatch(deps, staff, parse(consoleCdkBatchBody, req.body), langOf(req)));

  consoleGet(app, deps, '/api/console/rewards/batches', 'rewards.view', async (req) =>
    batchList(deps.db, deps.catalogue, parse(paging, req.query), langOf(req)));

  consoleGet(app, deps, '/api/console/rewards/batch', 'rewards.view', async (req) =>
    batchDetail(deps.db, deps.catalogue, BigInt(parse(consoleCdkBatchQuery, req.query).id), langOf(req)));

  consolePost(app, deps, '/api/console/rewards/batches/stop', 'rewards.manage', async (req, staff) =>
    stopBatch(deps, staff, BigInt(parse(consoleCdkStopBody, req.body).id), langOf(req)));
}
