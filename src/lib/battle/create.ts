// The battle create form's data and actions (/battle/create, /reverse/create and "create again"
// from a room): the cases to pick from, the picked cases, players, mode, pace, and paying the
// creator's seat. The island only renders these and calls the actions.
import { atom, computed, map } from 'nanostores';
import type { BattleMode } from '../../shared/contracts/battle.ts';
import type { BoxSummary } from '../../shared/contracts/box.ts';
import { formatFen, parseYuan } from '../../shared/money.ts';
import { applyBalance } from '../actions/wallet.ts';
import { battleApi } from '../api/battle.ts';
import { ApiError } from '../api/client.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { closeDialog, openDialog } from '../stores/dialogs.ts';
import { say } from '../stores/notices.ts';
import { $settings, setSetting } from '../stores/prefs.ts';
import { MAX_BATTLE_BOXES } from './constants.ts';
import { rememberSeat } from './seats.ts';

export type CaseSort = 'asc' | 'desc';

export interface BattleForm {
  query: string;
  sort: CaseSort;
  /** Box ids in pick order (a case may be picked more than once). */
  picked: number[];
  seats: number;
  team: boolean;
  fast: boolean;
  /** null: the page's own mode (classic or reverse), until the player or a "create again" room picks one. */
  mode: BattleMode | null;
}

// The players and the pace a player last chose are page settings (the spec's key/value settings in
// local storage, lib/stores/prefs.ts): the next form takes them after it mounts (restoreBattleSettings;
// the server's HTML has the defaults, and the first render must match it).
const SEATS_SETTING = 'battle.seats';
const FAST_SETTING = 'battle.fast';

function savedSeats(): number {
  const n = Number($settings.get()[SEATS_SETTING]);
  return n === 2 || n === 3 || n === 4 ? n : 2;
}

const initialForm = (): BattleForm => ({ query: '', sort: 'asc', picked: [], seats: 2, team: false, fast: false, mode: null });

/** The form takes the players and pace last chosen (a "create again" prefill overrides them after). */
export function restoreBattleSettings(): void {
  $battleForm.set({ ...$battleForm.get(), seats: savedSeats(), fast: $settings.get()[FAST_SETTING] === '1', team: false });
}

export const $battleThemes = atom<BoxSummary[] | null>(null);
export const $battleThemesFailed = atom(false);
export const $battleForm = map<BattleForm>(initialForm());
export const $battleCreating = atom(false);
/** The room just opened (its "battle opened" dialog), or null. */
export const $battleOpened = atom<{ id: string; mode: BattleMode } | null>(null);

export async function loadBattleThemes(): Promise<void> {
  $battleThemesFailed.set(false);
  try {
    $battleThemes.set((await battleApi.themes({ silent: true })).list);
  } catch {
    $battleThemesFailed.set(true);
  }
}

/** "Create again": the form takes room `id`'s cases, players, teams and mode (a failure leaves it as it is). */
export async function prefillBattle(id: string): Promise<void> {
  try {
    const room = await battleApi.detail(id, { silent: true });
    $battleForm.set({ ...$battleForm.get(), picked: room.boxes.map((b) => b.boxId), seats: room.seats, team: room.team, mode: room.mode });
  } catch {
    // the form stays empty: the player picks the cases themselves
  }
}

const fen = (b: BoxSummary): bigint => parseYuan(b.price) ?? 0n;

/** The cases shown: those whose name holds the search, by price (then id). */
export const $battleCaseList = computed([$battleThemes, $battleForm], (boxes, { query, sort }) => {
  const q = query.trim().toLowerCase();
  const list = (boxes ?? []).filter((b) => q === '' || b.name.toLowerCase().includes(q));
  return [...list].sort((a, b) => (fen(a) === fen(b) ? a.id - b.id : (fen(a) < fen(b) ? -1 : 1) * (sort === 'asc' ? 1 : -1)));
});

/** The picked cases (in order) and what a seat costs. */
export const $battleChosen = computed([$battleThemes, $battleForm], (boxes, { picked }) => {
  const byId = new Map((boxes ?? []).map((b) => [b.id, b]));
  const chosen = picked.map((id) => byId.get(id)).filter((b): b is BoxSummary => b !== undefined);
  return { chosen, total: formatFen(chosen.reduce((sum, b) => sum + fen(b), 0n)), full: picked.length >= MAX_BATTLE_BOXES };
});

export const setCaseQuery = (query: string): void => $battleForm.setKey('query', query);
export const setCaseSort = (sort: CaseSort): void => $battleForm.setKey('sort', sort);

/** Adds a case; at the limit nothing is added and "box count limit reached" is said. */
export function addCase(id: number): boolean {
  const { picked } = $battleForm.get();
  if (picked.length >= MAX_BATTLE_BOXES) {
    say({ kind: 'boxLimit', max: MAX_BATTLE_BOXES });
    return false;
  }
  $battleForm.setKey('picked', [...picked, id]);
  return true;
}

/** Removes the case at position `index` of the picked list. */
export function removeCase(index: number): void {
  $battleForm.setKey('picked', $battleForm.get().picked.filter((_, j) => j !== index));
}

export const clearCases = (): void => $battleForm.setKey('picked', []);

/** Teams are only for four players. */
export function setSeats(n: number): void {
  $battleForm.set({ ...$battleForm.get(), seats: n, team: n !== 4 ? false : $battleForm.get().team });
  setSetting(SEATS_SETTING, String(n));
}

export const setTeam = (team: boolean): void => $battleForm.setKey('team', team);
export function setBattleFast(fast: boolean): void {
  $battleForm.setKey('fast', fast);
  setSetting(FAST_SETTING, fast ? '1' : undefined);
}
export const setBattleMode = (mode: BattleMode): void => $battleForm.setKey('mode', mode);
/** The "battle opened" overlay is the spec's battleCreate dialog state: closing one closes the other. */
export function closeBattleOpened(): void {
  $battleOpened.set(null);
  closeDialog('battleCreate');
}

/**
 * Opens the room and pays the creator's seat (seat 1). "Insufficient balance" opens the top-up
 * dialog along with the client's toast. `pageMode`: the mode when the form has none of its own.
 */
export async function createBattle(pageMode: BattleMode): Promise<void> {
  const { chosen } = $battleChosen.get();
  if ($battleCreating.get()) return;
  if (chosen.length === 0) {
    say({ kind: 'chooseBoxes' });
    return;
  }
  const form = $battleForm.get();
  $battleCreating.set(true);
  try {
    const result = await battleApi.create({ boxIds: chosen.map((b) => b.id), seats: form.seats, team: form.seats === 4 && form.team, mode: form.mode ?? pageMode, fast: form.fast, pos: 1 });
    if (result.balance !== null) applyBalance(result.balance);
    rememberSeat(result.room.id, 1);
    $battleOpened.set({ id: result.room.id, mode: result.room.mode });
    openDialog('battleCreate');
  } catch (err) {
    if (err instanceof ApiError && err.status === ERROR_CODE.INSUFFICIENT_BALANCE) openDialog('recharge');
  } finally {
    $battleCreating.set(false);
  }
}

/** Back to an empty form (tests; a page holds one create form). */
export function resetBattleCreate(): void {
  $battleThemes.set(null);
  $battleThemesFailed.set(false);
  $battleForm.set(initialForm());
  $battleCreating.set(false);
  $battleOpened.set(null);
}
