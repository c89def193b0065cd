// Change the phone (a code to the current number and one to the new number), or, for an account
// made by Steam, bind a first phone with the new number's code alone. Other sign-ins end after.
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { changePhoneBody } from '../../../shared/contracts/security.ts';
import { translate } from '../../../shared/messages.ts';
import { validate, type FieldErrors } from '../../../lib/forms.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { changePhone } from '../../../lib/personal/security.ts';
import { TextField } from '../../dialogs/fields.tsx';
import { SmsCodeField } from '../../dialogs/SmsCodeField.tsx';
import { checkRequiredNotice } from './errors.ts';
import { useBusyAction } from '../../common/hooks.ts';

interface Props {
  lang: Lang;
  t: Translator;
  /** The current phone, masked; '' when the account has none. */
  current: string;
  onChanged: () => Promise<void>;
}

export function PhoneSection({ lang, t, current, onChanged }: Props) {
  const [phone, setPhone] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [newCode, setNewCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, run] = useBusyAction();

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(changePhoneBody, lang, { phone, oldCode, newCode });
    const found: FieldErrors = v.ok ? {} : { ...v.errors };
    if (current && !oldCode.trim() && !found.oldCode) found.oldCode = translate(lang, 'v.required', { field: 'field.oldCode' });
    setErrors(found);
    if (!v.ok || Object.keys(found).length > 0) return;
    await run(async () => {
      await changePhone({ phone: v.data.phone, oldCode: current ? v.data.oldCode : undefined, newCode: v.data.newCode });
      setPhone('');
      setOldCode('');
      setNewCode('');
      toast.success(t('security.saved'));
      await onChanged();
    }, (err) => {
      checkRequiredNotice(err, t);
    });
  }

  return (
    <form className="space-y-3" onSubmit={(e) => { void submit(e); }} noValidate data-testid="security-phone">
      <h3 className="flex flex-wrap items-baseline gap-2 text-sm font-semibold">
        {t('security.phone')}
        <span className="font-normal text-muted" data-testid="security-phone-current">{current || t('security.notBound')}</span>
      </h3>
      {current ? (
        <div className="space-y-1">
          <p className="text-xs text-muted">{t('security.phoneOldCode')}</p>
          <SmsCodeField id="security-phone-old-code" t={t} lang={lang} purpose="changePhone" own value={oldCode} onChange={setOldCode} error={errors.oldCode} />
        </div>
      ) : null}
      <TextField
        id="security-phone-new"
        label={t('security.phoneNew')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder={t('auth.phonePlaceholder')}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={errors.phone}
      />
      <div className="space-y-1">
        <p className="text-xs text-muted">{t('security.phoneNewCode')}</p>
        <SmsCodeField id="security-phone-new-code" t={t} lang={lang} purpose="changePhone" phone={phone} value={newCode} onChange={setNewCode} error={errors.newCode} />
      </div>
      {current ? <p className="text-xs text-muted">{t('security.phoneHint')}</p> : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t('common.submitting') : current ? t('security.phoneChange') : t('security.phoneBind')}
      </button>
    </form>
  );
}
