// Work that repeats (sweeping closed counters) is a chain of ordinary jobs: each run schedules the
// next slot's, keyed by the slot, so however many processes start or run it, each slot has one job.
import type { Db, Tx } from '../db/client.ts';
import type { JobHandler } from './runner.ts';
import { scheduleJob } from './schedule.ts';

export interface Recurring {
  kind: string;
  everyMs: number;
  run: (tx: Tx, now: Date) => Promise<void>;
}

/** The job for the slot after `now`'s; scheduling it again is a no-op. */
export async function scheduleNext(db: Db | Tx, r: Recurring, now: Date): Promise<void> {
  const slot = Math.floor(now.getTime() / r.everyMs) + 1;
  await scheduleJob(db, { kind: r.kind, key: `${r.kind}@${slot}`, runAt: new Date(slot * r.everyMs) });
}

export function recurringHandler(r: Recurring): JobHandler {
  return async (tx, _payload, { now }) => {
    await r.run(tx, now);
    await scheduleNext(tx, r, now);
  };
}
