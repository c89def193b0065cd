// Player protection: one line per part, each in its own folder; the gate is gate.ts.
import type { FastifyInstance } from 'fastify';
import { exclusionRoutes, type ExclusionRouteDeps } from './exclusion/routes.ts';
import { limitRoutes, type LimitRouteDeps } from './limits/routes.ts';
import { realityRoutes, type RealityRouteDeps } from './reality/routes.ts';
import { resultRoutes, type ResultRouteDeps } from './results/routes.ts';

export type ProtectionRouteDeps = LimitRouteDeps & ExclusionRouteDeps & RealityRouteDeps & ResultRouteDeps;

export function protectionRoutes(app: FastifyInstance, deps: ProtectionRouteDeps): void {
  limitRoutes(app, deps);
  exclusionRoutes(app, deps);
  realityRoutes(app, deps);
  resultRoutes(app, deps);
}
