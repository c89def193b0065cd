import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { loginBody } from '../../shared/contracts/auth.ts';
import { $secondFactor, cancelSecondFactor, login } from '../../lib/actions/auth.ts';
import { validate, type FieldErrors } from '../../lib/forms.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { useT } from '../common/hooks.ts';
import { PasswordField, PhoneField } from './AuthFields.tsx';
import { SubmitButton, SwitchLink } from './FormActions.tsx';
import { Modal } from './Modal.tsx';
import { TotpLoginStep } from './TotpLoginStep.tsx';
import { useSliderStepUp } from './useSliderStepUp.tsx';

export function LoginDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { withStepUp, slider } = useSliderStepUp(t);
  const secondStep = useStore($secondFactor);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(loginBody, lang, { phone, password });
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok || busy) return;
    setBusy(true);
    try {
      // false: the authenticator's step is due (the dialog shows it); no session yet.
      if (await withStepUp((captchaToken) => login(v.data.phone, v.data.password, captchaToken))) toast.success(t('auth.loginSuccess'));
    } catch {
      // The request client already showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('login.title')} closeLabel={t('common.close')} onClose={() => { cancelSecondFactor(); closeDialog('login'); }} testId="login-dialog">
      {secondStep ? <TotpLoginStep lang={lang} t={t} /> : (
      <form noValidate onSubmit={(e) => { void submit(e); }} className="space-y-4">
        <PhoneField id="login-phone" t={t} value={phone} onChange={setPhone} error={errors.phone} />
        <PasswordField id="login-password" t={t} purpose="current" value={password} onChange={setPassword} error={errors.password} />
        <SubmitButton t={t} label={t('login.submit')} busy={busy} />
        {/* The Steam dialog leaves for Steam's own sign-in page. */}
        <SwitchLink from="login" to="steamLogin" tone="steam">
          {t('login.steam')}
        </SwitchLink>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <SwitchLink from="login" to="register">
            {t('login.toRegister')}
          </SwitchLink>
          <span className="flex gap-3">
            <SwitchLink from="login" to="smsLogin" tone="muted">
              {t('login.toSmsLogin')}
            </SwitchLink>
            <SwitchLink from="login" to="findPassword" tone="muted">
              {t('login.toFindPassword')}
            </SwitchLink>
          </span>
        </div>
      </form>
      )}
      {slider}
    </Modal>
  );
}
