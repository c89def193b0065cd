// The authenticator's code for a guarded step (take-back, phone, mail, password, trade link), asked
// when the server answered TOTP_REQUIRED: lib/totp-prompt.ts opens it and tries the step again
// with the code; closing it gives the refusal back to the step's own form.
import { useState, type SubmitEvent } from 'react';
import { totpConfirmBody } from '../../shared/contracts/totp.ts';
import { validate } from '../../lib/forms.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { answerTotpPrompt } from '../../lib/totp-prompt.ts';
import { useT } from '../common/hooks.ts';
import { SubmitButton } from './FormActions.tsx';
import { Modal } from './Modal.tsx';

export function TotpPromptDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(totpConfirmBody, lang, { code });
    setError(v.ok ? undefined : v.errors.code);
    if (v.ok) answerTotpPrompt(v.data.code);
  }

  return (
    <Modal title={t('totp.promptTitle')} closeLabel={t('common.close')} onClose={() => answerTotpPrompt(null)} testId="totp-prompt">
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-muted">{t('totp.promptHint')}</p>
        <label className="block space-y-1 text-sm">
          <span>{t('totp.code')}</span>
          <input
            data-testid="totp-prompt-code" className="input w-full" inputMode="numeric" autoComplete="one-time-code" maxLength={32} autoFocus
            value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={error ? true : undefined}
          />
          {error ? <span className="text-xs text-red-400" role="alert">{error}</span> : null}
        </label>
        <SubmitButton t={t} label={t('totp.loginSubmit')} />
      </form>
    </Modal>
  );
}
