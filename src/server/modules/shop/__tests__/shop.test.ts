// The points shop and points: listing with sort, category and name search;
// buying spends gold coins first, then points, in one ledger transaction, never below zero; racing
// buys; replays; bad input refused in the request's language with nothing changed; points earned
// on a battle seat once its room starts (a dissolved room earns none and refunds in full); the demo
// account's coins. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../../../shared/constants.ts';
import { parseYuan } from '../../../../shared/money.ts';
import { shopPrice, splitShopPayment } from '../../../../shared/shop.ts';
import { accounts, backpackItems, ledgerTransactions, postings, shopOrders, users } from '../../../db/schema/index.ts';
import { pointsEarned } from '../../points/earn.ts';
import { DEMO_COINS_FEN, grant, grantDemoCoins } from '../../points/grants.ts';
import { prepareDatabase, DEMO_ACCOUNT } from '../../../seed.ts';
import { get, post } from '../../../../../tests/integration/api.ts';
import { addBot, cancelRoom, cheapBoxes, createRoom, expectLedgerHolds, joinRoom, player, type Player } from '../../../../../tests/integration/battles-helpers.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { dream, giveItem, ornamentAtLeast, targetAtLeast } from '../../../../../tests/integration/dream-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function balances(p: Player): Promise<Record<string, bigint>> {
  const rows = await ctx.deps.db.select({ type: accounts.type, balance: accounts.balance }).from(accounts).where(eq(accounts.userId, p.id));
  return Object.fromEntries(rows.map((r) => [r.type, r.balance]));
}

async function give(p: Player, coins: bigint, points: bigint): Promise<void> {
  await ctx.deps.db.transaction(async (tx) => {
    if (coins > 0n) await grant(tx, p.id, 'coins', coins, 'test');
    if (points > 0n) await grant(tx, p.id, 'points', points, 'test');
  });
}

function buy(p: Player, ornamentId: number | string, key: string = randomUUID(), lang?: string) {
  return post(ctx, '/api/shop/buy', { ornamentId }, { token: p.token, 'idempotency-key': key, ...(lang ? { lang } : {}) });
}

/** A catalogue skin whose shop price is between lo and hi fen. */
function skinPriced(lo: bigint, hi: bigint): { id: number; price: bigint } {
  for (const o of ctx.deps.catalogue.ornaments.values()) {
    const price = shopPrice(o.price, ctx.config.shop.markupPercent);
    if (price >= lo && price <= hi) return { id: o.id, price };
  }
  throw new Error(`no skin priced ${lo}..${hi}`);
}

async function list(query: string, lang?: string) {
  const res = await get(ctx, `/api/shop/list?${query}`, lang ? { lang } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: { ornamentId: number; name: string; price: string; marketPrice: string; weaponType: string }[]; total: number };
}

describe('coins first, then points (a property of the split)', () => {
  it('never pays more than the price, uses up coins before any point, and refuses what the two do not cover', () => {
    fc.assert(fc.property(
      fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }),
      (price, coins, points) => {
        const split = splitShopPayment(price, coins, points);
        if (coins + points < price) return split === null;
        if (split === null) return false;
        return split.coins + split.points === price
          && split.coins >= 0n && split.points >= 0n && split.coins <= coins && split.points <= points
          && (split.points === 0n || split.coins === coins);
      },
    ), { numRuns: 2000 });
  });

  it('holds through the API over random balances: no account below zero, coins spent first, the house paid the price', async () => {
    const skin = skinPriced(500n, 5_000n);
    const p = await player(ctx, 0n);
    await fc.assert(fc.asyncProperty(
      fc.bigInt({ min: 0n, max: 8_000n }), fc.bigInt({ min: 0n, max: 8_000n }),
      async (coins, points) => {
        const before = await balances(p);
        // Top both accounts up to the drawn figures (grants only add).
        await give(p, coins > before.coins ? coins - before.coins : 0n, points > before.points ? points - before.points : 0n);
        const held = await balances(p);
        const res = await buy(p, skin.id);
        const after = await balances(p);
        expect(after.coins).toBeGreaterThanOrEqual(0n);
        expect(after.points).toBeGreaterThanOrEqual(0n);
        if (held.coins + held.points < skin.price) {
          expect(res.statusCode).toBe(422);
          expect(after).toEqual(held);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        const paidCoins = held.coins - after.coins;
        const paidPoints = held.points - after.points;
        expect(paidCoins + paidPoints).toBe(skin.price);
        expect(paidCoins).toBe(held.coins < skin.price ? held.coins : skin.price);
        const data = res.json().data;
        expect(parseYuan(data.coinsPaid)).toBe(paidCoins);
        expect(parseYuan(data.pointsPaid)).toBe(paidPoints);
        expect(parseYuan(data.coins)).toBe(after.coins);
        expect(parseYuan(data.points)).toBe(after.points);
      },
    ), { numRuns: 25 });
    await expectLedgerHolds(ctx);
  });
});

