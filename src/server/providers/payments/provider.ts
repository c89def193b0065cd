// The boundary to a payment provider (Alipay, WeChat Pay, Stripe, or the sandbox). Nothing above
// this file knows a provider's protocol: the service creates the order in our database, then asks
// the provider, outside any transaction, where the buyer pays it; the provider's notification comes
// back through parseNotification and is applied once per order (service.ts).
import type { IncomingHttpHeaders } from 'node:http';

export interface PaymentEvent {
  /** The provider's id of this event (its trade number, notification id or event id). */
  eventId: string;
  orderId: string;
  status: 'paid' | 'cancelled';
  /** What the provider charged, as a decimal string in `currency`. */
  amount: string;
  currency: string;
}

/** What a provider needs of one of our orders. */
export interface CheckoutOrder {
  id: string;
  channel: string;
  /** ISO 4217. */
  currency: string;
  /** What the buyer pays, in minor units of `currency`. */
  payAmount: bigint;
  /** The CNY fen the balance is credited with (shown on hosted pages that describe the order). */
  amount: bigint;
  /** The order's one-line description on the provider's page. */
  subject: string;
  createdAt: Date;
  /** After this the order expires with us; the provider's own timeout is set to match. */
  expiresAt: Date;
  /** What the provider named its side of the order when the checkout was made (Checkout.providerRef), if anything. */
  providerRef?: string | null;
}

export interface CheckoutContext {
  /** Phone-site pay (Alipay wap, WeChat H5) on a phone; page pay or a QR code elsewhere. */
  device: 'desktop' | 'mobile';
  /** The buyer's address, as the trusted proxy saw it (WeChat H5 requires it). */
  clientIp: string;
  /** Absolute URL the buyer comes back to after paying. */
  returnUrl: string;
  /** Absolute URL of our notification route for this provider. */
  notifyUrl: string;
}

/**
 * Where the buyer pays: a page to send them to, or a code the recharge dialog shows as a QR.
 * `providerRef`: the provider's id for what it made (Stripe's Checkout Session), kept on the order
 * (recharge_orders.provider_ref) for queryOrder and closeOrder; never sent to the buyer.
 */
export type Checkout = ({ kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string }) & { providerRef?: string };

/** The HTTP answer a provider expects to its notification (Alipay wants the plain text "success"). */
export interface NotificationAck {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  id: string;
  /** The recharge dialog's channels this provider serves (channels.ts). */
  channels: readonly string[];
  /**
   * Registers the order with the provider when its protocol needs that, and says where the buyer
   * pays. Throws AppError PAY_CHANNEL_UNAVAILABLE when the provider cannot be reached or refuses.
   */
  createCheckout(order: CheckoutOrder, ctx: CheckoutContext): Promise<Checkout>;
  /** A provider whose pay page needs no call to it (the sandbox's own page): that page's path. */
  pagePath?(orderId: string): string;
  /**
   * Authenticates and decodes a notification. Throws AppError BAD_SIGNATURE, PAYMENT_STALE or
   * VALIDATION; a returned event is genuine but may still be a replay. null: genuine, but nothing to
   * settle (a "waiting for the buyer" notice), acknowledged all the same.
   */
  parseNotification(headers: IncomingHttpHeaders, rawBody: string, now: Date): Promise<PaymentEvent | null>;
  /** The answer to a notification that was applied (or was nothing to apply); default: our envelope. */
  ackNotification?(): NotificationAck;
  /** The answer to a notification that was refused; default: our error envelope. */
  refuseNotification?(): NotificationAck;
  /**
   * Asks the provider what became of an order whose notification has not come: a paid or closed
   * event to apply, or null while it is still open. Throws PAY_CHANNEL_UNAVAILABLE when unreachable.
   */
  queryOrder?(order: CheckoutOrder): Promise<PaymentEvent | null>;
  /** Closes an order at the provider when it expires with us, so it can no longer be paid. */
  closeOrder?(order: CheckoutOrder): Promise<void>;
}
