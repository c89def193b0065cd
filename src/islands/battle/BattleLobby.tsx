// /battle and /reverse: the lobby. Tabs: official rooms (waiting and running rooms, the house's
// bot rooms among them, so there is always one to watch), mine, history, ranking, rules. The
// lists follow the live events 31 (a new room), 32 (seats, start, end, dissolve) and 33 (the
// ranking) on the feed socket: no polling.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { BattleMode, BattleRank, BattleSummary } from '../../shared/contracts/battle.ts';
import { displayYuan } from '../../shared/money.ts';
import { $battleLobby, LOBBY_TABS, reloadBattleLobby, showLobbyTab, startBattleLobby, type Load, type LobbyTab } from '../../lib/battle/lobby.ts';
import type { Lang, Translator, UiKey } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { loadView } from '../../lib/list-view.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { PlayerAvatar } from '../common/PlayerAvatar.tsx';
import { VipBadge } from '../common/VipBadge.tsx';
import { BattleCard, BattleListSkeleton, modeBase } from './parts.tsx';


const TAB_KEY: Record<LobbyTab, UiKey> = {
  official: 'battle.tab.official',
  mine: 'battle.tab.mine',
  history: 'battle.tab.history',
  ranking: 'battle.tab.ranking',
  rules: 'battle.tab.rules',
};

function RoomList({ load, t, onRetry, createHref }: { load: Load<BattleSummary[]>; t: Translator; onRetry: () => void; createHref: string }) {
  const view = loadView(load);
  if (view === 'loading') return <BattleListSkeleton />;
  if (view === 'error' || load.state !== 'ready') return <LoadFailed t={t} onRetry={onRetry} />;
  if (view === 'empty') {
    return <EmptyState testId="battle-empty" icon="battle" title={t('battle.empty')} hint={t('battle.emptyHint')} action={{ label: t('battle.create'), href: createHref, testId: 'battle-empty-create' }} />;
  }
  return (
    <ul className="flex flex-col gap-3" data-testid="battle-list">
      {load.data.map((room) => (
        <li key={room.id}>
          <BattleCard room={room} t={t} />
        </li>
      ))}
    </ul>
  );
}

function Ranking({ rank, t, createHref }: { rank: Load<BattleRank>; t: Translator; createHref: string }) {
  const [period, setPeriod] = useState<'today' | 'week' | 'all'>('today');
  if (rank.state === 'loading') return <BattleListSkeleton count={3} />;
  if (rank.state === 'failed') return <p className="card px-4 py-12 text-center text-muted">{t('common.loadFailed')}</p>;
  const rows = rank.data[period];
  const keys = { today: 'battle.rank.today', week: 'battle.rank.week', all: 'battle.rank.all' } as const;
  return (
    <section className="card space-y-3 p-4" data-testid="battle-ranking">
      <div className="flex gap-2" role="group">
        {(['today', 'week', 'all'] as const).map((p) => (
          <button key={p} type="button" aria-pressed={period === p} onClick={() => setPeriod(p)} className={`rounded-md px-3 py-1 text-sm font-semibold ${period === p ? 'bg-accent-orange text-bg' : 'bg-surface-2 text-muted hover:text-ink'}`}>
            {t(keys[p])}
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <EmptyState variant="inline" testId="battle-rank-empty" icon="trophy" title={t('battle.rank.empty')} hint={t('battle.rank.emptyHint')} action={{ label: t('battle.create'), href: createHref }} />
      ) : (
        <ol className="divide-y divide-line">
          {rows.map((r) => (
            <li key={r.rank} className="flex items-center gap-3 py-2">
              <span className={`w-7 text-center font-extrabold ${r.rank <= 3 ? 'text-accent-orange' : 'text-muted'}`}>{r.rank}</span>
              <PlayerAvatar src={r.avatar} seed={r.nickname} alt="" className="size-8 rounded-full" />
              <span className="flex min-w-0 flex-1 items-center gap-1.5">
                <span className="truncate font-semibold">{shownNickname(r.nickname, t)}</span>
                <VipBadge level={r.vipLevel} t={t} />
              </span>
              <span className="text-xs text-muted">{t('battle.rank.amount')}</span>
              <span className="font-extrabold text-accent-orange">¥{displayYuan(r.amount)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Rules({ t, mode }: { t: Translator; mode: BattleMode }) {
  const keys: UiKey[] = mode === 'reverse'
    ? ['battle.rules.reverse', 'battle.rules.classic', 'battle.rules.team', 'battle.rules.cost', 'battle.rules.bots', 'battle.rules.fair']
    : ['battle.rules.classic', 'battle.rules.reverse', 'battle.rules.team', 'battle.rules.cost', 'battle.rules.bots', 'battle.rules.fair'];
  return (
    <section className="card space-y-3 p-4 text-sm leading-relaxed" data-testid="battle-rules">
      {keys.map((k) => (
        <p key={k}>{t(k)}</p>
      ))}
      <a href="/provably-fair" className="inline-block text-accent-blue underline underline-offset-2">{t('battle.fairLink')}</a>
    </section>
  );
}

export default function BattleLobby({ lang, mode }: { lang: Lang; mode: BattleMode }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const [tab, setTab] = useState<LobbyTab>('official');
  const { live, mine, history, rank } = useStore($battleLobby);

  useEffect(() => startBattleLobby(mode, lang), [mode, lang]);

  useEffect(() => showLobbyTab(tab, loggedIn), [tab, mode, loggedIn]);

  const retry = reloadBattleLobby;
  const createHref = `${modeBase(mode)}/create`;
  return (
    <div className="space-y-4" data-testid="battle-lobby" data-mode={mode}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label={t('battle.tabs')} className="flex gap-1 overflow-x-auto rounded-xl bg-surface p-1">
          {LOBBY_TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`battle-tab-${k}`}
              aria-selected={tab === k}
              aria-controls="battle-tab-panel"
              data-testid={`battle-tab-${k}`}
              onClick={() => setTab(k)}
              className={`shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors ${tab === k ? 'bg-surface-2 text-ink shadow' : 'text-muted hover:text-ink'}`}
            >
              {t(TAB_KEY[k])}
            </button>
          ))}
        </div>
        <a href={`${modeBase(mode)}/create`} className="btn-primary" data-testid="battle-create-link">
          {t('battle.create')}
        </a>
      </div>
      <div id="battle-tab-panel" role="tabpanel" aria-labelledby={`battle-tab-${tab}`}>
        {tab === 'official' && <RoomList load={live} t={t} onRetry={retry} createHref={createHref} />}
        {tab === 'mine' &&
          (loggedIn ? (
            <RoomList load={mine} t={t} onRetry={retry} createHref={createHref} />
          ) : (
            <div className="card space-y-3 px-4 py-12 text-center">
              <p className="text-muted">{t('battle.loginForMine')}</p>
              <button type="button" className="btn-primary" onClick={() => openDialog('login')}>
                {t('battle.loginToJoin')}
              </button>
            </div>
          ))}
        {tab === 'history' && <RoomList load={history} t={t} onRetry={retry} createHref={createHref} />}
        {tab === 'ranking' && <Ranking rank={rank} t={t} createHref={createHref} />}
        {tab === 'rules' && <Rules t={t} mode={mode} />}
      </div>
    </div>
  );
}
