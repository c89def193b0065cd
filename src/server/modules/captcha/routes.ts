// The slider check: GET api/common/captcha gives a puzzle (or {enabled: false} with CAPTCHA=off),
// POST api/common/captcha {id, x, trail?} answers it and gives a one-time pass for one SMS send.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { captchaCheckBody, type CaptchaPuzzle } from '../../../shared/contracts/verification.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { takeHit } from '../limits/counter.ts';
import { checkPuzzle, newPuzzle } from './puzzle.ts';

/** Drawing a puzzle costs real CPU: one address gets this many a minute, counted across processes. */
export const PUZZLES_PER_MINUTE = 30;
export const ANSWERS_PER_MINUTE = 60;

export function captchaRoutes(app: FastifyInstance, deps: AppDeps): void {
  /** Counts the request first (in the database, so every process shares the count), then judges it. */
  async function perAddress(req: FastifyRequest, what: 'puzzle' | 'answer', max: number): Promise<void> {
    const { hits } = await takeHit(deps.db, `captcha:${what}:${req.ip}`, 60_000, deps.clock());
    if (hits > max) throw new AppError('RATE_LIMITED');
  }

  app.get('/api/common/captcha', async (req) => {
    await perAddress(req, 'puzzle', PUZZLES_PER_MINUTE);
    if (!deps.config.captcha.enabled) return ok<CaptchaPuzzle>({ enabled: false });
    return ok(await newPuzzle(deps.db, deps.clock()));
  });

  app.post('/api/common/captcha', async (req) => {
    await perAddress(req, 'answer', ANSWERS_PER_MINUTE);
    return ok(await checkPuzzle(deps.db, parse(captchaCheckBody, req.body), deps.clock()));
  });
}
