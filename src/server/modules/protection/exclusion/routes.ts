// Cool-off and self-exclusion: GET api/protection/exclusion, POST api/protection/exclusion.
// Deliberately no route (player or console) shortens, lifts or deletes one. Neither calls the gate:
// a banned or excluded player may still see theirs, and take a longer one.
import type { FastifyInstance } from 'fastify';
import { startExclusionBody } from '../../../../shared/contracts/protection/exclusion.ts';
import { requireUser } from '../../../http/auth.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { ok } from '../../../envelope.ts';
import { parse } from '../../../validate.ts';
import { exclusionsView, startExclusion } from './service.ts';

export type ExclusionRouteDeps = Pick<AppDeps, 'db' | 'clock'>;

export function exclusionRoutes(app: FastifyInstance, deps: ExclusionRouteDeps): void {
  app.get('/api/protection/exclusion', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await exclusionsView(deps.db, userId, deps.clock()));
  });

  app.post('/api/protection/exclusion', async (req) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(startExclusionBody, req.body);
    return ok(await startExclusion(deps.db, userId, body.kind, body.length, deps.clock()));
  });
}
