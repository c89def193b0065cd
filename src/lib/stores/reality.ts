// Reality checks on the client: whether the check's dialog is open (then no game request
// leaves the browser), and the signals the request client sends it: a game request answered
// REALITY_CHECK_DUE (open the dialog), and a game request that succeeded (a play: the session's
// clock may have started). The dialog itself: src/islands/protection/RealityWatch.tsx.
import { atom } from 'nanostores';
import { createEmitter } from '../events.ts';
import { ERROR_CODE } from '../api/error-codes.ts';

/** The requests that are play: refused on the client while the check waits for its answer. */
const PLAY_PATHS = new Set(['/box/openBox', '/profile/openFreeBox', '/battle/create', '/battle/joinBattle', '/battle/joinBot', '/dream/go', '/shop/buy', '/roll/join']);

export const isPlayPath = (path: string): boolean => PLAY_PATHS.has(path.split('?')[0].replace(/^\/api/, ''));

/** True while the reality dialog is open, until the player answers it. */
export const $realityOpen = atom(false);

/** Emitted when the server refuses a play because the check is due. */
export const realityDue = createEmitter();
/** Emitted after a play succeeded. */
export const realityPlayed = createEmitter();

/** For the request client (src/lib/api/index.ts): a failure is the reality check's when the server says so. */
export function realityOnError(status: number): boolean {
  if (status !== ERROR_CODE.REALITY_CHECK_DUE) return false;
  realityDue.emit();
  return true;
}
