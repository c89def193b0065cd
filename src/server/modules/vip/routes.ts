// Member levels: GET api/profile/getGradeInfo. Growth and rewards move with deposits (growth.ts).
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { gradeInfo } from './grade.ts';

export type VipRouteDeps = Pick<AppDeps, 'db'>;

export function vipRoutes(app: FastifyInstance, deps: VipRouteDeps): void {
  app.get('/api/profile/getGradeInfo', async (req) => ok(await gradeInfo(deps.db, await requireUser(deps.db, req), langOf(req))));
}
