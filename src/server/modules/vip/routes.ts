// Member levels (issue 17): GET api/profile/getGradeInfo.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function vipRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // Filled in by issue 17's work.
}
