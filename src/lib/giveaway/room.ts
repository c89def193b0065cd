// A giveaway room's data and actions (/giveaways/{id}): the detail (with the invite token of the
// page's address), the prizes revealed so far (prize by prize when the draw happens while the page
// is open), joining, the host's two-click cancel, and the fallbacks to the live event 41.
import { map } from 'nanostores';
import type { GiveawayDetail } from '../../shared/contracts/giveaway.ts';
import { GIVEAWAY_STATE } from '../../shared/giveaway-constants.ts';
import { ApiError } from '../api/client.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { giveawayApi } from '../api/giveaway.ts';
import { announceJoined } from '../stores/notices.ts';
import { listenGiveaways } from './live.ts';

export interface GiveawayRoomState {
  load: 'loading' | 'ready' | 'missing' | 'failed';
  room: GiveawayDetail | null;
  /** Prizes whose winner is shown. */
  revealed: number;
  busy: boolean;
  /** The server's refusal of a join or cancel, shown under the button. */
  refusal: string | null;
  /** The invite token of the page's address (checked), or null. */
  invite: string | null;
  /** The host clicked cancel once: the next click cancels. */
  confirmCancel: boolean;
  /** The server's clock minus this browser's. */
  offset: number;
}

const initial = (): GiveawayRoomState => ({ load: 'loading', room: null, revealed: 0, busy: false, refusal: null, invite: null, confirmCancel: false, offset: 0 });
export const $giveawayRoom = map<GiveawayRoomState>(initial());

/** The pause between two prizes of a draw revealed live (the first comes sooner). */
export const REVEAL_STEP_MS = 900;
export const REVEAL_FIRST_MS = 400;

let roomId = '';
let generation = 0;
let first = true;

function take(next: GiveawayDetail): void {
  const s = $giveawayRoom.get();
  const was = s.room?.state ?? null;
  let { revealed } = s;
  if (next.state !== GIVEAWAY_STATE.drawn) revealed = 0;
  // Drawn while the page watched: reveal prize by prize; drawn before it opened: all at once.
  else if (first || was === GIVEAWAY_STATE.drawn) revealed = next.prizes.length;
  first = false;
  $giveawayRoom.set({ ...s, room: next, load: 'ready', revealed, offset: Date.parse(next.serverTime) - Date.now() });
}

/** Fetches the detail; a first load that fails marks the room missing or failed. */
export function refreshGiveawayRoom(): Promise<void> {
  const gen = generation;
  return giveawayApi.detail(roomId, $giveawayRoom.get().invite, { silent: true }).then(
    (next) => {
      if (gen === generation) take(next);
    },
    (err: unknown) => {
      if (gen !== generation || !first) return;
      const missing = err instanceof ApiError && (err.status === ERROR_CODE.GIVEAWAY_NOT_FOUND || err.status === 404);
      $giveawayRoom.setKey('load', missing ? 'missing' : 'failed');
    },
  );
}

/** Shows room `id` (nothing loaded yet) and follows its live event. Returns the stop. */
export function enterGiveawayRoom(id: string): () => void {
  generation += 1;
  roomId = id;
  first = true;
  $giveawayRoom.set(initial());
  return listenGiveaways((e) => { if (e.id === roomId) void refreshGiveawayRoom(); });
}

/** Loads the room with the invite token of the page's address (again after a log-in: the conditions change). */
export function loadGiveawayRoom(): Promise<void> {
  const token = new URLSearchParams(window.location.search).get('invite');
  $giveawayRoom.setKey('invite', token && /^[\w-]{1,64}$/.test(token) ? token : null);
  return refreshGiveawayRoom();
}

/** The reveal: one prize more every step until all are shown. Returns the cancel. */
export function scheduleGiveawayReveal(): () => void {
  const { room, revealed } = $giveawayRoom.get();
  if (room?.state !== GIVEAWAY_STATE.drawn || revealed >= room.prizes.length) return () => undefined;
  const timer = setTimeout(() => $giveawayRoom.setKey('revealed', $giveawayRoom.get().revealed + 1), revealed === 0 ? REVEAL_FIRST_MS : REVEAL_STEP_MS);
  return () => clearTimeout(timer);
}

/** A fallback to the live event: look again when the countdown ends and while the draw waits for its beacon round. */
export function scheduleGiveawayCheck(): () => void {
  const { room, offset } = $giveawayRoom.get();
  if (!room) return () => undefined;
  let wait: number | null = null;
  if (room.state === GIVEAWAY_STATE.drawing) wait = 6_000;
  else if (room.state === GIVEAWAY_STATE.open && room.drawMode === 'time' && room.drawAt) {
    wait = Math.max(0, Date.parse(room.drawAt) - (Date.now() + offset)) + 1_500;
  }
  if (wait === null || wait > 2_000_000_000) return () => undefined;
  const timer = setTimeout(() => void refreshGiveawayRoom(), wait);
  return () => clearTimeout(timer);
}

/** Does the room ask for a join code? */
export function needsJoinCode(room: GiveawayDetail): boolean {
  return room.conditions.some((c) => c.kind === 'joinCode') || room.hasJoinCode;
}

const refusalOf = (err: unknown): string | null => (err instanceof ApiError && (err.kind === 'api' || err.kind === 'http') ? err.message : null);

/** Joins (free); the server's refusal (a wrong code, a condition not met) is kept to show. */
export async function joinGiveaway(code: string): Promise<void> {
  const { room, invite } = $giveawayRoom.get();
  $giveawayRoom.set({ ...$giveawayRoom.get(), busy: true, refusal: null });
  try {
    await giveawayApi.join(roomId, room && needsJoinCode(room) ? code.trim() : undefined, invite);
    announceJoined('giveaway');
    await refreshGiveawayRoom();
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal) $giveawayRoom.setKey('refusal', refusal);
    void refreshGiveawayRoom();
  } finally {
    $giveawayRoom.setKey('busy', false);
  }
}

/** The streamer's own room, before its close: the skins go back to the backpack (two clicks). */
export async function cancelGiveaway(): Promise<void> {
  if (!$giveawayRoom.get().confirmCancel) {
    $giveawayRoom.setKey('confirmCancel', true);
    return;
  }
  $giveawayRoom.set({ ...$giveawayRoom.get(), busy: true, refusal: null });
  try {
    await giveawayApi.cancel(roomId);
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal) $giveawayRoom.setKey('refusal', refusal);
  } finally {
    $giveawayRoom.set({ ...$giveawayRoom.get(), busy: false, confirmCancel: false });
    void refreshGiveawayRoom();
  }
}

// ---- the fairness panel's entrant list, fetched only by who checks the draw ----

export const $giveawayEntrants = map<{ id: string; list: [number, string][] | null | 'failed' }>({ id: '', list: null });

/** Fetches room `id`'s entrant list the first time it is asked for (it can be long). */
export function loadGiveawayEntrants(id: string, invite: string | null): void {
  const s = $giveawayEntrants.get();
  if (s.id === id && s.list !== null) return;
  $giveawayEntrants.set({ id, list: null });
  const done = (list: [number, string][] | 'failed') => { if ($giveawayEntrants.get().id === id) $giveawayEntrants.set({ id, list }); };
  giveawayApi.entrants(id, invite, { silent: true }).then((r) => done(r.entrants ?? []), () => done('failed'));
}
