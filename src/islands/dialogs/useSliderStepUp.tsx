// Step-up for sign-in forms: after a few failures on an account or address the server answers
// CAPTCHA_REQUIRED instead of judging the attempt. The form then shows the captcha (our slider or
// GeeTest's widget, as the server says) and, once it is solved, sends the same attempt again with the pass. Nobody is locked out: a person who solves
// the slider is always judged (the server's attempt limits, src/server/modules/auth/attempts.ts).
import { Suspense, useRef, useState, type ReactNode } from 'react';
import type { Translator } from '../../lib/i18n/ui.ts';
import { fetchCaptcha, isStepUp, type CaptchaChallenge } from '../../lib/verification/captcha.ts';
import { CaptchaWidget } from './CaptchaWidget.tsx';

export { isStepUp };

export function useSliderStepUp(t: Translator): {
  /** Runs `attempt`; on CAPTCHA_REQUIRED asks for the slider and runs it once more with the pass. */
  withStepUp: <T>(attempt: (captchaToken?: string) => Promise<T>) => Promise<T>;
  /** The slider while one is asked for; render it inside the form's dialog. */
  slider: ReactNode;
} {
  const [puzzle, setPuzzle] = useState<CaptchaChallenge | null>(null);
  const answer = useRef<((token: string | null) => void) | null>(null);

  async function withStepUp<T>(attempt: (captchaToken?: string) => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (err) {
      if (!isStepUp(err)) throw err;
      const p = await fetchCaptcha();
      if (!p.enabled) throw err;
      const token = await new Promise<string | null>((resolve) => {
        answer.current = resolve;
        setPuzzle(p);
      });
      answer.current = null;
      setPuzzle(null);
      if (token === null) throw err;
      return attempt(token);
    }
  }

  const slider = puzzle ? (
    <Suspense fallback={null}>
      <CaptchaWidget t={t} challenge={puzzle} onSolved={(token) => answer.current?.(token)} onCancel={() => answer.current?.(null)} />
    </Suspense>
  ) : null;
  return { withStepUp, slider };
}
