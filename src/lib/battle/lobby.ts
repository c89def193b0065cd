// The battle lobby's lists (/battle and /reverse): the live rooms (waiting and running, the
// house's first), the player's rooms, the history and the ranking. They follow the live events 31
// (a new room), 32 (seats, start, end, dissolve) and 33 (the ranking): no polling. The ranking is
// asked when the page opens, as the live list is, so its tab shows at once.
import { map } from 'nanostores';
import type { BattleMode, BattleRank, BattleSummary } from '../../shared/contracts/battle.ts';
import { battleApi } from '../api/battle.ts';
import type { Lang } from '../i18n/ui.ts';
import { markPageLoaded } from '../stores/page-loaded.ts';
import { BATTLE_MODE_CODE } from './constants.ts';
import { addRoom, applyStateToList, historyAfter, listenBattles, liveListAfter } from './live.ts';

export const LOBBY_TABS = ['official', 'mine', 'history', 'ranking', 'rules'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

export type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed' };

export interface BattleLobbyState {
  live: Load<BattleSummary[]>;
  mine: Load<BattleSummary[]>;
  history: Load<BattleSummary[]>;
  rank: Load<BattleRank>;
}

const initial = (): BattleLobbyState => ({ live: { state: 'loading' }, mine: { state: 'loading' }, history: { state: 'loading' }, rank: { state: 'loading' } });
export const $battleLobby = map<BattleLobbyState>(initial());

/** The house's rooms first (always one to watch), then the players', newest first within each. */
export function officialFirst(list: readonly BattleSummary[]): BattleSummary[] {
  return [...list].sort((a, b) => Number(Boolean(b.official)) - Number(Boolean(a.official)));
}

let view: { mode: BattleMode; tab: LobbyTab; loggedIn: boolean } = { mode: 'classic', tab: 'official', loggedIn: false };
const code = (): number => BATTLE_MODE_CODE[view.mode];

/** Loads the live list; its first answer (or failure) sets the battle page-loaded flag. */
function loadLive(): void {
  battleApi.current(code(), -1, { silent: true }).then(
    (p) => $battleLobby.setKey('live', { state: 'ready', data: officialFirst(p.list) }),
    () => $battleLobby.setKey('live', { state: 'failed' }),
  ).finally(() => markPageLoaded('battle'));
}

/** Loads the list the tab shows (official's and the ranking are loaded with the page; rules has none). */
function loadTab(): void {
  const { tab, loggedIn } = view;
  if (tab === 'history') {
    battleApi.list(code(), 2, 1, { silent: true }).then((p) => $battleLobby.setKey('history', { state: 'ready', data: p.list }), () => $battleLobby.setKey('history', { state: 'failed' }));
  }
  if (tab === 'mine' && loggedIn) {
    battleApi.mine(code(), 1, { silent: true }).then((p) => $battleLobby.setKey('mine', { state: 'ready', data: p.list }), () => $battleLobby.setKey('mine', { state: 'failed' }));
  }
}

function loadRank(): void {
  battleApi.rank({ silent: true }).then((data) => $battleLobby.setKey('rank', { state: 'ready', data }), () => $battleLobby.setKey('rank', { state: 'failed' }));
}

/** Asks the server again for the live list and the shown tab's (a retry, or an event in another language). */
export function reloadBattleLobby(): void {
  loadLive();
  loadRank();
  loadTab();
}

/** The tab shown (and whether its player is signed in): its list loads. */
export function showLobbyTab(tab: LobbyTab, loggedIn: boolean): void {
  view = { ...view, tab, loggedIn };
  // The ranking was asked at the page's start and is kept by event 33 since: again only after a failure.
  if (tab === 'ranking' && $battleLobby.get().rank.state === 'failed') loadRank();
  loadTab();
}

/** Opens the lobby of `mode`: loads the live list and follows the live events. Returns the stop. */
export function startBattleLobby(mode: BattleMode, lang: Lang): () => void {
  view = { ...view, mode };
  loadLive();
  loadRank();
  return listenBattles(lang !== 'zh-CN' ? {
    // Live events are written in zh-CN (one broadcast for everybody): a page in another language
    // asks the server again for its lists instead of showing the events' names.
    onCreate: (room) => { if (room.mode === mode) reloadBattleLobby(); },
    onState: () => reloadBattleLobby(),
    onRank: () => reloadBattleLobby(),
  } : {
    onCreate: (room) => {
      if (room.mode !== mode) return;
      const { live } = $battleLobby.get();
      if (live.state === 'ready') $battleLobby.setKey('live', { state: 'ready', data: officialFirst(addRoom(live.data, room)) });
    },
    onState: (e) => {
      const { live, mine, history } = $battleLobby.get();
      // The live list as it was: a room that ends moves from it into the history.
      const known = live.state === 'ready' ? live.data : [];
      $battleLobby.set({
        ...$battleLobby.get(),
        live: live.state === 'ready' ? { state: 'ready', data: liveListAfter(live.data, e) } : live,
        mine: mine.state === 'ready' ? { state: 'ready', data: applyStateToList(mine.data, e) } : mine,
        history: history.state === 'ready' ? { state: 'ready', data: historyAfter(history.data, known, e) } : history,
      });
    },
    onRank: (data) => $battleLobby.setKey('rank', { state: 'ready', data }),
  });
}

/** Back to nothing loaded (tests; a page holds one lobby). */
export function resetBattleLobby(): void {
  $battleLobby.set(initial());
  view = { mode: 'classic', tab: 'official', loggedIn: false };
}
