// Steam sign-in (OpenID 2.0): api/auth/steamLogin, steamReturn and the one-time code exchange.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function steamRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
