// Catalogue text in Traditional Chinese: a zh-TW reader sees Steam's Traditional skin names (and
// our cases, themes, wear and rarity names converted), and searches the names she reads, on the
// skin page, in the points shop and in the dream pool. Runs on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoxDetail, BoxSummary, Ornament } from '../../../../shared/contracts/box.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

interface Page<T> { list: T[]; total: number }

async function data<T>(url: string, lang: string): Promise<T> {
  const res = await get(ctx, url, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const rows = () => [...ctx.deps.catalogue.ornaments.values()];
const row = (id: number) => ctx.deps.catalogue.ornaments.get(id)!;
/** AK-47 | Redline is cs2-lib item 222: catalogue ids 2220..2229 (scripts/catalogue/ids.ts). */
const redlineIds = () => rows().filter((r) => Math.floor(r.id / 10) === 222).map((r) => r.id).sort();
// Steam's Traditional name (AWP | Redline is 赤色流線 too, hence the weapon).
const REDLINE_TW = encodeURIComponent('AK-47 | 赤色流線');
const TW_WEARS = /\((嶄新出廠|略有磨損|久經沙場|破損不堪|戰痕累累)\)$/;

/** The ornament as a zh-TW reader gets it: every catalogue text from the zh-TW side. */
function expectTraditional(o: Ornament): void {
  const r = row(o.ornamentId);
  expect(o.name).toBe(r.info.name['zh-TW']);
  expect(o.name).toMatch(TW_WEARS);
  expect(o.rarity.name).toBe(r.info.rarity['zh-TW']);
  expect(['嶄新出廠', '略有磨損', '久經沙場', '破損不堪', '戰痕累累']).toContain(o.wearName);
}

describe('catalogue in zh-TW', () => {
  it('the skin list shows Steam\'s Traditional names, and searching one finds the skin', async () => {
    const page = await data<Page<Ornament>>('/api/skin/list?pageSize=100&sort=price_asc', 'zh-TW');
    expect(page.list).toHaveLength(100);
    page.list.forEach(expectTraditional);
    // Traditional and Simplified differ on most names, so this is not the zh-CN text passed through.
    expect(page.list.filter((s) => s.name !== row(s.ornamentId).info.name['zh-CN']).length).toBeGreaterThan(50);

    const found = await data<Page<Ornament>>(`/api/skin/list?pageSize=100&search=${REDLINE_TW}`, 'zh-TW');
    expect(found.list.map((s) => s.ornamentId).sort()).toEqual(redlineIds());
    expect(found.list.length).toBeGreaterThan(1);
    for (const s of found.list) {
      expectTraditional(s);
      expect(s.name).toMatch(/^(StatTrak™ )?AK-47 \| 赤色流線 \(/);
    }
    // Each language searches its own names.
    expect((await data<Page<Ornament>>(`/api/skin/list?search=${REDLINE_TW}`, 'zh-CN')).total).toBe(0);
    expect((await data<Page<Ornament>>(`/api/skin/list?search=${encodeURIComponent('ak-47 赤色流線 久經沙場')}`, 'zh-TW')).total)
      .toBe(redlineIds().filter((id) => row(id).info.wear === 'FT').length);
  });

  it('the skin detail names the skin and its cases in Traditional', async () => {
    const d = await data<Ornament & { cases: BoxSummary[] }>(`/api/skin/detail?id=${redlineIds()[0]}`, 'zh-TW');
    expectTraditional(d);
    for (const c of d.cases) expect(c.name).toBe(ctx.deps.catalogue.boxes.get(c.id)!.name['zh-TW']);
  });

  it('the points shop searches and shows the Traditional names', async () => {
    const found = await data<Page<Ornament>>(`/api/shop/list?pageSize=100&name=${REDLINE_TW}`, 'zh-TW');
    expect(found.list.map((s) => s.ornamentId).sort()).toEqual(redlineIds());
    found.list.forEach(expectTraditional);
    expect((await data<Page<Ornament>>(`/api/shop/list?name=${REDLINE_TW}`, 'zh-CN')).total).toBe(0);
  });

  it('the dream pool searches and shows the Traditional names', async () => {
    const found = await data<Page<Ornament>>(`/api/dream/getDreamList?pageSize=100&search=${REDLINE_TW}`, 'zh-TW');
    const inPool = (await data<Page<Ornament>>(`/api/dream/getDreamList?pageSize=100&search=${encodeURIComponent('AK-47 | 红线')}`, 'zh-CN'))
      .list.map((s) => s.ornamentId).sort();
    expect(inPool.length).toBeGreaterThan(0);
    expect(found.list.map((s) => s.ornamentId).sort()).toEqual(inPool);
    found.list.forEach(expectTraditional);
  });

  it('a case page shows the case name and every item in Traditional; the themes too', async () => {
    const boxes = (await data<Page<BoxSummary>>('/api/box/getBoxList?pageSize=100', 'zh-TW')).list;
    const nest = boxes.find((b) => b.name === '狙擊手之巢');
    expect(nest, boxes.map((b) => b.name).join(', ')).toBeDefined();
    const detail = await data<BoxDetail>(`/api/box/getBoxDetail?id=${nest!.id}`, 'zh-TW');
    expect(detail.name).toBe('狙擊手之巢');
    expect(detail.items.length).toBeGreaterThan(0);
    detail.items.forEach(expectTraditional);
    expect(detail.items.some((i) => i.name !== row(i.ornamentId).info.name['zh-CN'])).toBe(true);
    expect((await data<BoxDetail>(`/api/box/getBoxDetail?id=${nest!.id}`, 'zh-CN')).name).toBe('狙击手之巢');

    const themes = await data<{ id: number; name: string }[]>('/api/common/getBoxThemeList', 'zh-TW');
    expect(themes.map((t) => t.name)).toContain('步槍');
  });
});
