// /login/steamCallback: the return from Steam. Exchanges the one-time code for the token, then
// goes back to where the sign-in started (a path of this site only). On error: a message, a way home.
// An account with the authenticator on, on a new device, is told why and asked for the code first
// (the same second step as password and SMS sign-in); the session it opens sends the page on.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $secondFactor } from '../../lib/actions/auth.ts';
import { exchangeSteamCode } from '../../lib/auth/steam-exchange.ts';
import { $auth } from '../../lib/stores/auth.ts';
import { useT } from '../common/hooks.ts';
import { TotpLoginStep } from '../dialogs/TotpLoginStep.tsx';
import { readSteamCallback } from './steam-flow.ts';

type Phase = 'working' | 'totp' | 'steamError' | 'codeError';

export default function SteamCallback({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [phase, setPhase] = useState<Phase>('working');
  const started = useRef(false);
  const redirectUrl = useRef('/');
  const pending = useStore($secondFactor);
  const token = useStore($auth);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const callback = readSteamCallback(window.location.search);
    // The code is single use, but it still has no business in the history or a Referer.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (callback.kind === 'error') {
      setPhase('steamError');
      return;
    }
    redirectUrl.current = callback.redirectUrl;
    exchangeSteamCode(callback.code)
      .then((signedIn) => {
        if (signedIn) return window.location.replace(callback.redirectUrl);
        setPhase('totp');
        toast(t('steam.totpNotice'));
      })
      .catch(() => setPhase('codeError'));
  }, [t]);

  // The code step opened the session: on to where the sign-in started.
  useEffect(() => {
    if (phase === 'totp' && token && !pending) window.location.replace(redirectUrl.current);
  }, [phase, token, pending]);

  if (phase === 'working') {
    return (
      <p className="text-muted" role="status" data-testid="steam-callback-working">
        {t('steam.signingIn')}
      </p>
    );
  }
  if (phase === 'totp' && pending) {
    return (
      <div className="w-full space-y-4 text-left" data-testid="steam-callback-totp">
        <p role="status" className="text-sm">{t('steam.totpNotice')}</p>
        <TotpLoginStep lang={lang} t={t} />
      </div>
    );
  }
  if (phase === 'totp' && token) {
    return (
      <p className="text-muted" role="status" data-testid="steam-callback-working">
        {t('steam.signingIn')}
      </p>
    );
  }
  return (
    <div className="space-y-4" data-testid="steam-callback-error">
      <p role="alert" className="text-accent-red">
        {t(phase === 'steamError' ? 'steam.error' : 'steam.codeError')}
      </p>
      <a href="/home" className="btn-primary inline-block">
        {t('steam.home')}
      </a>
    </div>
  );
}
