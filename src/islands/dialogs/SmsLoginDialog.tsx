// Sign-in with a code sent by SMS. An unknown phone gets the same "code wrong or expired" answer
// as a wrong code (the server says so; the dialog only shows it).
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { smsLoginBody } from '../../shared/contracts/auth.ts';
import { $secondFactor, cancelSecondFactor, smsLogin } from '../../lib/actions/auth.ts';
import { validate, type FieldErrors } from '../../lib/forms.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { useT, useBusyAction } from '../common/hooks.ts';
import { PhoneField } from './AuthFields.tsx';
import { SubmitButton, SwitchLink } from './FormActions.tsx';
import { Modal } from './Modal.tsx';
import { TotpLoginStep } from './TotpLoginStep.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useSliderStepUp } from './useSliderStepUp.tsx';

export function SmsLoginDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, run] = useBusyAction();
  const { withStepUp, slider } = useSliderStepUp(t);
  const secondStep = useStore($secondFactor);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(smsLoginBody, lang, { phone, code });
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    await run(async () => {
      // false: the authenticator's step is due (the dialog shows it); no session yet.
      if (await withStepUp((captchaToken) => smsLogin(v.data.phone, v.data.code, captchaToken))) toast.success(t('auth.loginSuccess'));
    });
  }

  return (
    <Modal title={t('smsLogin.title')} closeLabel={t('common.close')} onClose={() => { cancelSecondFactor(); closeDialog('smsLogin'); }} testId="sms-login-dialog">
      {secondStep ? <TotpLoginStep lang={lang} t={t} /> : (
      <form noValidate onSubmit={(e) => { void submit(e); }} className="space-y-4">
        <PhoneField id="sms-phone" t={t} value={phone} onChange={setPhone} error={errors.phone} />
        <SmsCodeField id="sms-code" t={t} lang={lang} purpose="login" phone={phone} value={code} onChange={setCode} error={errors.code} />
        <SubmitButton t={t} label={t('smsLogin.submit')} busy={busy} />
        <div className="flex justify-between text-sm">
          <SwitchLink from="smsLogin" to="login">
            {t('login.toPasswordLogin')}
          </SwitchLink>
          <SwitchLink from="smsLogin" to="register" tone="muted">
            {t('login.toRegister')}
          </SwitchLink>
        </div>
      </form>
      )}
      {slider}
    </Modal>
  );
}
