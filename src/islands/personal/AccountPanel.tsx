// Account settings on /personal for a signed-in user: avatar, nickname, trade link, promotion
// codes, client seed, log out and cancel account. Loaded by ./AccountSettings.tsx once the user is
// known (its forms validate with zod, kept off the page's first load). After each change the user
// info is fetched again, so the header and every other island see the new values.
import { useState } from 'react';
import { modifyNicknameBody } from '../../shared/contracts/profile.ts';
import { logout, refreshUser } from '../../lib/actions/auth.ts';
import type { UserInfo } from '../../shared/contracts/auth.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { saveNickname } from '../../lib/personal/account.ts';
import { useT } from '../common/hooks.ts';
import { AntiPhishingField } from './account/AntiPhishingField.tsx';
import { AvatarSection } from './account/AvatarSection.tsx';
import { CancelAccountDialog } from './account/CancelAccountDialog.tsx';
import { ClientSeedField } from './account/ClientSeedField.tsx';
import { InlineField } from './account/InlineField.tsx';
import { InviterSection } from './account/InviterSection.tsx';
import { TradeUrlField } from './account/TradeUrlField.tsx';

export default function AccountPanel({ lang, user }: { lang: Lang; user: UserInfo }) {
  const t = useT(lang);
  const [cancelling, setCancelling] = useState(false);

  const common = { lang, busyLabel: t('common.submitting'), submitLabel: t('personal.save'), successText: t('personal.saved') };
  return (
    <section className="card space-y-6 p-4 sm:p-6" aria-labelledby="account-settings" data-testid="account-settings">
      <h2 id="account-settings" className="font-bold">
        {t('personal.account')}
      </h2>
      <AvatarSection lang={lang} t={t} avatar={user.avatar} nickname={user.nickname} seed={user.id} onChanged={refreshUser} />
      {/* key: a value changed elsewhere (another tab, a refresh) resets the field to it. */}
      <InlineField
        key={`nick-${user.nickname}`}
        {...common}
        id="personal-nickname"
        label={t('personal.nickname')}
        hint={t('personal.nicknameHint')}
        initial={user.nickname}
        schema={modifyNicknameBody}
        field="nickname"
        maxLength={64}
        send={saveNickname}
      />
      <TradeUrlField key={`trade-${user.tradeUrl}`} id="personal-trade-url" lang={lang} t={t} initial={user.tradeUrl} submitLabel={t('personal.save')} />
      <AntiPhishingField key={`phrase-${user.antiPhishingPhrase ?? ''}`} lang={lang} t={t} initial={user.antiPhishingPhrase ?? ''} />
      <InviterSection lang={lang} t={t} invitationCode={user.invitationCode} inviterBound={user.inviterBound} onChanged={refreshUser} />
      <ClientSeedField lang={lang} t={t} />
      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <button type="button" className="btn-ghost" onClick={() => void logout()}>
          {t('personal.logout')}
        </button>
        <button type="button" className="btn-ghost text-accent-red" onClick={() => setCancelling(true)}>
          {t('personal.cancelAccount')}
        </button>
      </div>
      {cancelling && <CancelAccountDialog lang={lang} t={t} hasPassword={user.hasPassword} onClose={() => setCancelling(false)} />}
    </section>
  );
}
