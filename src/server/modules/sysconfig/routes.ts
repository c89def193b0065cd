import type { FastifyInstance } from 'fastify';
import { CUSTOMER_SERVICE_PATH, INTERFACE_LIST_PATH, LANGUAGE_LIST_PATH } from '../../../shared/contracts/common.ts';
import { SYS_CONFIG_PATH } from '../../../shared/contracts/sysconfig.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { customerService, languageList } from './common-info.ts';
import { publicRoutes } from './interfaces.ts';
import { sysConfig } from './service.ts';

export type SysConfigRouteDeps = Pick<AppDeps, 'config'>;

/** No parameters: whatever query a client sends is ignored (there is nothing to validate). */
export function sysConfigRoutes(app: FastifyInstance, deps: SysConfigRouteDeps): void {
  app.get(SYS_CONFIG_PATH, async () => ok(sysConfig(deps.config)));

  app.get(CUSTOMER_SERVICE_PATH, async () => ok(customerService(deps.config)));

  app.get(LANGUAGE_LIST_PATH, async () => ok(languageList()));

  // Read at each request: routes added after this one (the console, the sandboxes) are in it too.
  app.get(INTERFACE_LIST_PATH, async () => ok(publicRoutes(app)));
}