describe('GET api/shop/list', () => {
  it('prices every skin at catalogue price × markup, sorted highest and lowest', async () => {
    const high = await list('sort=highest&pageSize=50');
    const low = await list('sort=lowest&pageSize=50');
    expect(high.total).toBe(low.total);
    expect(high.total).toBeGreaterThan(1000);
    const fen = (s: string) => parseYuan(s)!;
    for (let i = 1; i < 50; i++) {
      expect(fen(high.list[i].price)).toBeLessThanOrEqual(fen(high.list[i - 1].price));
      expect(fen(low.list[i].price)).toBeGreaterThanOrEqual(fen(low.list[i - 1].price));
    }
    for (const item of [...high.list, ...low.list]) {
      expect(fen(item.price)).toBe(shopPrice(fen(item.marketPrice), 120));
      expect(fen(item.marketPrice)).toBe(ctx.deps.catalogue.ornaments.get(item.ornamentId)!.price);
    }
    const def = await list('pageSize=5');
    expect(def.list[0].weaponType).toMatch(/knife|gloves/);
  });

  it('filters by category (dagger = knives) and searches names in the request\'s language, with paging', async () => {
    const expected = { dagger: 'knife', awp: 'awp', m4: 'm4', ak: 'ak', pistol: 'pistol' } as const;
    for (const [category, weaponType] of Object.entries(expected)) {
      const page = await list(`category=${category}&pageSize=100`);
      expect(page.total).toBe([...ctx.deps.catalogue.ornaments.values()].filter((o) => o.weaponType === weaponType).length);
      for (const item of page.list) expect(item.weaponType).toBe(weaponType);
    }
    const en = await list('name=ak-47&pageSize=100', 'en');
    expect(en.total).toBeGreaterThan(0);
    for (const item of en.list) expect(item.name.toLowerCase()).toContain('ak-47');
    const zh = await list(`name=${encodeURIComponent('沙漠之鹰')}&category=pistol&pageSize=100`);
    expect(zh.total).toBeGreaterThan(0);
    for (const item of zh.list) expect(item.name).toContain('沙漠之鹰');
    expect((await list(`name=${encodeURIComponent('沙漠之鹰')}`, 'en')).total).toBe(0);
    const p1 = await list('category=awp&pageSize=7&page=1');
    const p2 = await list('category=awp&pageSize=7&page=2');
    expect(p1.list).toHaveLength(7);
    expect(p2.list.map((i) => i.ornamentId)).not.toContain(p1.list[0].ornamentId);
    expect((await list('name=no-such-skin-anywhere')).list).toEqual([]);
  });

  it('the default order puts what a signed-in player can afford first (dearest of it first), then the rest from the cheapest; other sorts ignore the player', async () => {
    const p = await player(ctx, 0n);
    const have = await balances(p);
    await give(p, 0n, 2000n - (have.coins ?? 0n) - (have.points ?? 0n));
    const fen = (s: string) => parseYuan(s)!;
    const res = await get(ctx, '/api/shop/list?pageSize=100', { token: p.token });
    expect(res.statusCode, res.body).toBe(200);
    const prices = (res.json().data as { list: { price: string }[] }).list.map((i) => fen(i.price));
    const within = prices.filter((x) => x <= 2000n).length;
    expect(within).toBeGreaterThan(0);
    expect(prices[0]).toBeLessThanOrEqual(2000n);
    for (let i = 1; i < prices.length; i++) {
      if (i < within) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1]);
      else expect(prices[i]).toBeGreaterThan(2000n);
      if (i > within) expect(prices[i]).toBeGreaterThanOrEqual(prices[i - 1]);
    }
    // A visitor still sees the shop window (knives and gloves first); a chosen sort is the player's.
    expect((await list('pageSize=1')).list[0].weaponType).toMatch(/knife|gloves/);
    const high = await get(ctx, '/api/shop/list?sort=highest&pageSize=1', { token: p.token });
    expect(high.json().data.list[0].ornamentId).toBe((await list('sort=highest&pageSize=1')).list[0].ornamentId);
  });
});

