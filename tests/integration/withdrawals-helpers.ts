// Take-back test helpers: players ready to take back (trade link, verified real name, a completed
// deposit) made straight in the database, backpack items, the request and records calls, and a
// scripted supplier (a fake marketplace in memory that counts purchases by ref and signs callbacks).
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ITEM_STATE, MODULE } from '../../src/shared/constants.ts';
import { PAY_STATE } from '../../src/shared/contracts/pay.ts';
import type { WithdrawalPage } from '../../src/shared/contracts/withdrawal.ts';
import { backpackItems, rechargeOrders, users, withdrawalEvents, withdrawals } from '../../src/server/db/schema/index.ts';
import { AppError } from '../../src/server/errors.ts';
import { SupplierError, type BuyRequest, type SkinSupplier, type SupplierOrder } from '../../src/server/providers/skins/supplier.ts';
import { quickPlayer, type Entrant } from './giveaways-helpers.ts';
import type { TestContext } from './context.ts';

export const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12';

export async function withdrawer(ctx: TestContext, opts: { tradeUrl?: string | null; verified?: boolean; deposit?: boolean } = {}): Promise<Entrant> {
  const p = await quickPlayer(ctx, { verified: opts.verified ?? true });
  const tradeUrl = opts.tradeUrl === undefined ? TRADE_URL : opts.tradeUrl;
  if (tradeUrl !== null) await ctx.deps.db.update(users).set({ tradeUrl }).where(eq(users.id, p.id));
  if (opts.deposit ?? true) {
    await ctx.deps.db.insert(rechargeOrders).values({
      id: `T${randomUUID().replace(/-/g, '').slice(0, 20)}`, userId: p.id, provider: 'sandbox', channel: 'alipay', currency: 'CNY',
      amount: 10_000n, payAmount: 10_000n, payState: PAY_STATE.completed,
    });
  }
  return p;
}

/** A catalogue skin priced exactly `fen` or the cheapest above it. */
export function skinAtLeast(ctx: TestContext, fen: bigint): { id: number; price: bigint } {
  const hit = [...ctx.deps.catalogue.ornaments.values()].filter((o) => o.price >= fen)
    .sort((a, b) => (a.price < b.price ? -1 : a.price > b.price ? 1 : a.id - b.id))[0];
  return { id: hit.id, price: hit.price };
}

/** A backpack item (state 0) with its own price (defaults to the catalogue's). */
export async function bagItem(ctx: TestContext, who: Entrant, opts: { ornamentId?: number; price?: bigint } = {}): Promise<string> {
  const orn = opts.ornamentId ?? skinAtLeast(ctx, 100n).id;
  const [row] = await ctx.deps.db.insert(backpackItems).values({
    userId: who.id, ornamentId: orn, moduleId: MODULE.case, state: ITEM_STATE.inBag, price: opts.price ?? ctx.deps.catalogue.ornaments.get(orn)!.price,
  }).returning({ id: backpackItems.id });
  return String(row.id);
}

export function withdraw(ctx: TestContext, who: Entrant, ids: string[] | string, opts: { key?: string; lang?: string; json?: boolean } = {}) {
  const headers: Record<string, string> = { token: who.token, 'idempotency-key': opts.key ?? randomUUID(), lang: opts.lang ?? 'zh-CN' };
  if (opts.json) {
    return ctx.app.inject({ method: 'POST', url: '/api/profile/ornamentRetrieval', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ ids }) });
  }
  return ctx.app.inject({
    method: 'POST', url: '/api/profile/ornamentRetrieval', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ids: Array.isArray(ids) ? ids.join(',') : ids }).toString(),
  });
}

