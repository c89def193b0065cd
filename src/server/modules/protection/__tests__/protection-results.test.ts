// Published case results (China's 2017 rule): GET api/box/results lists a case's openings of
// the last 90 days (test clock), newest first, the player masked, paged; an unknown case is 404 and bad
// input 400 in the request's language. The history export (CSV with BOM: balance records with their
// action names, top-ups, openings) and the net deposits. PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, openBox, sell, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { cheapBoxes } from '../../../../../tests/integration/battles-helpers.ts';

let ctx: TestContext;
let box: { id: number; price: string };
let other: { id: number; price: string };
beforeAll(async () => {
  ctx = await createTestContext();
  [box, other] = await cheapBoxes(ctx, 2);
});
afterAll(async () => { await ctx.close(); });

async function playerNamed(nickname: string) {
  const { token } = await signUp(ctx);
  const id = BigInt((await userInfo(ctx, token)).id);
  await ctx.deps.db.execute(sql`UPDATE users SET nickname = ${nickname} WHERE id = ${id}`);
  return { token, id };
}

const results = (q: string, lang = 'zh-CN') => get(ctx, `/api/box/results?${q}`, { lang });

describe('published results', () => {
  it('lists a case\'s openings newest first with the player masked, paged, only that case, only 90 days', async () => {
    const a = await playerNamed('张小三');
    const b = await playerNamed('Zed');
    await fund(ctx, a.token, '100');
    await fund(ctx, b.token, '100');
    for (const p of [a, b, a]) expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
    expect((await openBox(ctx, b.token, other.id)).statusCode).toBe(200);

    const res = await results(`boxId=${box.id}&page=1&pageSize=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list).toHaveLength(2);
    const mine = page.list as { nickname: string; name: string; image: string; rarity: { name: string }; price: string; createTime: string }[];
    expect(mine[0].nickname).toBe('张***三');
    expect(mine[1].nickname).toBe('Z***d');
    for (const r of mine) {
      expect(r.name).toBeTruthy();
      expect(r.image).toBeTruthy();
      expect(r.rarity.name).toBeTruthy();
      expect(r.price).toMatch(/^\d+\.\d\d$/);
    }
    expect(Date.parse(mine[0].createTime)).toBeGreaterThanOrEqual(Date.parse(mine[1].createTime));
    const second = (await results(`boxId=${box.id}&page=2&pageSize=2`)).json().data;
    expect(second.list[0].nickname).toBe('张***三');
    // The whole nickname never leaves.
    expect(JSON.stringify([page, second])).not.toContain('张小三');

    // The other case's opening is not here, and it is there.
    const there = (await results(`boxId=${other.id}&pageSize=100`)).json().data;
    expect(there.list.some((r: { nickname: string }) => r.nickname === 'Z***d')).toBe(true);

    // 91 days later none of them is listed; at 89 days they still are.
    const total = page.total as number;
    const now = Date.now();
    ctx.setNow(new Date(now + 89 * 86_400_000));
    expect((await results(`boxId=${box.id}`)).json().data.total).toBe(total);
    ctx.setNow(new Date(now + 91 * 86_400_000));
    expect((await results(`boxId=${box.id}`)).json().data).toMatchObject({ total: 0, list: [] });
    ctx.setNow(new Date(now));
    // A roll older than 90 days by its own time is left out.
    await ctx.deps.db.execute(sql`UPDATE rolls SET created_at = now() - interval '91 days' WHERE user_id = ${a.id} AND box_id = ${box.id}`);
    const after = (await results(`boxId=${box.id}&pageSize=100`)).json().data;
    expect(after.total).toBe(total - 2);
    expect(after.list.some((r: { nickname: string }) => r.nickname === '张***三')).toBe(false);
  });

  it('shows each opening at the price it was won at, not the catalogue\'s price today', async () => {
    const p = await playerNamed('Price');
    await fund(ctx, p.token, '100');
    const opened = await openBox(ctx, p.token, other.id);
    expect(opened.statusCode).toBe(200);
    const drop = opened.json().data.drops[0] as { id: string; rollId: string; price: string; ornamentId: number };
    const ornament = ctx.deps.catalogue.ornaments.get(Number(drop.ornamentId))!;
    const listed = ornament.price;
    ornament.price = listed + 12345n; // the catalogue's price moved on since
    try {
      const list = (await results(`boxId=${other.id}&pageSize=100`)).json().data.list as { id: string; price: string }[];
      expect(list.find((r) => r.id === drop.rollId)?.price).toBe(drop.price);
      // A roll made before rolls kept their price shows today's.
      await ctx.deps.db.execute(sql`UPDATE rolls SET price = NULL WHERE id = ${BigInt(drop.rollId)}`);
      const old = (await results(`boxId=${other.id}&pageSize=100`)).json().data.list as { id: string; price: string }[];
      expect(old.find((r) => r.id === drop.rollId)?.price).not.toBe(drop.price);
    } finally {
      ornament.price = listed;
    }
    const [row] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM rolls WHERE game = 'case' AND price IS NULL AND id <> ${BigInt(drop.rollId)}`);
    expect(row.n).toBe(0); // every other case roll of this file kept its price (a free case's: rewards-coupons.test.ts)
  });

  it('needs no sign-in, and answers an unknown case with 404 and bad input with 400 in the request\'s language', async () => {
    expect((await results(`boxId=${box.id}`)).statusCode).toBe(200);
    const unknown = await results('boxId=999999', 'en');
    expect(unknown.statusCode).toBe(404);
    for (const q of ['', 'boxId=abc', 'boxId=0', `boxId=${box.id}&page=0`, `boxId=${box.id}&pageSize=101`, 'boxId=1%00']) {
      const res = await results(q, 'en');
      expect(res.statusCode, q).toBe(400);
      expect(res.json().msg, q).toMatch(/[A-Za-z]/);
    }
    const zh = await results('boxId=abc');
    expect(zh.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('the history export', () => {
  it('is a CSV with BOM of the player\'s balance records (action names), top-ups and openings; net deposits shown', async () => {
    const p = await playerNamed('导出者');
    await fund(ctx, p.token, '50');
    const opened = await openBox(ctx, p.token, box.id);
    expect(opened.statusCode).toBe(200);
    const itemId = String(opened.json().data.drops[0].id);
    expect((await sell(ctx, p.token, [itemId])).statusCode).toBe(200);

    const res = await get(ctx, '/api/profile/exportHistory?months=3', { token: p.token, lang: 'zh-CN' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const body = res.body;
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const lines = body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('时间,记录,类型,账户,金额（元）,余额（元）,说明');
    expect(body).toContain('余额记录,充值,主余额,50.00');
    expect(body).toContain('充值,已完成');
    expect(body).toContain(',开箱,');
    expect(body).toContain('开箱,主余额,-');
    expect(body).toContain('饰品回收');
    // The opening's amount is the item's price when won, even after the catalogue changed it.
    const won = String(opened.json().data.drops[0].price);
    const ornament = ctx.deps.catalogue.ornaments.get(Number(opened.json().data.drops[0].ornamentId))!;
    const listed = ornament.price;
    ornament.price = listed + 12345n; // the catalogue's price moved on since
    try {
      const later = (await get(ctx, '/api/profile/exportHistory?months=3', { token: p.token, lang: 'zh-CN' })).body;
      const openingRow = later.split('\r\n').find((l) => l.split(',')[1] === '开箱');
      expect(openingRow?.split(',')[4]).toBe(won);
    } finally {
      ornament.price = listed;
    }

    const en = await get(ctx, '/api/profile/exportHistory', { token: p.token, lang: 'en' });
    expect(en.body.slice(1).split('\r\n')[0]).toBe('Time,Record,Type,Account,Amount (yuan),Balance (yuan),Detail');

    const net = (await get(ctx, '/api/profile/netDeposits?months=3', { token: p.token })).json().data;
    expect(net.deposits).toBe('50.00');
    expect(net.withdrawals).toBe('0.00');
    const sold = Number(net.sellBacks);
    expect(Number(net.net)).toBeCloseTo(50 - sold, 2);
    expect(sold).toBeGreaterThan(0);

    // Another player's export holds none of this one's rows; no sign-in is 401; bad months 400.
    const q = await playerNamed('旁人');
    const theirs = await get(ctx, '/api/profile/exportHistory', { token: q.token });
    expect(theirs.body.slice(1).trim().split('\r\n')).toHaveLength(1);
    expect((await get(ctx, '/api/profile/exportHistory')).statusCode).toBe(401);
    for (const m of ['0', '13', 'x', '1.5']) expect((await get(ctx, `/api/profile/exportHistory?months=${m}`, { token: p.token, lang: 'en' })).statusCode, m).toBe(400);
  });
});
