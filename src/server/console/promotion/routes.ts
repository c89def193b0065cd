// Console promotion area (issue 17): partners, flagged referrals.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function consolePromotionRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // Filled in by issue 17's work.
}
