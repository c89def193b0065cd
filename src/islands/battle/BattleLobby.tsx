// /battle and /reverse: the lobby. Tabs: official rooms (waiting and running rooms, the house's
// bot rooms among them, so there is always one to watch), mine, history, ranking, rules. The
// lists follow the live events 31 (a new room), 32 (seats, start, end, dissolve) and 33 (the
// ranking) on the feed socket: no polling.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { BattleMode, BattleRank, BattleSummary } from '../../shared/contracts/battle.ts';
import { BATTLE_MODE_CODE } from '../../lib/battle/constants.ts';
import { displayYuan } from '../../shared/money.ts';
import { battleApi } from '../../lib/api/battle.ts';
import { addRoom, applyStateToList, historyAfter, listenBattles, liveListAfter } from '../../lib/battle/live.ts';
import type { Lang, Translator, UiKey } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { PlayerAvatar } from '../common/PlayerAvatar.tsx';
import { VipBadge } from '../common/VipBadge.tsx';
import { BattleCard, BattleListSkeleton, modeBase } from './parts.tsx';

export const LOBBY_TABS = ['official', 'mine', 'history', 'ranking', 'rules'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

const TAB_KEY: Record<LobbyTab, UiKey> = {
  official: 'battle.tab.official',
  mine: 'battle.tab.mine',
  history: 'battle.tab.history',
  ranking: 'battle.tab.ranking',
  rules: 'battle.tab.rules',
};

/** The house's rooms first (always one to watch), then the players', newest first within each. */
function officialFirst(list: readonly BattleSummary[]): BattleSummary[] {
  return [...list].sort((a, b) => Number(Boolean(b.official)) - Number(Boolean(a.official)));
}

type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed' };

function RoomList({ load, t, onRetry }: { load: Load<BattleSummary[]>; t: Translator; onRetry: () => void }) {
  if (load.state === 'loading') return <BattleListSkeleton />;
  if (load.state === 'failed') return <LoadFailed t={t} onRetry={onRetry} />;
  if (load.data.length === 0) return <p className="card px-4 py-12 text-center text-muted" data-testid="battle-empty">{t('battle.empty')}</p>;
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

function Ranking({ rank, t }: { rank: Load<BattleRank>; t: Translator }) {
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
        <p className="py-8 text-center text-muted">{t('battle.rank.empty')}</p>
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
  const [live, setLive] = useState<Load<BattleSummary[]>>({ state: 'loading' });
  const [mine, setMine] = useState<Load<BattleSummary[]>>({ state: 'loading' });
  const [history, setHistory] = useState<Load<BattleSummary[]>>({ state: 'loading' });
  const [rank, setRank] = useState<Load<BattleRank>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const code = BATTLE_MODE_CODE[mode];
  // The live list as last rendered: a room that ends moves from it into the history.
  const liveRef = useRef<BattleSummary[]>([]);
  liveRef.current = live.state === 'ready' ? live.data : [];

  useEffect(() => {
    battleApi.current(code, -1, { silent: true }).then((p) => setLive({ state: 'ready', data: officialFirst(p.list) }), () => setLive({ state: 'failed' }));
  }, [code, attempt]);

  useEffect(() => {
    if (tab === 'history') battleApi.list(code, 2, 1, { silent: true }).then((p) => setHistory({ state: 'ready', data: p.list }), () => setHistory({ state: 'failed' }));
    if (tab === 'mine' && loggedIn) battleApi.mine(code, 1, { silent: true }).then((p) => setMine({ state: 'ready', data: p.list }), () => setMine({ state: 'failed' }));
    if (tab === 'ranking') battleApi.rank({ silent: true }).then((data) => setRank({ state: 'ready', data }), () => setRank({ state: 'failed' }));
  }, [tab, code, loggedIn, attempt]);

  useEffect(
    () =>
      // Live events are written in zh-CN (one broadcast for everybody): a page in another language
      // asks the server again for its lists instead of showing the events' names.
      listenBattles(lang !== 'zh-CN' ? {
        onCreate: (room) => { if (room.mode === mode) setAttempt((n) => n + 1); },
        onState: () => setAttempt((n) => n + 1),
        onRank: () => setAttempt((n) => n + 1),
      } : {
        onCreate: (room) => {
          if (room.mode !== mode) return;
          setLive((l) => (l.state === 'ready' ? { state: 'ready', data: officialFirst(addRoom(l.data, room)) } : l));
        },
        onState: (e) => {
          setLive((l) => (l.state === 'ready' ? { state: 'ready', data: liveListAfter(l.data, e) } : l));
          setMine((l) => (l.state === 'ready' ? { state: 'ready', data: applyStateToList(l.data, e) } : l));
          const known = liveRef.current;
          setHistory((l) => (l.state === 'ready' ? { state: 'ready', data: historyAfter(l.data, known, e) } : l));
        },
        onRank: (data) => setRank({ state: 'ready', data }),
      }),
    [mode, lang],
  );

  const retry = () => setAttempt((n) => n + 1);
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
        {tab === 'official' && <RoomList load={live} t={t} onRetry={retry} />}
        {tab === 'mine' &&
          (loggedIn ? (
            <RoomList load={mine} t={t} onRetry={retry} />
          ) : (
            <div className="card space-y-3 px-4 py-12 text-center">
              <p className="text-muted">{t('battle.loginForMine')}</p>
              <button type="button" className="btn-primary" onClick={() => openDialog('login')}>
                {t('battle.loginToJoin')}
              </button>
            </div>
          ))}
        {tab === 'history' && <RoomList load={history} t={t} onRetry={retry} />}
        {tab === 'ranking' && <Ranking rank={rank} t={t} />}
        {tab === 'rules' && <Rules t={t} mode={mode} />}
      </div>
    </div>
  );
}
