// The fairness watchdog on real rolls of every game (cases, a battle with a bot, a dream, a drawn
// giveaway): a run re-computes each from its stored seeds and records it as matching; a stored roll
// corrupted afterwards (its item, ticket, winner or a battle's tie-break) is a mismatch at the next
// run, logged as an error and reported by the console's front-page endpoint; two runners racing for
// a due run take it once. PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIVEAWAY_STATE } from '../../../../shared/contracts/giveaway.ts';
import type { WatchdogSummary } from '../../../../shared/contracts/console-fairness.ts';
import { queryRows } from '../../../db/client.ts';
import { createJobRunner } from '../../../jobs/runner.ts';
import { scheduleJob } from '../../../jobs/schedule.ts';
import { WATCHDOG_JOB, watchdogJob } from '../watchdog/index.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { openBox } from '../../../../../tests/integration/api.ts';
import { addBot, cheapBoxes, createRoom, player } from '../../../../../tests/integration/battles-helpers.ts';
import { dream, targetAtLeast } from '../../../../../tests/integration/dream-helpers.ts';
import { cheapSkins, join, officialRoom, quickPlayer, roomRow, runThrough } from '../../../../../tests/integration/giveaways-helpers.ts';
import { signInStaff, staffGet, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
let owner: SignedInStaff;
const logged: { fields: Record<string, unknown>; message: string }[] = [];
let runs = 0;

/** A runner of the watchdog alone (its errors into `logged`), as another process would be. */
function watchdogRunner() {
  return createJobRunner({ db: ctx.deps.db, clock: ctx.deps.clock, handlers: { [WATCHDOG_JOB]: watchdogJob(5, (fields, message) => logged.push({ fields, message })) } });
}

/** Schedules a run due now (its own key) and returns its job id. */
async function dueRun(): Promise<bigint> {
  runs += 1;
  await scheduleJob(ctx.deps.db, { kind: WATCHDOG_JOB, key: `${WATCHDOG_JOB}:test-${runs}`, runAt: ctx.deps.clock() });
  const [job] = await queryRows<{ id: string }>(ctx.deps.db, sql`SELECT id::text AS id FROM jobs WHERE key = ${`${WATCHDOG_JOB}:test-${runs}`}`);
  return BigInt(job.id);
}

async function checksOf(jobId: bigint) {
  return queryRows<{ game: string; roll_ref: string; ok: boolean; detail: string | null }>(ctx.deps.db, sql`
    SELECT game, roll_ref, ok, detail FROM fair_checks WHERE job_id = ${String(jobId)}::bigint ORDER BY game, roll_ref`);
}

async function summary(): Promise<WatchdogSummary> {
  const res = await staffGet(ctx, owner, '/api/console/fairness/watchdog');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: WatchdogSummary }>().data;
}

const count = (rows: { game: string }[], game: string) => rows.filter((r) => r.game === game).length;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signInStaff(ctx, 'owner');
  // Cases: two openings.
  const p = await player(ctx);
  const [box] = await cheapBoxes(ctx, 1);
  expect((await openBox(ctx, p.token, box.id, 2)).statusCode).toBe(200);
  // A battle: two rounds, the second seat a bot (the room starts, every roll stored, when it fills).
  const { room } = (await createRoom(ctx, p, { boxIds: `${box.id},${box.id}`, seats: 2 })).json<{ data: { room: { id: string } } }>().data;
  expect((await addBot(ctx, p, room.id, 2)).statusCode).toBe(200);
  // A dream at 50 %.
  expect((await dream(ctx, p, { targetId: targetAtLeast(ctx, 1n).id, chancePpm: 500_000 })).statusCode).toBe(200);
  // A giveaway of two prizes, drawn at two entrants.
  const id = await officialRoom(ctx, { maxEntrants: 2, prizes: cheapSkins(ctx, 2) });
  for (let i = 0; i < 2; i++) expect((await join(ctx, await quickPlayer(ctx), id)).statusCode).toBe(200);
  await runThrough(ctx, 10_000);
  expect((await roomRow(ctx, id)).state).toBe(GIVEAWAY_STATE.drawn);
  // Every roll above is in the watchdog's window.
  ctx.setNow(new Date(Date.now() + 60_000));
}, 120_000);
afterAll(async () => { await ctx?.close(); });

