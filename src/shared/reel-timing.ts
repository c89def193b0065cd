// When an opening's reels stop, in one place: the reel spins for these times and the server holds
// each drop back from the live feed until its reel has stopped, so the feed can never spoil the
// reveal. Changing the spin here moves both.
import { MAX_OPEN } from './constants.ts';

/** The first reel's spin. */
export const REEL_SPIN_MS = 5200;
/** Each further reel of one opening stops this much later than the one before. */
export const REEL_STAGGER_MS = 400;
/**
 * Between the server's opening and the opener's reel starting: the answer's trip and loading the
 * reel's code. The opener's own page also holds its drops until its reels stop (lib/feed/store.ts).
 */
export const REEL_START_ALLOWANCE_MS = 1000;

/** When reel `index` (0-based) of an opening stops, from its start. */
export function reelStopMs(index: number): number {
  return REEL_SPIN_MS + Math.min(Math.max(0, index), MAX_OPEN - 1) * REEL_STAGGER_MS;
}

/** How long after the opening (server clock) drop `index` of it may appear in the live feed. */
export function feedRevealDelayMs(index: number): number {
  return REEL_START_ALLOWANCE_MS + reelStopMs(index);
}

/** The longest hold: the last reel of a full opening. */
export const FEED_REVEAL_MAX_MS = feedRevealDelayMs(MAX_OPEN - 1);
