// The Waxpeer adapter (WITHDRAW_SUPPLIER=waxpeer): buys a CS2 skin by its market hash name from
// Waxpeer's P2P market for the player's trade link; Waxpeer's seller sends the Steam offer.
// Calls (all GET under `${WAXPEER_URL}/v1/`, JSON answers):
//   buy-one-p2p-name  name, price (our ceiling, thousandths of a dollar), partner, token (of the
//                     trade link), project_id (our ref), game=csgo -> { success, id, price?, msg? }
//   check-many-project-id  id=<our ref> -> { success, trades: [...] } ([] when Waxpeer has none)
//   user              -> { success, user: { wallet } } (our funds, thousandths of a dollar)
// Authentication: Waxpeer's API takes the account's API key as the `api` query parameter and
// defines no request signing, so none is done here. It sends buyers no callbacks either (its
// websockets serve sellers), so parseCallback is left out: polling (`order`) drives every state.
//
// Our own small client over fetch rather than the `waxpeer` npm wrapper: its base address is what
// the configuration says (a local fake in the contract tests), every answer is mapped to
// SupplierError our way (waxpeer-map.ts), and it brings no axios, qs or rate limiter along.
import type { Config } from '../../config/index.ts';
import { SupplierError, type BuyRequest, type SkinSupplier, type SupplierOrder } from './supplier.ts';
import { buyRefusal, ceilingUnits, fenPerUsd, toSupplierOrder, tradeLinkParts, unitsToFen, type WaxpeerTrade } from './waxpeer-map.ts';

const TIMEOUT_MS = 15_000;

export interface WaxpeerOptions {
  settings: Config['withdrawals']['waxpeer'];
  /** Tests may give their own fetch; the default is the global one. */
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** A Waxpeer answer: `msg`, when there, is its text (their documentation). */
type Json = Record<string, unknown> & { msg?: string | number };

export function createWaxpeerSupplier(opts: WaxpeerOptions): SkinSupplier {
  const { apiKey, url } = opts.settings;
  const rate = fenPerUsd(opts.settings.cnyPerUsd);
  const doFetch = opts.fetch ?? fetch;
  const log = opts.log ?? (() => {});

  /**
   * One call. Network failures, timeouts, 429, 5xx and unreadable answers are `retry`; other HTTP
   * refusals (401/403: a wrong key or an address not on the key's whitelist) are logged and `retry`
   * too, since a person must fix them and the job's backoff waits meanwhile. The key never reaches
   * a log line or an error message.
   */
  async function call(endpoint: string, params: [string, string][], opts: { readOnly?: boolean } = {}): Promise<Json> {
    const query = new URLSearchParams([['api', apiKey], ...params]);
    const send = () => doFetch(`${url}/v1/${endpoint}?${query.toString()}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    let res: Response;
    try {
      res = await send().catch((err: unknown) => {
        // A pooled keep-alive connection the server closed while idle fails at once with a reset
        // (fetch's TypeError); a read is asked again on a fresh one. A buy is never sent twice here:
        // its job looks the order up before buying again.
        if (opts.readOnly && err instanceof TypeError) return send();
        throw err;
      });
    } catch (err) {
      throw new SupplierError('retry', `waxpeer ${endpoint}: ${err instanceof Error ? err.name : 'network error'}`);
    }
    let body: unknown;
    try { body = await res.json(); } catch { body = undefined; }
    const json = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Json) : undefined;
    if (res.status === 429 || res.status >= 500) throw new SupplierError('retry', `waxpeer ${endpoint}: HTTP ${res.status}`);
    if (res.status === 401 || res.status === 403) {
      log(`waxpeer ${endpoint}: HTTP ${res.status} (${String(json?.msg ?? 'refused')}): check WAXPEER_API_KEY and the key's IP whitelist`);
      throw new SupplierError('retry', `waxpeer ${endpoint}: HTTP ${res.status}`);
    }
    if (!json) throw new SupplierError('retry', `waxpeer ${endpoint}: HTTP ${res.status} without a JSON answer`);
    return json;
  }

  async function order(ref: string): Promise<SupplierOrder | null> {
    const json = await call('check-many-project-id', [['id', ref]], { readOnly: true });
    if (json.success !== true || !Array.isArray(json.trades)) {
      // An answer we cannot read must never look like "no such order" (that would invite a second buy).
      throw new SupplierError('retry', `waxpeer check-many-project-id: ${String(json.msg ?? 'unreadable answer')}`);
    }
    const trades = json.trades as unknown[];
    const readable = (t: unknown): t is WaxpeerTrade => typeof t === 'object' && t !== null
      && typeof (t as WaxpeerTrade).project_id === 'string' && typeof (t as WaxpeerTrade).status === 'number';
    if (!trades.every(readable)) throw new SupplierError('retry', 'waxpeer check-many-project-id: a trade we cannot read');
    const mine = trades.filter((t) => t.project_id === ref);
    if (mine.length === 0) return null;
    // Several tries under one project id (one refused, one bought): the newest is the order.
    const newest = mine.reduce((a, b) => (Number(b.id) > Number(a.id) ? b : a));
    return toSupplierOrder(ref, newest, rate);
  }

  async function buy(req: BuyRequest): Promise<SupplierOrder> {
    // Bought already (a lost answer, a crash before we recorded it): that order, no second purchase.
    const existing = await order(req.ref);
    if (existing) return existing;
    const link = tradeLinkParts(req.tradeUrl);
    if (!link) throw new SupplierError('rejected', 'waxpeer: not a Steam trade link', 'badTradeLink');
    const price = ceilingUnits(req.maxPrice, rate);
    if (price <= 0n) throw new SupplierError('rejected', 'waxpeer: the ceiling is below a thousandth of a dollar', 'outOfStock');
    const json = await call('buy-one-p2p-name', [
      ['name', req.marketHashName], ['price', price.toString()], ['partner', link.partner], ['token', link.token],
      ['project_id', req.ref], ['game', 'csgo'],
    ]);
    if (json.success !== true) {
      const refusal = buyRefusal(typeof json.msg === 'string' ? json.msg : undefined);
      if (refusal !== 'exists') throw refusal;
      const found = await order(req.ref);
      if (found) return found;
      throw new SupplierError('retry', 'waxpeer: project id in use but no trade under it yet');
    }
    const id = typeof json.id === 'number' || (typeof json.id === 'string' && json.id !== '') ? String(json.id) : null;
    // Bought, but the answer does not say which trade: the next attempt finds it by our ref.
    if (!id) throw new SupplierError('retry', 'waxpeer buy-one-p2p-name: success without an id');
    const result: SupplierOrder = { ref: req.ref, orderId: id, status: 'pending' };
    const paid = typeof json.price === 'number' && Number.isSafeInteger(json.price) && json.price >= 0 ? BigInt(json.price) : null;
    if (paid !== null) result.price = unitsToFen(paid, rate);
    return result;
  }

  return {
    id: 'waxpeer',
    buy,
    order,
    async balance() {
      const json = await call('user', [], { readOnly: true });
      const user = json.user as Json | undefined;
      const wallet = user?.wallet;
      if (json.success !== true || typeof wallet !== 'number' || !Number.isSafeInteger(wallet)) return null;
      return unitsToFen(BigInt(wallet), rate);
    },
  };
}
