// The boundary to a marketplace that sells a CS2 skin to a trade link ("take-back"): the
// sandbox supplier (sandbox.ts) and the real adapter implement the same calls, so nothing above
// this file knows which one holds an order. Prices are fen; the supplier converts to its currency.

/** An order as the supplier sees it, in its words mapped to ours. */
export interface SupplierOrder {
  /** Our idempotency id (withdrawals.supplier_ref). */
  ref: string;
  /** The supplier's own order id. */
  orderId: string;
  /**
   * pending: bought, the seller has not sent the offer; offerSent: the Steam trade offer exists;
   * delivered: the player accepted it; failed: it ended without the skin (see `failure`);
   * reversed: delivered, then reversed by the seller under Steam Trade Protection.
   */
  status: 'pending' | 'offerSent' | 'delivered' | 'failed' | 'reversed';
  /** What the supplier charged, in fen. */
  price?: bigint;
  tradeOfferId?: string;
  offerExpiresAt?: Date;
  /** Why it failed, mapped from the supplier's own codes. */
  failure?: 'declined' | 'expired' | 'cancelled' | 'outOfStock' | 'badTradeLink';
}

export interface BuyRequest {
  /** Our idempotency id: buying twice with it returns the first order, never a second purchase. */
  ref: string;
  marketHashName: string;
  /** The most we pay, in fen: the supplier answers outOfStock rather than charge more. */
  maxPrice: bigint;
  tradeUrl: string;
}

/**
 * Why a call did not give an answer. `retry`: the network, a 5xx, a rate limit (ask again later);
 * `balance`: our funds at the supplier do not cover it (a person must top up: state 5);
 * `rejected`: the supplier refuses this order for good (a bad trade link, an unknown skin), mapped
 * to a failure.
 */
export class SupplierError extends Error {
  // Plain fields, not parameter properties: the server runs under Node's type stripping
  // (erasableSyntaxOnly), which refuses `constructor(readonly kind ...)`.
  readonly kind: 'retry' | 'balance' | 'rejected';
  readonly failure?: SupplierOrder['failure'];
  constructor(kind: 'retry' | 'balance' | 'rejected', message: string, failure?: SupplierOrder['failure']) {
    super(message);
    this.kind = kind;
    this.failure = failure;
  }
}

export interface SkinSupplier {
  /** The adapter's name, stored with each order (withdrawals.supplier). */
  readonly id: string;
  /** Places (or finds, by `ref`) the order. Throws SupplierError. */
  buy(req: BuyRequest): Promise<SupplierOrder>;
  /** The order placed with `ref`, or null when the supplier has none. Throws SupplierError (retry). */
  order(ref: string): Promise<SupplierOrder | null>;
  /**
   * Authenticates and decodes a callback the supplier sent us. Throws AppError BAD_SIGNATURE (or
   * VALIDATION) when it is not genuine; a genuine one may still be a replay, stale or out of order:
   * the transition function takes care of that. Null when the supplier sends no callbacks
   * (its orders are then followed by polling alone).
   */
  parseCallback?(headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date): SupplierOrder;
  /** Our funds at the supplier, in fen (the console shows it); null when it does not say. */
  balance(): Promise<bigint | null>;
}
