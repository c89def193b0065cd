// When a provider is asked about an order (provider-jobs.ts): scheduled in the transaction that
// makes the order, or expires it, so the jobs exist exactly when that change commits.
import type { Tx } from '../../db/client.ts';
import { scheduleJob } from '../../jobs/schedule.ts';

export const QUERY_ORDER_JOB = 'payments.queryOrder';
export const CLOSE_ORDER_JOB = 'payments.closeOrder';

/** Minutes after the order is made when its provider is asked, unless it was settled before. */
export const QUERY_AFTER_MINUTES = [3, 10] as const;

/** In the order's transaction: the provider is asked QUERY_AFTER_MINUTES later. */
export async function scheduleOrderQueries(tx: Tx, orderId: string, now: Date): Promise<void> {
  for (const minutes of QUERY_AFTER_MINUTES) {
    await scheduleJob(tx, {
      kind: QUERY_ORDER_JOB,
      key: `${QUERY_ORDER_JOB}:${orderId}:${minutes}`,
      payload: { orderId },
      runAt: new Date(now.getTime() + minutes * 60_000),
    });
  }
}

/** In the expiry's transaction: the order is closed at its provider right after. */
export async function scheduleOrderClose(tx: Tx, orderId: string, now: Date): Promise<void> {
  await scheduleJob(tx, { kind: CLOSE_ORDER_JOB, key: `${CLOSE_ORDER_JOB}:${orderId}`, payload: { orderId }, runAt: now });
}
