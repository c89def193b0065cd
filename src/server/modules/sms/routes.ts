// Sending codes: api/common/smsCode, api/common/userSmsCode, and api/dev/smsOutbox outside production.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function smsRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
