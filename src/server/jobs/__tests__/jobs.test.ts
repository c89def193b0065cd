// Database jobs: due work runs once however many runners poll, in the same transaction as its
// effect; a failure rolls the effect back and retries later with backoff; a connection lost
// mid-job (a killed process) leaves the job to another runner. On PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { MAX_JOB_ATTEMPTS, retryDelayMs } from '../backoff.ts';
import { recurringHandler, type Recurring } from '../recurring.ts';
import { createJobRunner, type JobHandler, type LeasedJobHandler } from '../runner.ts';
import { scheduleJob } from '../schedule.ts';
import { prepareDatabase } from '../../seed.ts';
import { getConfig } from '../../config/index.ts';
import { freshDatabaseUrl } from '../../../../tests/integration/context.ts';

let database: Database;
let drop: () => Promise<void>;
let location: string;
const T0 = new Date('2026-11-24T00:00:00Z');

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  location = fresh.location;
  drop = fresh.drop;
  database = await openDatabase(location);
  await prepareDatabase(database, getConfig({ NODE_ENV: 'test' }), { demo: false });
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** The job's effect, committed or not with it: one counter row per job, +1 per run. */
const countRun: JobHandler = async (tx: Tx, payload) => {
  await tx.execute(sql`INSERT INTO rate_counters (bucket, hits, expires_at) VALUES (${`run:${String(payload.tag)}`}, 1, now())
    ON CONFLICT (bucket) DO UPDATE SET hits = rate_counters.hits + 1`);
};

async function runs(tag: string): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(database.db, sql`SELECT hits FROM rate_counters WHERE bucket = ${`run:${tag}`}`);
  return row ? Number(row.hits) : 0;
}

async function jobRow(key: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
  return row;
}

