// A battle room's data and actions (/battle/{id}, /reverse/{id}): the detail, the rounds shown
// (settled, and the one spinning), the cases' tables for the reels' filler, taking a seat or adding
// a bot, dissolving. Rounds are revealed on the server's schedule (round r at start + r × roundMs
// on the server's clock), so every viewer sees the same round at the same moment.
import { map } from 'nanostores';
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import type { BoxItem } from '../../shared/contracts/box.ts';
import { applyBalance } from '../actions/wallet.ts';
import { battleApi } from '../api/battle.ts';
import { boxApi } from '../api/box.ts';
import { ApiError } from '../api/client.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { openDialog } from '../stores/dialogs.ts';
import { announceJoined } from '../stores/notices.ts';
import { markPageLoaded } from '../stores/page-loaded.ts';
import { BATTLE_STATE } from './constants.ts';
import { listenBattles } from './live.ts';
import { rememberSeat } from './seats.ts';

export interface BattleRoomState {
  load: 'loading' | 'ready' | 'missing' | 'failed';
  room: BattleDetail | null;
  /** Rounds whose reels have landed. */
  settled: number;
  /** The round whose reels spin now, or null. */
  spinning: number | null;
  busy: boolean;
  tables: Map<number, BoxItem[]>;
}

const initial = (): BattleRoomState => ({ load: 'loading', room: null, settled: 0, spinning: null, busy: false, tables: new Map() });
export const $battleRoom = map<BattleRoomState>(initial());

/** A little after the reveal moment, so the server's clock has certainly passed it. */
export const REVEAL_MARGIN_MS = 250;

let roomId = '';
let generation = 0;
let first = true;
/** The server's clock minus this browser's. */
let offset = 0;

/** Takes a fresh detail: rounds revealed since the last one spin (only the newest; older ones land at once). */
function take(next: BattleDetail): void {
  offset = Date.parse(next.serverTime) - Date.now();
  const s = $battleRoom.get();
  if (first) {
    first = false;
    $battleRoom.set({ ...s, room: next, load: 'ready', settled: next.revealedRounds });
    return;
  }
  if (next.revealedRounds > s.settled && next.revealedRounds !== s.spinning) {
    $battleRoom.set({ ...s, room: next, load: 'ready', settled: next.revealedRounds - 1, spinning: next.revealedRounds });
  } else {
    $battleRoom.set({ ...s, room: next, load: 'ready' });
  }
}

/** Fetches the room's detail; a first load that fails marks the room missing or failed. Any answer sets the battle page-loaded flag. */
export function refreshBattleRoom(): Promise<void> {
  const gen = generation;
  return battleApi.detail(roomId, { silent: true }).then(
    (next) => {
      if (gen === generation) take(next);
    },
    (err: unknown) => {
      if (gen !== generation || !first) return;
      const missing = err instanceof ApiError && (err.status === ERROR_CODE.BATTLE_NOT_FOUND || err.status === 404);
      $battleRoom.setKey('load', missing ? 'missing' : 'failed');
    },
  ).finally(() => markPageLoaded('battle'));
}

/**
 * Shows room `id`: loads it and follows its live changes (a seat, the start, the end, a dissolve
 * bring its detail). Returns the stop.
 */
export function openBattleRoom(id: string): () => void {
  generation += 1;
  roomId = id;
  first = true;
  offset = 0;
  $battleRoom.set(initial());
  void refreshBattleRoom();
  return listenBattles({ onState: (e) => { if (e.id === roomId) void refreshBattleRoom(); } });
}

/** The reveal schedule: fetch when the server's clock reaches the next round. Returns the cancel. */
export function scheduleBattleReveal(): () => void {
  const { room } = $battleRoom.get();
  if (!room || room.state !== BATTLE_STATE.running || !room.startTime) return () => undefined;
  const next = room.revealedRounds + 1;
  // All rounds shown: the end (event 32) follows from the server's job; one late look as a fallback.
  const at = next > room.rounds ? Date.parse(room.endTime ?? room.startTime) + 3_000 : Date.parse(room.startTime) + next * room.roundMs;
  const wait = Math.max(0, at - (Date.now() + offset)) + REVEAL_MARGIN_MS;
  const timer = setTimeout(() => void refreshBattleRoom(), wait);
  return () => clearTimeout(timer);
}

/** The cases' tables for the reels' filler (decoration drawn from the published odds), once a room plays. */
export function loadBattleTables(): void {
  const { room, tables } = $battleRoom.get();
  if (!room || room.state === BATTLE_STATE.waiting || room.state === BATTLE_STATE.dissolved) return;
  const gen = generation;
  for (const boxId of new Set(room.boxes.map((b) => b.boxId))) {
    if (tables.has(boxId)) continue;
    boxApi.detail(boxId).then((d) => {
      if (gen === generation) $battleRoom.setKey('tables', new Map($battleRoom.get().tables).set(boxId, d.items));
    }, () => undefined);
  }
}

/** A round's reels have landed. */
export function battleRoundSpun(round: number): void {
  const s = $battleRoom.get();
  $battleRoom.set({ ...s, settled: Math.max(s.settled, round), spinning: s.spinning === round ? null : s.spinning });
}

/**
 * Takes seat `pos` (pays it) or seats a bot there (the creator). "Insufficient balance" opens the
 * top-up dialog; any failure brings the room again.
 */
export async function takeBattleSeat(pos: number, bot: boolean): Promise<void> {
  const id = roomId;
  $battleRoom.setKey('busy', true);
  try {
    const result = bot ? await battleApi.joinBot(id, pos) : await battleApi.join(id, pos);
    if (!bot && result.balance !== null) {
      applyBalance(result.balance);
      rememberSeat(id, pos);
      announceJoined('battle');
    }
    take(result.room);
  } catch (err) {
    if (err instanceof ApiError && err.status === ERROR_CODE.INSUFFICIENT_BALANCE) openDialog('recharge');
    void refreshBattleRoom();
  } finally {
    $battleRoom.setKey('busy', false);
  }
}

/** The creator dissolves a waiting room (the seats are refunded by the server). */
export async function dissolveBattle(): Promise<void> {
  $battleRoom.setKey('busy', true);
  try {
    await battleApi.cancel(roomId);
    await refreshBattleRoom();
  } catch {
    void refreshBattleRoom();
  } finally {
    $battleRoom.setKey('busy', false);
  }
}
