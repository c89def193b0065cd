// Scheduling a job is a row written in the caller's transaction: the job exists exactly when the
// change that asked for it commits (an order and its expiry, a battle and its start).
import type { Db, Tx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export interface JobRequest {
  kind: string;
  /** Same key, same job: scheduling again (another process, a replayed request) changes nothing. */
  key?: string;
  payload?: Record<string, unknown>;
  runAt: Date;
}

/** Returns false when a job with this key already exists (queued, done or failed). */
export async function scheduleJob(db: Db | Tx, job: JobRequest): Promise<boolean> {
  const rows = await db.insert(jobs)
    .values({ kind: job.kind, key: job.key ?? null, payload: job.payload ?? {}, runAt: job.runAt })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length === 1;
}