export async function records(ctx: TestContext, who: Entrant, query = '', lang = 'zh-CN'): Promise<WithdrawalPage> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/profile/getMyRetrievalPage${query ? `?${query}` : ''}`, headers: { token: who.token, lang } });
  if (res.statusCode !== 200) throw new Error(`getMyRetrievalPage: ${res.body}`);
  return res.json<{ data: WithdrawalPage }>().data;
}

/** A take-back made by a new player for one backpack item of `price`: its record id and ref, the item and the player. */
export async function newRecord(ctx: TestContext, price: bigint) {
  const p = await withdrawer(ctx);
  const item = await bagItem(ctx, p, { price });
  const res = await withdraw(ctx, p, [item]);
  if (res.statusCode !== 200) throw new Error(res.body);
  const id = res.json<{ data: { list: { id: string }[] } }>().data.list[0].id;
  return { p, item, id, ref: `wd${id}` };
}

export async function itemState(ctx: TestContext, id: string): Promise<number> {
  const [row] = await ctx.deps.db.select({ state: backpackItems.state }).from(backpackItems).where(eq(backpackItems.id, BigInt(id)));
  return row.state;
}

export async function recordOf(ctx: TestContext, id: string | bigint) {
  const [row] = await ctx.deps.db.select().from(withdrawals).where(eq(withdrawals.id, BigInt(id)));
  return row;
}

export async function eventsOf(ctx: TestContext, id: string | bigint) {
  return ctx.deps.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, BigInt(id))).orderBy(withdrawalEvents.id);
}

export async function recordsOfUser(ctx: TestContext, who: Entrant) {
  return ctx.deps.db.select().from(withdrawals).where(eq(withdrawals.userId, who.id)).orderBy(withdrawals.id);
}

/**
 * A marketplace in memory. `buy` places an order per ref once (a second buy with the ref finds it;
 * `purchases` counts real placements); `next` scripts what buy does (throw a SupplierError, hang).
 * Orders move by `set`; `callback` signs one the way the supplier would.
 */
export class ScriptedSupplier implements SkinSupplier {
  readonly id: string;
  readonly orders = new Map<string, SupplierOrder>();
  purchases = 0;
  buyCalls = 0;
  /** Consumed one per buy call, before anything is placed. */
  next: ('retry' | 'balance' | 'rejected' | 'ok')[] = [];
  /** Place the order, then never answer (a process that died after the supplier bought). */
  hangAfterPlacing = false;
  balanceFen: bigint | null = 123_456n;
  readonly secret: string;
  constructor(id = 'scripted', secret = 'scripted-secret') {
    this.id = id;
    this.secret = secret;
  }

  async buy(req: BuyRequest): Promise<SupplierOrder> {
    this.buyCalls += 1;
    const step = this.next.shift() ?? 'ok';
    if (step === 'retry') throw new SupplierError('retry', 'try later');
    if (step === 'balance') throw new SupplierError('balance', 'funds');
    if (step === 'rejected') throw new SupplierError('rejected', 'bad link', 'badTradeLink');
    let o = this.orders.get(req.ref);
    if (!o) {
      this.purchases += 1;
      o = { ref: req.ref, orderId: `o-${req.ref}`, status: 'pending', price: req.maxPrice };
      this.orders.set(req.ref, o);
    }
    if (this.hangAfterPlacing) return new Promise<SupplierOrder>(() => {});
    return { ...o };
  }

  async order(ref: string): Promise<SupplierOrder | null> {
    const o = this.orders.get(ref);
    return o ? { ...o } : null;
  }

  set(ref: string, change: Partial<SupplierOrder>): SupplierOrder {
    const o = { ...this.orders.get(ref)!, ...change };
    this.orders.set(ref, o);
    return { ...o };
  }

  body(o: SupplierOrder): string {
    return JSON.stringify({ ...o, price: o.price === undefined ? undefined : String(o.price), offerExpiresAt: o.offerExpiresAt?.toISOString() });
  }

  sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('hex');
  }

  parseCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): SupplierOrder {
    const sig = headers['x-scripted-signature'];
    if (typeof sig !== 'string' || sig !== this.sign(rawBody)) throw new AppError('BAD_SIGNATURE');
    const j = JSON.parse(rawBody) as Record<string, string | undefined>;
    return {
      ref: j.ref!, orderId: j.orderId!, status: j.status as SupplierOrder['status'],
      ...(j.price !== undefined ? { price: BigInt(j.price) } : {}),
      ...(j.tradeOfferId ? { tradeOfferId: j.tradeOfferId } : {}),
      ...(j.offerExpiresAt ? { offerExpiresAt: new Date(j.offerExpiresAt) } : {}),
      ...(j.failure ? { failure: j.failure as SupplierOrder['failure'] } : {}),
    };
  }

  async balance(): Promise<bigint | null> { return this.balanceFen; }
}

/** Sends `o` as a signed callback (or with `signature` instead of the right one). */
export function callback(ctx: TestContext, s: ScriptedSupplier, o: SupplierOrder, signature?: string) {
  const body = s.body(o);
  return ctx.app.inject({
    method: 'POST', url: `/api/withdrawals/callback/${s.id}`,
    headers: { 'content-type': 'application/json', 'x-scripted-signature': signature ?? s.sign(body) },
    payload: body,
  });
}
