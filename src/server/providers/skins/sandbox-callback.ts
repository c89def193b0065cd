// The sandbox supplier's signed callback: a JSON body with the order as it stands after a change,
// and `x-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + rawBody)>` (the
// payment sandbox's scheme, design.md). The timestamp is inside the signed text, so an old callback
// cannot be passed off as a new one: it is refused when more than 300 s away from now.
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { checkSandboxSignature, signSandbox } from '../payments/sandbox-signature.ts';
import type { SupplierOrder } from './supplier.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_CALLBACK_TOLERANCE_SEC = 300;

const STATUSES = ['pending', 'offerSent', 'delivered', 'failed', 'reversed'] as const;
const FAILURES = ['declined', 'expired', 'cancelled', 'outOfStock', 'badTradeLink'] as const;

const callbackBody = z.object({
  ref: z.string().min(1).max(64),
  orderId: z.string().min(1).max(64),
  status: z.enum(STATUSES),
  price: z.string().regex(/^\d{1,15}$/).nullable(),
  tradeOfferId: z.string().regex(/^\d{1,20}$/).nullable(),
  offerExpiresAt: z.iso.datetime().nullable(),
  failure: z.enum(FAILURES).nullable(),
  sentAt: z.iso.datetime(),
});

/** The body and headers of the callback telling where `order` stands at `now`. */
export function signCallback(secret: string, order: SupplierOrder, now: Date): { headers: Record<string, string>; rawBody: string } {
  const rawBody = JSON.stringify({
    ref: order.ref,
    orderId: order.orderId,
    status: order.status,
    price: order.price === undefined ? null : order.price.toString(),
    tradeOfferId: order.tradeOfferId ?? null,
    offerExpiresAt: order.offerExpiresAt?.toISOString() ?? null,
    failure: order.failure ?? null,
    sentAt: now.toISOString(),
  });
  return {
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, Math.floor(now.getTime() / 1000), rawBody) },
    rawBody,
  };
}

/**
 * The order a genuine callback reports. A missing, wrong or stale signature: AppError
 * BAD_SIGNATURE (checked in constant time); a signed body of the wrong shape: VALIDATION.
 */
export function parseSandboxCallback(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): SupplierOrder {
  const raw = headers[SANDBOX_SIGNATURE_HEADER];
  const header = Array.isArray(raw) ? raw[0] : raw;
  const check = checkSandboxSignature(secret, header, rawBody, Math.floor(now.getTime() / 1000), SANDBOX_CALLBACK_TOLERANCE_SEC);
  if (check !== 'ok') throw new AppError('BAD_SIGNATURE');
  let json: unknown;
  try { json = JSON.parse(rawBody); } catch { throw new AppError('VALIDATION'); }
  const body = callbackBody.safeParse(json);
  if (!body.success) throw new AppError('VALIDATION');
  const b = body.data;
  const order: SupplierOrder = { ref: b.ref, orderId: b.orderId, status: b.status };
  if (b.price !== null) order.price = BigInt(b.price);
  if (b.tradeOfferId !== null) order.tradeOfferId = b.tradeOfferId;
  if (b.offerExpiresAt !== null) order.offerExpiresAt = new Date(b.offerExpiresAt);
  if (b.failure !== null) order.failure = b.failure;
  return order;
}
