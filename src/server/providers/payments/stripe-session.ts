// What a Stripe Checkout Session (from a webhook event or a retrieve) says about one of our orders.
// Only the fields we act on are read, and checked: a session we did not make (no order id: a
// payment link on the same account, say) is nobody's order here and is left alone.
import { z } from 'zod';
import { formatFen } from '../../../shared/money.ts';
import { AppError } from '../../errors.ts';
import type { PaymentEvent } from './provider.ts';

const sessionShape = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('checkout.session'),
  client_reference_id: z.string().max(200).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  /** Minor units of `currency`, as charged. */
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z.string().regex(/^[a-z]{3}$/).nullish(),
  status: z.enum(['open', 'complete', 'expired']).nullish(),
  payment_status: z.string().nullish(),
  url: z.string().nullish(),
});

export type StripeSession = z.infer<typeof sessionShape>;

export function readSession(value: unknown): StripeSession {
  const parsed = sessionShape.safeParse(value);
  if (!parsed.success) throw new AppError('VALIDATION');
  return parsed.data;
}

/** Our order id: the client reference, else the metadata (both are set when the session is made). */
export function sessionOrderId(s: StripeSession): string | null {
  const ref = s.client_reference_id || null;
  const meta = s.metadata?.orderId || null;
  // Both are ours and always equal; two different ids mean the session was not made by us as it is.
  if (ref && meta && ref !== meta) throw new AppError('VALIDATION');
  return ref ?? meta;
}

/**
 * The event to apply for a session in `outcome` (paid or cancelled); null when the session is not
 * one of our orders. The amount is Stripe's minor units as a decimal string: every currency the
 * card channel offers (CNY, USD, EUR, HKD) has two decimals, as the order's payAmount does.
 */
export function sessionEvent(eventId: string, s: StripeSession, outcome: PaymentEvent['status']): PaymentEvent | null {
  const orderId = sessionOrderId(s);
  if (!orderId) return null;
  if (s.amount_total == null || !s.currency) throw new AppError('VALIDATION');
  return { eventId, orderId, status: outcome, amount: formatFen(BigInt(s.amount_total)), currency: s.currency.toUpperCase() };
}

/** What a session retrieved later says: paid (complete and paid), cancelled (expired), or still open (null). */
export function sessionOutcome(s: StripeSession): PaymentEvent['status'] | null {
  if (s.status === 'complete' && s.payment_status === 'paid') return 'paid';
  if (s.status === 'expired') return 'cancelled';
  return null;
}
