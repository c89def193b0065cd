import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { userInfo } from './service.ts';

export type UserRouteDeps = Pick<AppDeps, 'db' | 'config'>;

export function userRoutes(app: FastifyInstance, deps: UserRouteDeps): void {
  app.get('/api/profile/userInfo', async (req) => ok(await userInfo(deps.db, await requireUser(deps.db, req))));

  app.get('/api/common/getDefaultInvitationCode', async () => ok({ code: deps.config.defaultInvitationCode }));
}
