// Real-name verification: api/auth/certify, certifyRedirect, certifyResult.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function certifyRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
