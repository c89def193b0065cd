// Published case results (GET api/box/results) and the player's history export (GET api/profile/exportHistory). (issue 19)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/deps.ts';

export function resultRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by this part's work
}
