// The take-back's own jobs, scheduled in the transaction of the change that asks for them (a job
// exists exactly when its change commits). Keys carry the event that started the attempt, so a
// replay schedules nothing twice while an approval or a re-dispatch gets jobs of its own.
import { WITHDRAW_PROMISE_HOURS } from '../../../shared/withdrawal-constants.ts';
import type { Tx } from '../../db/client.ts';
import { withdrawalEvents } from '../../db/schema/index.ts';
import { scheduleJob } from '../../jobs/schedule.ts';

/** Leased: buys the skin (state 0) from the supplier; see jobs.ts. */
export const DISPATCH_JOB = 'withdraw.dispatch';
/** In a transaction: a record still in 0, 1 or 2 WITHDRAW_PROMISE_HOURS after its attempt began waits for a person (5, overdue). */
export const DEADLINE_JOB = 'withdraw.deadline';
/** Leased: asks the supplier about one record and applies the answer (scheduled by the poll tick). */
export const POLL_ONE_JOB = 'withdraw.pollOne';
/** Recurring: picks the records to poll. */
export const POLL_TICK_JOB = 'withdraw.poll';

/** A new attempt (request, approval, re-dispatch) of record `id`, begun by event `eventId`: buy now, and a deadline. */
export async function scheduleAttempt(tx: Tx, id: bigint, eventId: bigint, now: Date): Promise<void> {
  await scheduleJob(tx, { kind: DISPATCH_JOB, key: `${DISPATCH_JOB}:${id}@${eventId}`, payload: { id: String(id), since: now.toISOString() }, runAt: now });
  await scheduleJob(tx, {
    kind: DEADLINE_JOB, key: `${DEADLINE_JOB}:${id}@${eventId}`, payload: { id: String(id), since: String(eventId) },
    runAt: new Date(now.getTime() + WITHDRAW_PROMISE_HOURS * 3_600_000),
  });
}

export interface EventRow {
  fromState: number | null;
  toState: number;
  event: string;
  source: string;
  reason?: string | null;
  staffId?: bigint | null;
  detail?: Record<string, unknown>;
}

/** Writes one withdrawal_events row per step; returns their ids in order. */
export async function writeEvents(tx: Tx, withdrawalId: bigint, rows: EventRow[], now: Date): Promise<bigint[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(withdrawalEvents).values(rows.map((r) => ({
    withdrawalId, fromState: r.fromState, toState: r.toState, event: r.event, source: r.source,
    reason: r.reason ?? null, staffId: r.staffId ?? null, detail: r.detail ?? {}, createdAt: now,
  }))).returning({ id: withdrawalEvents.id });
  return inserted.map((r) => r.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
