// Cases end to end through the API: published odds, opening, the backpack, selling back, the feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKETS } from '../../../../shared/contracts/box.ts';
import { EVENT, type DropRecord } from '../../../../shared/contracts/feed.ts';
import { pickByTicket, verifyRoll } from '../../../../shared/fairness/index.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { boxVersionItems, boxVersions } from '../../../db/schema/index.ts';
import { formatFen } from '../../../../shared/money.ts';
import { pointsEarned } from '../../points/earn.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { credit, fund, get, openBox, post, sell, signUp, userInfo } from '../../../../../tests/integration/api.ts';

const feed = createRecordingBroadcaster();
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({}, undefined, { broadcaster: feed }); });
afterAll(async () => { await ctx.close(); });

async function cheapestBox() {
  const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
  return list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
}

describe('the catalogue', () => {
  it('lists at least 16 cases in at least 4 themes', async () => {
    const themes = (await get(ctx, '/api/common/getBoxThemeList')).json().data;
    const boxes = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data;
    expect(themes.length).toBeGreaterThanOrEqual(4);
    expect(boxes.total).toBeGreaterThanOrEqual(16);
    for (const t of themes) {
      const inTheme = (await get(ctx, `/api/box/getBoxList?themeId=${t.id}&pageSize=100`)).json().data;
      expect(inTheme.total).toBeGreaterThan(0);
    }
  });

  it('publishes odds that are exactly the ticket ranges, and the RTP', async () => {
    const { list } = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data;
    for (const summary of list) {
      const box = (await get(ctx, `/api/box/getBoxDetail?id=${summary.id}`)).json().data;
      expect(box.items.length).toBeGreaterThanOrEqual(8);
      expect(box.items.length).toBeLessThanOrEqual(20);
      const ranges = [...box.items].sort((a, b) => a.ticketFrom - b.ticketFrom);
      let next = 1;
      let ev = 0;
      for (const item of ranges) {
        expect(item.ticketFrom).toBe(next);
        expect(item.odds).toBe((((item.ticketTo - item.ticketFrom + 1) * 100) / TICKETS).toFixed(4));
        next = item.ticketTo + 1;
        ev += Number(item.price) * (item.ticketTo - item.ticketFrom + 1);
      }
      expect(next).toBe(TICKETS + 1);
      // Sorted by value for display, most valuable first.
      expect(Number(box.items[0].price)).toBeGreaterThanOrEqual(Number(box.items.at(-1).price));
      const rtp = (ev / TICKETS / Number(box.price)) * 100;
      expect(Math.abs(rtp - Number(box.rtp))).toBeLessThan(0.02);
      expect(rtp).toBeLessThanOrEqual(100);
    }
  });

  it('names each item\'s model and each case\'s three most valuable models, for their drawn art', async () => {
    const { list } = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data;
    const fans = new Set<string>();
    for (const summary of list) {
      const box = (await get(ctx, `/api/box/getBoxDetail?id=${summary.id}`)).json().data;
      for (const item of box.items) expect(item.weapon, item.name).toMatch(/^\S.*$/);
      // Most valuable first, one item per model while the case has other models.
      const models: string[] = [];
      for (const item of box.items) if (!models.includes(item.weapon) && models.length < 3) models.push(item.weapon);
      expect(summary.highlights).toHaveLength(3);
      expect(new Set(summary.highlights.map((h: { weapon: string }) => h.weapon))).toEqual(new Set(models));
      expect(summary.highlights[0].color).toBe(box.items[0].rarity.color);
      fans.add(JSON.stringify(summary.highlights));
    }
    expect(fans.size).toBeGreaterThan(list.length / 2); // cases differ by what they hold
  });
});

