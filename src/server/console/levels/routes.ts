// Console level tables and channel list (issue 17).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function consoleLevelRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // Filled in by issue 17's work.
}
