// Changing the password with the current one. The server ends every other session of the account
// (a stolen session elsewhere stops working); this one stays signed in.
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { changePasswordBody } from '../../shared/contracts/auth.ts';
import { changePassword } from '../../lib/actions/auth.ts';
import { validate, type FieldErrors } from '../../lib/forms.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { useT, useBusyAction } from '../common/hooks.ts';
import { PasswordField } from './AuthFields.tsx';
import { SubmitButton } from './FormActions.tsx';
import { Modal } from './Modal.tsx';

export function ChangePasswordDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, run] = useBusyAction();

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(changePasswordBody, lang, { oldPassword, newPassword });
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    await run(async () => {
      await changePassword(v.data);
      toast.success(t('changePassword.done'));
    });
  }

  return (
    <Modal
      title={t('changePassword.title')}
      closeLabel={t('common.close')}
      onClose={() => closeDialog('changePassword')}
      testId="change-password-dialog"
    >
      <form noValidate onSubmit={(e) => { void submit(e); }} className="space-y-4">
        <PasswordField
          id="change-old-password"
          t={t}
          purpose="current"
          label={t('changePassword.old')}
          value={oldPassword}
          onChange={setOldPassword}
          error={errors.oldPassword}
        />
        <PasswordField
          id="change-new-password"
          t={t}
          purpose="new"
          label={t('auth.newPassword')}
          value={newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
        />
        <SubmitButton t={t} label={t('changePassword.submit')} busy={busy} />
      </form>
    </Modal>
  );
}
