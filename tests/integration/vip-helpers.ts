// Member-level test helpers: deposits through the real recharge + webhook path, and the
// ledger's view of the level rewards.
import { sql } from 'drizzle-orm';
import type { TestContext } from './context.ts';
import { notify, recharge } from './api.ts';

/** Creates a recharge order of `yuan` and returns its id (unpaid). */
export async function order(ctx: TestContext, token: string, yuan: string): Promise<string> {
  const res = await recharge(ctx, token, { amount: yuan });
  if (res.statusCode !== 200) throw new Error(`recharge failed: ${res.body}`);
  return res.json<{ data: { orderId: string } }>().data.orderId;
}

/** Pays the orders at once (the provider's webhooks racing); every one must be credited. */
export async function payAll(ctx: TestContext, orders: { orderId: string; yuan: string }[]): Promise<void> {
  const res = await Promise.all(orders.map((o) => notify(ctx, { orderId: o.orderId, amount: `${o.yuan}.00` })));
  for (const r of res) if (r.statusCode !== 200) throw new Error(`notify failed: ${r.body}`);
}

export async function rows<T>(ctx: TestContext, q: ReturnType<typeof sql>): Promise<T[]> {
  const r = await ctx.deps.db.execute(q);
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

/** The player's rewards as stored: level, coins (fen text), order. */
export function rewardsOf(ctx: TestContext, userId: string) {
  return rows<{ level: number; coins: string; order_id: string; table_id: string }>(ctx,
    sql`SELECT level, coins::text AS coins, order_id, table_id::text AS table_id FROM vip_rewards WHERE user_id = ${userId} ORDER BY level`);
}

/** The vipReward ledger transactions of the player (ref, coins paid to the player in fen) and house:vip's side. */
export async function vipLedger(ctx: TestContext, userId: string) {
  const mine = await rows<{ ref: string; amount: string; n: string }>(ctx, sql`
    SELECT t.ref, p.amount::text AS amount, (SELECT count(*) FROM postings q WHERE q.transaction_id = t.id)::text AS n
    FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id JOIN accounts a ON a.id = p.account_id
    WHERE t.kind = 'vipReward' AND a.user_id = ${userId} AND a.type = 'coins' ORDER BY t.ref`);
  const [coins] = await rows<{ balance: string }>(ctx, sql`SELECT balance::text AS balance FROM accounts WHERE user_id = ${userId} AND type = 'coins'`);
  const [house] = await rows<{ sum: string }>(ctx, sql`
    SELECT coalesce(sum(p.amount), 0)::text AS sum FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
    JOIN accounts a ON a.id = p.account_id WHERE a.code = 'house:vip' AND t.ref LIKE ${`vip:${userId}:%`}`);
  const [all] = await rows<{ sum: string }>(ctx, sql`SELECT coalesce(sum(amount), 0)::text AS sum FROM postings`);
  return { mine, coins: BigInt(coins.balance), house: BigInt(house.sum), total: BigInt(all.sum) };
}

export function vipMessages(ctx: TestContext, userId: string) {
  return rows<{ ref: string; body_key: string; params: Record<string, unknown> }>(ctx,
    sql`SELECT ref, body_key, params FROM messages WHERE user_id = ${userId} AND kind = 'vip' ORDER BY id`);
}

/** The player's free cases from member levels: case, state and which level's reward gave it. */
export function vipFreeBoxes(ctx: TestContext, userId: string) {
  return rows<{ box_id: number; state: number; source_ref: string; days: number }>(ctx, sql`
    SELECT box_id, state, source_ref, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days
    FROM free_boxes WHERE user_id = ${userId} AND source = 'vip' ORDER BY id`);
}

/** Two cases on sale (the lowest ids), for levels that give free cases. */
type Case = { id: number; en: string; zh: string; tw: string };
export async function twoCases(ctx: TestContext): Promise<[Case, Case]> {
  const r = await rows<Case>(ctx,
    sql`SELECT id, name->>'en' AS en, name->>'zh-CN' AS zh, coalesce(name->>'zh-TW', name->>'zh-CN') AS tw FROM boxes WHERE retired_at IS NULL ORDER BY id LIMIT 2`);
  return [r[0], r[1]];
}
