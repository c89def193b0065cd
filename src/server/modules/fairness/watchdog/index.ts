// The fairness watchdog: every WATCHDOG_MINUTES a database job re-computes a random sample of the
// last 24 hours' stored rolls of every game (cases, battles, dream, giveaway draws) from their
// stored seeds, with the verifier the browser's verify pages run (src/shared/fairness: verifyRoll
// for a case or dream roll, battleRoomSeed/battleTicket/battleTiebreak for a battle, the giveaway draw's hashes and
// drawGiveaway), and records each check in fair_checks. A mismatch is an error in the log and an
// alert on the console's front page (console/fairness).
//
// It reads the server seed from the database, revealed or not, so it checks every roll, current
// ones included. That still proves what the watchdog is for: that each stored outcome is the one
// its seeds give. A stored roll changed afterwards (ticket, item, winner), a roll function that
// drifted from the published algorithm (the server rolls with roll-sync.ts's node:crypto code, the
// watchdog with the browser's WebCrypto one) or a seed pair that no longer hashes to its published
// commitment all show up as a mismatch; the player's own check, once the seed is revealed, reads
// the same stored values. Nothing it re-computes leaves the server: a mismatch's detail names
// tickets and items, never a seed.
//
// One file per game (case-rolls, battle-rolls, dream-rolls, giveaway-draws), what they share in
// checks.ts, the console's summary in summary.ts; this file runs them and schedules the job.
import { sql } from 'drizzle-orm';
import { fairChecks } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/client.ts';
import { scheduleNext, type Recurring } from '../../../jobs/recurring.ts';
import type { JobHandler } from '../../../jobs/runner.ts';
import { checkBattleRolls } from './battle-rolls.ts';
import { checkCaseRolls } from './case-rolls.ts';
import type { FairCheck } from './checks.ts';
import { checkDreamRolls } from './dream-rolls.ts';
import { checkGiveawayDraws } from './giveaway-draws.ts';
import { WATCHDOG_JOB, WATCHDOG_KEEP_DAYS, WATCHDOG_SAMPLE, WATCHDOG_WINDOW_MS } from './settings.ts';

export type { FairCheck } from './checks.ts';
export { checkBattleRolls, checkCaseRolls, checkDreamRolls, checkGiveawayDraws };
export { watchdogSummary } from './summary.ts';
export { WATCHDOG_JOB, WATCHDOG_KEEP_DAYS, WATCHDOG_SAMPLE, WATCHDOG_WINDOW_MS } from './settings.ts';

export type WatchdogLog = (fields: Record<string, unknown>, message: string) => void;

/** One run: samples, re-computes and records every game's checks in `tx`; returns them. */
export async function runWatchdog(tx: Tx, now: Date, opts: { jobId?: bigint | null; sample?: number } = {}): Promise<FairCheck[]> {
  const sample = opts.sample ?? WATCHDOG_SAMPLE;
  const since = new Date(now.getTime() - WATCHDOG_WINDOW_MS);
  const checks = [
    ...(await checkCaseRolls(tx, since, now, sample)),
    ...(await checkBattleRolls(tx, since, now, sample)),
    ...(await checkDreamRolls(tx, since, now, sample)),
    ...(await checkGiveawayDraws(tx, since, now, sample)),
  ];
  if (checks.length > 0) {
    await tx.insert(fairChecks).values(checks.map((c) => ({ game: c.game, rollRef: c.rollRef, jobId: opts.jobId ?? null, checkedAt: now, ok: c.ok, detail: c.detail })));
  }
  await tx.execute(sql`DELETE FROM fair_checks WHERE checked_at < ${new Date(now.getTime() - WATCHDOG_KEEP_DAYS * 24 * 3600_000).toISOString()}::timestamptz`);
  return checks;
}

/** The chain every process makes sure exists at start (the runner's `recurring`); its handler is watchdogJob's. */
export function watchdogRecurring(everyMinutes: number): Recurring {
  return { kind: WATCHDOG_JOB, everyMs: everyMinutes * 60_000, run: async () => {} };
}

/**
 * The job: a run in the claiming transaction (its checks commit with the job marked done, so a
 * run is recorded once however many processes poll), the next slot's job scheduled, and each
 * mismatch logged as an error once the run has committed.
 */
export function watchdogJob(everyMinutes: number, logError: WatchdogLog, sample = WATCHDOG_SAMPLE): JobHandler {
  const recurring = watchdogRecurring(everyMinutes);
  return async (tx, _payload, ctx) => {
    const checks = await runWatchdog(tx, ctx.now, { jobId: ctx.jobId, sample });
    await scheduleNext(tx, recurring, ctx.now);
    const bad = checks.filter((c) => !c.ok);
    if (bad.length > 0) {
      ctx.afterCommit(() => {
        for (const c of bad) logError({ game: c.game, roll: c.rollRef, detail: c.detail }, 'fairness watchdog: a stored roll does not match its seeds');
      });
    }
  };
}
