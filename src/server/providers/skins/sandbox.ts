// The sandbox supplier: a pretend marketplace whose book is the sandbox_skin_orders
// table, so every process answers the same. SKINS_SANDBOX_MODE=auto walks each order by itself with
// database jobs (pending -> offerSent -> delivered, a step every SKINS_SANDBOX_STEP_SECONDS), failing
// SKINS_SANDBOX_FAIL_PERCENT of them with the reasons in turn; manual leaves every step to the
// sandbox page (/sandbox/skins, ../../sandbox/skins-page.ts). After each committed change it delivers a
// signed callback (sandbox-callback.ts); a lost one is fine, the service's poller catches up.
// Never built in production (config refuses WITHDRAW_SUPPLIER=sandbox there).
import { sql } from 'drizzle-orm';
import type { Config } from '../../config/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { JobContext, JobHandler } from '../../jobs/runner.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import { TRADE_URL_PATTERN } from '../../../shared/contracts/profile.ts';
import {
  applyAction, findOrder, insertOrder, latestOrders, orderCount, planFor, SANDBOX_SKIN_FUNDS_FEN, spentFen, toSupplierOrder,
  type SandboxAction, type SandboxRow, type SandboxStatus,
} from './sandbox-book.ts';
import { parseSandboxCallback, signCallback } from './sandbox-callback.ts';
import { SupplierError, type BuyRequest, type SkinSupplier, type SupplierOrder } from './supplier.ts';

/** Sends one signed callback; the default POSTs it to our own callback route. */
export type Deliver = (headers: Record<string, string>, rawBody: string) => Promise<void>;

export const SANDBOX_SKIN_STEP_JOB = 'sandboxSkins.step';

export interface SandboxSupplier extends SkinSupplier {
  readonly id: 'sandbox';
  readonly mode: 'auto' | 'manual';
  /** The sandbox always signs its callbacks. */
  parseCallback: NonNullable<SkinSupplier['parseCallback']>;
  /** The page's buttons: moves the order if it is where `action` starts; null when it was not. */
  act(ref: string, action: SandboxAction): Promise<SupplierOrder | null>;
  /** The newest orders, for the page. */
  latest(limit: number): Promise<SandboxRow[]>;
  /** The timed step (auto mode), run by the job runner inside its transaction. */
  readonly stepJob: JobHandler;
  /** Where callbacks go from now on (tests: app.inject; the bench: its own counter). */
  useDelivery(deliver: Deliver): void;
  /** Resolves once every callback started so far has been delivered (or has failed). */
  settled(): Promise<void>;
}

export interface SandboxOptions {
  db: Db;
  clock: () => Date;
  settings: Config['withdrawals']['sandbox'];
  /** The supplier charges the item's value: maxPrice is value × (100 + margin) / 100. */
  priceMarginPercent: number;
  deliver: Deliver;
  log?: (line: string) => void;
  /** The sandbox's funds before any order (default ¥100,000). */
  fundsFen?: bigint;
}

/** POSTs the callback to `url`; a failure is logged and dropped (the poller catches up). */
export function httpDelivery(url: string, log: (line: string) => void): Deliver {
  return async (headers, rawBody) => {
    try {
      const res = await fetch(url, { method: 'POST', headers, body: rawBody, signal: AbortSignal.timeout(10_000) });
      if (!res.ok) log(`sandbox skins: callback answered ${res.status}`);
      await res.body?.cancel();
    } catch (err) {
      log(`sandbox skins: callback not delivered (${err instanceof Error ? err.message : String(err)})`);
    }
  };
}

