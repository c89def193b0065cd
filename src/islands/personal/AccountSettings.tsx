// Account settings on /personal. This island only decides what the visitor sees (loading, the
// login prompt, or the settings); the settings themselves (./AccountPanel.tsx) are loaded once a
// signed-in user is known: their forms validate with the shared zod schemas (~24 KB gzip), which
// would push the page past its 110 KB first-load budget (docs/decisions/0048).
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { refreshUser } from '../../lib/actions/auth.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry } from '../shell/lazy.ts';

const AccountPanel = lazyWithRetry(() => import('./AccountPanel.tsx'), 'AccountPanel');

export default function AccountSettings({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const user = useStore($user);

  // The layout fetches user info at start; this covers a page that mounted before it arrived.
  useEffect(() => {
    if (mounted && loggedIn && !user) void refreshUser();
  }, [mounted, loggedIn, user]);

  const loading = <p className="card px-4 py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!mounted || (loggedIn && !user)) return loading;
  if (!loggedIn || !user) return <LoginPrompt message={t('personal.loginPrompt')} buttonLabel={t('header.login')} testId="personal-login-prompt" />;
  return (
    <ChunkErrorBoundary lang={lang} onRetry={AccountPanel.retry}>
      <Suspense fallback={loading}>
        <AccountPanel lang={lang} user={user} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