describe('opening', () => {
  it('debits the price, fills the backpack, stores verifiable rolls and feeds the drops after commit', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '2000');
    const before = Number((await userInfo(ctx, token)).balance);
    const box = (await get(ctx, `/api/box/getBoxDetail?id=${(await cheapestBox()).id}`)).json().data;
    feed.events.length = 0;

    const res = await openBox(ctx, token, box.id, 3);
    expect(res.statusCode).toBe(200);
    const { drops, balance } = res.json().data;
    expect(drops).toHaveLength(3);
    expect(Number(balance)).toBeCloseTo(before - 3 * Number(box.price), 2);
    expect(new Set(drops.map((d: { nonce: number }) => d.nonce)).size).toBe(3);

    // Each drop is the item whose published range holds its ticket.
    for (const d of drops) {
      const item = box.items.find((i: { ornamentId: number }) => i.ornamentId === d.ornamentId);
      expect(d.ticket).toBeGreaterThanOrEqual(item.ticketFrom);
      expect(d.ticket).toBeLessThanOrEqual(item.ticketTo);
    }
    expect(feed.events.filter((e) => e.eventType === EVENT.caseDrop).map((e) => (e.data as { id: string }).id)).toEqual(drops.map((d: { id: string }) => d.id));
    // One broadcast for every reader: zh-CN words, and each other language's beside them.
    const live = feed.events.find((e) => e.eventType === EVENT.caseDrop)!.data as DropRecord;
    const info = ctx.deps.catalogue.ornaments.get(live.ornamentId)!.info;
    expect(live.name).toBe(info.name['zh-CN']);
    expect(live.texts?.en?.name).toBe(info.name.en);
    expect(live.texts?.['zh-TW']?.name).toBe(info.name['zh-TW']);
    expect(live.texts?.en?.boxName).toBe(ctx.deps.catalogue.boxes.get(box.id)!.name.en);

    const bag = (await get(ctx, '/api/profile/getMyOrnamentPage?moduleId=1', { token })).json().data;
    expect(bag.total).toBe(3);

    // Before rotating, the roll hides its server seed; after, anyone can recompute it.
    const hidden = (await get(ctx, `/api/fair/getRoll?id=${drops[0].rollId}`)).json().data;
    expect(hidden.serverSeed).toBeNull();
    const rotated = (await post(ctx, '/api/fair/rotateSeed', {}, { token })).json().data;
    expect(rotated.revealed.publicHash).toBe(hidden.publicHash);
    for (const d of drops) {
      const roll = (await get(ctx, `/api/fair/getRoll?id=${d.rollId}`)).json().data;
      const check = await verifyRoll({ ...roll, game: 'case', table: roll.table });
      expect(check.hashMatches).toBe(true);
      expect(check.ticket).toBe(d.ticket);
      expect(roll.table[pickByTicket(roll.table, check.ticket)].ornamentId).toBe(d.ornamentId);
    }
    // The new pair starts again at nonce 1.
    expect(rotated.current.nonce).toBe(1);
    expect(rotated.current.publicHash).not.toBe(hidden.publicHash);
  });

  it('a replayed opening returns the first drops and publishes nothing again', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '500');
    const box = await cheapestBox();
    feed.events.length = 0;
    const key = 'replay-open-1';
    const first = await openBox(ctx, token, box.id, 2, key);
    const again = await openBox(ctx, token, box.id, 2, key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(feed.events).toHaveLength(2);
    expect((await get(ctx, '/api/profile/getMyOrnamentPage', { token })).json().data.total).toBe(2);
  });

  it('lets exactly 50 of 100 concurrent opens through when the balance covers 50', async () => {
    const { token } = await signUp(ctx);
    const box = await cheapestBox();
    const price = Number(box.price);
    const target = BigInt(Math.round(price * 100)) * 50n;
    await credit(ctx, token, target);
    expect(BigInt(Math.round(Number((await userInfo(ctx, token)).balance) * 100))).toBe(target);

    const results = await Promise.all(Array.from({ length: 100 }, () => openBox(ctx, token, box.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(50);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(50);
    for (const r of refused) expect(r.json()).toMatchObject({ status: 2001, msg: '余额不足' });
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
    const bag = (await get(ctx, '/api/profile/getMyOrnamentPage', { token })).json().data;
    expect(bag.total).toBe(50);
    const nonces = results.filter((r) => r.statusCode === 200).map((r) => r.json().data.drops[0].nonce);
    expect(new Set(nonces).size).toBe(50);
    // Each opening earned its points once, none for the refused ones.
    const each = pointsEarned(BigInt(Math.round(price * 100)), ctx.config.points.earnPercent);
    expect((await userInfo(ctx, token)).points).toBe(formatFen(each * 50n));
  });

  it('earns POINTS_EARN_PERCENT of the price as points, in the opening\'s own ledger transaction, shown in its answer', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '500');
    const userId = (await userInfo(ctx, token)).id;
    const box = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list
      .reduce((a: { price: string }, b: { price: string }) => (Number(a.price) >= Number(b.price) || Number(b.price) > 250 ? a : b));
    const price = BigInt(Math.round(Number(box.price) * 100));
    const earned = pointsEarned(price * 2n, ctx.config.points.earnPercent);
    expect(earned).toBeGreaterThan(0n);

    const first = await openBox(ctx, token, box.id, 2, 'points-open-1');
    expect(first.json().data.points).toBe(formatFen(earned));
    // A replay answers the same points and earns nothing more.
    expect((await openBox(ctx, token, box.id, 2, 'points-open-1')).json().data.points).toBe(formatFen(earned));
    expect((await userInfo(ctx, token)).points).toBe(formatFen(earned));

    // One ledger transaction: the price to house:revenue and the points from house:points, balanced.
    const rows = await queryRows<{ code: string; type: string; amount: string }>(ctx.deps.db, sql`
      SELECT a.code, a.type, p.amount::text AS amount FROM postings p
      JOIN accounts a ON a.id = p.account_id JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE t.kind = 'caseOpen' AND t.id = (SELECT p2.transaction_id FROM postings p2 JOIN accounts a2 ON a2.id = p2.account_id
        WHERE a2.user_id = ${BigInt(userId)} AND a2.type = 'points' ORDER BY p2.id DESC LIMIT 1)
      ORDER BY p.id`);
    const shown = (r: { code: string; type: string; amount: string }) => `${r.type === 'house' ? r.code : r.type} ${r.amount}`;
    expect(rows.map(shown).sort()).toEqual([
      `main ${-price * 2n}`, `house:revenue ${price * 2n}`, `points ${earned}`, `house:points ${-earned}`,
    ].sort());
  });
});

