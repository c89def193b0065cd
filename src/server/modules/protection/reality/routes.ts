// Reality checks: GET api/protection/reality, POST api/protection/reality/interval, /answer.
import type { FastifyInstance } from 'fastify';
import { realityAnswerBody, realityIntervalBody } from '../../../../shared/contracts/protection/reality.ts';
import { requireUser } from '../../../http/auth.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { ok } from '../../../envelope.ts';
import { parse } from '../../../validate.ts';
import { answerReality, realityView, setRealityInterval } from './service.ts';

export type RealityRouteDeps = Pick<AppDeps, 'db' | 'clock'>;

export function realityRoutes(app: FastifyInstance, deps: RealityRouteDeps): void {
  app.get('/api/protection/reality', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await realityView(deps.db, userId, deps.clock()));
  });

  app.post('/api/protection/reality/interval', async (req) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(realityIntervalBody, req.body);
    return ok(await setRealityInterval(deps.db, userId, body.minutes, deps.clock()));
  });

  app.post('/api/protection/reality/answer', async (req) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(realityAnswerBody, req.body);
    return ok(await answerReality(deps.db, userId, body.continue, deps.clock()));
  });
}
