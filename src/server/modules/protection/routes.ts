// Player protection: one line per part, each in its own folder; the gate is gate.ts.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { exclusionRoutes } from './exclusion/routes.ts';
import { limitRoutes } from './limits/routes.ts';
import { realityRoutes } from './reality/routes.ts';
import { resultRoutes } from './results/routes.ts';

export function protectionRoutes(app: FastifyInstance, deps: AppDeps): void {
  limitRoutes(app, deps);
  exclusionRoutes(app, deps);
  realityRoutes(app, deps);
  resultRoutes(app, deps);
}
