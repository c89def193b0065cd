import type { FastifyInstance } from 'fastify';
import { lastDropQuery } from '../../../shared/contracts/feed.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { homeStats, lastDrops } from './service.ts';

export type StatRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'catalogue' | 'liveConnections'>;

export function statRoutes(app: FastifyInstance, deps: StatRouteDeps): void {
  app.get('/api/stat/lastDrop', async (req) => ok(await lastDrops(deps.db, deps.catalogue, parse(lastDropQuery, req.query), langOf(req), deps.clock())));

  app.get('/api/stat/homepage', async (req) => ok(await homeStats(deps.db, deps.catalogue, await deps.liveConnections(), langOf(req), deps.clock())));
}