describe('POST api/shop/buy', () => {
  it('spends coins, then points, in one ledger transaction; the skin lands in the backpack (moduleId shop) with its order', async () => {
    const skin = skinPriced(1_000n, 10_000n);
    const p = await player(ctx, 0n);
    await give(p, 300n, skin.price);
    const res = await buy(p, skin.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.coinsPaid).toBe('3.00');
    expect(parseYuan(data.pointsPaid)).toBe(skin.price - 300n);
    expect(await balances(p)).toMatchObject({ coins: 0n, points: 300n, main: 0n });
    const [item] = await ctx.deps.db.select().from(backpackItems).where(eq(backpackItems.id, BigInt(data.itemId)));
    expect(item).toMatchObject({ userId: p.id, ornamentId: skin.id, moduleId: MODULE.shop, state: 0 });
    expect(item.price).toBe(ctx.deps.catalogue.ornaments.get(skin.id)!.price);
    const [order] = await ctx.deps.db.select().from(shopOrders).where(eq(shopOrders.itemId, item.id));
    expect(order).toMatchObject({ price: skin.price, coinsPaid: 300n, pointsPaid: skin.price - 300n });
    const legs = await ctx.deps.db.select().from(postings).where(eq(postings.transactionId, order.transactionId));
    expect(legs).toHaveLength(3);
    expect(legs.reduce((s, l) => s + l.amount, 0n)).toBe(0n);
    const bag = await get(ctx, '/api/profile/getMyOrnamentPage?moduleId=4', { token: p.token });
    expect(bag.json().data.list.map((i: { id: string }) => i.id)).toEqual([data.itemId]);
    const log = await get(ctx, '/api/profile/getMyShopLog', { token: p.token });
    expect(log.json().data.list[0]).toMatchObject({ id: String(order.id), coinsPaid: '3.00', ornament: { ornamentId: skin.id } });
    // The points and coins movements show under the balance log's balance types 3 and 4.
    const pointsLog = await get(ctx, '/api/profile/getMyBalanceLog?balanceType=3', { token: p.token });
    expect(pointsLog.json().data.list[0]).toMatchObject({ balanceType: 3, amount: `-${data.pointsPaid}`, balanceAfter: '3.00' });
    const coinsLog = await get(ctx, '/api/profile/getMyBalanceLog?balanceType=4', { token: p.token });
    expect(coinsLog.json().data.list[0]).toMatchObject({ balanceType: 4, amount: '-3.00', balanceAfter: '0.00' });
    await expectLedgerHolds(ctx);
  });

  it('20 buys racing on points that cover 10: exactly 10 succeed, the rest are refused, nothing below zero', async () => {
    const skin = skinPriced(100n, 2_000n);
    const p = await player(ctx, 0n);
    await give(p, 0n, skin.price * 10n + skin.price / 2n);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(p, skin.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    expect((await balances(p)).points).toBe(skin.price / 2n);
    const orders = await ctx.deps.db.select().from(shopOrders).where(eq(shopOrders.userId, p.id));
    expect(orders).toHaveLength(10);
    const bag = await ctx.deps.db.select().from(backpackItems).where(and(eq(backpackItems.userId, p.id), eq(backpackItems.moduleId, MODULE.shop)));
    expect(bag).toHaveLength(10);
    await expectLedgerHolds(ctx);
  });

  it('a replay with the same Idempotency-Key answers the first purchase and pays once', async () => {
    const skin = skinPriced(100n, 2_000n);
    const p = await player(ctx, 0n);
    await give(p, skin.price * 3n, 0n);
    const key = randomUUID();
    const [a, b] = await Promise.all([buy(p, skin.id, key), buy(p, skin.id, key)]);
    const c = await buy(p, skin.id, key);
    const ok = [a, b, c].filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    for (const r of ok) expect(r.json().data.itemId).toBe(ok[0].json().data.itemId);
    expect(c.headers['idempotent-replayed']).toBe('true');
    expect((await balances(p)).coins).toBe(skin.price * 2n);
    expect(await ctx.deps.db.select().from(shopOrders).where(eq(shopOrders.userId, p.id))).toHaveLength(1);
    const mismatch = await post(ctx, '/api/shop/buy', { ornamentId: String(skin.id) + '0' }, { token: p.token, 'idempotency-key': key });
    expect(mismatch.statusCode).toBe(409);
    expect((await balances(p)).coins).toBe(skin.price * 2n);
  });

  it('refuses, in the request\'s language and changing nothing: not enough, unknown item, bad sort, category or id, signed out', async () => {
    const skin = skinPriced(1_000n, 10_000n);
    const p = await player(ctx, 50_000n);
    await give(p, 100n, 200n);
    const before = await balances(p);
    const poor = await buy(p, skin.id, randomUUID(), 'en');
    expect(poor.statusCode).toBe(422);
    expect(poor.json().msg).toMatch(/^Not enough gold coins and points: it costs [\d.]+, you have 1 coins and 2 points$/);
    const poorZh = await buy(p, skin.id);
    expect(poorZh.json().msg).toContain('金币和积分不足');
    const unknown = await buy(p, 999_999_999, randomUUID(), 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('That item is not in the shop');
    expect((await buy(p, 999_999_999, randomUUID(), 'zh-TW')).json().msg).toBe('商品不存在');
    for (const bad of ['abc', '-1', '0', '1.5', '', '99999999999']) {
      const res = await buy(p, bad, randomUUID(), 'en');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().msg).toContain('Shop item');
    }
    const sort = await get(ctx, '/api/shop/list?sort=cheapest', { lang: 'en' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().msg).toContain('Sort');
    const category = await get(ctx, '/api/shop/list?category=gloves');
    expect(category.statusCode).toBe(400);
    expect(category.json().msg).toContain('分类');
    const long = await get(ctx, `/api/shop/list?name=${'a'.repeat(51)}`, { lang: 'en' });
    expect(long.statusCode).toBe(400);
    expect((await post(ctx, '/api/shop/buy', { ornamentId: skin.id }, { 'idempotency-key': randomUUID() })).statusCode).toBe(401);
    expect((await post(ctx, '/api/shop/buy', { ornamentId: skin.id }, { token: p.token })).statusCode).toBe(400);
    expect(await balances(p)).toEqual(before);
    expect(await ctx.deps.db.select().from(shopOrders).where(eq(shopOrders.userId, p.id))).toHaveLength(0);
  });
});

describe('points earned on spending', () => {
  it('rounds the share down to the fen', () => {
    expect(pointsEarned(10_000n, 2)).toBe(200n);
    expect(pointsEarned(149n, 2)).toBe(2n);
    expect(pointsEarned(49n, 2)).toBe(0n);
    expect(pointsEarned(1000n, 0)).toBe(0n);
    expect(pointsEarned(1000n, 1.25)).toBe(12n);
  });

  it('a battle seat earns its share when the room starts, in the settlement; bots earn none', async () => {
    const [box] = await cheapBoxes(ctx, 1);
    const a = await player(ctx, 100_000n);
    const b = await player(ctx, 100_000n);
    const res = await createRoom(ctx, a, { boxIds: `${box.id},${box.id},${box.id}`, seats: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const room = res.json().data.room;
    const cost = parseYuan(room.costPerSeat)!;
    const earned = pointsEarned(cost, ctx.config.points.earnPercent);
    expect(earned).toBeGreaterThan(0n);
    // Waiting: the seat is paid but not yet spent, so nothing is earned.
    expect(await balances(a)).toMatchObject({ main: 100_000n - cost, points: 0n });
    expect((await joinRoom(ctx, b, room.id, 2)).statusCode).toBe(200);
    expect((await balances(b)).points).toBe(0n);
    // The bot takes the last seat and the room starts: both players earn, each in their own transaction.
    expect((await addBot(ctx, a, room.id, 3)).statusCode).toBe(200);
    for (const p of [a, b]) expect(await balances(p)).toMatchObject({ main: 100_000n - cost, points: earned });
    const refs = await ctx.deps.db.select({ ref: ledgerTransactions.ref }).from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'battleSeat'), like(ledgerTransactions.ref, `battle:${room.id}:%:points`)));
    expect(refs.map((r) => r.ref).sort()).toEqual([`battle:${room.id}:1:points`, `battle:${room.id}:2:points`]);
    await expectLedgerHolds(ctx);
  });

  it('a dissolved room earned nothing and refunds every seat in full, whatever the player spent meanwhile', async () => {
    const [box] = await cheapBoxes(ctx, 1);
    const p = await player(ctx, 100_000n);
    const res = await createRoom(ctx, p, { boxIds: `${box.id},${box.id},${box.id}`, seats: 2 });
    expect(res.statusCode, res.body).toBe(200);
    // Points the player had anyway, spent in the shop while the room waits, change nothing.
    const skin = skinPriced(100n, 5_000n);
    await give(p, 0n, skin.price);
    expect((await buy(p, skin.id)).statusCode).toBe(200);
    const cancel = await cancelRoom(ctx, p, res.json().data.room.id);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balances(p)).toMatchObject({ main: 100_000n, points: 0n });
    await expectLedgerHolds(ctx);
  });
});

