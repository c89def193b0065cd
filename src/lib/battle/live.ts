// The battle pages' live events (the spec's calls: 31 create, 32 state, 33 rank on /topic/messages). The
// shared feed socket carries them (src/lib/feed): it connects once the main page-loaded flag is set,
// and a battle page takes its events only once the battle flag is set too (its first list or room is
// in), so an event never lands on a list the first answer would then overwrite.
import type { BattleCreateEvent, BattleRankEvent, BattleStateEvent, BattleSummary } from '../../shared/contracts/battle.ts';
import { BATTLE_STATE } from './constants.ts';
import { EVENT } from '../../shared/constants.ts';
import { startFeed } from '../feed/start.ts';
import { feedEvents } from '../feed/store.ts';
import { whenPageLoaded } from '../stores/page-loaded.ts';

export interface BattleListeners {
  onCreate?: (room: BattleCreateEvent) => void;
  onState?: (change: BattleStateEvent) => void;
  onRank?: (rank: BattleRankEvent) => void;
}

/** Starts the feed (once per page) and calls the listeners for battle events; returns the stop. */
export function listenBattles(listeners: BattleListeners): () => void {
  startFeed();
  let stopped = false;
  let stop = (): void => undefined;
  void whenPageLoaded('battle').then(() => {
    if (stopped) return;
    stop = feedEvents.on(({ eventType, data }) => {
      if (typeof data !== 'object' || data === null) return;
      if (eventType === EVENT.battleCreate) listeners.onCreate?.(data as BattleCreateEvent);
      else if (eventType === EVENT.battleState) listeners.onState?.(data as BattleStateEvent);
      else if (eventType === EVENT.battleRank) listeners.onRank?.(data as BattleRankEvent);
    });
  });
  return () => {
    stopped = true;
    stop();
  };
}

/** A list after a state event: the room's seats and state replaced (unknown rooms unchanged). */
export function applyStateToList(list: readonly BattleSummary[], e: BattleStateEvent): BattleSummary[] {
  let changed = false;
  const next = list.map((r) => {
    if (r.id !== e.id) return r;
    changed = true;
    return { ...r, state: e.state, seatList: e.seatList, startTime: e.startTime, endTime: e.endTime };
  });
  return changed ? next : [...list];
}

/** The live list (waiting and running rooms): a new room first, ended/dissolved ones dropped. */
export function liveListAfter(list: readonly BattleSummary[], e: BattleStateEvent): BattleSummary[] {
  return applyStateToList(list, e).filter((r) => r.state === BATTLE_STATE.waiting || r.state === BATTLE_STATE.running);
}

/**
 * The history (ended rooms) after a state event: a room that just ended goes first, taken from the
 * list that knew it (the live list holds every waiting and running room); others change in place.
 */
export function historyAfter(history: readonly BattleSummary[], known: readonly BattleSummary[], e: BattleStateEvent): BattleSummary[] {
  if (e.state !== BATTLE_STATE.ended || history.some((r) => r.id === e.id)) return applyStateToList(history, e);
  const room = known.find((r) => r.id === e.id);
  return room ? addRoom(history, applyStateToList([room], e)[0]) : [...history];
}

export function addRoom(list: readonly BattleSummary[], room: BattleSummary, max = 50): BattleSummary[] {
  if (list.some((r) => r.id === room.id)) return [...list];
  return [room, ...list].slice(0, max);
}

/** Which rounds are revealed at `now` (ms), by the server's schedule: round r at start + r × roundMs. */
export function roundsRevealedAt(startTime: string | null, roundMs: number, rounds: number, now: number): number {
  if (!startTime) return 0;
  const n = Math.floor((now - Date.parse(startTime)) / roundMs);
  return Math.max(0, Math.min(rounds, n));
}
