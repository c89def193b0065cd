import { useEffect, useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { signUpBody } from '../../shared/contracts/auth.ts';
import { defaultInvitationCode, signUp } from '../../lib/actions/auth.ts';
import { validate, type FieldErrors } from '../../lib/forms.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { afterRegistered } from '../../lib/auth/tips.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { setPref } from '../../lib/stores/prefs.ts';
import { $channelCode, currentPromoteCode, readEntryParams } from '../../lib/url.ts';
import { useT } from '../common/hooks.ts';
import { renderTemplate } from '../common/template.tsx';
import { PasswordField, PhoneField } from './AuthFields.tsx';
import { Checkbox, TextField } from './fields.tsx';
import { SubmitButton, SwitchLink } from './FormActions.tsx';
import { Modal } from './Modal.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useSliderStepUp } from './useSliderStepUp.tsx';

export function RegisterDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const { withStepUp, slider } = useSliderStepUp(t);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [invitationCode, setInvitationCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  // Consent is an act: the agreement box starts unticked every time the dialog opens, whatever the
  // stored agreePing preference says (the spec keeps that preference; it records the last choice but
  // never ticks the box for the player). Sign-up is refused here until it is ticked, and the server
  // refuses termsAccepted=false too.
  const [termsAccepted, setTermsAccepted] = useState(false);
  const changeTerms = (checked: boolean) => {
    setTermsAccepted(checked);
    setPref('agreePing', checked);
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  // Invitation code: the promoteCode of the address (or of the first visit), else the default.
  useEffect(() => {
    const promo = currentPromoteCode(window.location.search);
    if (promo) {
      setInvitationCode((v) => v || promo);
      return;
    }
    let live = true;
    void defaultInvitationCode().then((code) => {
      if (live && code) setInvitationCode((v) => v || code);
    });
    return () => {
      live = false;
    };
  }, []);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const input = { phone, password, invitationCode, ageConfirmed, termsAccepted, smsCode };
    const v = validate(signUpBody, lang, input);
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok || busy) return;
    setBusy(true);
    try {
      // The spec's screens: the address's channelCode, else the one stored when the visitor arrived.
      const channelCode = readEntryParams(window.location.search).channelCode ?? $channelCode.get();
      await withStepUp((captchaToken) => signUp({ ...input, phone: v.data.phone, smsCode: v.data.smsCode, ...(channelCode ? { channelCode } : {}), ...(captchaToken ? { captchaToken } : {}) }));
      toast.success(t('auth.registerSuccess'));
      afterRegistered();
    } catch {
      // Shown by the request client.
    } finally {
      setBusy(false);
    }
  }

  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener" className="text-accent-orange hover:underline">
      {text}
    </a>
  );

  return (
    <Modal title={t('register.title')} closeLabel={t('common.close')} onClose={() => closeDialog('register')} testId="register-dialog">
      <form noValidate onSubmit={(e) => { void submit(e); }} className="space-y-4">
        <PhoneField id="register-phone" t={t} value={phone} onChange={setPhone} error={errors.phone} />
        <PasswordField id="register-password" t={t} purpose="new" value={password} onChange={setPassword} error={errors.password} />
        <SmsCodeField
          id="register-sms-code"
          t={t}
          lang={lang}
          purpose="signUp"
          phone={phone}
          value={smsCode}
          onChange={setSmsCode}
          error={errors.smsCode}
        />
        <TextField
          id="register-invitation-code"
          label={t('register.invitationCode')}
          autoComplete="off"
          placeholder={t('register.invitationCodePlaceholder')}
          value={invitationCode}
          onChange={(e) => setInvitationCode(e.target.value)}
          error={errors.invitationCode}
        />
        <Checkbox id="register-age" checked={ageConfirmed} onChange={setAgeConfirmed} error={errors.ageConfirmed}>
          {t('register.age')}
        </Checkbox>
        <Checkbox id="register-terms" checked={termsAccepted} onChange={changeTerms} error={errors.termsAccepted}>
          {renderTemplate(t('register.terms'), {
            terms: link('/docs/support/terms', t('register.termsLink')),
            privacy: link('/docs/support/privacy', t('register.privacyLink')),
          })}
        </Checkbox>
        <SubmitButton t={t} label={t('register.submit')} busy={busy} />
        <SwitchLink from="register" to="login" tone="line">
          {t('register.toLogin')}
        </SwitchLink>
      </form>
      {slider}
    </Modal>
  );
}
