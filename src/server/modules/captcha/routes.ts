// The captcha: GET api/common/captcha says what to show (our slider's puzzle, GeeTest's captcha id,
// or {enabled: false} with CAPTCHA=off); POST api/common/captcha answers it (the slider's {id, x,
// trail?} or GeeTest's result fields) and gives a one-time pass for one SMS send (verifier.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CaptchaPuzzle } from '../../../shared/contracts/verification.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { takeHit } from '../limits/counter.ts';
import { captchaVerifier } from './verifier.ts';

/** Drawing a puzzle costs real CPU: one address gets this many a minute, counted across processes. */
export const PUZZLES_PER_MINUTE = 30;
/** Each GeeTest answer is also a request to GeeTest: the same limit keeps one address from spending our quota. */
export const ANSWERS_PER_MINUTE = 60;

export type CaptchaRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function captchaRoutes(app: FastifyInstance, deps: CaptchaRouteDeps): void {
  const verifier = captchaVerifier(deps);

  /** Counts the request first (in the database, so every process shares the count), then judges it. */
  async function perAddress(req: FastifyRequest, what: 'puzzle' | 'answer', max: number): Promise<void> {
    const { hits } = await takeHit(deps.db, `captcha:${what}:${req.ip}`, 60_000, deps.clock());
    if (hits > max) throw new AppError('RATE_LIMITED');
  }

  app.get('/api/common/captcha', async (req) => {
    await perAddress(req, 'puzzle', PUZZLES_PER_MINUTE);
    if (!deps.config.captcha.enabled) return ok<CaptchaPuzzle>({ enabled: false });
    return ok(await verifier.challenge());
  });

  app.post('/api/common/captcha', async (req) => {
    await perAddress(req, 'answer', ANSWERS_PER_MINUTE);
    return ok(await verifier.answer(req.body, { ip: req.ip, log: req.log }));
  });
}
