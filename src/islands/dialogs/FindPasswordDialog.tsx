// A new password with a code sent by SMS. Every session of the account ends on success, so the
// dialog hands over to the login dialog for the new password.
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { findPasswordBody } from '../../shared/contracts/auth.ts';
import { findPassword } from '../../lib/actions/auth.ts';
import { validate, type FieldErrors } from '../../lib/forms.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { useT, useBusyAction } from '../common/hooks.ts';
import { PasswordField, PhoneField } from './AuthFields.tsx';
import { SubmitButton, SwitchLink } from './FormActions.tsx';
import { Modal } from './Modal.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useSliderStepUp } from './useSliderStepUp.tsx';

export function FindPasswordDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, run] = useBusyAction();
  const { withStepUp, slider } = useSliderStepUp(t);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(findPasswordBody, lang, { phone, code, password });
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    await run(async () => {
      await withStepUp((captchaToken) => findPassword({ ...v.data, ...(captchaToken ? { captchaToken } : {}) }));
      toast.success(t('findPassword.done'));
    });
  }

  return (
    <Modal
      title={t('findPassword.title')}
      closeLabel={t('common.close')}
      onClose={() => closeDialog('findPassword')}
      testId="find-password-dialog"
    >
      <form noValidate onSubmit={(e) => { void submit(e); }} className="space-y-4">
        <PhoneField id="find-phone" t={t} value={phone} onChange={setPhone} error={errors.phone} />
        <SmsCodeField
          id="find-sms-code"
          t={t}
          lang={lang}
          purpose="findPassword"
          phone={phone}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
        <PasswordField
          id="find-new-password"
          t={t}
          purpose="new"
          label={t('auth.newPassword')}
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <SubmitButton t={t} label={t('findPassword.submit')} busy={busy} />
        <SwitchLink from="findPassword" to="login" tone="line">
          {t('register.toLogin')}
        </SwitchLink>
      </form>
      {slider}
    </Modal>
  );
}
