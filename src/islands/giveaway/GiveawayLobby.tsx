// /giveaways: the lobby (the spec's screens). Tabs official, streamer, my entries, in progress, ended; a grid of
// room cards, paged. Counts and states follow the live event 41 without polling; a room the list
// does not know (a new one) makes it ask the server again. Streamers see "create a giveaway".
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { GIVEAWAY_TABS, type GiveawayTab } from '../../shared/giveaway-constants.ts';
import { followGiveawayList, giveawayList } from '../../lib/giveaway/lobby.ts';
import type { Lang, UiKey } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { listView } from '../../lib/list-view.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { Pager } from '../common/Pager.tsx';
import { GiveawayCardView, GiveawayGridSkeleton } from './parts.tsx';

const TAB_KEY: Record<GiveawayTab, UiKey> = {
  official: 'giveaway_tab_official',
  streamer: 'giveaway_tab_streamer',
  mine: 'giveaway_tab_mine',
  open: 'giveaway_tab_open',
  ended: 'giveaway_tab_ended',
};

/** Whether the signed-in player is a streamer (the user info's `streamer` flag, given in the console). */
export function isStreamer(user: unknown): boolean {
  return typeof user === 'object' && user !== null && (user as { streamer?: unknown }).streamer === true;
}

export default function GiveawayLobby({ lang, initialTab = 'official' }: { lang: Lang; initialTab?: GiveawayTab }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const user = useStore($user);
  const [tab, setTab] = useState<GiveawayTab>(initialTab);
  const list = useMemo(() => giveawayList(tab), [tab]);
  const state = useStore(list.$state);
  const { data, loading } = state;
  // A room list that moves live keeps its last answer on screen when a refresh fails.
  const view = listView(state, { keepData: true });

  useEffect(() => {
    if (!mounted || (tab === 'mine' && !loggedIn)) return;
    void list.load(1);
  }, [list, mounted, loggedIn]);

  useEffect(() => followGiveawayList(list, tab), [list, tab]);

  function select(next: GiveawayTab) {
    setTab(next);
    const url = new URL(window.location.href);
    if (next !== 'official') url.searchParams.set('tab', next);
    else url.searchParams.delete('tab');
    window.history.replaceState(window.history.state, '', url);
  }

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const i = GIVEAWAY_TABS.indexOf(tab);
    const next = GIVEAWAY_TABS[(i + (e.key === 'ArrowRight' ? 1 : GIVEAWAY_TABS.length - 1)) % GIVEAWAY_TABS.length];
    select(next);
    document.getElementById(`giveaway-tab-${next}`)?.focus();
  }

  return (
    <div className="space-y-4" data-testid="giveaway-lobby">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label={t('giveaway_tabs')} className="flex max-w-full gap-1 overflow-x-auto rounded-xl bg-surface p-1">
          {GIVEAWAY_TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`giveaway-tab-${k}`}
              aria-selected={tab === k}
              aria-controls="giveaway-tab-panel"
              tabIndex={tab === k ? 0 : -1}
              data-testid={`giveaway-tab-${k}`}
              onClick={() => select(k)}
              onKeyDown={onTabKey}
              className={`shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors ${tab === k ? 'bg-surface-2 text-ink shadow' : 'text-muted hover:text-ink'}`}
            >
              {t(TAB_KEY[k])}
            </button>
          ))}
        </div>
        {mounted && isStreamer(user) && (
          <a href="/giveaways/create" className="btn-primary" data-testid="giveaway-create-link">
            {t('giveaway_create')}
          </a>
        )}
      </div>
      <div id="giveaway-tab-panel" role="tabpanel" aria-labelledby={`giveaway-tab-${tab}`} aria-busy={loading}>
        {tab === 'mine' && mounted && !loggedIn ? (
          <LoginPrompt message={t('giveaway_loginForMine')} buttonLabel={t('header.login')} testId="giveaway-login-prompt" />
        ) : view === 'error' || !data ? (
          view === 'error' ? <LoadFailed t={t} onRetry={() => void list.refresh()} /> : <GiveawayGridSkeleton />
        ) : view === 'empty' ? (
          tab === 'mine' ? (
            <EmptyState testId="giveaway-empty" icon="gift" title={t('giveaway_emptyMine')} action={{ label: t('giveaway_emptyMineAction'), onClick: () => select('official') }} />
          ) : (
            <EmptyState
              testId="giveaway-empty"
              icon="gift"
              title={t('giveaway_empty')}
              action={mounted && isStreamer(user) ? { label: t('giveaway_create'), href: '/giveaways/create' } : undefined}
            />
          )
        ) : (
          <div className="space-y-4">
            <ul className={`grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${loading ? 'opacity-60' : ''}`} data-testid="giveaway-list">
              {data.list.map((room) => (
                <li key={room.id}>
                  <GiveawayCardView room={room} t={t} />
                </li>
              ))}
            </ul>
            <Pager t={t} list={list} />
          </div>
        )}
      </div>
    </div>
  );
}
