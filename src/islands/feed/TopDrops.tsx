// Top drops (grades 0 and 1 only), fed by the same $feed store as the live strip.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { startFeed } from '../../lib/feed/start.ts';
import { $feed } from '../../lib/feed/store.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { DropTile } from './DropTile.tsx';

export default function TopDrops({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const feed = useStore($feed);
  useEffect(() => startFeed(), []);
  // The live strip (client:idle) may have filled the feed before this island (client:visible)
  // hydrates: the hydrating render must be the server's empty one (React error #418 otherwise).
  const mounted = useMounted();
  const top = mounted ? feed.top : [];

  return (
    <section aria-labelledby="top-drops-title" className="space-y-3" data-testid="top-drops">
      <h2 id="top-drops-title" className="flex items-center gap-2 text-lg font-bold">
        <span className="h-5 w-1 rounded-full bg-gradient-to-b from-accent-purple to-accent-red" aria-hidden="true" />
        {t('feed.top')}
      </h2>
      {top.length === 0 ? (
        <EmptyState icon="trophy" testId="top-drops-empty" title={t('feed.empty')} hint={t('feed.emptyHint')} action={{ label: t('bag.emptyAction'), href: localizedPath(lang, '/box') }} />
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {top.slice(0, 10).map((drop) => (
            <DropTile key={drop.id} drop={drop} t={t} testId="top-drop" size="card" />
          ))}
        </div>
      )}
    </section>
  );
}
