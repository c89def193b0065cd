// Security settings on /personal. Signed-out visitors see nothing here (the account part above
// shows the login prompt). The sections (./SecurityPanel.tsx) load once a signed-in user is known:
// their forms need zod, kept off the page's first load (docs/decisions/0048).
import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { useMounted } from '../common/hooks.ts';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry } from '../shell/lazy.ts';

const SecurityPanel = lazyWithRetry(() => import('./SecurityPanel.tsx'), 'SecurityPanel');

export default function SecuritySettings({ lang }: { lang: Lang }) {
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const user = useStore($user);
  if (!mounted || !loggedIn || !user) return null;
  return (
    <ChunkErrorBoundary lang={lang} onRetry={SecurityPanel.retry}>
      <Suspense fallback={null}>
        <SecurityPanel lang={lang} user={user} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
