// GET api/profile/getMyOpeningPage: the record centre's openings tab (./opening-records.ts).
import type { FastifyInstance } from 'fastify';
import { openingPageQuery } from '../../../shared/contracts/openings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { myOpenings } from './opening-records.ts';

export function openingRecordRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config' | 'catalogue'>): void {
  app.get('/api/profile/getMyOpeningPage', async (req) => {
    // Who first: a visitor's call is a 401 whatever its query (http/auth.ts signedInFirst).
    const userId = await requireUser(deps.db, req);
    const q = parse(openingPageQuery, req.query);
    return ok(await myOpenings(deps.db, { catalogue: deps.catalogue, recoveryPercent: deps.config.boxes.recoveryPercent }, userId, q, langOf(req)));
  });
}
