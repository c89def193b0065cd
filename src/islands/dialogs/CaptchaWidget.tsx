// The captcha the server asked for: our slider's puzzle or GeeTest's widget. Each is its own chunk,
// loaded only when shown.
import { lazy } from 'react';
import type { Translator } from '../../lib/i18n/ui.ts';
import type { CaptchaChallenge } from '../../lib/verification/captcha.ts';
import { isGeetestChallenge } from '../../shared/contracts/verification.ts';

const SliderCaptcha = lazy(() => import('./SliderCaptcha.tsx').then((m) => ({ default: m.SliderCaptcha })));
const GeetestCaptcha = lazy(() => import('./GeetestCaptcha.tsx').then((m) => ({ default: m.GeetestCaptcha })));

export type { CaptchaChallenge };

interface Props {
  t: Translator;
  challenge: CaptchaChallenge;
  onSolved: (token: string) => void;
  onCancel: () => void;
}

/** Render inside a <Suspense>: both widgets are lazy. */
export function CaptchaWidget({ t, challenge, onSolved, onCancel }: Props) {
  return isGeetestChallenge(challenge)
    ? <GeetestCaptcha t={t} captchaId={challenge.captchaId} onSolved={onSolved} onCancel={onCancel} />
    : <SliderCaptcha t={t} initial={challenge} onSolved={onSolved} onCancel={onCancel} />;
}