describe('points earned on a dream fee', () => {
  it('a fee paid from the balance earns its share in the fee\'s own ledger transaction; a stake of items earns none', async () => {
    const target = targetAtLeast(ctx, 10_000n);
    const p = await player(ctx, 1_000_000n);
    const res = await dream(ctx, p, { targetId: target.id, chancePpm: 500_000 });
    expect(res.statusCode, res.body).toBe(200);
    const fee = parseYuan(res.json().data.fee)!;
    const earned = pointsEarned(fee, ctx.config.points.earnPercent);
    expect(earned).toBeGreaterThan(0n);
    expect(await balances(p)).toMatchObject({ main: 1_000_000n - fee, points: earned });
    const legs = await ctx.deps.db.select({ transactionId: postings.transactionId }).from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .where(and(eq(accounts.userId, p.id), eq(accounts.type, 'points')));
    const [feeLeg] = await ctx.deps.db.select({ transactionId: postings.transactionId }).from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .where(and(eq(accounts.userId, p.id), eq(accounts.type, 'main'), eq(postings.amount, -fee)));
    expect(legs.map((l) => l.transactionId)).toEqual([feeLeg.transactionId]);
    const staked = await giveItem(ctx, p, ornamentAtLeast(ctx, target.price / 2n).id);
    const withItems = await dream(ctx, p, { targetId: target.id, stakeIds: [staked] });
    expect(withItems.statusCode, withItems.body).toBe(200);
    expect((await balances(p)).points).toBe(earned);
    await expectLedgerHolds(ctx);
  });
});

