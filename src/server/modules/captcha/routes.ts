// The slider check: GET and POST api/common/captcha (issue 4).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function captchaRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
