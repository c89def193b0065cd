// Closed counter windows are deleted every ten minutes by whichever process runs the job.
import type { Recurring } from '../../jobs/recurring.ts';
import { sweepCounters } from './counter.ts';

export const SWEEP_COUNTERS: Recurring = {
  kind: 'limits.sweepCounters',
  everyMs: 10 * 60_000,
  run: (tx, now) => sweepCounters(tx, now),
};
