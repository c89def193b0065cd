// The slider check: GET api/common/captcha gives a puzzle (or {enabled: false} with CAPTCHA=off),
// POST api/common/captcha {id, x, trail?} answers it and gives a one-time pass for one SMS send.
import type { FastifyInstance } from 'fastify';
import { captchaCheckBody, type CaptchaPuzzle } from '../../../shared/contracts/verification.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { checkPuzzle, newPuzzle } from './puzzle.ts';

export function captchaRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/common/captcha', async () => {
    if (!deps.config.captcha.enabled) return ok<CaptchaPuzzle>({ enabled: false });
    return ok(await newPuzzle(deps.db, deps.clock()));
  });

  app.post('/api/common/captcha', async (req) => ok(await checkPuzzle(deps.db, parse(captchaCheckBody, req.body), deps.clock())));
}
