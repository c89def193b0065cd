// Checking a code someone typed: the attempt is reserved against the guess limits before the code
// is looked at (auth/attempts.ts), and stops counting when the code was right.
import type { AppDeps } from '../../app-deps.ts';
import { codeLimits, reserveAttempt, type AttemptFrom } from '../auth/attempts.ts';
import { consumeCode, type CodeRef } from './codes.ts';

type CheckDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/**
 * True once for the right code. Throws CAPTCHA_REQUIRED when a step-up is due and no good slider
 * pass came with it, LOGIN_THROTTLED past a ceiling. `stepUp: false` where the form has no slider.
 */
export async function checkCode(
  deps: CheckDeps,
  ref: CodeRef,
  code: string,
  from: AttemptFrom & { stepUp?: boolean },
): Promise<boolean> {
  const limits = codeLimits(`${ref.channel}:${ref.target}`, from.ip, { stepUp: from.stepUp ?? true });
  const attempt = await reserveAttempt(deps, limits, from);
  const ok = await consumeCode(deps.db, ref, code, from.now, deps.config.appSecret);
  if (ok) await attempt.pass();
  return ok;
}
