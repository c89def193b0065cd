// The live drop strip (the spec's states): recent drops, newest first, left to right. Starting the feed
// here (and in TopDrops) means pages without a feed island never open the socket.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { startFeed } from '../../lib/feed/start.ts';
import { $feed } from '../../lib/feed/store.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { DropTile } from './DropTile.tsx';

export default function LiveDrops({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const feed = useStore($feed);
  useEffect(() => startFeed(), []);
  // Another feed island (top drops) may have started the feed before this one hydrates: the
  // hydrating render must be the server's (offline, empty), or React reports a mismatch.
  const mounted = useMounted();
  const recent = mounted ? feed.recent : [];
  const connected = mounted && feed.connected;

  return (
    <section aria-labelledby="live-drops-title" className="card space-y-2 p-3" data-testid="live-drops">
      <div className="flex items-center gap-2">
        <span
          className={`size-2 rounded-full ${connected ? 'bg-emerald-400 shadow-[0_0_6px] shadow-emerald-400' : 'bg-muted'}`}
          title={connected ? t('feed.connected') : t('feed.offline')}
          data-testid="feed-status"
          data-connected={connected}
        />
        <h2 id="live-drops-title" className="text-sm font-bold">
          {t('feed.live')}
        </h2>
      </div>
      <div className="flex gap-2 overflow-x-auto pb-1" aria-live="off">
        {recent.length === 0 ? (
          // Nothing made up while nobody has opened anything: the feed shows real drops only.
          <EmptyState variant="strip" icon="feed" testId="feed-empty" title={t('feed.empty')} hint={t('feed.emptyHint')} action={{ label: t('bag.emptyAction'), href: localizedPath(lang, '/box') }} />
        ) : (
          recent.map((drop) => <DropTile key={drop.id} drop={drop} t={t} testId="live-drop" />)
        )}
      </div>
    </section>
  );
}
