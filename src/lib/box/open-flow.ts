// The case page's opening sequence: idle -> requesting -> spinning -> result -> idle.
// Fast open ($prefs.fast) goes from requesting straight to the result. A failed
// request (insufficient balance...) returns to idle; the client has already toasted why.
import type { OpenBoxResult } from '../../shared/contracts/box.ts';

export type OpenState =
  | { phase: 'idle' }
  | { phase: 'requesting'; count: number }
  | { phase: 'spinning'; result: OpenBoxResult }
  /** `reel`: the reels stay on screen behind the dialog (false after fast open or a skip). */
  | { phase: 'result'; result: OpenBoxResult; reel: boolean };

export type OpenAction =
  | { type: 'start'; count: number }
  | { type: 'opened'; result: OpenBoxResult; fast: boolean }
  | { type: 'failed' }
  | { type: 'spun' }
  | { type: 'skip' }
  | { type: 'close' };

export const IDLE: OpenState = { phase: 'idle' };

export function openReducer(state: OpenState, action: OpenAction): OpenState {
  switch (action.type) {
    case 'start':
      // One opening at a time: a second click while busy changes nothing.
      return state.phase === 'idle' ? { phase: 'requesting', count: action.count } : state;
    case 'opened':
      if (state.phase !== 'requesting') return state;
      if (action.result.drops.length === 0) return IDLE;
      return action.fast ? { phase: 'result', result: action.result, reel: false } : { phase: 'spinning', result: action.result };
    case 'failed':
      return state.phase === 'requesting' ? IDLE : state;
    case 'spun':
    case 'skip':
      return state.phase === 'spinning' ? { phase: 'result', result: state.result, reel: action.type === 'spun' } : state;
    case 'close':
      return state.phase === 'result' ? IDLE : state;
  }
}
