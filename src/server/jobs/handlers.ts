// Every kind of job the application schedules, and the function that does it. One table for all
// processes: a process that does not know a kind leaves it for one that does (see runner.ts).
import { EXPIRE_ORDER_JOB, expireOrder } from '../modules/payments/expiry.ts';
import { SWEEP_COUNTERS } from '../modules/limits/sweep.ts';
import { recurringHandler, type Recurring } from './recurring.ts';
import type { JobHandler } from './runner.ts';

/** Scheduled by every process at start (one job per slot whatever the number of processes). */
export const recurringJobs: Recurring[] = [SWEEP_COUNTERS];

export const jobHandlers: Record<string, JobHandler> = {
  [EXPIRE_ORDER_JOB]: expireOrder,
  ...Object.fromEntries(recurringJobs.map((r) => [r.kind, recurringHandler(r)])),
};
