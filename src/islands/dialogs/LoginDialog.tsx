import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { loginBody } from '../../shared/contracts/auth.ts';
import { login } from '../../lib/actions/auth.ts';
import { validate, type FieldErrors } from '../../lib/forms.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { closeDialog, switchDialog } from '../../lib/stores/dialogs.ts';
import { useT } from '../common/hooks.ts';
import { TextField } from './fields.tsx';
import { Modal } from './Modal.tsx';

export function LoginDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(loginBody, lang, { phone, password });
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok || busy) return;
    setBusy(true);
    try {
      await login(v.data.phone, v.data.password);
      toast.success(t('auth.loginSuccess'));
    } catch {
      // The request client already showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('login.title')} closeLabel={t('common.close')} onClose={() => closeDialog('login')} testId="login-dialog">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          id="login-phone"
          label={t('auth.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('auth.phonePlaceholder')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
        />
        <TextField
          id="login-password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? t('common.submitting') : t('login.submit')}
        </button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button type="button" className="text-accent-orange hover:underline" onClick={() => switchDialog('login', 'register')}>
            {t('login.toRegister')}
          </button>
          <span className="flex gap-3">
            <button type="button" className="text-muted hover:text-ink" onClick={() => switchDialog('login', 'smsLogin')}>
              {t('login.toSmsLogin')}
            </button>
            <button type="button" className="text-muted hover:text-ink" onClick={() => switchDialog('login', 'findPassword')}>
              {t('login.toFindPassword')}
            </button>
          </span>
        </div>
      </form>
    </Modal>
  );
}
