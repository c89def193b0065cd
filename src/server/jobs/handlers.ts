// Every kind of job the application schedules, and the function that does it. One table for all
// processes: a process that does not know a kind leaves it for one that does (see runner.ts).
import { EXPIRE_ORDER_JOB, expireOrder } from '../modules/payments/expiry.ts';
import type { JobHandler } from './runner.ts';

export const jobHandlers: Record<string, JobHandler> = {
  [EXPIRE_ORDER_JOB]: expireOrder,
};
