// Console: redeem-code batches (issue 18): create (the codes are answered once, as CSV), list, stop.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function consoleRewardRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by the redeem-code work
}
