// Rankings: GET api/rank/drops?period=day|week&by=value|luck, GET api/rank/promoters.
// Battle winners stay GET api/battle/rank. Public: no sign-in needed.
import type { FastifyInstance } from 'fastify';
import { dropRankQuery } from '../../../shared/contracts/ranking.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { dropRanking, promoterRanking } from './service.ts';

export type RankingRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'catalogue'>;

export function rankingRoutes(app: FastifyInstance, deps: RankingRouteDeps): void {
  app.get('/api/rank/drops', async (req) => ok(await dropRanking(deps.db, deps.catalogue, parse(dropRankQuery, req.query), langOf(req), deps.clock())));

  app.get('/api/rank/promoters', async () => ok(await promoterRanking(deps.db, deps.clock())));
}
