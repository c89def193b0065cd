// A failing job waits longer each time (5 s, 10 s, 20 s … capped at an hour) and is given up after
// MAX_JOB_ATTEMPTS, kept as `failed` with its last error for the operator to read.
export const MAX_JOB_ATTEMPTS = 10;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 3_600_000;

/** Delay before the next try, after `attempts` failed tries (1 for the first failure). */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}
