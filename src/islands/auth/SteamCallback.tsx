// /login/steamCallback: the return from Steam. Exchanges the one-time code for the token, then
// goes back to where the sign-in started (a path of this site only). On error: a message, a way home.
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { exchangeSteamCode } from '../../lib/auth/steam-exchange.ts';
import { readSteamCallback } from './steam-flow.ts';

type Phase = 'working' | 'steamError' | 'codeError';

export default function SteamCallback({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [phase, setPhase] = useState<Phase>('working');
  const started = useRef(false);

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
    exchangeSteamCode(callback.code)
      .then(() => window.location.replace(callback.redirectUrl))
      .catch(() => setPhase('codeError'));
  }, []);

  if (phase === 'working') {
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
