// The backpack's list as a collection: filtered by status, rarity and name, sorted by rarity, and
// the matching items' total value beside the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backpackItems } from '../../../db/schema/index.ts';
import { skinIndex } from '../../skins/skin-index.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { ITEM_STATE, MODULE } from '../../../../shared/constants.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

interface Listed { id: string; ornamentId: number; state: number; price: string; rarity: { key: string } }

/** A player holding three chosen items in the bag and one on its way to Steam. */
async function collector() {
  const { token } = await signUp(ctx);
  const userId = BigInt((await userInfo(ctx, token)).id);
  const entries = [...skinIndex(ctx.deps.catalogue).byId.values()];
  const pick = (rarity: string) => entries.find((e) => e.rarity === rarity && e.row.grade !== 0)!;
  const covert = pick('covert');
  const milspec = pick('milspec');
  const restricted = pick('restricted');
  const rows = [
    { o: milspec, price: 150n, state: ITEM_STATE.inBag },
    { o: covert, price: 2_000n, state: ITEM_STATE.inBag },
    { o: restricted, price: 900n, state: ITEM_STATE.inBag },
    { o: milspec, price: 300n, state: ITEM_STATE.withdrawing },
  ];
  for (const r of rows) {
    await ctx.deps.db.insert(backpackItems).values({ userId, ornamentId: r.o.row.id, moduleId: MODULE.case, state: r.state, price: r.price });
  }
  const list = async (query: string) => {
    const res = await get(ctx, `/api/profile/getMyOrnamentPage?${query}`, { token });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { list: Listed[]; total: number; totalValue: string } }>().data;
  };
  return { token, list, covert, milspec, restricted };
}

describe('the backpack list', () => {
  it('lists the items in the bag by default, with their total value', async () => {
    const { list } = await collector();
    const page = await list('');
    expect(page.total).toBe(3);
    expect(page.totalValue).toBe('30.50');
    expect(page.list.every((i) => i.state === ITEM_STATE.inBag)).toBe(true);
  });

  it('filters by status: on the way to Steam, or both', async () => {
    const { list } = await collector();
    const away = await list('state=2');
    expect(away.list.map((i) => i.state)).toEqual([ITEM_STATE.withdrawing]);
    expect(away.totalValue).toBe('3.00');
    const both = await list('state=-1');
    expect(both.total).toBe(4);
    expect(both.totalValue).toBe('33.50');
  });

  it('filters by rarity and by a part of the name in the request language', async () => {
    const { list, covert, milspec } = await collector();
    const rare = await list('rarity=covert');
    expect(rare.list.map((i) => i.ornamentId)).toEqual([covert.row.id]);
    expect(rare.totalValue).toBe('20.00');
    const needle = milspec.search['zh-CN'].slice(0, 4);
    const named = await list(`name=${encodeURIComponent(needle.toUpperCase())}&state=-1`);
    expect(named.list.length).toBeGreaterThanOrEqual(2);
    expect(named.list.every((i) => skinIndex(ctx.deps.catalogue).byId.get(i.ornamentId)!.search['zh-CN'].includes(needle))).toBe(true);
    const none = await list('name=zzzz-no-such-skin');
    expect(none).toMatchObject({ list: [], total: 0, totalValue: '0.00' });
  });

  it('sorts by rarity, the rarer first, and the other way', async () => {
    const { list, covert, milspec, restricted } = await collector();
    const grades = [covert, restricted, milspec].map((e) => e.row.grade);
    const desc = await list('orderBy=rarity&order=desc');
    // Grades: covert 1 before the rest (3); among equal grades the dearer first.
    expect(desc.list[0].ornamentId).toBe(covert.row.id);
    expect(grades[0]).toBeLessThan(grades[2]);
    expect(desc.list.slice(1).map((i) => i.ornamentId)).toEqual([restricted.row.id, milspec.row.id]);
    const asc = await list('orderBy=rarity&order=asc');
    expect(asc.list.map((i) => i.ornamentId)).toEqual([milspec.row.id, restricted.row.id, covert.row.id]);
  });

  it('refuses an unknown rarity, a sold status and a name too long', async () => {
    const { token } = await collector();
    for (const q of ['rarity=golden', 'state=1', `name=${'x'.repeat(51)}`]) {
      expect((await get(ctx, `/api/profile/getMyOrnamentPage?${q}`, { token })).statusCode).toBe(400);
    }
  });
});