export function createSandboxSupplier(opts: SandboxOptions): SandboxSupplier {
  const { db, clock, settings } = opts;
  const log = opts.log ?? (() => {});
  const funds = opts.fundsFen ?? SANDBOX_SKIN_FUNDS_FEN;
  let deliver = opts.deliver;
  const inFlight = new Set<Promise<void>>();

  /** Starts the callback for a committed change; never throws, never blocks the change. */
  function announce(row: SandboxRow): Promise<void> {
    const { headers, rawBody } = signCallback(settings.secret, toSupplierOrder(row), clock());
    const p = deliver(headers, rawBody)
      .catch((err: unknown) => log(`sandbox skins: callback failed (${err instanceof Error ? err.message : String(err)})`))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    return p;
  }

  function stepAt(now: Date): Date {
    return new Date(now.getTime() + settings.stepSeconds * 1000);
  }

  async function scheduleStep(tx: Db | Tx, ref: string, from: SandboxStatus, now: Date): Promise<void> {
    await scheduleJob(tx, { kind: SANDBOX_SKIN_STEP_JOB, key: `sandbox-skin:${ref}:${from}`, payload: { ref, from }, runAt: stepAt(now) });
  }

  /** The market price: the item's value, which maxPrice carries with the margin on top. */
  function priceFor(maxPrice: bigint): bigint {
    return (maxPrice * 100n) / BigInt(100 + opts.priceMarginPercent);
  }

  async function buy(req: BuyRequest): Promise<SupplierOrder> {
    const existing = await findOrder(db, req.ref);
    if (existing) return toSupplierOrder(existing);
    if (!TRADE_URL_PATTERN.test(req.tradeUrl)) throw new SupplierError('rejected', 'sandbox: not a Steam trade link', 'badTradeLink');
    if (!req.marketHashName.trim()) throw new SupplierError('rejected', 'sandbox: no such item', 'outOfStock');
    const now = clock();
    const inserted = await db.transaction(async (tx) => {
      // One buy at a time across every process: the order's number (its plan: the failures taken
      // in turn) and the funds left are read and used in the same transaction.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sandbox_skin_orders'))`);
      if (await findOrder(tx, req.ref)) return null;
      const plan = settings.mode === 'manual' ? 'manual' : planFor(await orderCount(tx), settings.failPercent);
      // outOfStock: the cheapest on sale costs more than the ceiling, so nothing is bought.
      const price = plan === 'outOfStock' ? req.maxPrice + 1n + req.maxPrice / 20n : priceFor(req.maxPrice);
      if (plan !== 'outOfStock' && funds - (await spentFen(tx)) < price) {
        throw new SupplierError('balance', 'sandbox: the sandbox funds do not cover this order');
      }
      const row = await insertOrder(tx, { ...req, plan, price, now });
      if (row && row.status === 'pending' && plan !== 'manual') await scheduleStep(tx, row.ref, 'pending', now);
      return row;
    });
    if (!inserted) {
      // Another buy with the same ref won the insert: its order is the one.
      const winner = await findOrder(db, req.ref);
      if (!winner) throw new SupplierError('retry', 'sandbox: order vanished');
      return toSupplierOrder(winner);
    }
    void announce(inserted);
    return toSupplierOrder(inserted);
  }

  /** pending: send the offer (or the seller cancels); offerSent: the player accepts, declines, or lets it expire. */
  const stepJob: JobHandler = async (tx: Tx, payload: Record<string, unknown>, ctx: JobContext) => {
    const ref = String(payload.ref);
    const from = payload.from === 'offerSent' ? 'offerSent' : 'pending';
    const row = await findOrder(tx, ref);
    if (!row || row.status !== from || row.plan === 'manual') return;
    let action: SandboxAction;
    if (from === 'pending') action = row.plan === 'cancel' ? 'cancel' : 'send';
    else action = row.plan === 'decline' ? 'decline' : row.plan === 'expire' ? 'expire' : 'accept';
    const changed = await applyAction(tx, ref, action, ctx.now, { from });
    if (!changed) return;
    if (changed.status === 'offerSent') await scheduleStep(tx, ref, 'offerSent', ctx.now);
    ctx.afterCommit(() => { void announce(changed); });
  };

  return {
    id: 'sandbox',
    mode: settings.mode,
    buy,
    async order(ref) {
      const row = await findOrder(db, ref);
      return row ? toSupplierOrder(row) : null;
    },
    parseCallback(headers, rawBody, now) {
      return parseSandboxCallback(settings.secret, headers, rawBody, now);
    },
    async balance() {
      return funds - (await spentFen(db));
    },
    async act(ref, action) {
      const changed = await applyAction(db, ref, action, clock(), { plan: 'manual' });
      if (!changed) return null;
      // The page waits for its callback, so what it shows next is what the service recorded.
      await announce(changed);
      return toSupplierOrder(changed);
    },
    latest: (limit) => latestOrders(db, limit),
    stepJob,
    useDelivery(next) { deliver = next; },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
