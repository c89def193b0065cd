// Console: a player's limit and exclusion history (read only), tightening a limit with a reason
// (never loosening, never lifting an exclusion), and the protection report (issue 19).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function consoleProtectionRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by the console part's work
}
