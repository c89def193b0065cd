// Promotion (issue 17): the partner's page, promoted players, rebates, and the spec's two public calls.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function promoRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // Filled in by issue 17's work.
}
