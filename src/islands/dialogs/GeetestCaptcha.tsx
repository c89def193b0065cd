// GeeTest v4's check, shown instead of our slider when the server's provider is GeeTest. Its own
// popup does the asking; this panel only says what is happening (loading, checking, a failure with
// a way to try again or close). A solved check's fields go to POST api/common/captcha, which asks
// GeeTest and gives the same one-time pass the slider gives.
import { useEffect, useRef, useState } from 'react';
import { gt4Language, loadGt4, type Gt4Captcha } from '../../lib/captcha/gt4.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { checkGeetest } from '../../lib/verification/captcha.ts';
import { CaptchaPanel } from './CaptchaPanel.tsx';

interface Props {
  t: Translator;
  captchaId: string;
  onSolved: (token: string) => void;
  onCancel: () => void;
}

type Stage = 'loading' | 'shown' | 'checking' | 'failed';

export function GeetestCaptcha({ t, captchaId, onSolved, onCancel }: Props) {
  const [stage, setStage] = useState<Stage>('loading');
  const [message, setMessage] = useState('');
  const captcha = useRef<Gt4Captcha | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The callers pass new callbacks on every render; the widget must not be rebuilt for that.
  const props = useRef({ t, onSolved, onCancel });
  props.current = { t, onSolved, onCancel };

  useEffect(() => {
    let gone = false;
    const say = (stageNow: Stage, text: string) => {
      if (gone) return;
      setStage(stageNow);
      setMessage(text);
    };

    async function submit(c: Gt4Captcha) {
      const result = c.getValidate();
      if (!result) return;
      say('checking', props.current.t('captcha.checking'));
      const { lot_number, captcha_output, pass_token, gen_time } = result;
      const answer = await checkGeetest({ lot_number, captcha_output, pass_token, gen_time });
      if (answer.ok) {
        say('checking', props.current.t('captcha.passed'));
        props.current.onSolved(answer.token);
      } else {
        // Refused or unavailable: the server's message, in the reader's language; GeeTest's result is spent.
        say('failed', answer.message);
        c.reset();
      }
    }

    say('loading', props.current.t('captcha.loadingHosted'));
    loadGt4().then((init) => {
      if (gone) return;
      init({ captchaId, product: 'bind', language: gt4Language(document.documentElement.lang) }, (c) => {
        if (gone) {
          c.destroy();
          return;
        }
        captcha.current = c;
        c.onReady(() => {
          say('shown', '');
          c.showCaptcha();
        })
          .onSuccess(() => void submit(c))
          .onClose(() => props.current.onCancel())
          .onError(() => say('failed', props.current.t('captcha.hostedFailed')));
      });
    }).catch(() => say('failed', props.current.t('captcha.hostedFailed')));
    return () => {
      gone = true;
      captcha.current?.destroy();
      captcha.current = null;
    };
  }, [captchaId, attempt]);

  function retry() {
    if (captcha.current && stage === 'failed') {
      setStage('shown');
      setMessage('');
      captcha.current.showCaptcha();
    } else {
      setAttempt((n) => n + 1);
    }
  }

  return (
    // Under GeeTest's own popup (which it layers above the page).
    <CaptchaPanel t={t} testId="geetest-captcha" onCancel={onCancel}>
      <p role="status" aria-live="polite" className={`min-h-4 text-xs ${stage === 'failed' ? 'text-accent-red' : 'text-muted'}`}>{message}</p>
      {stage === 'failed' ? (
        <div className="mt-3 flex justify-end">
          <button type="button" className="btn-ghost text-xs" onClick={retry}>{t('captcha.retry')}</button>
        </div>
      ) : null}
    </CaptchaPanel>
  );
}
