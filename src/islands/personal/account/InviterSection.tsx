// The player's own promotion code (to copy and share) and, until one is bound, binding an inviter.
import toast from 'react-hot-toast';
import { bindInviterBody } from '../../../shared/contracts/profile.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { bindInviter } from '../../../lib/personal/account.ts';
import { InlineField } from './InlineField.tsx';

interface Props {
  lang: Lang;
  t: Translator;
  invitationCode: string;
  inviterBound: boolean;
  onChanged: () => Promise<void>;
}

export function InviterSection({ lang, t, invitationCode, inviterBound, onChanged }: Props) {
  const copy = () => {
    navigator.clipboard?.writeText(invitationCode).then(() => toast.success(t('personal.copied')), () => undefined);
  };
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <span className="block text-sm font-medium">{t('personal.invitationCode')}</span>
        <div className="flex items-center gap-2">
          <code data-testid="own-invitation-code" className="rounded-lg border border-line bg-bg px-3 py-2 font-mono text-sm">
            {invitationCode}
          </code>
          <button type="button" className="btn-ghost" onClick={copy}>
            {t('personal.copy')}
          </button>
        </div>
      </div>
      {inviterBound ? (
        <p className="text-sm text-muted" data-testid="inviter-bound">
          {t('personal.inviterBound')}
        </p>
      ) : (
        <InlineField
          id="personal-inviter"
          lang={lang}
          label={t('personal.inviter')}
          initial=""
          placeholder={t('personal.inviterPlaceholder')}
          submitLabel={t('personal.inviterBind')}
          busyLabel={t('common.submitting')}
          successText={t('personal.saved')}
          schema={bindInviterBody}
          field="promoteCode"
          maxLength={32}
          clearOnSuccess
          send={async (code) => {
            await bindInviter(code);
            await onChanged();
          }}
        />
      )}
    </div>
  );
}
