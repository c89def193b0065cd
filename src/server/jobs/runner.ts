// Every process runs one of these. It claims due jobs with FOR UPDATE SKIP LOCKED, so processes
// polling together never take the same job, and runs each handler inside the claiming transaction:
// the job is marked done in the same commit as its effect. A process killed half-way rolls both
// back and its lock goes with its connection, so another process runs the job again; nothing is
// lost and nothing happens twice. The poll timer is only a wake-up; what is due lives in the table.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { MAX_JOB_ATTEMPTS, retryDelayMs } from './backoff.ts';
import { scheduleNext, type Recurring } from './recurring.ts';

export interface JobContext {
  now: Date;
  jobId: bigint;
  /** Runs `fn` once the job's transaction has committed (live events); never on a rollback. */
  afterCommit(fn: () => void): void;
}

/** Does the job's work with `tx`; throwing rolls the work back and schedules a retry. */
export type JobHandler = (tx: Tx, payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** Chains of jobs this process makes sure exist when it starts. */
  recurring?: Recurring[];
  clock?: () => Date;
  pollMs?: number;
  onError?: (err: unknown, job: { id: bigint; kind: string }) => void;
}

export interface JobRunner {
  /** Runs every job due now (up to `limit`), one after another; resolves to how many succeeded. */
  runDue(limit?: number): Promise<number>;
  /** Makes sure the recurring chains exist, runs what is due now, then polls. */
  start(): void;
  stop(): Promise<void>;
}

export const JOB_POLL_MS = 1_000;

class UnknownJobKind extends Error {}

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const clock = opts.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopped = false;

  /** Claims and runs one due job; null when none is due (or all due ones are taken). */
  async function runOne(): Promise<boolean | null> {
    const now = clock();
    let claimed: { id: bigint; kind: string; attempts: number } | undefined;
    const committed: (() => void)[] = [];
    try {
      const outcome = await opts.db.transaction(async (tx) => {
        const [job] = await tx.select({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts, payload: jobs.payload }).from(jobs)
          .where(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)))
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return null;
        claimed = job;
        const handler = opts.handlers[job.kind];
        // A kind this process does not know may be known to a newer one (a rolling deploy): retry.
        if (!handler) throw new UnknownJobKind(`no handler for job kind "${job.kind}"`);
        await handler(tx, job.payload as Record<string, unknown>, { now, jobId: job.id, afterCommit: (fn) => committed.push(fn) });
        await tx.update(jobs)
          .set({ state: 'done', attempts: sql`${jobs.attempts} + 1`, finishedAt: now, lastError: null })
          .where(eq(jobs.id, job.id));
        return true;
      });
      for (const fn of committed) {
        try { fn(); } catch (err) { opts.onError?.(err, claimed!); }
      }
      return outcome;
    } catch (err) {
      if (!claimed) throw err;
      opts.onError?.(err, claimed);
      await recordFailure(claimed, err, now);
      return false;
    }
  }

  async function recordFailure(job: { id: bigint; attempts: number }, err: unknown, now: Date): Promise<void> {
    // drizzle wraps a database error; the driver's own message (its cause) says what went wrong.
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    const message = `${err instanceof Error ? err.message : String(err)}${cause}`.slice(0, 2000);
    const attempts = job.attempts + 1;
    const givenUp = attempts >= MAX_JOB_ATTEMPTS;
    // Only a job still queued is touched: if another process ran it meanwhile, its result stands.
    await opts.db.update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lastError: message,
        state: givenUp ? 'failed' : 'queued',
        finishedAt: givenUp ? now : null,
        runAt: new Date(now.getTime() + retryDelayMs(attempts)),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'queued')));
  }

  async function runDue(limit = 100): Promise<number> {
    let done = 0;
    for (let i = 0; i < limit && !stopped; i++) {
      const outcome = await runOne();
      if (outcome === null) break;
      if (outcome) done++;
    }
    return done;
  }

  function tick(): void {
    running = runDue()
      .catch((err: unknown) => opts.onError?.(err, { id: 0n, kind: '(poll)' }))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, opts.pollMs ?? JOB_POLL_MS).unref();
      });
  }

  return {
    runDue,
    start() {
      if (started || stopped) return;
      started = true;
      const now = clock();
      running = Promise.all((opts.recurring ?? []).map((r) => scheduleNext(opts.db, r, now)))
        .catch((err: unknown) => opts.onError?.(err, { id: 0n, kind: '(recurring)' }))
        .finally(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
