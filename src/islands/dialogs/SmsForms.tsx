// Find-password and SMS-login: laid out now; they need SMS verification, which comes in a later
// issue, so submitting says so honestly instead of pretending.
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { closeDialog, switchDialog } from '../../lib/stores/dialogs.ts';
import { useT } from '../common/hooks.ts';
import { TextField } from './fields.tsx';
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
        <TextField
          id="find-phone"
          label={t('auth.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('auth.phonePlaceholder')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <SmsCodeField id="find-sms-code" t={t} value={code} onChange={setCode} />
        <TextField
          id="find-new-password"
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.newPasswordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="btn-primary w-full">
          {t('findPassword.submit')}
        </button>
        <button
          type="button"
          className="block w-full text-center text-sm text-accent-orange hover:underline"
          onClick={() => switchDialog('findPassword', 'login')}
        >
          {t('register.toLogin')}
        </button>
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
        <TextField
          id="sms-phone"
          label={t('auth.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('auth.phonePlaceholder')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <SmsCodeField id="sms-code" t={t} value={code} onChange={setCode} />
        <button type="submit" className="btn-primary w-full">
          {t('smsLogin.submit')}
        </button>
        <div className="flex justify-between text-sm">
          <button type="button" className="text-accent-orange hover:underline" onClick={() => switchDialog('smsLogin', 'login')}>
            {t('login.toPasswordLogin')}
          </button>
          <button type="button" className="text-muted hover:text-ink" onClick={() => switchDialog('smsLogin', 'register')}>
            {t('login.toRegister')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
