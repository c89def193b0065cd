// The captcha behind api/common/captcha, whichever provider is configured (CAPTCHA_PROVIDER).
//
// A provider only judges the browser's answer; what it gives for a good one is always our own
// one-time pass (tokens.ts), which a code send or a stepped-up sign-in then spends. So every route
// that takes `captchaToken` stays as it is, and GeeTest is asked before any of them runs, never
// inside their transactions: those hold locks (the send's global one; on embedded PGlite, the only
// connection) that must not wait on another company's server. It also keeps the rule that a send a
// limit refuses does not spend the pass: a GeeTest pass_token cannot be given back, ours can.
//
// GeeTest unreachable or too slow: we fail CLOSED (CAPTCHA_UNAVAILABLE, 503, in the reader's
// language), not open as GeeTest's guide suggests. The captcha guards SMS sends, which cost money
// and can be turned on other people's phones, and sign-in after failures, which is where password
// guessing is stopped; a pass given without a check would hand both to whoever can make GeeTest
// slow for us. Sign-in below the step-up needs no captcha, so an outage blocks only those two.
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaPass, CaptchaPuzzle } from '../../../shared/contracts/verification.ts';
import { captchaCheckBody, geetestAnswerBody } from '../../../shared/contracts/verification.ts';
import type { CaptchaProvider } from '../../../shared/captcha-provider.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parse } from '../../validate.ts';
import { validateGeetest } from '../../providers/captcha/geetest.ts';
import type { GeetestConfig } from '../../providers/captcha/captcha-config.ts';
import { checkPuzzle, newPuzzle } from './puzzle.ts';
import { issueCaptchaToken } from './tokens.ts';

export interface AnswerFrom {
  ip: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface CaptchaVerifier {
  readonly provider: CaptchaProvider;
  /** GET api/common/captcha: what the browser shows. */
  challenge(): Promise<CaptchaPuzzle>;
  /** POST api/common/captcha: judges the browser's answer (any JSON body) and gives a pass, or throws. */
  answer(body: unknown, from: AnswerFrom): Promise<CaptchaPass>;
}

type VerifierDeps = Pick<AppDeps, 'config' | 'db' | 'clock'>;

/** Our slider: a puzzle drawn here, answered with the piece's x (puzzle.ts). */
export function sliderVerifier(deps: VerifierDeps): CaptchaVerifier {
  return {
    provider: 'slider',
    challenge: () => newPuzzle(deps.db, deps.clock()),
    answer: (body) => checkPuzzle(deps.db, parse(captchaCheckBody, body), deps.clock()),
  };
}

/** GeeTest v4: its widget runs in the browser; its result is checked with GeeTest's /validate. */
export function geetestVerifier(db: Db, config: () => GeetestConfig, clock: () => Date): CaptchaVerifier {
  return {
    provider: 'geetest',
    challenge: async () => ({ enabled: true, provider: 'geetest', captchaId: config().captchaId }),
    async answer(body, from) {
      const result = parse(geetestAnswerBody, body);
      const verdict = await validateGeetest(config(), result);
      if (verdict.kind === 'unavailable') {
        from.log.error({ reason: verdict.reason }, 'geetest validate unavailable: no captcha pass given');
        throw new AppError('CAPTCHA_UNAVAILABLE');
      }
      if (verdict.kind === 'fail') {
        from.log.warn({ reason: verdict.reason, ip: from.ip }, 'geetest refused a captcha result');
        throw new AppError('CAPTCHA_FAILED');
      }
      return { token: await issueCaptchaToken(db, clock()) };
    },
  };
}

/** The configured provider. GeeTest's settings are read at each check, so they are the config's own. */
export function captchaVerifier(deps: VerifierDeps): CaptchaVerifier {
  if (deps.config.captcha.provider === 'geetest') {
    return geetestVerifier(deps.db, () => deps.config.captcha.geetest!, deps.clock);
  }
  return sliderVerifier(deps);
}
