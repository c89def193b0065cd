// The take-back's jobs (design.md "Several instances": rows in the jobs table, whichever process
// polls first runs them). The dispatcher and the one-record poll call the supplier, so they are
// LEASED: no database transaction is open while the supplier answers, and a process that dies in
// the middle leaves the job due again when its lease ends. Buying again with the same supplier ref
// finds the order already placed: a crash after the supplier bought never buys twice.
//  - dispatch (leased): a record in state 0 is bought; the answer goes through apply.ts. A supplier
//    that asks us to retry is retried with the runner's backoff, and after DISPATCH_ATTEMPTS tries or
//    DISPATCH_PATIENCE_MS the record waits for a person (5, timeout); our funds at the supplier
//    short: 5 (supplierBalance); refused for good: 4 (its failure, or badTradeLink).
//  - poll (recurring tick, in a transaction, no supplier call): schedules one leased pollOne job per
//    record in 1 or 2 untouched for POLL_STALE_MS (every minute at first, less often as it ages),
//    and once an hour per record in 3 inside its protection window or in 5 with an order at the supplier.
//  - pollOne (leased): asks the supplier about one record and applies the answer.
//  - deadline (in a transaction): WITHDRAW_PROMISE_HOURS after an attempt began, a record still in
//    0, 1 or 2 waits for a person (5, overdue), unless a later attempt (approval, re-dispatch) began.
import { and, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { WITHDRAW_STATE as S } from '../../../shared/withdrawal-constants.ts';
import type { Db } from '../../db/client.ts';
import { jobs, withdrawalEvents, withdrawals } from '../../db/schema/index.ts';
import { recurringHandler, type Recurring } from '../../jobs/recurring.ts';
import type { AnyJobHandler, JobHandler, LeasedJobHandler } from '../../jobs/runner.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import { SupplierError, type SupplierOrder } from '../../providers/skins/supplier.ts';
import { applyInTx, applyToWithdrawal } from './apply.ts';
import { DEADLINE_JOB, DISPATCH_JOB, POLL_ONE_JOB, POLL_TICK_JOB } from './schedule.ts';
import { publishChange, type WithdrawalDeps } from './service.ts';

export const DISPATCH_ATTEMPTS = 6;
export const DISPATCH_PATIENCE_MS = 10 * 60_000;
/** Longer than any supplier call may take (the adapters time out sooner). */
export const SUPPLIER_LEASE_MS = 2 * 60_000;
export const POLL_EVERY_MS = 60_000;
export const POLL_STALE_MS = 2 * 60_000;
/** Records polled per tick. */
const POLL_BATCH = 1000;

async function attemptsOf(db: Db, jobId: bigint): Promise<number> {
  const [row] = await db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.id, jobId));
  return row?.attempts ?? 1;
}

export function dispatchJob(wd: WithdrawalDeps): LeasedJobHandler {
  return {
    leased: true,
    leaseMs: SUPPLIER_LEASE_MS,
    async run(db, payload, ctx) {
      const id = BigInt(String(payload.id));
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      // A record placed with another supplier (the configuration changed) is not bought here: its deadline hands it to a person.
      if (!row || row.state !== S.taking || row.supplier !== wd.supplier.id) return;
      let order: SupplierOrder;
      try {
        order = await wd.supplier.buy({ ref: row.supplierRef, marketHashName: row.marketHashName, maxPrice: row.maxPrice, tradeUrl: row.tradeUrl });
      } catch (err) {
        if (err instanceof SupplierError && err.kind === 'balance') {
          await applyToWithdrawal(wd, id, { kind: 'event', event: { type: 'hold', reason: 'supplierBalance' } }, 'dispatch');
          return;
        }
        if (err instanceof SupplierError && err.kind === 'rejected') {
          await applyToWithdrawal(wd, id, { kind: 'event', event: { type: 'failed', reason: err.failure ?? 'badTradeLink' } }, 'dispatch');
          return;
        }
        const since = typeof payload.since === 'string' ? Date.parse(payload.since) : ctx.now.getTime();
        if ((await attemptsOf(db, ctx.jobId)) >= DISPATCH_ATTEMPTS || ctx.now.getTime() - since >= DISPATCH_PATIENCE_MS) {
          await applyToWithdrawal(wd, id, { kind: 'event', event: { type: 'hold', reason: 'timeout' } }, 'dispatch');
          return;
        }
        throw err;
      }
      await applyToWithdrawal(wd, id, { kind: 'order', order }, 'dispatch');
    },
  };
}

