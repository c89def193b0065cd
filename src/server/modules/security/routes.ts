// Mail binding, phone change and the security check before sensitive actions.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function securityRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
