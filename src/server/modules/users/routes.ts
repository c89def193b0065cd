import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { userInfo } from './service.ts';

export function userRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/profile/userInfo', async (req) => ok(await userInfo(deps.db, await requireUser(deps.db, req))));

  app.get('/api/common/getDefaultInvitationCode', async () => ok({ code: deps.config.defaultInvitationCode }));
}
