// Find-password and SMS-login: laid out now; they need SMS verification, which comes in a later
// issue, so submitting says so honestly instead of pretending.
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { useT } from '../common/hooks.ts';
import { PasswordField, PhoneField } from './AuthFields.tsx';
import { SubmitButton, SwitchLink } from './FormActions.tsx';
import { Modal } from './Modal.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

function comingSoon(t: Translator) {
  return (e: SubmitEvent) => {
    e.preventDefault();
    toast(t('auth.smsComingSoon'), { id: 'sms-coming-soon', icon: 'ℹ️' });
  };
}

export function FindPasswordDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Modal
      title={t('findPassword.title')}
      closeLabel={t('common.close')}
      onClose={() => closeDialog('findPassword')}
      testId="find-password-dialog"
    >
      <form noValidate onSubmit={comingSoon(t)} className="space-y-4">
        <PhoneField id="find-phone" t={t} value={phone} onChange={setPhone} />
        <SmsCodeField id="find-sms-code" t={t} value={code} onChange={setCode} />
        <PasswordField id="find-new-password" t={t} purpose="new" label={t('auth.newPassword')} value={password} onChange={setPassword} />
        <SubmitButton t={t} label={t('findPassword.submit')} />
        <SwitchLink from="findPassword" to="login" tone="line">
          {t('register.toLogin')}
        </SwitchLink>
      </form>
    </Modal>
  );
}

export function SmsLoginDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  return (
    <Modal title={t('smsLogin.title')} closeLabel={t('common.close')} onClose={() => closeDialog('smsLogin')} testId="sms-login-dialog">
      <form noValidate onSubmit={comingSoon(t)} className="space-y-4">
        <PhoneField id="sms-phone" t={t} value={phone} onChange={setPhone} />
        <SmsCodeField id="sms-code" t={t} value={code} onChange={setCode} />
        <SubmitButton t={t} label={t('smsLogin.submit')} />
        <div className="flex justify-between text-sm">
          <SwitchLink from="smsLogin" to="login">
            {t('login.toPasswordLogin')}
          </SwitchLink>
          <SwitchLink from="smsLogin" to="register" tone="muted">
            {t('login.toRegister')}
          </SwitchLink>
        </div>
      </form>
    </Modal>
  );
}