describe('POST api/dev/grant', () => {
  it('credits coins or points from the house where the payment sandbox is, and does not exist without it', async () => {
    const p = await player(ctx, 0n);
    const res = await post(ctx, '/api/dev/grant', { type: 'coins', amount: '2.5' }, { token: p.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balances(p)).toMatchObject({ coins: 250n, points: 0n });
    expect((await post(ctx, '/api/dev/grant', { type: 'main', amount: '1' }, { token: p.token })).statusCode).toBe(400);
    expect((await post(ctx, '/api/dev/grant', { type: 'points', amount: '1' })).statusCode).toBe(401);
    const closed = await createTestContext({ PAY_SANDBOX: 'off' });
    try {
      const q = await player(closed, 0n);
      expect((await post(closed, '/api/dev/grant', { type: 'coins', amount: '1' }, { token: q.token })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    await expectLedgerHolds(ctx);
  });
});

describe('the demo account', () => {
  it('starts with gold coins, credited once however often the seed runs', async () => {
    await prepareDatabase(ctx.database, ctx.config, { demo: true });
    await prepareDatabase(ctx.database, ctx.config, { demo: true });
    const [demo] = await ctx.deps.db.select().from(users).where(eq(users.phone, DEMO_ACCOUNT.phone));
    await grantDemoCoins(ctx.deps.db, demo.id);
    const [coins] = await ctx.deps.db.select().from(accounts).where(and(eq(accounts.userId, demo.id), eq(accounts.type, 'coins')));
    expect(coins.balance).toBe(DEMO_COINS_FEN);
    await expectLedgerHolds(ctx);
  });
});
