// api/profile/sessions, endSession, endOtherSessions: the player's signed-in devices.
import type { FastifyInstance } from 'fastify';
import { endSessionBody } from '../../../shared/contracts/sessions.ts';
import { requireUser, tokenOf } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.ts';

export type SessionRouteDeps = Pick<AppDeps, 'db'>;

export function sessionRoutes(app: FastifyInstance, deps: SessionRouteDeps): void {
  const { db } = deps;

  app.get('/api/profile/sessions', async (req) => {
    const userId = await requireUser(db, req);
    return ok(await listSessions(db, userId, tokenOf(req), app.sessionRules()));
  });

  app.post('/api/profile/endSession', async (req) => {
    const userId = await requireUser(db, req);
    const { id } = parse(endSessionBody, req.body);
    await endSession(db, userId, id, app.sessionRules());
    return ok(null);
  });

  app.post('/api/profile/endOtherSessions', async (req) => {
    const userId = await requireUser(db, req);
    return ok({ ended: await endOtherSessions(db, userId, tokenOf(req)) });
  });
}
