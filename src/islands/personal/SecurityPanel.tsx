// Security settings on /personal for a signed-in user: mail, phone, the security check, the authenticator, real-name
// verification, the signed-in devices. Loaded by ./SecuritySettings.tsx once the user is known (the forms need zod).
// After each change the user info is fetched again, so every island sees the new values.
import { refreshUser } from '../../lib/actions/auth.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import type { UserInfo } from '../../shared/contracts/auth.ts';
import { useT } from '../common/hooks.ts';
import { MailSection } from './security/MailSection.tsx';
import { PhoneSection } from './security/PhoneSection.tsx';
import { RealNameSection } from './security/RealNameSection.tsx';
import { SecurityWaySection } from './security/SecurityWaySection.tsx';
import { SessionsSection } from './security/SessionsSection.tsx';
import { TotpSection } from './security/TotpSection.tsx';

export default function SecurityPanel({ lang, user }: { lang: Lang; user: UserInfo }) {
  const t = useT(lang);
  return (
    <section className="card space-y-6 p-4 sm:p-6" aria-labelledby="security-settings" data-testid="security-settings">
      <h2 id="security-settings" className="font-bold">
        {t('security.title')}
      </h2>
      <MailSection key={`mail-${user.email}`} lang={lang} t={t} current={user.email} onChanged={refreshUser} />
      <div className="border-t border-line pt-4">
        <PhoneSection key={`phone-${user.phone}`} lang={lang} t={t} current={user.phone} onChanged={refreshUser} />
      </div>
      <div className="border-t border-line pt-4">
        <SecurityWaySection lang={lang} t={t} version={`${user.phone}|${user.securityWay}`} onChanged={refreshUser} />
      </div>
      <div className="border-t border-line pt-4">
        <TotpSection lang={lang} t={t} />
      </div>
      <div className="border-t border-line pt-4">
        <RealNameSection lang={lang} t={t} verified={user.realNameVerified} onChanged={refreshUser} />
      </div>
      <div className="border-t border-line pt-4">
        <SessionsSection t={t} />
      </div>
    </section>
  );
}
