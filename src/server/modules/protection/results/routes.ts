// Published case results (GET api/box/results, public) and the player's history export
// (GET api/profile/exportHistory, CSV) with the net deposits (GET api/profile/netDeposits).
import type { FastifyInstance } from 'fastify';
import { boxResultsQuery, historyQuery } from '../../../../shared/contracts/protection/results.ts';
import { requireUser } from '../../../http/auth.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { ok } from '../../../envelope.ts';
import { langOf } from '../../../http/request-context.ts';
import { parse } from '../../../validate.ts';
import { csvOf } from '../../../console/csv.ts';
import { historyCsv, netDeposits } from './history.ts';
import { boxResults } from './published.ts';

export type ResultRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'catalogue'>;

export function resultRoutes(app: FastifyInstance, deps: ResultRouteDeps): void {
  app.get('/api/box/results', async (req) =>
    ok(await boxResults(deps.db, deps.catalogue, parse(boxResultsQuery, req.query), deps.clock(), langOf(req))));

  app.get('/api/profile/exportHistory', async (req, reply) => {
    const userId = await requireUser(deps.db, req);
    const { months } = parse(historyQuery, req.query);
    const table = await historyCsv(deps.db, deps.catalogue, userId, months, deps.clock(), langOf(req));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${table.filename}"`)
      .send(csvOf(table));
  });

  app.get('/api/profile/netDeposits', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await netDeposits(deps.db, userId, parse(historyQuery, req.query).months, deps.clock()));
  });
}
