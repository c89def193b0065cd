// Daily deposit rewards, transferSecondary, vouchers. (issue 18)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/deps.ts';

export function dailyRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by this part's work
}
