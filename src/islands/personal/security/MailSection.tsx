// Bind a mail address, or change the bound one: the code goes to the address being bound.
// With SMS checks on, changing needs a fresh security check (the server answers 403 otherwise).
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { bindMailBody, mailCodeBody } from '../../../shared/contracts/security.ts';
import { validate, type FieldErrors } from '../../../lib/forms.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { bindMail, changeMail, sendMailCode } from '../../../lib/personal/security.ts';
import { TextField } from '../../dialogs/fields.tsx';
import { CountdownButton } from './CountdownButton.tsx';
import { checkRequiredNotice } from './errors.ts';
import { useBusyAction } from '../../common/hooks.ts';

interface Props {
  lang: Lang;
  t: Translator;
  /** The bound address, masked; '' when none. */
  current: string;
  onChanged: () => Promise<void>;
}

export function MailSection({ lang, t, current, onChanged }: Props) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, run] = useBusyAction();
  const purpose = current ? 'changeMail' : 'bindMail';

  async function sendCode(): Promise<boolean> {
    const v = validate(mailCodeBody, lang, { email, purpose });
    if (!v.ok) {
      setErrors({ email: v.errors.email ?? Object.values(v.errors)[0] });
      return false;
    }
    setErrors({});
    await sendMailCode(v.data.email, v.data.purpose);
    toast.success(t('security.codeSent'));
    return true;
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(bindMailBody, lang, { email, code });
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    await run(async () => {
      if (purpose === 'bindMail') await bindMail(v.data.email, v.data.code);
      else await changeMail(v.data.email, v.data.code);
      setEmail('');
      setCode('');
      toast.success(t('security.saved'));
      await onChanged();
    }, (err) => {
      checkRequiredNotice(err, t);
    });
  }

  return (
    <form className="space-y-3" onSubmit={(e) => { void submit(e); }} noValidate data-testid="security-mail">
      <h3 className="flex flex-wrap items-baseline gap-2 text-sm font-semibold">
        {t('security.mail')}
        <span className="font-normal text-muted" data-testid="security-mail-current">{current || t('security.notBound')}</span>
      </h3>
      <TextField
        id="security-mail-email"
        label={current ? t('security.mailNew') : t('security.mailBind')}
        hint={t('security.mailHint')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        placeholder={t('security.mailPlaceholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <TextField
        id="security-mail-code"
        label={t('security.mailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('security.codePlaceholder')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code}
        addon={<CountdownButton t={t} send={sendCode} testId="security-mail-send" />}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t('common.submitting') : current ? t('security.mailChange') : t('security.mailBind')}
      </button>
    </form>
  );
}
