// Account settings under api/profile: nickname, avatar, trade link, inviter, client seed, cancel account.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function profileRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
