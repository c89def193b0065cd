// /provably-fair for a signed-in player: the seed pair and the rolls made with it; a
// signed-out visitor gets the log-in prompt (the algorithm text is static on the page).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { myRollsList } from '../../lib/fair/pages.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { MyRolls } from './MyRolls.tsx';
import { SeedPanel } from './SeedPanel.tsx';

export default function FairCentre({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const rolls = useMemo(myRollsList, []);
  // Another account's rolls must not flash up after a sign-out and a new sign-in.
  useEffect(() => {
    if (!loggedIn) rolls.reset();
  }, [loggedIn, rolls]);

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('fair.loginPrompt')} buttonLabel={t('header.login')} testId="fair-login-prompt" />;
  return (
    <div className="space-y-6">
      {/* Rotating reveals the seeds of the listed rolls: reload them so their links verify. */}
      <SeedPanel lang={lang} t={t} onRotated={() => void rolls.refresh()} />
      <MyRolls lang={lang} t={t} list={rolls} />
    </div>
  );
}
