// The slider check: GET api/common/captcha gives a puzzle (or {enabled: false} with CAPTCHA=off),
// POST api/common/captcha {id, x, trail?} answers it and gives a one-time pass for one SMS send.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { captchaCheckBody, type CaptchaPuzzle } from '../../../shared/contracts/verification.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { checkPuzzle, newPuzzle } from './puzzle.ts';

/** Drawing a puzzle costs real CPU: one address gets this many a minute (per process, in memory). */
export const PUZZLES_PER_MINUTE = 30;
export const ANSWERS_PER_MINUTE = 60;

export function captchaRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, errorResponseBuilder: () => new AppError('RATE_LIMITED') });

    scope.get('/api/common/captcha', { config: { rateLimit: { max: PUZZLES_PER_MINUTE, timeWindow: 60_000 } } }, async () => {
      if (!deps.config.captcha.enabled) return ok<CaptchaPuzzle>({ enabled: false });
      return ok(await newPuzzle(deps.db, deps.clock()));
    });

    scope.post('/api/common/captcha', { config: { rateLimit: { max: ANSWERS_PER_MINUTE, timeWindow: 60_000 } } },
      async (req) => ok(await checkPuzzle(deps.db, parse(captchaCheckBody, req.body), deps.clock())));
  });
}
