// api/skin/list and api/skin/detail: the whole catalogue, filtered, searched in the
// request's language, sorted and paged; a skin's cases with the odds the case pages show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoxDetail, BoxSummary } from '../../../../shared/contracts/box.ts';
import type { SkinDetail, SkinList, SkinSummary } from '../../../../shared/contracts/skin.ts';
import { parseYuan } from '../../../../shared/money.ts';
import { skinCategoryOf } from '../../../../shared/skin-category.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let boxes: BoxDetail[];
beforeAll(async () => {
  ctx = await createTestContext();
  const list: BoxSummary[] = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list;
  boxes = await Promise.all(list.map(async (b) => (await get(ctx, `/api/box/getBoxDetail?id=${b.id}`)).json().data as BoxDetail));
});
afterAll(async () => { await ctx.close(); });

async function list(query: string, lang = 'zh-CN'): Promise<SkinList> {
  const res = await get(ctx, `/api/skin/list?${query}`, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function all(query: string, lang = 'zh-CN'): Promise<SkinSummary[]> {
  const out: SkinSummary[] = [];
  for (let page = 1; ; page += 1) {
    const p = await list(`${query}&pageSize=100&page=${page}`, lang);
    out.push(...p.list);
    if (out.length >= p.total || p.list.length === 0) {
      expect(out.length).toBe(p.total);
      return out;
    }
  }
}

const fen = (s: string) => parseYuan(s)!;
const rows = () => [...ctx.deps.catalogue.ornaments.values()];

describe('api/skin/list', () => {
  it('lists every catalogue skin once across the pages, in the default order (knives and gloves first, then the dearer)', async () => {
    const skins = await all('x=1');
    expect(skins.length).toBe(ctx.deps.catalogue.ornaments.size);
    expect(new Set(skins.map((s) => s.ornamentId)).size).toBe(skins.length);
    for (let i = 1; i < skins.length; i += 1) {
      const [a, b] = [skins[i - 1], skins[i]];
      expect(a.grade < b.grade || (a.grade === b.grade && fen(a.price) >= fen(b.price))).toBe(true);
    }
  });

  it('pages: page 2 follows page 1, pageSize is kept, a page past the end is empty with the total', async () => {
    const one = await list('pageSize=7&page=1&sort=price_asc');
    const two = await list('pageSize=7&page=2&sort=price_asc');
    const both = await list('pageSize=14&page=1&sort=price_asc');
    expect(one.list).toHaveLength(7);
    expect([...one.list, ...two.list].map((s) => s.ornamentId)).toEqual(both.list.map((s) => s.ornamentId));
    expect(two).toMatchObject({ page: 2, pageSize: 7, total: ctx.deps.catalogue.ornaments.size });
    const past = await list('pageSize=100&page=1000');
    expect(past.list).toEqual([]);
    expect(past.total).toBe(ctx.deps.catalogue.ornaments.size);
  });

  it.each(['dagger', 'gloves', 'awp', 'm4', 'ak', 'pistol', 'other'])('category %s: exactly the catalogue skins of that category', async (category) => {
    const skins = await all(`category=${category}`);
    const expected = rows().filter((r) => skinCategoryOf(r.weaponType) === category).map((r) => r.id).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(skins.map((s) => s.ornamentId).sort((a, b) => a - b)).toEqual(expected);
    for (const s of skins) expect(s.category).toBe(category);
  });

  it('rarity covert: exactly the covert skins', async () => {
    const skins = await all('rarity=covert');
    expect(skins.length).toBe(rows().filter((r) => r.info.rarity.key === 'covert').length);
    for (const s of skins) expect(s.rarity.key).toBe('covert');
  });

  it('a price range is inclusive at both ends, and sorts by price either way', async () => {
    const some = rows().map((r) => r.price).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const lo = some[Math.floor(some.length / 3)];
    const hi = some[Math.floor((some.length * 2) / 3)];
    const yuan = (v: bigint) => `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
    const asc = await all(`minPrice=${yuan(lo)}&maxPrice=${yuan(hi)}&sort=price_asc`);
    expect(asc.length).toBe(rows().filter((r) => r.price >= lo && r.price <= hi).length);
    expect(fen(asc[0].price)).toBe(lo);
    expect(fen(asc.at(-1)!.price)).toBe(hi);
    for (let i = 1; i < asc.length; i += 1) expect(fen(asc[i].price) >= fen(asc[i - 1].price)).toBe(true);
    const desc = await all(`minPrice=${yuan(lo)}&maxPrice=${yuan(hi)}&sort=price_desc`);
    expect(desc.map((s) => s.price)).toEqual([...asc].reverse().map((s) => s.price));
    // Only one bound.
    const cheap = await all(`maxPrice=${yuan(lo)}`);
    expect(cheap.length).toBe(rows().filter((r) => r.price <= lo).length);
  });

  it('filters combine: AWP, covert, at least 100 yuan', async () => {
    const skins = await all('category=awp&rarity=covert&minPrice=100');
    expect(skins.length).toBe(rows().filter((r) => r.weaponType === 'awp' && r.info.rarity.key === 'covert' && r.price >= 10000n).length);
    expect(skins.length).toBeGreaterThan(0);
  });

  it('searches the name in the request language, every word, any case', async () => {
    const en = await all('search=%20redLINE%20%20ak-47%20', 'en');
    expect(en.length).toBe(rows().filter((r) => /redline/i.test(r.info.name.en) && /ak-47/i.test(r.info.name.en)).length);
    expect(en.length).toBeGreaterThan(0);
    for (const s of en) expect(s.name).toMatch(/^(StatTrak™ )?AK-47 \| Redline \(/);
    // The English name is not what a zh-CN reader searches: 红线 is.
    expect((await list('search=Redline', 'zh-CN')).total).toBe(0);
    const zh = await all(`search=${encodeURIComponent('ak-47 红线')}`, 'zh-CN');
    expect(zh.map((s) => s.ornamentId).sort()).toEqual(en.map((s) => s.ornamentId).sort());
    for (const s of zh) expect(s.name).toContain('红线');
    // zh-TW reads Steam's Traditional names: AK-47 | Redline is 赤色流線 there (catalogue-zh-tw.test.ts has more).
    expect((await list(`search=${encodeURIComponent('ak-47 赤色流線')}`, 'zh-TW')).total).toBe(zh.length);
    expect((await list('search=no-such-skin-anywhere', 'en')).total).toBe(0);
    // A Latin word starts a word of the name: "ak" is the AK-47, not every StatTrak™.
    const ak = await all('search=ak', 'en');
    expect(ak.length).toBe(rows().filter((r) => /(^|[^a-z0-9])ak/i.test(r.info.name.en)).length);
    expect(ak.some((s) => s.weaponType === 'knife')).toBe(false);
    // Symbols are text, not patterns.
    expect((await list('search=ak.*', 'en')).total).toBe(0);
    expect((await list(`search=${encodeURIComponent('[(\\')}`, 'en')).total).toBe(0);
  });

  it('counts the cases holding each skin', async () => {
    const skins = await all('x=1');
    const holders = new Map<number, Set<number>>();
    for (const b of boxes) for (const i of b.items) holders.set(i.ornamentId, (holders.get(i.ornamentId) ?? new Set()).add(b.id));
    for (const s of skins) expect(s.caseCount, String(s.ornamentId)).toBe(holders.get(s.ornamentId)?.size ?? 0);
  });
});

describe('api/skin/detail', () => {
  it('gives every case holding the skin with the odds getBoxDetail shows, most likely first', async () => {
    const top = boxes[0].items[0];
    const res = await get(ctx, `/api/skin/detail?id=${top.ornamentId}`, { lang: 'zh-CN' });
    expect(res.statusCode).toBe(200);
    const d: SkinDetail = res.json().data;
    expect(d).toMatchObject({ ornamentId: top.ornamentId, price: top.price, wear: top.wear, rarity: top.rarity, image: top.image });
    const expected = boxes.filter((b) => b.items.some((i) => i.ornamentId === top.ornamentId));
    expect(d.cases.map((c) => c.id).sort()).toEqual(expected.map((b) => b.id).sort());
    for (const c of d.cases) {
      const box = boxes.find((b) => b.id === c.id)!;
      const entries = box.items.filter((i) => i.ornamentId === top.ornamentId);
      expect(c.tickets).toBe(entries.reduce((s, i) => s + i.ticketTo - i.ticketFrom + 1, 0));
      if (entries.length === 1) expect(c.odds).toBe(entries[0].odds);
      expect(c).toMatchObject({ price: box.price, rtp: box.rtp, version: box.version });
    }
    for (let i = 1; i < d.cases.length; i += 1) expect(d.cases[i - 1].tickets >= d.cases[i].tickets).toBe(true);
  });

  it('per case, the odds of its skins (each read through detail) add up to the whole ticket range', async () => {
    for (const box of boxes.slice(0, 3)) {
      const ids = [...new Set(box.items.map((i) => i.ornamentId))];
      let tickets = 0;
      let percent = 0;
      for (const id of ids) {
        const d: SkinDetail = (await get(ctx, `/api/skin/detail?id=${id}`)).json().data;
        const c = d.cases.find((x) => x.id === box.id)!;
        tickets += c.tickets;
        percent += Math.round(Number(c.odds) * 10000);
        expect(d.name).toBe(box.items.find((i) => i.ornamentId === id)!.name);
      }
      expect(tickets).toBe(1_000_000);
      expect(percent).toBe(100 * 10000);
    }
  });

  it('a skin in no case has an empty case list', async () => {
    const inCases = new Set(boxes.flatMap((b) => b.items.map((i) => i.ornamentId)));
    const lonely = rows().find((r) => !inCases.has(r.id));
    if (!lonely) return;
    const d: SkinDetail = (await get(ctx, `/api/skin/detail?id=${lonely.id}`)).json().data;
    expect(d.cases).toEqual([]);
    expect(d.caseCount).toBe(0);
  });

  it('answers in the request language: names, rarity, wear, case names', async () => {
    const top = boxes[0].items[0];
    const zh: SkinDetail = (await get(ctx, `/api/skin/detail?id=${top.ornamentId}`, { lang: 'zh-CN' })).json().data;
    const en: SkinDetail = (await get(ctx, `/api/skin/detail?id=${top.ornamentId}`, { lang: 'en' })).json().data;
    const row = ctx.deps.catalogue.ornaments.get(top.ornamentId)!;
    expect(zh.name).toBe(row.info.name['zh-CN']);
    expect(en.name).toBe(row.info.name.en);
    expect(en.rarity.name).toBe(row.info.rarity.en);
    expect(zh.wearName).not.toBe(en.wearName);
    const box = ctx.deps.catalogue.boxes.get(zh.cases[0].id)!;
    expect(zh.cases[0].name).toBe(box.name['zh-CN']);
    expect(en.cases[0].name).toBe(box.name.en);
  });
});

describe('bad input: a 4xx in the request language', () => {
  const cases: [string, string, number, string, string][] = [
    ['detail?id=999999999', 'unknown skin', 404, '饰品不存在', 'Skin not found'],
    ['detail?id=abc', 'id not a number', 400, '饰品编号必须是正整数', 'Skin id must be a positive whole number'],
    ['detail', 'id missing', 400, '饰品编号不能为空', 'Skin id is required'],
    ['detail?id=0', 'id 0', 400, '饰品编号需在 1 到 2147483647 之间', 'Skin id must be between 1 and 2147483647'],
    ['list?category=knife', 'unknown category', 400, '类别格式不正确', 'Category has the wrong format'],
    ['list?rarity=legendary', 'unknown rarity', 400, '稀有度格式不正确', 'Rarity has the wrong format'],
    ['list?sort=name', 'unknown sort', 400, '排序格式不正确', 'Sort has the wrong format'],
    ['list?minPrice=abc', 'price not a number', 400, '请输入正确的金额（最多两位小数）', 'Please enter a correct amount (at most two decimals)'],
    ['list?maxPrice=-1', 'negative price', 400, '请输入正确的金额（最多两位小数）', 'Please enter a correct amount (at most two decimals)'],
    ['list?maxPrice=1.234', 'three decimals', 400, '请输入正确的金额（最多两位小数）', 'Please enter a correct amount (at most two decimals)'],
    ['list?minPrice=10&maxPrice=5', 'min above max', 400, '最低价格不能高于最高价格', 'The lowest price cannot be above the highest price'],
    [`list?search=${'a'.repeat(51)}`, 'search too long', 400, '搜索最多 50 个字符', 'Search may have at most 50 characters'],
    ['list?search=ak%07', 'control character in search', 400, '', ''],
    ['list?pageSize=101', 'page size too large', 400, '每页条数需在 1 到 100 之间', 'Page size must be between 1 and 100'],
    ['list?page=0', 'page 0', 400, '页码需在 1 到 100000 之间', 'Page must be between 1 and 100000'],
    ['list?category=ak&category=awp', 'category twice', 400, '类别格式不正确', 'Category has the wrong format'],
  ];
  for (const [url, name, status, zh, en] of cases) {
    it(`${name}`, async () => {
      for (const lang of ['zh-CN', 'en'] as const) {
        const res = await get(ctx, `/api/skin/${url}`, { lang });
        expect(res.statusCode, res.body).toBe(status);
        const body = res.json();
        expect(body).toMatchObject({ success: false, data: null });
        if (zh) expect(body.msg).toBe(lang === 'en' ? en : zh);
        else expect(body.msg.length).toBeGreaterThan(0);
      }
    });
  }
  it('zh-TW gets Traditional text', async () => {
    const res = await get(ctx, '/api/skin/detail?id=999999999', { lang: 'zh-TW' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('飾品不存在');
  });
});
