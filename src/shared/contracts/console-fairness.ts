// The fairness watchdog on the console's front page (GET api/console/fairness/watchdog): per game,
// how many stored rolls the watchdog re-computed from their seeds in the last 24 hours and how many
// did not match, and the mismatches themselves.

export const WATCHDOG_GAMES = ['case', 'battle', 'dream', 'giveaway'] as const;
export type WatchdogGame = (typeof WATCHDOG_GAMES)[number];

export interface WatchdogGameSummary {
  game: WatchdogGame;
  /** Distinct rolls re-checked in the last 24 hours. */
  checked: number;
  /** Distinct rolls of those with at least one check that did not match. */
  mismatches: number;
}

export interface WatchdogMismatch {
  game: WatchdogGame;
  /** The roll: a roll or dream-roll id, `room:round:seat` for a battle, `giveaway:prize` for a giveaway. */
  rollRef: string;
  checkedAt: string;
  detail: string;
}

export interface WatchdogSummary {
  /** Every game, in WATCHDOG_GAMES order. */
  games: WatchdogGameSummary[];
  /** The last day's mismatches, newest first (at most 50). */
  mismatchList: WatchdogMismatch[];
  /** When the watchdog last recorded a check (null: never in the last 24 hours). */
  lastCheckAt: string | null;
}
