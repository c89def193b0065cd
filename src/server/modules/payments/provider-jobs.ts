// What we ask a payment provider ourselves, for every provider that can be asked: a notification
// may never come (lost, or our address unreachable for a while), so a few minutes after an order is
// made its provider is asked what became of it and the answer is applied as its notification would
// be, once; and an order that expires with us is closed at its provider, so it can no longer be paid.
// Both are leased jobs (jobs/runner.ts): the provider is called outside any transaction, and a
// provider that is down only delays them (the runner retries with backoff), never the order's state.
import { PAY_STATE } from '../../../shared/contracts/pay.ts';
import type { LeasedJobHandler } from '../../jobs/runner.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import { checkoutOrder, loadOrder } from './checkout.ts';
import { CLOSE_ORDER_JOB, QUERY_ORDER_JOB } from './provider-job-schedule.ts';
import { applyPaymentEvent, type PaymentsDeps } from './service.ts';

/** Longer than a provider call may take (a query then a close, each with its own timeout). */
const LEASE_MS = 60_000;

function providerOf(pay: PaymentsDeps, id: string): PaymentProvider | undefined {
  return Object.hasOwn(pay.payments, id) ? pay.payments[id] : undefined;
}

export function paymentJobHandlers(pay: PaymentsDeps): Record<string, LeasedJobHandler> {
  const query: LeasedJobHandler = {
    leased: true,
    leaseMs: LEASE_MS,
    async run(db, payload, { now }) {
      const order = await loadOrder(db, String(payload.orderId));
      // Settled meanwhile (its notification came, or the buyer came back first): nothing to ask.
      if (order.payState !== PAY_STATE.processing) return;
      const provider = providerOf(pay, order.provider);
      if (!provider?.queryOrder) return;
      const event = await provider.queryOrder(checkoutOrder(order));
      if (event) await applyPaymentEvent(db, pay, provider.id, event, now);
    },
  };

  const close: LeasedJobHandler = {
    leased: true,
    leaseMs: LEASE_MS,
    async run(db, payload, { now }) {
      const order = await loadOrder(db, String(payload.orderId));
      // Paid after all (a late payment is still credited): nothing to close.
      if (order.payState !== PAY_STATE.expired) return;
      const provider = providerOf(pay, order.provider);
      if (!provider?.closeOrder) return;
      // Asked first: a trade paid just before the expiry is credited instead of closed (a close
      // would be refused anyway). If the buyer pays between this question and the close, the close
      // is refused, this job fails, and its retry finds the payment here.
      if (provider.queryOrder) {
        const event = await provider.queryOrder(checkoutOrder(order));
        if (event) {
          await applyPaymentEvent(db, pay, provider.id, event, now);
          return;
        }
      }
      await provider.closeOrder(checkoutOrder(order));
    },
  };

  return { [QUERY_ORDER_JOB]: query, [CLOSE_ORDER_JOB]: close };
}
