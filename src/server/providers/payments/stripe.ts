// Cards through Stripe Checkout: the buyer is sent to a Checkout Session Stripe hosts, made for the
// order's payAmount in its currency (the rate was fixed when the order was made), and Stripe's
// signed webhook (checkout.session.completed, async_payment_succeeded, expired) settles the order.
// Every call to Stripe goes through the official SDK; any failure to reach it, or a refusal, is
// PAY_CHANNEL_UNAVAILABLE (nothing is taken: the order stays open with us until it expires).
import Stripe from 'stripe';
import { AppError } from '../../errors.ts';
import type { StripeSettings } from './stripe-config.ts';
import { readSession, sessionEvent, sessionOutcome, type StripeSession } from './stripe-session.ts';
import type { CheckoutOrder, PaymentEvent, PaymentProvider } from './provider.ts';

/** Seconds a signed webhook stays acceptable (Stripe's own default). */
export const STRIPE_WEBHOOK_TOLERANCE_SEC = 300;
/** Stripe accepts a session's expires_at from 30 minutes to 24 hours after it is made. */
const MIN_SESSION_SEC = 30 * 60;
const MAX_SESSION_SEC = 24 * 60 * 60;
/** Margin for Stripe's clock and the request's time in flight, on both bounds. */
const CLOCK_MARGIN_SEC = 60;
/** A session's expiry moves in steps of this, so a retry minutes later still asks for the same session. */
const EXPIRY_STEP_SEC = 10 * 60;

export interface StripeProviderOptions {
  /** Per request (the SDK's timeout), 10 s unless a test wants less. */
  timeoutMs?: number;
  log?: (line: string) => void;
  clock?: () => Date;
}

/**
 * The session's expires_at: the order's own expiry when Stripe accepts it, else moved later in
 * 10-minute steps to the first Stripe accepts. Our orders expire 30 minutes after they are made,
 * always under Stripe's minimum by the time the session is made, so the session outlives the order
 * by 10 minutes or less; closeOrder expires it when the order expires (and a payment made before
 * that is still credited). The steps keep the parameters of a retried create the same, so Stripe
 * answers it with the session the first attempt made (same idempotency key, same parameters).
 */
export function sessionExpiry(orderExpiresAt: Date, now: Date): number {
  const nowSec = Math.floor(now.getTime() / 1000);
  const wanted = Math.ceil(orderExpiresAt.getTime() / 1000);
  const earliest = nowSec + MIN_SESSION_SEC + CLOCK_MARGIN_SEC;
  const stepped = wanted >= earliest ? wanted : wanted + Math.ceil((earliest - wanted) / EXPIRY_STEP_SEC) * EXPIRY_STEP_SEC;
  return Math.min(stepped, nowSec + MAX_SESSION_SEC - CLOCK_MARGIN_SEC);
}

function client(settings: StripeSettings, timeoutMs: number): Stripe {
  const https = settings.apiBase.protocol === 'https:';
  return new Stripe(settings.secretKey, {
    host: settings.apiBase.hostname,
    port: Number(settings.apiBase.port || (https ? 443 : 80)),
    protocol: https ? 'https' : 'http',
    timeout: timeoutMs,
    // One retry, with the same idempotency key: a lost answer creates no second session.
    maxNetworkRetries: 1,
    telemetry: false,
  });
}

