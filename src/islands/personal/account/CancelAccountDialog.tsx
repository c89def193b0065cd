// Cancelling the account, after a warning, a tick and (for accounts that have one) the password.
// On success the session is already gone on the server; drop it here and go home like a logout.
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { cancelAccountBody } from '../../../shared/contracts/profile.ts';
import { translate } from '../../../shared/messages.ts';
import { validate, type FieldErrors } from '../../../lib/forms.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { nav } from '../../../lib/nav.ts';
import { cancelAccount } from '../../../lib/personal/account.ts';
import { Checkbox, TextField } from '../../dialogs/fields.tsx';
import { Modal } from '../../dialogs/Modal.tsx';

interface Props {
  lang: Lang;
  t: Translator;
  hasPassword: boolean;
  onClose: () => void;
}

export function CancelAccountDialog({ lang, t, hasPassword, onClose }: Props) {
  const [confirm, setConfirm] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const input = { confirm, ...(hasPassword ? { password } : {}) };
    const v = validate(cancelAccountBody, lang, input);
    const next: FieldErrors = v.ok ? {} : { ...v.errors };
    // The schema leaves the password optional (a Steam-made account has none); this one has one.
    if (hasPassword && !password) next.password = translate(lang, 'v.required', { field: 'field.password' });
    setErrors(next);
    if (!v.ok || Object.keys(next).length > 0 || busy) return;
    setBusy(true);
    try {
      await cancelAccount(input);
      toast.success(t('personal.cancelled'));
      nav.go('/');
    } catch {
      // Toasted by the request client (a wrong password, say).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('personal.cancelTitle')} closeLabel={t('common.close')} onClose={onClose} testId="cancel-account-dialog">
      <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <p className="rounded-lg border border-accent-red/40 bg-accent-red/5 p-3 text-sm">{t('personal.cancelWarning')}</p>
        {hasPassword && (
          <TextField
            id="cancel-password"
            type="password"
            label={t('personal.cancelPassword')}
            autoComplete="current-password"
            value={password}
            maxLength={64}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        <Checkbox id="cancel-confirm" checked={confirm} onChange={setConfirm} error={errors.confirm}>
          {t('personal.cancelConfirm')}
        </Checkbox>
        <button type="submit" className="btn w-full bg-accent-red-fill text-white hover:opacity-90" disabled={busy}>
          {busy ? t('common.submitting') : t('personal.cancelSubmit')}
        </button>
      </form>
    </Modal>
  );
}
