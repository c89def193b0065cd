// The boundary to a payment provider. The sandbox implements it now; a real provider's adapter
// implements the same two calls, so nothing above this file changes.

export interface PaymentEvent {
  eventId: string;
  orderId: string;
  status: 'paid' | 'cancelled';
  /** What the provider charged, as a decimal string in `currency`. */
  amount: string;
  currency: string;
}

export interface PaymentProvider {
  id: string;
  /** Where the buyer is sent to pay an order. */
  checkoutUrl(orderId: string): string;
  /**
   * Authenticates and decodes a webhook call. Throws AppError BAD_SIGNATURE, PAYMENT_STALE or
   * VALIDATION; a returned event is genuine but may still be a replay.
   */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date): PaymentEvent;
}
