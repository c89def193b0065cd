// The sign-in's second step (a new device while the authenticator is on): the code the app shows,
// or a recovery code. Shown by the password and SMS sign-in dialogs while lib/actions/auth.ts
// $secondFactor holds a challenge; "back" drops it.
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { totpConfirmBody } from '../../shared/contracts/totp.ts';
import { cancelSecondFactor, finishTotpLogin } from '../../lib/actions/auth.ts';
import { validate } from '../../lib/forms.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { useBusyAction } from '../common/hooks.ts';
import { SubmitButton } from './FormActions.tsx';

export function TotpLoginStep({ lang, t }: { lang: Lang; t: Translator }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, run] = useBusyAction();

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(totpConfirmBody, lang, { code });
    setError(v.ok ? undefined : v.errors.code);
    if (!v.ok) return;
    await run(async () => {
      await finishTotpLogin(v.data.code);
      toast.success(t('auth.loginSuccess'));
    });
  }

  return (
    <form noValidate onSubmit={(e) => { void submit(e); }} className="space-y-4" data-testid="totp-login-step">
      <p className="text-sm text-muted">{t('totp.loginHint')}</p>
      <label className="block space-y-1 text-sm">
        <span>{t('totp.code')}</span>
        <input
          data-testid="totp-login-code" className="input w-full" inputMode="numeric" autoComplete="one-time-code" maxLength={32} autoFocus
          value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={error ? true : undefined}
        />
        {error ? <span className="text-xs text-red-400" role="alert">{error}</span> : null}
      </label>
      <SubmitButton t={t} label={t('totp.loginSubmit')} busy={busy} />
      <button type="button" className="btn-ghost w-full" onClick={cancelSecondFactor}>{t('totp.loginBack')}</button>
    </form>
  );
}
