// Shared by the dream test files: pool targets, backpack items to stake, and the dream call.
import { randomUUID } from 'node:crypto';
import { ITEM_STATE, MODULE } from '../../src/shared/constants.ts';
import { backpackItems } from '../../src/server/db/schema/index.ts';
import type { TestContext } from './context.ts';
import type { Player } from './battles-helpers.ts';

export interface PoolItem { ornamentId: number; price: string; name: string }

/** Pool items (price ascending): the first is the cheapest target. */
export async function poolItems(ctx: TestContext, query = 'sort=price_asc&pageSize=100'): Promise<PoolItem[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/dream/getDreamList?${query}` });
  if (res.statusCode !== 200) throw new Error(`getDreamList: ${res.body}`);
  return res.json<{ data: { list: PoolItem[] } }>().data.list;
}

/** A pool target priced at least `minFen`. */
export function targetAtLeast(ctx: TestContext, minFen: bigint): { id: number; price: bigint } {
  const { poolMinFen, poolMaxFen } = ctx.config.dream;
  const hit = [...ctx.deps.catalogue.ornaments.values()]
    .filter((o) => o.price >= minFen && o.price >= poolMinFen && o.price <= poolMaxFen)
    .sort((a, b) => (a.price < b.price ? -1 : a.price > b.price ? 1 : a.id - b.id))[0];
  if (!hit) throw new Error(`no pool item at ${minFen}`);
  return { id: hit.id, price: hit.price };
}

/** The catalogue's cheapest ornament priced at least `minFen` (in the pool or not). */
export function ornamentAtLeast(ctx: TestContext, minFen: bigint): { id: number; price: bigint } {
  const hit = [...ctx.deps.catalogue.ornaments.values()].filter((o) => o.price >= minFen)
    .sort((a, b) => (a.price < b.price ? -1 : a.price > b.price ? 1 : a.id - b.id))[0];
  return { id: hit.id, price: hit.price };
}

/** Puts a catalogue item in the player's backpack (as if won from a case) and returns its id. */
export async function giveItem(ctx: TestContext, p: Player, ornamentId: number): Promise<string> {
  const o = ctx.deps.catalogue.ornaments.get(ornamentId)!;
  const [row] = await ctx.deps.db.insert(backpackItems)
    .values({ userId: p.id, ornamentId, moduleId: MODULE.case, state: ITEM_STATE.inBag, price: o.price })
    .returning({ id: backpackItems.id });
  return String(row.id);
}

export function dream(ctx: TestContext, p: Player, body: unknown, key: string = randomUUID(), lang = 'zh-CN') {
  return ctx.app.inject({
    method: 'POST', url: '/api/dream/go', payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', token: p.token, 'idempotency-key': key, lang },
  });
}
