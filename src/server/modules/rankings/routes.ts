// Rankings (issue 17): best drops of the day and week, promotion leaders.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function rankingRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // Filled in by issue 17's work.
}