describe('the fairness watchdog', () => {
  it('re-computes real rolls of every game from their seeds and records each as matching', async () => {
    const jobId = await dueRun();
    expect(await watchdogRunner().runDue()).toBe(1);
    const checks = await checksOf(jobId);
    expect({ case: count(checks, 'case'), battle: count(checks, 'battle'), dream: count(checks, 'dream'), giveaway: count(checks, 'giveaway') })
      .toEqual({ case: 2, battle: 4, dream: 1, giveaway: 2 });
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(logged).toEqual([]);
    // The run scheduled the next slot's.
    const [next] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${WATCHDOG_JOB} AND state = 'queued'`);
    expect(next.n).toBe(1);

    const s = await summary();
    expect(s.games).toEqual([
      { game: 'case', checked: 2, mismatches: 0 },
      { game: 'battle', checked: 4, mismatches: 0 },
      { game: 'dream', checked: 1, mismatches: 0 },
      { game: 'giveaway', checked: 2, mismatches: 0 },
    ]);
    expect(s.mismatchList).toEqual([]);
    expect(s.lastCheckAt).toBe(ctx.deps.clock().toISOString());
  });

  it('a stored roll corrupted afterwards is a mismatch at the next run: an error logged, and the console\'s alert', async () => {
    const db = ctx.deps.db;
    const [caseRoll] = await queryRows<{ id: string }>(db, sql`
      UPDATE rolls SET ornament_id = (SELECT o.id FROM ornaments o WHERE o.id <> rolls.ornament_id ORDER BY o.id LIMIT 1)
      WHERE id = (SELECT min(id) FROM rolls) RETURNING id::text AS id`);
    // A dream ticket moved, staying on the same side of the chance (the table's own check holds).
    const [dreamRoll] = await queryRows<{ id: string }>(db, sql`
      UPDATE dream_rolls SET ticket = CASE WHEN won THEN (CASE WHEN ticket = 1 THEN 2 ELSE 1 END) ELSE (CASE WHEN ticket = 1000000 THEN 999999 ELSE 1000000 END) END
      RETURNING id::text AS id`);
    const [battleRoll] = await queryRows<{ ref: string }>(db, sql`
      UPDATE battle_results SET ornament_id = (SELECT o.id FROM ornaments o WHERE o.id <> battle_results.ornament_id ORDER BY o.id LIMIT 1)
      WHERE round = 2 AND pos = 1 RETURNING room_id::text || ':2:1' AS ref`);
    const [prize] = await queryRows<{ ref: string }>(db, sql`
      UPDATE giveaway_prizes SET winner_code = winner_code + 1000 WHERE pos = 1 AND ticket IS NOT NULL RETURNING giveaway_id::text || ':1' AS ref`);

    const jobId = await dueRun();
    expect(await watchdogRunner().runDue()).toBe(1);
    const bad = (await checksOf(jobId)).filter((c) => !c.ok);
    expect(bad.map((c) => `${c.game} ${c.roll_ref}`).sort()).toEqual([
      `battle ${battleRoll.ref}`, `case ${caseRoll.id}`, `dream ${dreamRoll.id}`, `giveaway ${prize.ref}`,
    ].sort());
    expect(bad.find((c) => c.game === 'case')!.detail).toMatch(/^item \d+ recorded, \d+ re-computed$/);
    expect(bad.find((c) => c.game === 'dream')!.detail).toMatch(/^ticket \d+ recorded, \d+ re-computed$/);
    expect(bad.find((c) => c.game === 'giveaway')!.detail).toMatch(/^winner code \d+ recorded, \d+ re-computed$/);
    // Each mismatch an error in the log, naming the roll.
    expect(logged.map((l) => `${String(l.fields.game)} ${String(l.fields.roll)}`).sort()).toEqual(bad.map((c) => `${c.game} ${c.roll_ref}`).sort());
    expect(logged.every((l) => l.message.includes('does not match its seeds'))).toBe(true);

    const s = await summary();
    expect(s.games).toEqual([
      { game: 'case', checked: 2, mismatches: 1 },
      { game: 'battle', checked: 4, mismatches: 1 },
      { game: 'dream', checked: 1, mismatches: 1 },
      { game: 'giveaway', checked: 2, mismatches: 1 },
    ]);
    expect(s.mismatchList.map((m) => `${m.game} ${m.rollRef}`).sort()).toEqual(bad.map((c) => `${c.game} ${c.roll_ref}`).sort());
    // Seeds never leave in a detail.
    const [seed] = await queryRows<{ server_seed: string }>(db, sql`SELECT server_seed FROM fair_seeds ORDER BY id LIMIT 1`);
    expect(JSON.stringify(s)).not.toContain(seed.server_seed);
  });

  it('a battle\'s tie-break that is not the one its seeds give is a mismatch of each of the room\'s rolls', async () => {
    // Two candidates: a ticket of 3 is one no draw could give.
    const [room] = await queryRows<{ id: string }>(ctx.deps.db, sql`
      UPDATE battle_rooms SET tiebreak = '{"candidates":[1,2],"ticket":3}'::jsonb RETURNING id::text AS id`);
    const jobId = await dueRun();
    expect(await watchdogRunner().runDue()).toBe(1);
    const battle = (await checksOf(jobId)).filter((c) => c.game === 'battle');
    expect(battle.map((c) => c.roll_ref)).toEqual([`${room.id}:1:1`, `${room.id}:1:2`, `${room.id}:2:1`, `${room.id}:2:2`]);
    for (const c of battle) expect(c.ok).toBe(false);
    expect(battle.find((c) => c.roll_ref === `${room.id}:1:1`)!.detail).toMatch(/^tie-break ticket 3 recorded, [12] re-computed$/);
  });

  it('two runners racing for a due run take it once', async () => {
    const jobId = await dueRun();
    const done = await Promise.all([watchdogRunner().runDue(), watchdogRunner().runDue()]);
    expect(done.sort()).toEqual([0, 1]);
    const [job] = await queryRows<{ state: string; attempts: number }>(ctx.deps.db, sql`SELECT state, attempts FROM jobs WHERE id = ${String(jobId)}::bigint`);
    expect(job).toEqual({ state: 'done', attempts: 1 });
    // One run's checks (each sampled roll once), and still one next slot queued.
    expect((await checksOf(jobId)).length).toBe(2 + 4 + 1 + 2);
    const [next] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${WATCHDOG_JOB} AND state = 'queued'`);
    expect(next.n).toBe(1);
  });
});
