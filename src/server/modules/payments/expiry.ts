// An order nobody pays does not stay "processing" for ever: a database job, scheduled with the
// order in the same transaction, marks it expired RECHARGE_ORDER_EXPIRY_MINUTES later unless the
// provider settled it first. The job runs in whichever process polls first, exactly once. An order
// of a provider that can close it (payload `close`) is then closed there too, by a job of its own
// (provider-jobs.ts): the provider is never called inside this transaction, and a provider that is
// down never holds the expiry back.
import { and, eq } from 'drizzle-orm';
import { PAY_STATE, RECHARGE_ORDER_EXPIRY_MINUTES } from '../../../shared/contracts/pay.ts';
import type { Tx } from '../../db/client.ts';
import { rechargeOrders } from '../../db/schema/index.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import { scheduleOrderClose } from './provider-job-schedule.ts';

export const EXPIRE_ORDER_JOB = 'payments.expireOrder';

export async function scheduleOrderExpiry(tx: Tx, orderId: string, now: Date, opts: { close?: boolean } = {}): Promise<void> {
  await scheduleJob(tx, {
    kind: EXPIRE_ORDER_JOB,
    key: `${EXPIRE_ORDER_JOB}:${orderId}`,
    payload: opts.close ? { orderId, close: true } : { orderId },
    runAt: new Date(now.getTime() + RECHARGE_ORDER_EXPIRY_MINUTES * 60_000),
  });
}

/** Only an order still processing expires; one paid or cancelled meanwhile is left as it is. */
export const expireOrder: JobHandler = async (tx, payload, { now }) => {
  const expired = await tx.update(rechargeOrders).set({ payState: PAY_STATE.expired, updatedAt: now })
    .where(and(eq(rechargeOrders.id, String(payload.orderId)), eq(rechargeOrders.payState, PAY_STATE.processing)))
    .returning({ id: rechargeOrders.id });
  if (expired.length > 0 && payload.close === true) await scheduleOrderClose(tx, String(payload.orderId), now);
};
