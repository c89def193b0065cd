// How much the fairness watchdog checks, how often it is named, and how long its records stay.
export const WATCHDOG_JOB = 'fair.watchdog';
/** Rolls re-computed per game and run, at most. */
export const WATCHDOG_SAMPLE = 50;
/** The rolls sampled were made within this long before the run. */
export const WATCHDOG_WINDOW_MS = 24 * 3600_000;
/** Checks older than this are deleted by the run (some 60,000 rows a day at the defaults). */
export const WATCHDOG_KEEP_DAYS = 30;
