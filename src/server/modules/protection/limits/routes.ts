// Deposit and loss limits: GET api/protection/limits, POST api/protection/limits/set, /confirm, /cancel, /skipPrompt. (issue 19)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/deps.ts';

export function limitRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by this part's work
}
