import type { FastifyInstance } from 'fastify';
import { SYS_CONFIG_PATH } from '../../../shared/contracts/sysconfig.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { sysConfig } from './service.ts';

/** No parameters: whatever query a client sends is ignored (there is nothing to validate). */
export function sysConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(SYS_CONFIG_PATH, async () => ok(sysConfig(deps.config)));
}