export function pollOneJob(wd: WithdrawalDeps): LeasedJobHandler {
  return {
    leased: true,
    leaseMs: SUPPLIER_LEASE_MS,
    async run(db, payload) {
      const id = BigInt(String(payload.id));
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      if (!row || row.state === S.taking || row.state === S.failed || row.supplier !== wd.supplier.id) return;
      const order = await wd.supplier.order(row.supplierRef);
      if (order) await applyToWithdrawal(wd, id, { kind: 'order', order }, 'poll');
    },
  };
}

export function deadlineJob(wd: WithdrawalDeps): JobHandler {
  return async (tx, payload, ctx) => {
    const id = BigInt(String(payload.id));
    const since = BigInt(String(payload.since));
    const [later] = await tx.select({ id: withdrawalEvents.id }).from(withdrawalEvents)
      .where(and(eq(withdrawalEvents.withdrawalId, id), gt(withdrawalEvents.id, since), inArray(withdrawalEvents.event, ['approve', 'reversed'])))
      .limit(1);
    if (later) return;
    const applied = await applyInTx(tx, wd, id, { kind: 'event', event: { type: 'hold', reason: 'overdue' } }, 'deadline', ctx.now);
    if (applied.changed) ctx.afterCommit(() => publishChange(wd, applied.row));
  };
}

/** The poll tick: which records to ask the supplier about now (each asked in a leased job of its own). */
export const WITHDRAW_POLL: Recurring = {
  kind: POLL_TICK_JOB,
  everyMs: POLL_EVERY_MS,
  async run(tx, now) {
    const slot = Math.floor(now.getTime() / POLL_EVERY_MS);
    const hourly = slot % 60 === 0;
    const ago = (ms: number) => new Date(now.getTime() - ms);
    // Untouched for 2 to 10 minutes: every tick; up to an hour: every 5th; longer (an offer the
    // player has not answered yet): every 15th. A callback usually comes first anyway.
    const cadence = [gt(withdrawals.updatedAt, ago(10 * 60_000))];
    if (slot % 5 === 0) cadence.push(gt(withdrawals.updatedAt, ago(3_600_000)));
    const live = and(
      inArray(withdrawals.state, [S.awaitingDispatch, S.awaitingReceipt]), lt(withdrawals.updatedAt, ago(POLL_STALE_MS)),
      slot % 15 === 0 ? undefined : or(...cadence),
    );
    const rare = or(
      and(eq(withdrawals.state, S.success), gt(withdrawals.protectedUntil, now)),
      and(eq(withdrawals.state, S.settlement), isNotNull(withdrawals.supplierOrderId)),
    );
    const rows = await tx.select({ id: withdrawals.id }).from(withdrawals)
      .where(hourly ? or(live, rare) : live)
      .orderBy(sql`${withdrawals.updatedAt} ASC`).limit(POLL_BATCH);
    for (const r of rows) {
      await scheduleJob(tx, { kind: POLL_ONE_JOB, key: `${POLL_ONE_JOB}:${r.id}@${slot}`, payload: { id: String(r.id) }, runAt: now });
    }
  },
};

export function withdrawalJobHandlers(wd: WithdrawalDeps): Record<string, AnyJobHandler> {
  return {
    [DISPATCH_JOB]: dispatchJob(wd), [POLL_ONE_JOB]: pollOneJob(wd), [DEADLINE_JOB]: deadlineJob(wd), [POLL_TICK_JOB]: recurringHandler(WITHDRAW_POLL),
  };
}