describe('a case\'s earlier versions', () => {
  it('getBoxDetail with a version answers that version\'s odds and price, so a battle or roll made with them can be verified', async () => {
    const box = await cheapestBox();
    const current = (await get(ctx, `/api/box/getBoxDetail?id=${box.id}`)).json().data;
    // Another version of the case, with one item taking every ticket (as if the odds had changed).
    const other = current.version + 1;
    const only = current.items[0].ornamentId;
    await ctx.deps.db.insert(boxVersions).values({ boxId: box.id, version: other, price: 123n, expectedValue: 100n, fingerprint: 'test' });
    await ctx.deps.db.insert(boxVersionItems).values({ boxId: box.id, version: other, position: 0, ornamentId: only, ticketFrom: 1, ticketTo: 1_000_000, price: BigInt(Math.round(Number(current.items[0].price) * 100)) });

    const old = (await get(ctx, `/api/box/getBoxDetail?id=${box.id}&version=${other}`)).json().data;
    expect(old).toMatchObject({ id: box.id, version: other, price: '1.23' });
    expect(old.items.map((i: { ornamentId: number; ticketFrom: number; ticketTo: number }) => [i.ornamentId, i.ticketFrom, i.ticketTo])).toEqual([[only, 1, 1_000_000]]);
    // Without a version, or with the current one, the case as sold now.
    expect((await get(ctx, `/api/box/getBoxDetail?id=${box.id}&version=${current.version}`)).json().data).toEqual(current);
    expect((await get(ctx, `/api/box/getBoxDetail?id=${box.id}`)).json().data.version).toBe(current.version);
    // A version that never was: not found; not a number: a clear refusal.
    expect((await get(ctx, `/api/box/getBoxDetail?id=${box.id}&version=${other + 5}`)).statusCode).toBe(404);
    const bad = await get(ctx, `/api/box/getBoxDetail?id=${box.id}&version=x`, { lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('Case version');
  });
});

describe('selling back', () => {
  it('pays the recovery price once when 10 sells of one item race', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '1000');
    const box = await cheapestBox();
    const [drop] = (await openBox(ctx, token, box.id)).json().data.drops;
    const before = Number((await userInfo(ctx, token)).balance);
    const results = await Promise.all(Array.from({ length: 10 }, () => sell(ctx, token, [drop.id])));
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(409);
    expect(won[0].json().data).toMatchObject({ count: 1, amount: drop.recoveryPrice });
    expect(Number((await userInfo(ctx, token)).balance)).toBeCloseTo(before + Number(drop.recoveryPrice), 2);
    expect((await get(ctx, '/api/profile/getMyOrnamentPage', { token })).json().data.total).toBe(0);
  });

  it('refuses, whole, a sale naming someone else’s item', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await fund(ctx, a.token, '500');
    await fund(ctx, b.token, '500');
    const box = await cheapestBox();
    const mine = (await openBox(ctx, a.token, box.id)).json().data.drops[0];
    const theirs = (await openBox(ctx, b.token, box.id)).json().data.drops[0];
    const before = (await userInfo(ctx, a.token)).balance;
    const res = await sell(ctx, a.token, [mine.id, theirs.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('所选饰品不在你的背包中，或已被处理');
    expect((await userInfo(ctx, a.token)).balance).toBe(before);
    expect((await get(ctx, '/api/profile/getMyOrnamentPage', { token: a.token })).json().data.total).toBe(1);
    expect((await get(ctx, '/api/profile/getMyOrnamentPage', { token: b.token })).json().data.total).toBe(1);
  });
});

describe('seed rotation racing openings', () => {
  it('never reuses a nonce or fails an opening when the pair is rotated meanwhile', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '2000');
    const box = await cheapestBox();
    const work = [
      ...Array.from({ length: 12 }, () => openBox(ctx, token, box.id)),
      ...Array.from({ length: 3 }, () => post(ctx, '/api/fair/rotateSeed', {}, { token })),
    ];
    const results = await Promise.all(work);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const rolls = (await get(ctx, '/api/fair/myRolls?pageSize=50', { token })).json().data.list as { publicHash: string; nonce: number }[];
    expect(rolls).toHaveLength(12);
    const pairs = rolls.map((r) => `${r.publicHash}:${r.nonce}`);
    expect(new Set(pairs).size).toBe(12);
  });
});
