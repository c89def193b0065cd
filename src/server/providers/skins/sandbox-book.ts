// The sandbox supplier's order book (sandbox_skin_orders): what "the marketplace" took and where
// each order is. Every change is one conditional UPDATE from the status it expects, so the timed
// steps (database jobs), the sandbox page and a second process can race and only one wins.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sandboxSkinOrders } from '../../db/schema/index.ts';
import type { SupplierOrder } from './supplier.ts';

export type SandboxRow = typeof sandboxSkinOrders.$inferSelect;
export type SandboxStatus = SupplierOrder['status'];

/**
 * What an order does next in auto mode, drawn when it is placed: deliver, or fail as the seller
 * declining, the offer expiring, the seller cancelling, or nothing on sale under the ceiling
 * (outOfStock, decided at once). `manual`: only the sandbox page moves it.
 */
export type SandboxPlan = 'deliver' | 'decline' | 'expire' | 'cancel' | 'outOfStock' | 'manual';
/** The failure plans, taken in turn by the orders that fail. */
export const FAIL_PLANS = ['decline', 'expire', 'cancel', 'outOfStock'] as const;

/** The sandbox's funds before any order: ¥100,000 (balance() subtracts what live orders cost). */
export const SANDBOX_SKIN_FUNDS_FEN = 10_000_000n;
/** A sandbox trade offer's life, as Steam's would be: the 12 hours of the take-back promise. */
export const SANDBOX_OFFER_HOURS = 12;

/**
 * The plan of the `n`-th order (0-based) when `failPercent` of them fail: exactly that share of
 * every hundred fails, spread evenly, and the failures take the four reasons in turn.
 */
export function planFor(n: number, failPercent: number): SandboxPlan {
  const before = Math.floor((n * failPercent) / 100);
  const after = Math.floor(((n + 1) * failPercent) / 100);
  return after > before ? FAIL_PLANS[before % FAIL_PLANS.length] : 'deliver';
}

export function toSupplierOrder(row: SandboxRow): SupplierOrder {
  const order: SupplierOrder = { ref: row.ref, orderId: row.orderId, status: row.status as SandboxStatus };
  // A failed order charged nothing (outOfStock keeps the price it would have cost in its row only).
  if (row.status !== 'failed') order.price = row.price;
  if (row.tradeOfferId) order.tradeOfferId = row.tradeOfferId;
  if (row.offerExpiresAt) order.offerExpiresAt = row.offerExpiresAt;
  if (row.failure) order.failure = row.failure as SupplierOrder['failure'];
  return order;
}

export async function findOrder(db: Db | Tx, ref: string): Promise<SandboxRow | null> {
  const [row] = await db.select().from(sandboxSkinOrders).where(eq(sandboxSkinOrders.ref, ref));
  return row ?? null;
}

export async function orderCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sandboxSkinOrders);
  return Number(row?.n ?? 0);
}

/** What the sandbox has spent: every order that did not fail (a reversed one was paid for too). */
export async function spentFen(db: Db | Tx): Promise<bigint> {
  const [row] = await db.select({ total: sum(sandboxSkinOrders.price) }).from(sandboxSkinOrders).where(ne(sandboxSkinOrders.status, 'failed'));
  return BigInt(row?.total ?? 0);
}

/** Inserts the order unless one with its ref exists; null when it did (the caller reads that one). */
export async function insertOrder(
  tx: Db | Tx,
  values: { ref: string; marketHashName: string; maxPrice: bigint; tradeUrl: string; plan: SandboxPlan; price: bigint; now: Date },
): Promise<SandboxRow | null> {
  const failedAtOnce = values.plan === 'outOfStock';
  const [row] = await tx.insert(sandboxSkinOrders).values({
    ref: values.ref,
    orderId: `SBX${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
    marketHashName: values.marketHashName,
    maxPrice: values.maxPrice,
    tradeUrl: values.tradeUrl,
    status: failedAtOnce ? 'failed' : 'pending',
    failure: failedAtOnce ? 'outOfStock' : null,
    plan: values.plan,
    price: values.price,
    createdAt: values.now,
    updatedAt: values.now,
  }).onConflictDoNothing({ target: sandboxSkinOrders.ref }).returning();
  return row ?? null;
}

/** A Steam-looking trade offer id (ten digits). */
function fakeTradeOfferId(): string {
  return (BigInt(`0x${randomBytes(8).toString('hex')}`) % 9_000_000_000n + 1_000_000_000n).toString();
}

export type SandboxAction = 'send' | 'accept' | 'decline' | 'expire' | 'cancel' | 'reverse';
export const SANDBOX_ACTIONS: readonly SandboxAction[] = ['send', 'accept', 'decline', 'expire', 'cancel', 'reverse'];

/** The statuses each action moves an order from. */
export const ACTION_FROM: Record<SandboxAction, readonly SandboxStatus[]> = {
  send: ['pending'],
  accept: ['offerSent'],
  decline: ['offerSent'],
  expire: ['offerSent'],
  cancel: ['pending', 'offerSent'],
  reverse: ['delivered'],
};

function changeFor(action: SandboxAction, now: Date): Partial<SandboxRow> {
  switch (action) {
    case 'send': return { status: 'offerSent', tradeOfferId: fakeTradeOfferId(), offerExpiresAt: new Date(now.getTime() + SANDBOX_OFFER_HOURS * 3_600_000) };
    case 'accept': return { status: 'delivered' };
    case 'decline': return { status: 'failed', failure: 'declined' };
    case 'expire': return { status: 'failed', failure: 'expired' };
    case 'cancel': return { status: 'failed', failure: 'cancelled' };
    case 'reverse': return { status: 'reversed' };
  }
}

/**
 * Applies `action` if the order is in a status it moves from (`from` narrows that further: a
 * timed step names the one status it was scheduled for). Null when it was not: nothing changed.
 * `plan` replaces the order's plan (the page sets `manual`: a person took over).
 */
export async function applyAction(
  db: Db | Tx,
  ref: string,
  action: SandboxAction,
  now: Date,
  opts: { from?: SandboxStatus; plan?: SandboxPlan } = {},
): Promise<SandboxRow | null> {
  const from = opts.from ? ACTION_FROM[action].filter((s) => s === opts.from) : ACTION_FROM[action];
  if (from.length === 0) return null;
  const [row] = await db.update(sandboxSkinOrders)
    .set({ ...changeFor(action, now), ...(opts.plan ? { plan: opts.plan } : {}), updatedAt: now, detail: sql`${sandboxSkinOrders.detail} || ${JSON.stringify({ [action]: now.toISOString() })}::jsonb` })
    .where(and(eq(sandboxSkinOrders.ref, ref), inArray(sandboxSkinOrders.status, [...from])))
    .returning();
  return row ?? null;
}

/** The newest orders first, for the sandbox page. */
export async function latestOrders(db: Db, limit: number): Promise<SandboxRow[]> {
  return db.select().from(sandboxSkinOrders).orderBy(desc(sandboxSkinOrders.createdAt), desc(sandboxSkinOrders.ref)).limit(limit);
}
