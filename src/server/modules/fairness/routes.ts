import type { FastifyInstance } from 'fastify';
import { paging } from '../../../shared/contracts/fields.ts';
import { rollQuery, setClientSeedBody } from '../../../shared/contracts/fair.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { getRoll, myRolls } from './rolls.ts';
import { currentSeed, rotateSeed, setClientSeed } from './seeds.ts';

export type FairRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'catalogue'>;

export function fairRoutes(app: FastifyInstance, deps: FairRouteDeps): void {
  app.get('/api/fair/getSeed', async (req) => ok(await currentSeed(deps.db, await requireUser(deps.db, req))));

  app.post('/api/fair/setClientSeed', async (req) => {
    const userId = await requireUser(deps.db, req);
    const { clientSeed } = parse(setClientSeedBody, req.body);
    return ok(await setClientSeed(deps.db, userId, clientSeed));
  });

  app.post('/api/fair/rotateSeed', async (req) => ok(await rotateSeed(deps.db, await requireUser(deps.db, req), deps.clock())));

  app.get('/api/fair/getRoll', async (req) => {
    const { id } = parse(rollQuery, req.query);
    return ok(await getRoll(deps.db, deps.catalogue, id, langOf(req)));
  });

  app.get('/api/fair/myRolls', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await myRolls(deps.db, deps.catalogue, userId, parse(paging, req.query), langOf(req)));
  });
}
