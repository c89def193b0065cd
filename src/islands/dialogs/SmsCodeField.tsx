// The SMS code field and its "get code" button: check the phone, pass the captcha (our slider or
// GeeTest, when the server has it on), send, then lock the button for the countdown the server enforces too.
import { Suspense, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { issueText } from '../../lib/forms.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { fetchCaptcha, sendSmsCode } from '../../lib/verification/captcha.ts';
import type { SmsPurpose } from '../../shared/constants.ts';
import { phone as phoneSchema } from '../../shared/contracts/fields.ts';
import type { AuthFieldProps } from './AuthFields.tsx';
import { TextField } from './fields.tsx';

import { CaptchaWidget, type CaptchaChallenge } from './CaptchaWidget.tsx';

interface Props extends AuthFieldProps {
  lang: Lang;
  optional?: boolean;
  purpose: SmsPurpose;
  /** The number to send to; ignored with `own`. */
  phone?: string;
  /** Send to the signed-in user's own bound phone (api/common/userSmsCode). */
  own?: boolean;
}

export function SmsCodeField({ id, t, lang, value, onChange, error, optional = false, purpose, phone = '', own = false }: Props) {
  const [busy, setBusy] = useState(false);
  const [puzzle, setPuzzle] = useState<CaptchaChallenge | null>(null);
  /** When the button unlocks (ms since epoch); 0 when it is free. */
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= until) {
        setUntil(0);
        clearInterval(timer);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  async function send(captchaToken: string) {
    setPuzzle(null);
    setBusy(true);
    try {
      const { resendAfter } = await sendSmsCode({ purpose, captchaToken, phone, own });
      toast.success(t('sms.sent'));
      const start = Date.now();
      setNow(start);
      setUntil(start + resendAfter * 1000);
    } catch {
      // The request client showed the server's message (limits, provider failure).
    } finally {
      setBusy(false);
    }
  }

  async function start() {
    if (busy || left > 0) return;
    if (!own) {
      const checked = phoneSchema.safeParse(phone);
      if (!checked.success) {
        toast.error(issueText(lang, checked.error.issues[0].message));
        return;
      }
    }
    setBusy(true);
    try {
      const p = await fetchCaptcha();
      if (p.enabled) {
        setPuzzle(p);
        setBusy(false);
      } else {
        await send('');
      }
    } catch {
      setBusy(false);
    }
  }

  return (
    <>
      <TextField
        id={id}
        label={t('auth.smsCode')}
        hint={optional ? t('register.smsOptional') : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        placeholder={t('auth.smsCodePlaceholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        addon={
          <button type="button" className="btn-ghost shrink-0 whitespace-nowrap tabular-nums" disabled={busy || left > 0} onClick={() => void start()}>
            {left > 0 ? t('sms.resendIn', { n: left }) : busy ? t('sms.sending') : t('sms.get')}
          </button>
        }
      />
      {puzzle ? (
        <Suspense fallback={null}>
          <CaptchaWidget t={t} challenge={puzzle} onSolved={(token) => void send(token)} onCancel={() => setPuzzle(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