export function createStripeProvider(settings: StripeSettings, opts: StripeProviderOptions = {}): PaymentProvider {
  const stripe = client(settings, opts.timeoutMs ?? 10_000);
  const log = opts.log ?? (() => {});
  const clock = opts.clock ?? (() => new Date());

  /** A call to Stripe; whatever goes wrong is logged for the operator and is PAY_CHANNEL_UNAVAILABLE to the player. */
  async function call<T>(what: string, orderId: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof AppError) throw err;
      const e = err as { type?: string; code?: string; statusCode?: number; message?: string };
      log(`stripe ${what} for order ${orderId} failed: ${e.type ?? 'error'} ${e.statusCode ?? ''} ${e.code ?? ''} ${e.message ?? String(err)}`);
      throw new AppError('PAY_CHANNEL_UNAVAILABLE');
    }
  }

  async function retrieve(order: CheckoutOrder, ref: string): Promise<StripeSession> {
    return readSession(await call('retrieve', order.id, () => stripe.checkout.sessions.retrieve(ref)));
  }

  return {
    id: 'stripe',
    channels: ['card'],

    async createCheckout(order, ctx) {
      if (order.providerRef) {
        // A session was made for this order before: the buyer is sent back to it, never given a second.
        const s = await retrieve(order, order.providerRef);
        if (s.status === 'open' && s.url) return { kind: 'redirect', url: s.url, providerRef: s.id };
        // Paid, its webhook not yet here: back to where a paid buyer lands (which asks getOrder).
        if (s.status === 'complete') return { kind: 'redirect', url: ctx.returnUrl, providerRef: s.id };
        throw new AppError('ORDER_CLOSED');
      }
      const params: Stripe.Checkout.SessionCreateParams = {
        // The payment methods are the account's (Dashboard → Payment methods): cards for this channel.
        mode: 'payment',
        line_items: [{
          quantity: 1,
          price_data: { currency: order.currency.toLowerCase(), unit_amount: Number(order.payAmount), product_data: { name: order.subject } },
        }],
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        success_url: ctx.returnUrl,
        cancel_url: ctx.returnUrl,
        expires_at: sessionExpiry(order.expiresAt, clock()),
      };
      const created = await call('create', order.id, async () => {
        try {
          return await stripe.checkout.sessions.create(params, { idempotencyKey: order.id });
        } catch (err) {
          // The order id was used with other parameters (an earlier attempt whose answer was lost,
          // more than a step ago). That session was never shown to the buyer (the order would have
          // its providerRef), so it cannot be paid: a session under a key of this expiry replaces it.
          if (!(err instanceof Stripe.errors.StripeIdempotencyError)) throw err;
          return stripe.checkout.sessions.create(params, { idempotencyKey: `${order.id}:${params.expires_at}` });
        }
      });
      const s = readSession(created);
      if (!s.url) {
        log(`stripe create for order ${order.id}: session ${s.id} has no url`);
        throw new AppError('PAY_CHANNEL_UNAVAILABLE');
      }
      return { kind: 'redirect', url: s.url, providerRef: s.id };
    },

    async parseNotification(headers, rawBody, now): Promise<PaymentEvent | null> {
      const header = headers['stripe-signature'];
      if (typeof header !== 'string' || header === '') throw new AppError('BAD_SIGNATURE');
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, settings.webhookSecret, STRIPE_WEBHOOK_TOLERANCE_SEC, undefined, now.getTime());
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
          // The SDK checks the age only once the signature matched; its message is the one way to tell.
          throw new AppError(/tolerance/i.test(err.message) ? 'PAYMENT_STALE' : 'BAD_SIGNATURE');
        }
        // Signed by Stripe but not JSON.
        throw new AppError('BAD_REQUEST');
      }
      if (typeof event.id !== 'string' || !event.id) throw new AppError('VALIDATION');
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const s = readSession(event.data?.object);
          // "unpaid": a delayed method still in flight (its async_payment_succeeded settles it).
          return s.payment_status === 'paid' ? sessionEvent(event.id, s, 'paid') : null;
        }
        case 'checkout.session.expired':
          return sessionEvent(event.id, readSession(event.data?.object), 'cancelled');
        default:
          return null;
      }
    },

    async queryOrder(order) {
      if (!order.providerRef) return null; // no session was ever made: nothing could have been paid
      const s = await retrieve(order, order.providerRef);
      const outcome = sessionOutcome(s);
      // The session id is this outcome's event id: asking twice applies it once.
      return outcome ? sessionEvent(s.id, s, outcome) : null;
    },

    async closeOrder(order) {
      const ref = order.providerRef;
      if (!ref) return;
      try {
        await stripe.checkout.sessions.expire(ref);
      } catch (err) {
        // Stripe refuses to expire a session that is not open: one already expired or paid is closed
        // as far as we need (a payment still arrives by its webhook or queryOrder).
        if (err instanceof Stripe.errors.StripeInvalidRequestError) {
          const s = await retrieve(order, ref);
          if (s.status !== 'open') return;
        }
        // `call` files the refusal by what Stripe threw (its errors are Errors): hand it on as it is.
        await call('expire', order.id, () => Promise.reject(err as Error));
      }
    },
  };
}
