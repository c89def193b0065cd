// Account settings on /personal: avatar, nickname, trade link, promotion codes, client seed,
// log out and cancel account. Signed-out visitors get the login prompt. After each change the
// user info is fetched again, so the header and every other island see the new values.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { modifyNicknameBody, modifyTradeUrlBody, STEAM_TRADE_URL_HELP } from '../../shared/contracts/profile.ts';
import { logout, refreshUser } from '../../lib/actions/auth.ts';
import { profileApi } from '../../lib/api/profile.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { AvatarSection } from './account/AvatarSection.tsx';
import { CancelAccountDialog } from './account/CancelAccountDialog.tsx';
import { ClientSeedField } from './account/ClientSeedField.tsx';
import { InlineField } from './account/InlineField.tsx';
import { InviterSection } from './account/InviterSection.tsx';

export default function AccountSettings({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const user = useStore($user);
  const [cancelling, setCancelling] = useState(false);

  // The layout fetches user info at start; this covers a page that mounted before it arrived.
  useEffect(() => {
    if (mounted && loggedIn && !user) void refreshUser();
  }, [mounted, loggedIn, user]);

  if (!mounted || (loggedIn && !user)) return <p className="card px-4 py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn || !user) return <LoginPrompt message={t('personal.loginPrompt')} buttonLabel={t('header.login')} testId="personal-login-prompt" />;

  const common = { lang, busyLabel: t('common.submitting'), submitLabel: t('personal.save'), successText: t('personal.saved') };
  return (
    <section className="card space-y-6 p-4 sm:p-6" aria-labelledby="account-settings" data-testid="account-settings">
      <h2 id="account-settings" className="font-bold">
        {t('personal.account')}
      </h2>
      <AvatarSection lang={lang} t={t} avatar={user.avatar} nickname={user.nickname} onChanged={refreshUser} />
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
        send={async (v) => {
          await profileApi.modifyNickname(v);
          await refreshUser();
        }}
      />
      <InlineField
        key={`trade-${user.tradeUrl}`}
        {...common}
        id="personal-trade-url"
        label={t('personal.tradeUrl')}
        initial={user.tradeUrl}
        placeholder={t('personal.tradeUrlPlaceholder')}
        schema={modifyTradeUrlBody}
        field="tradeUrl"
        maxLength={200}
        send={async (v) => {
          await profileApi.modifyTradeUrl(v);
          await refreshUser();
        }}
        footer={
          <a href={STEAM_TRADE_URL_HELP} target="_blank" rel="noopener noreferrer" className="text-xs text-accent-blue hover:underline">
            {t('personal.tradeUrlHelp')} ↗
          </a>
        }
      />
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
