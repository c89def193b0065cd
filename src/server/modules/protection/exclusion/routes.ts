// Cool-off and self-exclusion: GET api/protection/exclusion, POST api/protection/exclusion. (issue 19)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/deps.ts';

export function exclusionRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by this part's work
}
