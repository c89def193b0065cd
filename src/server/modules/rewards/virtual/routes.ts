// Virtual items (buyVirtual, buyVirtualItem, myVirtual, wearVirtual) and getBenefits. (issue 18)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/deps.ts';

export function virtualRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // filled in by this part's work
}
