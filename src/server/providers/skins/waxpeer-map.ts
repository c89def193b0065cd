// Waxpeer's words mapped to ours (waxpeer.ts is the HTTP side). What this rests on, read from the
// `waxpeer` npm wrapper's typed docs (v1.6.2: endpoints, parameters, example answers, the Reason
// texts) and from public integrations of the same API (the status axis and Trade Protection):
// - Money: Waxpeer counts US dollars in thousandths (1 $ = 1000). Ours is fen of CNY; the rate is
//   WAXPEER_CNY_PER_USD. A ceiling rounds down (never above what we allow), a price rounds half up.
// - A trade's `status`: 0 processing, 1 creating, 2 waiting for the seller's confirmation, 4 the
//   Steam offer is sent (`trade_id`, `send_until` in unix seconds), 5 completed (after the 7-day
//   Steam Trade Protection), 6 failed/cancelled (`reason`). Acceptance shows as `release_date` /
//   `is_released` appearing while the status is still 4, so waiting for 5 would hold every
//   take-back a week. A 6 after acceptance (a `release_date`, or rollback `penalties`) is a reversal.
// - Refusals come as `{ success: false, msg }` with English texts, not codes: they are matched by
//   what they say (balance, trade link, price or availability, busy), and anything unrecognised is
//   a `retry` (the next attempt looks the order up by our ref first, so it can never buy twice).
import { SupplierError, type SupplierOrder } from './supplier.ts';

/** Fen of CNY per US dollar (7.20 CNY -> 720). */
export function fenPerUsd(cnyPerUsd: number): bigint {
  return BigInt(Math.round(cnyPerUsd * 100));
}

/** The most we let Waxpeer charge, in its units (thousandths of a dollar), rounded down. */
export function ceilingUnits(maxPriceFen: bigint, rate: bigint): bigint {
  return (maxPriceFen * 1000n) / rate;
}

/** A Waxpeer price (thousandths of a dollar) in fen, rounded half up. */
export function unitsToFen(units: bigint, rate: bigint): bigint {
  return (units * rate + 500n) / 1000n;
}

/** Partner (the account id) and token of a Steam trade link; null when it has neither. */
export function tradeLinkParts(tradeUrl: string): { partner: string; token: string } | null {
  try {
    const url = new URL(tradeUrl);
    const partner = url.searchParams.get('partner') ?? '';
    const token = url.searchParams.get('token') ?? '';
    if (url.hostname !== 'steamcommunity.com' || !/^\d{1,10}$/.test(partner) || !/^[A-Za-z0-9_-]{6,16}$/.test(token)) return null;
    return { partner, token };
  } catch {
    return null;
  }
}

/** One trade as `check-many-project-id` returns it (only the fields we read). */
export interface WaxpeerTrade {
  id: number | string;
  project_id?: string | null;
  status: number;
  price?: number | string | null;
  trade_id?: string | number | null;
  send_until?: number | string | null;
  reason?: string | null;
  done?: boolean;
  is_released?: boolean | null;
  release_date?: string | null;
  penalties?: unknown;
}

/** Why a trade failed (status 6), from its `reason` text. */
export function failureOf(reason: string | null | undefined): NonNullable<SupplierOrder['failure']> {
  const r = (reason ?? '').toLowerCase();
  if (/trade ?link|inventory is private|can't trade|cannot trade|trade ban|vac/.test(r)) return 'badTradeLink';
  if (/buyer failed to accept|declin/.test(r)) return 'declined';
  if (/expire|timed? ?out/.test(r)) return 'expired';
  if (/price has increased|no longer available|out of stock|sold/.test(r)) return 'outOfStock';
  // "Seller failed to accept", "Seller canceled", "System busy" and what we do not know.
  return 'cancelled';
}

function unixDate(v: number | string | null | undefined): Date | undefined {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? new Date(n * 1000) : undefined;
}

/** A Waxpeer trade as our SupplierOrder. */
export function toSupplierOrder(ref: string, t: WaxpeerTrade, rate: bigint): SupplierOrder {
  const accepted = Boolean(t.release_date) || t.is_released === true;
  let status: SupplierOrder['status'];
  let failure: SupplierOrder['failure'];
  if (t.status === 6) {
    const rolledBack = accepted || (t.penalties !== null && t.penalties !== undefined);
    status = rolledBack ? 'reversed' : 'failed';
    if (!rolledBack) failure = failureOf(t.reason);
  } else if (t.status === 5 || (t.status === 4 && accepted)) {
    status = 'delivered';
  } else if (t.status === 4) {
    status = 'offerSent';
  } else {
    status = 'pending';
  }
  const order: SupplierOrder = { ref, orderId: String(t.id), status };
  const price = t.price === null || t.price === undefined ? null : Number(t.price);
  // A failed trade is refunded in full: it cost nothing.
  if (status !== 'failed' && price !== null && Number.isSafeInteger(price) && price >= 0) order.price = unitsToFen(BigInt(price), rate);
  if (t.trade_id !== null && t.trade_id !== undefined && String(t.trade_id) !== '') order.tradeOfferId = String(t.trade_id);
  const until = unixDate(t.send_until);
  if (until && status === 'offerSent') order.offerExpiresAt = until;
  if (failure) order.failure = failure;
  return order;
}

/** What a buy refusal (`success: false`) means: its kind, or 'exists' (this project_id was used: look it up). */
export function buyRefusal(msg: string | null | undefined): SupplierError | 'exists' {
  const m = (msg ?? '').toLowerCase();
  if (/project.?id/.test(m) && /exist|already|used|duplicate/.test(m)) return 'exists';
  if (/balance|money|funds/.test(m)) return new SupplierError('balance', `waxpeer: ${msg}`);
  if (/trade ?link|partner|token|inventory is private|can't trade|cannot trade|trade ban/.test(m)) return new SupplierError('rejected', `waxpeer: ${msg}`, 'badTradeLink');
  if (/price|no items?|not found|sold|not available|no longer available|out of stock|unknown item/.test(m)) return new SupplierError('rejected', `waxpeer: ${msg}`, 'outOfStock');
  // "System busy", "buy_csgo" (purchases switched off for a while), "Please try again", the rest.
  return new SupplierError('retry', `waxpeer: ${msg ?? 'refused without a message'}`);
}
