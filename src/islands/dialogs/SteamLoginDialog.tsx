// The 'steamLogin' overlay: what Steam sign-in means, the same age and terms confirmation as
// sign-up (a first Steam sign-in makes an account), then off to api/auth/steamLogin.
import { useState, type SubmitEvent } from 'react';
import { translate } from '../../shared/messages.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { nav } from '../../lib/nav.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { setPref } from '../../lib/stores/prefs.ts';
import { $channelCode } from '../../lib/url.ts';
import { useT } from '../common/hooks.ts';
import { renderTemplate } from '../common/template.tsx';
import { steamLoginHref } from '../auth/steam-flow.ts';
import { Checkbox } from './fields.tsx';
import { SubmitButton, SwitchLink } from './FormActions.tsx';
import { Modal } from './Modal.tsx';

export function SteamLoginDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  // Consent is an act, as in sign-up: unticked each time the dialog opens (agreePing only stores
  // the last choice).
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<{ age?: string; terms?: string }>({});
  const [leaving, setLeaving] = useState(false);

  const changeTerms = (checked: boolean) => {
    setTermsAccepted(checked);
    setPref('agreePing', checked);
  };

  function submit(e: SubmitEvent) {
    e.preventDefault();
    const next = {
      age: ageConfirmed ? undefined : translate(lang, 'v.ageConfirmed'),
      terms: termsAccepted ? undefined : translate(lang, 'v.termsAccepted'),
    };
    setErrors(next);
    if (next.age || next.terms || leaving) return;
    setLeaving(true);
    const { pathname, search } = window.location;
    nav.go(steamLoginHref(pathname, search, $channelCode.get()));
  }

  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener" className="text-accent-orange hover:underline">
      {text}
    </a>
  );

  return (
    <Modal title={t('steam.title')} closeLabel={t('common.close')} onClose={() => closeDialog('steamLogin')} testId="steam-login-dialog">
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-muted">{t('steam.explain')}</p>
        <Checkbox id="steam-age" checked={ageConfirmed} onChange={setAgeConfirmed} error={errors.age}>
          {t('register.age')}
        </Checkbox>
        <Checkbox id="steam-terms" checked={termsAccepted} onChange={changeTerms} error={errors.terms}>
          {renderTemplate(t('register.terms'), {
            terms: link('/docs/support/terms', t('register.termsLink')),
            privacy: link('/docs/support/privacy', t('register.privacyLink')),
          })}
        </Checkbox>
        <SubmitButton t={t} label={leaving ? t('steam.redirecting') : t('steam.continue')} busy={false} />
        <SwitchLink from="steamLogin" to="login" tone="line">
          {t('steam.back')}
        </SwitchLink>
      </form>
    </Modal>
  );
}