describe('database jobs', () => {
  it('runs a due job once, in the same commit as its effect, and leaves a job not yet due', async () => {
    await scheduleJob(database.db, { kind: 'count', key: 'a', payload: { tag: 'a' }, runAt: T0 });
    await scheduleJob(database.db, { kind: 'count', key: 'later', payload: { tag: 'later' }, runAt: new Date(T0.getTime() + 60_000) });
    const runner = createJobRunner({ db: database.db, handlers: { count: countRun }, clock: () => T0 });
    expect(await runner.runDue()).toBe(1);
    expect(await runs('a')).toBe(1);
    expect(await runs('later')).toBe(0);
    expect(await jobRow('a')).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect((await jobRow('later')).state).toBe('queued');
    expect(await runner.runDue()).toBe(0);
    expect(await runs('a')).toBe(1);
  });

  it('the same key scheduled twice, even at once, is one job that runs once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () =>
      scheduleJob(database.db, { kind: 'count', key: 'twice', payload: { tag: 'twice' }, runAt: T0 })));
    expect(results.filter(Boolean)).toHaveLength(1);
    const runner = createJobRunner({ db: database.db, handlers: { count: countRun }, clock: () => T0 });
    await runner.runDue();
    expect(await runs('twice')).toBe(1);
  });

  it('runners polling together run each of 60 jobs exactly once', async () => {
    for (let i = 0; i < 60; i++) await scheduleJob(database.db, { kind: 'count', payload: { tag: `many-${i}` }, runAt: T0 });
    // A second connection pool stands for a second process (on PGlite there is one process).
    const other = database.kind === 'postgres' ? await openDatabase(location) : database;
    const runners = [database, other, database, other].map((d) =>
      createJobRunner({ db: d.db, handlers: { count: countRun }, clock: () => T0 }));
    const done = await Promise.all(runners.map((r) => r.runDue(1000)));
    if (other !== database) await other.close();
    expect(done.reduce((a, b) => a + b, 0)).toBe(60);
    for (let i = 0; i < 60; i++) expect(await runs(`many-${i}`)).toBe(1);
    if (database.kind === 'postgres') expect(done.filter((n) => n > 0).length).toBeGreaterThan(1);
  });

  it('a failing job rolls its effect back, waits with backoff, and is given up after the last attempt', async () => {
    let now = T0;
    let failing = true;
    const flaky: JobHandler = async (tx, payload, ctx) => {
      await countRun(tx, payload, ctx);
      if (failing) throw new Error('supplier unreachable');
    };
    await scheduleJob(database.db, { kind: 'flaky', key: 'flaky', payload: { tag: 'flaky' }, runAt: T0 });
    const errors: string[] = [];
    const runner = createJobRunner({ db: database.db, handlers: { flaky }, clock: () => now, onError: (e) => errors.push(String(e)) });
    expect(await runner.runDue()).toBe(0);
    expect(await runs('flaky')).toBe(0);
    let row = await jobRow('flaky');
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'supplier unreachable' });
    expect(row.runAt.getTime()).toBe(T0.getTime() + retryDelayMs(1));
    expect(errors).toHaveLength(1);

    // Not before its retry time; then the second try succeeds.
    now = new Date(T0.getTime() + retryDelayMs(1) - 1);
    await runner.runDue();
    expect((await jobRow('flaky')).attempts).toBe(1);
    failing = false;
    now = new Date(T0.getTime() + retryDelayMs(1));
    expect(await runner.runDue()).toBe(1);
    expect(await runs('flaky')).toBe(1);
    expect(await jobRow('flaky')).toMatchObject({ state: 'done', attempts: 2, lastError: null });

    // A job that never succeeds is kept as failed with its error after MAX_JOB_ATTEMPTS.
    failing = true;
    await scheduleJob(database.db, { kind: 'flaky', key: 'hopeless', payload: { tag: 'hopeless' }, runAt: now });
    for (let i = 0; i < MAX_JOB_ATTEMPTS + 2; i++) {
      await runner.runDue();
      now = new Date(now.getTime() + retryDelayMs(MAX_JOB_ATTEMPTS));
    }
    row = await jobRow('hopeless');
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_JOB_ATTEMPTS, lastError: 'supplier unreachable' });
    expect(await runs('hopeless')).toBe(0);
  });

  it('a leased job runs outside a transaction, once, and is marked done after it', async () => {
    await scheduleJob(database.db, { kind: 'outside', key: 'lease-a', payload: { tag: 'lease-a' }, runAt: T0 });
    let seenInside = -1;
    const outside: LeasedJobHandler = {
      leased: true,
      leaseMs: 60_000,
      // While it runs, the claim is visible to every other process: its due time pushed past the lease.
      run: async (db, payload) => {
        seenInside = (await jobRow('lease-a')).runAt.getTime() - T0.getTime();
        await db.transaction((tx) => countRun(tx, payload, { now: T0, jobId: 0n, afterCommit: () => {} }));
      },
    };
    const a = createJobRunner({ db: database.db, handlers: { outside }, clock: () => T0 });
    const b = createJobRunner({ db: database.db, handlers: { outside }, clock: () => T0 });
    const done = await Promise.all([a.runDue(), b.runDue()]);
    expect(done[0] + done[1]).toBe(1);
    expect(seenInside).toBe(60_000);
    expect(await runs('lease-a')).toBe(1);
    expect(await jobRow('lease-a')).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('a leased job whose process died is taken again when its lease ends; a failure waits with backoff', async () => {
    await scheduleJob(database.db, { kind: 'dies', key: 'lease-b', payload: {}, runAt: T0 });
    let calls = 0;
    const hang: LeasedJobHandler = { leased: true, leaseMs: 30_000, run: () => { calls++; return new Promise<void>(() => {}); } };
    // The first runner claims and never finishes (a killed process).
    void createJobRunner({ db: database.db, handlers: { dies: hang }, clock: () => T0 }).runDue(1);
    await expect.poll(async () => (await jobRow('lease-b')).attempts).toBe(1);
    const failing: LeasedJobHandler = { leased: true, leaseMs: 30_000, run: async () => { calls++; throw new Error('supplier down'); } };
    const early = createJobRunner({ db: database.db, handlers: { dies: failing }, clock: () => new Date(T0.getTime() + 29_000) });
    expect(await early.runDue()).toBe(0);
    expect(calls).toBe(1);
    const later = new Date(T0.getTime() + 31_000);
    const next = createJobRunner({ db: database.db, handlers: { dies: failing }, clock: () => later });
    expect(await next.runDue(1)).toBe(0);
    expect(calls).toBe(2);
    const row = await jobRow('lease-b');
    expect(row).toMatchObject({ state: 'queued', attempts: 2, lastError: 'supplier down' });
    expect(row.runAt.getTime()).toBe(later.getTime() + retryDelayMs(2));
  });

  it('a kind this process does not know is retried later, not dropped', async () => {
    await scheduleJob(database.db, { kind: 'fromNewerRelease', key: 'newer', runAt: T0 });
    const runner = createJobRunner({ db: database.db, handlers: {}, clock: () => T0 });
    await runner.runDue();
    expect(await jobRow('newer')).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await jobRow('newer')).lastError).toContain('fromNewerRelease');
  });

  it('a recurring chain: every process starting it makes one job per slot, and each run schedules the next', async () => {
    const ticks: Date[] = [];
    const every: Recurring = { kind: 'tick', everyMs: 60_000, run: async (_tx, now) => { ticks.push(now); } };
    let now = new Date(T0.getTime() + 10_000);
    const make = () => createJobRunner({ db: database.db, handlers: { tick: recurringHandler(every) }, recurring: [every], clock: () => now, pollMs: 3_600_000 });
    const runners = [make(), make(), make()];
    runners.forEach((r) => r.start());
    await Promise.all(runners.map((r) => r.stop()));
    const queued = async () => (await database.db.select().from(jobs).where(eq(jobs.kind, 'tick'))).filter((j) => j.state === 'queued');
    expect((await queued()).map((j) => j.runAt.getTime())).toEqual([T0.getTime() + 60_000]);
    now = new Date(T0.getTime() + 60_000);
    const runner = make();
    expect(await runner.runDue()).toBe(1);
    expect(ticks).toEqual([now]);
    expect((await queued()).map((j) => j.runAt.getTime())).toEqual([T0.getTime() + 120_000]);
  });

  it.runIf(process.env.DATABASE_URL)('a process killed while running a job leaves it to another, which runs it once', async () => {
    await scheduleJob(database.db, { kind: 'count', key: 'killed', payload: { tag: 'killed' }, runAt: T0 });
    // The "process": its own connection claims the job and does its effect, then dies before COMMIT.
    const doomed = new pg.Client({ connectionString: location });
    await doomed.connect();
    doomed.on('error', () => {});
    await doomed.query('BEGIN');
    const claimed = await doomed.query(`SELECT id FROM jobs WHERE key = 'killed' FOR UPDATE SKIP LOCKED`);
    expect(claimed.rowCount).toBe(1);
    await doomed.query(`INSERT INTO rate_counters (bucket, hits, expires_at) VALUES ('run:killed', 1, now())`);
    // While it holds the job, another runner passes it by rather than running it twice.
    const runner = createJobRunner({ db: database.db, handlers: { count: countRun }, clock: () => T0 });
    expect(await runner.runDue()).toBe(0);
    const pid = (await doomed.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
    await database.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
    await doomed.end().catch(() => {});

    expect(await runner.runDue()).toBe(1);
    expect(await runs('killed')).toBe(1);
    expect((await jobRow('killed')).state).toBe('done');
  });
});
