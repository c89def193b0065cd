// Where the buyer pays an order: asked of its provider after the order is committed, never inside
// a transaction (a provider's API may take seconds, and on embedded PGlite an open transaction holds
// the only connection). The recharge dialog asks through GET api/pay/checkout (a redirect, or a code
// it shows as a QR); the recharge answer's payUrl (/pay/checkout/<id>) does the same for a plain
// navigation, and GET api/pay/getOrder asks the provider about an order its notification has not
// settled yet (the buyer came back first).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PAY_STATE, RECHARGE_ORDER_EXPIRY_MINUTES, type PayCheckout } from '../../../shared/contracts/pay.ts';
import type { Db } from '../../db/client.ts';
import { rechargeOrders } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Checkout, CheckoutContext, CheckoutOrder, PaymentProvider } from '../../providers/payments/provider.ts';
import { describeDevice } from '../profile/device.ts';
import { applyPaymentEvent, type PaymentsDeps } from './service.ts';

type OrderRow = typeof rechargeOrders.$inferSelect;

export function checkoutOrder(o: OrderRow): CheckoutOrder {
  return {
    id: o.id, channel: o.channel, currency: o.currency, payAmount: o.payAmount, amount: o.amount,
    subject: `CS2 balance top-up ${o.id}`, createdAt: o.createdAt,
    expiresAt: new Date(o.createdAt.getTime() + RECHARGE_ORDER_EXPIRY_MINUTES * 60_000),
    providerRef: o.providerRef,
  };
}

export async function loadOrder(db: Db, orderId: string, userId?: bigint): Promise<OrderRow> {
  const [order] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, orderId));
  if (!order || (userId !== undefined && order.userId !== userId)) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

function providerOf(deps: PaymentsDeps, order: OrderRow): PaymentProvider {
  const provider = Object.hasOwn(deps.payments, order.provider) ? deps.payments[order.provider] : undefined;
  // An order of a provider no longer configured cannot be paid here any more.
  if (!provider) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  return provider;
}

/** The buyer's device and address, and our absolute return and notification addresses. */
export function checkoutContext(req: FastifyRequest, publicUrl: string, providerId: string, orderId: string): CheckoutContext {
  const ua = req.headers['user-agent'] ?? '';
  const type = describeDevice(ua).deviceType;
  return {
    device: type === 'mobile' || type === 'tablet' ? 'mobile' : 'desktop',
    clientIp: req.ip,
    returnUrl: `${publicUrl}/personal/flow?tab=recharge&order=${encodeURIComponent(orderId)}`,
    notifyUrl: `${publicUrl}/api/pay/notify/${providerId}`,
  };
}

/**
 * Where to pay an order still open; a settled one has nothing to pay. What the provider made for
 * the order (its providerRef) is kept on the order, for queryOrder and closeOrder, and not shown.
 */
export async function checkoutFor(db: Db, deps: PaymentsDeps, order: OrderRow, ctx: (providerId: string) => CheckoutContext): Promise<PayCheckout> {
  if (order.payState !== PAY_STATE.processing) throw new AppError('ORDER_CLOSED');
  const provider = providerOf(deps, order);
  const { providerRef, ...checkout }: Checkout = await provider.createCheckout(checkoutOrder(order), ctx(provider.id));
  if (providerRef !== undefined && providerRef !== order.providerRef) {
    await db.update(rechargeOrders).set({ providerRef }).where(eq(rechargeOrders.id, order.id));
  }
  return checkout;
}

/**
 * An order's state; one still processing is first asked of its provider (when it can be asked),
 * and what the provider reports is applied as its notification would be, once.
 */
export async function orderState(db: Db, deps: PaymentsDeps, order: OrderRow, now: Date): Promise<number> {
  if (order.payState !== PAY_STATE.processing) return order.payState;
  const provider = providerOf(deps, order);
  if (!provider.queryOrder) return order.payState;
  const event = await provider.queryOrder(checkoutOrder(order));
  if (!event) return order.payState;
  await applyPaymentEvent(db, deps, provider.id, event, now);
  return (await loadOrder(db, order.id)).payState;
}
