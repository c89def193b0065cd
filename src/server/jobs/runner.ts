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

/**
 * A job that calls something outside the database (a skin supplier) and must not hold a
 * transaction open while it waits. It is claimed by pushing its due time `leaseMs` ahead in a short
 * transaction of its own, run with the database (its effects in transactions it opens itself), and
 * marked done afterwards. A process killed in the middle leaves it due again when the lease ends, so
 * it runs at least once: the work must be idempotent (a supplier order is placed with our id).
 */
export interface LeasedJobHandler {
  leased: true;
  leaseMs: number;
  run(db: Db, payload: Record<string, unknown>, ctx: Omit<JobContext, 'afterCommit'>): Promise<void>;
}

export type AnyJobHandler = JobHandler | LeasedJobHandler;

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, AnyJobHandler>;
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

function errorText(err: unknown): string {
  // drizzle wraps a database error; the driver's own message (its cause) says what went wrong.
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err instanceof Error ? err.message : String(err)}${cause}`.slice(0, 2000);
}

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
    let leased: { handler: LeasedJobHandler; payload: Record<string, unknown> } | undefined;
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
        if (typeof handler !== 'function') {
          // Leased: take it for leaseMs and run it after this short transaction commits.
          await tx.update(jobs)
            .set({ runAt: new Date(now.getTime() + handler.leaseMs), attempts: sql`${jobs.attempts} + 1` })
            .where(eq(jobs.id, job.id));
          leased = { handler, payload: job.payload as Record<string, unknown> };
          return true;
        }
        await handler(tx, job.payload as Record<string, unknown>, { now, jobId: job.id, afterCommit: (fn) => committed.push(fn) });
        await tx.update(jobs)
          .set({ state: 'done', attempts: sql`${jobs.attempts} + 1`, finishedAt: now, lastError: null })
          .where(eq(jobs.id, job.id));
        return true;
      });
      for (const fn of committed) {
        try { fn(); } catch (err) { opts.onError?.(err, claimed!); }
      }
      if (leased && claimed) return await runLeased(claimed, leased.handler, leased.payload, now);
      return outcome;
    } catch (err) {
      if (!claimed) throw err;
      opts.onError?.(err, claimed);
      await recordFailure(claimed, err, now);
      return false;
    }
  }

  /** Runs a claimed leased job; the claim already counted the attempt. */
  async function runLeased(job: { id: bigint; kind: string; attempts: number }, handler: LeasedJobHandler, payload: Record<string, unknown>, now: Date): Promise<boolean> {
    const attempts = job.attempts + 1;
    try {
      await handler.run(opts.db, payload, { now, jobId: job.id });
    } catch (err) {
      opts.onError?.(err, job);
      await recordLeasedFailure(job.id, attempts, err, clock());
      return false;
    }
    // Only this claim's own attempt is marked: if the lease ran out and another process took the
    // job meanwhile, its attempt count moved on and this update leaves its claim alone.
    await opts.db.update(jobs)
      .set({ state: 'done', finishedAt: clock(), lastError: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'queued'), eq(jobs.attempts, attempts)));
    return true;
  }

  async function recordLeasedFailure(id: bigint, attempts: number, err: unknown, now: Date): Promise<void> {
    const givenUp = attempts >= MAX_JOB_ATTEMPTS;
    await opts.db.update(jobs)
      .set({
        lastError: errorText(err),
        state: givenUp ? 'failed' : 'queued',
        finishedAt: givenUp ? now : null,
        runAt: new Date(now.getTime() + retryDelayMs(attempts)),
      })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'queued'), eq(jobs.attempts, attempts)));
  }

  async function recordFailure(job: { id: bigint; attempts: number }, err: unknown, now: Date): Promise<void> {
    const message = errorText(err);
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
