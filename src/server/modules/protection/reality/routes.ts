// Reality checks: GET api/protection/reality, POST api/protection/reality/interval, /answer. (issue 19)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/deps.ts';

export function realityRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by this part's work
}
