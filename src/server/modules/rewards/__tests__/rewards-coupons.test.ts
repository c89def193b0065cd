// Coupons (deposit and case) and free cases: the lists, a coupon used exactly once by
// racing deposits or openings, every refusal changing nothing, and a free case opened exactly once
// by the fair rules (its roll verifies like a paid one), with no charge.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT } from '../../../../shared/contracts/feed.ts';
import { pickByTicket, verifyRoll } from '../../../../shared/fairness/index.ts';
import { formatFen } from '../../../../shared/money.ts';
import type { RewardSpec } from '../../../../shared/reward-constants.ts';
import { queryRows } from '../../../db/client.ts';
import { coupons, freeBoxes } from '../../../db/schema/index.ts';
import { refreshCatalogue } from '../../boxes/catalogue.ts';
import { pointsEarned } from '../../points/earn.ts';
import { grantReward } from '../grant.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { credit, fund, get, markVerified, notify, post, recharge, signUp, userInfo } from '../../../../../tests/integration/api.ts';

const feed = createRecordingBroadcaster();
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({}, undefined, { broadcaster: feed }); });
afterAll(async () => { await ctx.close(); });

const DAY = 86_400_000;
const fenOf = (yuan: string) => BigInt(Math.round(Number(yuan) * 100));

/** A player who may deposit (a verified name). */
async function player() {
  const { token } = await signUp(ctx);
  await markVerified(ctx, token);
  const userId = BigInt((await userInfo(ctx, token)).id);
  return { token, userId };
}

async function grant(userId: bigint, reward: RewardSpec) {
  await ctx.deps.db.transaction((tx) => grantReward(tx, { userId, reward, source: 'console', ref: `test:${randomUUID()}`, now: ctx.deps.clock() }));
}

async function couponIds(userId: bigint): Promise<string[]> {
  const rows = await ctx.deps.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.userId, userId)).orderBy(coupons.id);
  return rows.map((r) => String(r.id));
}

async function couponRow(id: string) {
  const [row] = await ctx.deps.db.select().from(coupons).where(eq(coupons.id, BigInt(id)));
  return row;
}

async function nextNonce(userId: bigint): Promise<number> {
  const rows = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT COALESCE(MAX(next_nonce), 0)::int AS n FROM fair_seeds WHERE user_id = ${userId} AND active`);
  return rows[0].n;
}

async function cheapestBox(): Promise<{ id: number; price: string }> {
  const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
  return list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
}

async function otherBox(not: number): Promise<{ id: number; price: string }> {
  const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
  return list.find((b) => b.id !== not)!;
}

const openWith = (token: string, body: Record<string, string | number>, key: string = randomUUID()) =>
  post(ctx, '/api/box/openBox', { number: 1, ...body }, { token, 'idempotency-key': key });
const openFree = (token: string, body: Record<string, string | number>, key: string = randomUUID()) =>
  post(ctx, '/api/profile/openFreeBox', body, { token, 'idempotency-key': key });

describe('coupon lists', () => {
  it('getMyCoupons lists the usable ones (by type and case), getMyCouponPage every one with its stat', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    const other = await otherBox(box.id);
    await grant(userId, { kind: 'depositCoupon', bonusBp: 1000, minFen: '5000', days: 7 });
    await grant(userId, { kind: 'caseCoupon', offFen: '100', minFen: '200', boxId: null, days: 7 });
    await grant(userId, { kind: 'caseCoupon', offFen: '100', minFen: '200', boxId: other.id, days: 3 });
    await grant(userId, { kind: 'caseCoupon', offFen: '100', minFen: '200', boxId: box.id, days: 1 });
    const [dep, any, forOther, forBox] = await couponIds(userId);
    // One that expired, one used.
    await ctx.deps.db.update(coupons).set({ expiresAt: new Date(ctx.deps.clock().getTime() - 1000) }).where(eq(coupons.id, BigInt(forOther)));

    const all = (await get(ctx, '/api/profile/getMyCoupons?couponType=-1', { token })).json().data;
    expect(all.map((c: { id: string }) => c.id)).toEqual([forBox, dep, any]); // soonest expiry first
    expect(all.find((c: { id: string }) => c.id === dep)).toMatchObject({ couponType: 1, value: '10', min: '50.00', stat: 0, boxId: null });
    expect(all.find((c: { id: string }) => c.id === forBox)).toMatchObject({ couponType: 2, value: '1.00', min: '2.00', boxId: box.id, boxName: expect.any(String) });
    const deposit = (await get(ctx, '/api/profile/getMyCoupons?couponType=1', { token })).json().data;
    expect(deposit.map((c: { id: string }) => c.id)).toEqual([dep]);
    const fitting = (await get(ctx, `/api/profile/getMyCoupons?couponType=2&boxId=${box.id}`, { token })).json().data;
    expect(fitting.map((c: { id: string }) => c.id)).toEqual([forBox, any]);

    const page = (await get(ctx, '/api/profile/getMyCouponPage?page=1&pageSize=15', { token })).json().data;
    expect(page.total).toBe(4);
    expect(page.list.find((c: { id: string }) => c.id === forOther).stat).toBe(2);
    const expired = (await get(ctx, '/api/profile/getMyCouponPage?stat=2', { token })).json().data;
    expect(expired.list.map((c: { id: string }) => c.id)).toEqual([forOther]);
    const cases = (await get(ctx, '/api/profile/getMyCouponPage?couponType=2&stat=0', { token })).json().data;
    expect(cases.total).toBe(2);

    // Another player sees none of them.
    const stranger = await player();
    expect((await get(ctx, '/api/profile/getMyCoupons', { token: stranger.token })).json().data).toEqual([]);
    // Bad input.
    expect((await get(ctx, '/api/profile/getMyCoupons?boxId=-1', { token })).statusCode).toBe(400);
    for (const q of ['couponType=3', 'couponType=x', 'stat=5', 'page=0', 'couponType=%01']) {
      const res = await get(ctx, `/api/profile/getMyCouponPage?${q}`, { token, lang: 'en' });
      expect(res.statusCode, q).toBe(400);
    }
    expect((await get(ctx, '/api/profile/getMyCoupons')).statusCode).toBe(401);
  });
});

describe('a deposit coupon', () => {
  it('adds its bonus to the deposit it was named on, once, from house:rewards, and the inbox says so', async () => {
    const { token, userId } = await player();
    await fund(ctx, token, '10'); // the first deposit and its bonus are out of the way
    const before = fenOf((await userInfo(ctx, token)).balance);
    await grant(userId, { kind: 'depositCoupon', bonusBp: 1250, minFen: '5000', days: 7 });
    const [id] = await couponIds(userId);
    const order = await recharge(ctx, token, { amount: '80', couponId: id } as never);
    expect(order.statusCode).toBe(200);
    const { orderId } = order.json().data;
    expect((await couponRow(id)).state).toBe(0); // used only when the money arrives
    expect((await notify(ctx, { orderId, amount: '80.00' })).statusCode).toBe(200);
    expect(fenOf((await userInfo(ctx, token)).balance)).toBe(before + 8000n + 1000n);
    const used = await couponRow(id);
    expect(used).toMatchObject({ state: 1, usedRef: orderId });
    const rows = await queryRows<{ code: string; amount: string }>(ctx.deps.db, sql`
      SELECT a.code, p.amount::text AS amount FROM postings p JOIN accounts a ON a.id = p.account_id
      JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.kind = 'couponBonus' AND t.ref = ${orderId} AND a.external`);
    expect(rows).toEqual([{ code: 'house:rewards', amount: '-1000' }]);
    const inbox = (await get(ctx, '/api/message/listMessage?page=1&pageSize=5', { token, lang: 'en' })).json().data;
    expect(JSON.stringify(inbox)).toContain('plus a ¥10 coupon');
    expect((await get(ctx, '/api/profile/getMyCouponPage?stat=1', { token })).json().data.list[0]).toMatchObject({ id, stat: 1, useTime: expect.any(String) });
  });

  it('named by two orders whose payments race: the bonus is paid once, both deposits are credited', async () => {
    const { token, userId } = await player();
    await fund(ctx, token, '10');
    const before = fenOf((await userInfo(ctx, token)).balance);
    await grant(userId, { kind: 'depositCoupon', bonusBp: 1000, minFen: '1000', days: 7 });
    const [id] = await couponIds(userId);
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push((await recharge(ctx, token, { amount: '100', couponId: id } as never)).json().data.orderId as string);
    const results = await Promise.all(orders.flatMap((orderId) => [notify(ctx, { orderId, amount: '100.00' }), notify(ctx, { orderId, amount: '100.00' })]));
    for (const r of results) expect(r.statusCode).toBe(200);
    expect(fenOf((await userInfo(ctx, token)).balance)).toBe(before + 6n * 10000n + 1000n);
    const bonuses = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'couponBonus' AND ref IN (${sql.join(orders.map((o) => sql`${o}`), sql`, `)})`);
    expect(bonuses[0].n).toBe(1);
    expect(orders).toContain((await couponRow(id)).usedRef);
  });

  it('expired by the time the money arrives: the deposit is credited, no bonus, the coupon stays unused (expired)', async () => {
    const { token, userId } = await player();
    await fund(ctx, token, '10');
    const before = fenOf((await userInfo(ctx, token)).balance);
    await grant(userId, { kind: 'depositCoupon', bonusBp: 1000, minFen: '1000', days: 1 });
    const [id] = await couponIds(userId);
    const { orderId } = (await recharge(ctx, token, { amount: '20', couponId: id } as never)).json().data;
    const now = ctx.deps.clock();
    ctx.setNow(new Date(now.getTime() + 2 * DAY));
    try {
      expect((await notify(ctx, { orderId, amount: '20.00' }, { at: new Date(now.getTime() + 2 * DAY) })).statusCode).toBe(200);
    } finally {
      ctx.setNow(now);
    }
    expect(fenOf((await userInfo(ctx, token)).balance)).toBe(before + 2000n);
    expect((await couponRow(id)).state).toBe(0);
  });

  it('refuses an order naming a coupon that cannot apply, in the request\'s language, and creates no order', async () => {
    const { token, userId } = await player();
    const stranger = await player();
    await grant(userId, { kind: 'depositCoupon', bonusBp: 1000, minFen: '5000', days: 7 }); // a: min 50
    await grant(userId, { kind: 'caseCoupon', offFen: '100', minFen: '200', boxId: null, days: 7 }); // b: a case coupon
    await grant(userId, { kind: 'depositCoupon', bonusBp: 1000, minFen: '1000', days: 7 }); // c: expired below
    await grant(userId, { kind: 'depositCoupon', bonusBp: 1000, minFen: '1000', days: 7 }); // d: used below
    await grant(stranger.userId, { kind: 'depositCoupon', bonusBp: 1000, minFen: '1000', days: 7 });
    const [a, b, c, d] = await couponIds(userId);
    const [theirs] = await couponIds(stranger.userId);
    await ctx.deps.db.update(coupons).set({ expiresAt: new Date(ctx.deps.clock().getTime() - 1) }).where(eq(coupons.id, BigInt(c)));
    await ctx.deps.db.update(coupons).set({ state: 1, usedRef: 'earlier', usedAt: ctx.deps.clock() }).where(eq(coupons.id, BigInt(d)));
    const cases: [string, string, number, string][] = [
      [a, '20', 422, 'This coupon does not apply (needs at least ¥50)'],
      [b, '100', 422, 'This coupon does not apply (needs at least ¥2)'],
      [c, '100', 422, 'This coupon has expired'],
      [d, '100', 409, 'This coupon has been used'],
      [theirs, '100', 404, 'No such coupon'],
      ['999999999999', '100', 404, 'No such coupon'],
    ];
    for (const [id, amount, status, message] of cases) {
      const res = await post(ctx, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount, couponId: id }, { token, 'idempotency-key': randomUUID(), lang: 'en' });
      expect(res.statusCode, id).toBe(status);
      expect(res.json().msg).toBe(message);
    }
    for (const bad of ['abc', '1.5', '-3', '0', 'x\u0001']) {
      const res = await post(ctx, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount: '100', couponId: bad }, { token, 'idempotency-key': randomUUID() });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await get(ctx, '/api/pay/getRechargeRecords', { token })).json().data.total).toBe(0);
    expect((await couponRow(a)).state).toBe(0);
  });

  it('DAILY_REWARDS=off: a coupon on an order is refused, and the channels say coupons are off', async () => {
    const off = await createTestContext({ DAILY_REWARDS: 'off' });
    try {
      const { token } = await signUp(off);
      await markVerified(off, token);
      const userId = BigInt((await userInfo(off, token)).id);
      await off.deps.db.transaction((tx) => grantReward(tx, { userId, reward: { kind: 'depositCoupon', bonusBp: 1000, minFen: '1000', days: 7 }, source: 'console', ref: 'off-1', now: off.deps.clock() }));
      const [row] = await off.deps.db.select().from(coupons).where(eq(coupons.userId, userId));
      const res = await post(off, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount: '100', couponId: String(row.id) }, { token, 'idempotency-key': randomUUID() });
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe(6940);
      expect((await get(off, '/api/pay/getChannels')).json().data.coupons).toBe(false);
    } finally {
      await off.close();
    }
    expect((await get(ctx, '/api/pay/getChannels')).json().data.coupons).toBe(true);
  });
});

describe('a case coupon', () => {
  it('takes its off from the opening\'s price; points are earned on what was paid', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    const price = fenOf(box.price);
    await credit(ctx, token, price * 3n);
    const off = price / 2n;
    await grant(userId, { kind: 'caseCoupon', offFen: String(off), minFen: String(price * 2n), boxId: box.id, days: 7 });
    const [id] = await couponIds(userId);
    const res = await openWith(token, { boxId: box.id, number: 2, couponId: id });
    expect(res.statusCode).toBe(200);
    const paid = price * 2n - off;
    expect(res.json().data.balance).toBe(formatFen(price * 3n - paid));
    expect(res.json().data.points).toBe(formatFen(pointsEarned(paid, ctx.config.points.earnPercent)));
    // The answer says what was paid (the result dialog's cost), not the list price.
    expect(res.json().data.paid).toBe(formatFen(paid));
    expect((await couponRow(id)).state).toBe(1);
    expect((await couponRow(id)).usedRef).toMatch(new RegExp(`^case:${box.id}v`));
    // Without a coupon, what was paid is the full price.
    const plain = await openWith(token, { boxId: box.id, number: 1 });
    expect(plain.json().data.paid).toBe(formatFen(price));
  });

  it('raced by 200 openings with different keys: exactly one is discounted, the rest refused as used', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    const price = fenOf(box.price);
    await credit(ctx, token, price * 5n);
    await grant(userId, { kind: 'caseCoupon', offFen: '1', minFen: String(price), boxId: null, days: 7 });
    const [id] = await couponIds(userId);
    const nonce = await nextNonce(userId);
    const results = await Promise.all(Array.from({ length: 200 }, () => openWith(token, { boxId: box.id, couponId: id })));
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().status).toBe(6911);
    expect(fenOf((await userInfo(ctx, token)).balance)).toBe(price * 5n - (price - 1n));
    expect((await get(ctx, '/api/profile/getMyOrnamentPage', { token })).json().data.total).toBe(1);
    // The refused openings took no nonce (their transactions rolled back).
    expect(await nextNonce(userId)).toBe(Math.max(nonce, 1) + 1);
  });

  it('refuses a coupon for another case, below its minimum, expired, not yours or used: nothing moves', async () => {
    const { token, userId } = await player();
    const stranger = await player();
    const box = await cheapestBox();
    const other = await otherBox(box.id);
    const price = fenOf(box.price);
    await credit(ctx, token, price * 4n);
    await openWith(token, { boxId: box.id }); // the seed pair exists
    await grant(userId, { kind: 'caseCoupon', offFen: '1', minFen: '2', boxId: other.id, days: 7 }); // another case
    await grant(userId, { kind: 'caseCoupon', offFen: '1', minFen: String(price * 2n), boxId: null, days: 7 }); // min: 2 cases
    await grant(userId, { kind: 'caseCoupon', offFen: '1', minFen: '2', boxId: null, days: 7 }); // expired below
    await grant(userId, { kind: 'caseCoupon', offFen: '1', minFen: '2', boxId: null, days: 7 }); // used below
    await grant(userId, { kind: 'depositCoupon', bonusBp: 1000, minFen: '100', days: 7 }); // wrong type
    await grant(stranger.userId, { kind: 'caseCoupon', offFen: '1', minFen: '2', boxId: null, days: 7 });
    const [wrongCase, tooDear, expired, used, deposit] = await couponIds(userId);
    const [theirs] = await couponIds(stranger.userId);
    await ctx.deps.db.update(coupons).set({ expiresAt: new Date(ctx.deps.clock().getTime() - 1) }).where(eq(coupons.id, BigInt(expired)));
    await ctx.deps.db.update(coupons).set({ state: 1, usedRef: 'earlier', usedAt: ctx.deps.clock() }).where(eq(coupons.id, BigInt(used)));
    const balance = (await userInfo(ctx, token)).balance;
    const nonce = await nextNonce(userId);
    const cases: [string, number, number][] = [
      [wrongCase, 422, 6913], [tooDear, 422, 6913], [expired, 422, 6912], [used, 409, 6911], [deposit, 422, 6913], [theirs, 404, 6910], ['123456789012', 404, 6910],
    ];
    for (const [id, status, code] of cases) {
      const res = await openWith(token, { boxId: box.id, couponId: id }, `refused-${id}`);
      expect(res.statusCode, id).toBe(status);
      expect(res.json().status, id).toBe(code);
      // The key was released with the rest: the same key without the coupon now opens.
    }
    expect((await userInfo(ctx, token)).balance).toBe(balance);
    expect(await nextNonce(userId)).toBe(nonce);
    expect((await couponRow(tooDear)).state).toBe(0);
    expect((await couponRow(wrongCase)).state).toBe(0);
    expect((await couponRow(theirs)).state).toBe(0);
    // The message is in the request's language.
    const en = await post(ctx, '/api/box/openBox', { boxId: box.id, number: 1, couponId: tooDear }, { token, 'idempotency-key': randomUUID(), lang: 'en' });
    expect(en.json().msg).toBe(`This coupon does not apply (needs at least ¥${formatFen(price * 2n).replace(/\.00$/, '')})`);
    // Two cases reach its minimum.
    expect((await openWith(token, { boxId: box.id, number: 2, couponId: tooDear })).statusCode).toBe(200);
    for (const bad of ['abc', '0', '1e3', 'x\u0007']) {
      expect((await openWith(token, { boxId: box.id, couponId: bad })).statusCode, bad).toBe(400);
    }
  });

  it('is part of the request: the same key with and without a coupon is a mismatch', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    await credit(ctx, token, fenOf(box.price) * 3n);
    await grant(userId, { kind: 'caseCoupon', offFen: '1', minFen: '2', boxId: null, days: 7 });
    const [id] = await couponIds(userId);
    expect((await openWith(token, { boxId: box.id, couponId: id }, 'k-coupon')).statusCode).toBe(200);
    expect((await openWith(token, { boxId: box.id }, 'k-coupon')).statusCode).toBe(409);
    const replay = await openWith(token, { boxId: box.id, couponId: id }, 'k-coupon');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});

describe('free cases', () => {
  it('opens one by the fair rules with no charge: verifiable roll, backpack item, the feed after commit', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    await fund(ctx, token, '10');
    const before = await userInfo(ctx, token);
    await grant(userId, { kind: 'freeBox', boxId: box.id, count: 2, days: 7 });
    const page = (await get(ctx, '/api/profile/getMyFreeBoxPage', { token })).json().data;
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({ boxId: box.id, stat: 0, price: box.price, openTime: null, itemId: null });
    feed.events.length = 0;

    const res = await openFree(token, { boxId: box.id, number: 1 });
    expect(res.statusCode).toBe(200);
    const { drops, balance, points, paid } = res.json().data;
    expect(drops).toHaveLength(1);
    expect(paid).toBe('0.00');
    expect(balance).toBe(before.balance);
    expect(points).toBe(before.points);
    expect(await userInfo(ctx, token)).toMatchObject({ balance: before.balance, points: before.points });
    expect(feed.events.filter((e) => e.eventType === EVENT.caseDrop).map((e) => (e.data as { id: string }).id)).toEqual([drops[0].id]);
    const bag = (await get(ctx, '/api/profile/getMyOrnamentPage?moduleId=1', { token })).json().data;
    expect(bag.list.map((i: { id: string }) => i.id)).toContain(drops[0].id);
    const [opened] = await ctx.deps.db.select().from(freeBoxes).where(eq(freeBoxes.rollId, BigInt(drops[0].rollId)));
    expect(opened).toMatchObject({ state: 1, itemId: BigInt(drops[0].id) });
    // Its roll keeps the price it was won at, as the published results show it.
    const [kept] = await queryRows<{ price: string }>(ctx.deps.db, sql`SELECT price::text AS price FROM rolls WHERE id = ${BigInt(drops[0].rollId)}`);
    expect(formatFen(BigInt(kept.price))).toBe(drops[0].price);
    const after = (await get(ctx, '/api/profile/getMyFreeBoxPage', { token })).json().data;
    expect(after.list.map((f: { stat: number }) => f.stat)).toEqual([0, 1]); // unused first
    expect(after.list[1].itemId).toBe(drops[0].id);
    // No ledger transaction for it.
    const ledger = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM postings p JOIN accounts a ON a.id = p.account_id
      WHERE a.user_id = ${userId} AND p.transaction_id > (SELECT max(transaction_id) FROM postings p2 JOIN accounts a2 ON a2.id = p2.account_id WHERE a2.user_id = ${userId} AND a2.type = 'main')`);
    expect(ledger[0].n).toBe(0);

    // It verifies like a paid roll once the pair is rotated.
    await post(ctx, '/api/fair/rotateSeed', {}, { token });
    const roll = (await get(ctx, `/api/fair/getRoll?id=${drops[0].rollId}`)).json().data;
    const check = await verifyRoll({ ...roll, game: 'case', table: roll.table });
    expect(check.hashMatches).toBe(true);
    expect(check.ticket).toBe(drops[0].ticket);
    expect(roll.table[pickByTicket(roll.table, check.ticket)].ornamentId).toBe(drops[0].ornamentId);
  });

  it('racing requests: the same key opens once; 100 different keys open exactly the cases held', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    await grant(userId, { kind: 'freeBox', boxId: box.id, count: 3, days: 7 });
    const same = await Promise.all(Array.from({ length: 30 }, () => openFree(token, { boxId: box.id, number: 1 }, 'free-same')));
    for (const r of same) expect([200, 409]).toContain(r.statusCode);
    const okOnes = same.filter((r) => r.statusCode === 200);
    expect(new Set(okOnes.map((r) => r.json().data.drops[0].id)).size).toBe(1);
    const results = await Promise.all(Array.from({ length: 100 }, () => openFree(token, { boxId: box.id, number: 1 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().status).toBe(6930);
    expect((await get(ctx, '/api/profile/getMyOrnamentPage', { token })).json().data.total).toBe(3);
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
  });

  it('refuses what cannot be opened: none held, not yours, expired, too many, a retired case, bad input', async () => {
    const { token, userId } = await player();
    const stranger = await player();
    const box = await cheapestBox();
    const other = await otherBox(box.id);
    await grant(stranger.userId, { kind: 'freeBox', boxId: box.id, count: 1, days: 7 });
    await grant(userId, { kind: 'freeBox', boxId: other.id, count: 1, days: 1 });
    const en = { lang: 'en' };
    const none = await post(ctx, '/api/profile/openFreeBox', { boxId: box.id, number: 1 }, { token, 'idempotency-key': randomUUID(), ...en });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe('You have no free case to open');
    expect((await openFree(token, { boxId: other.id, number: 2 })).statusCode).toBe(404);
    // Expired (its expiry moved into the past rather than the clock moved on, so no other rule of
    // time, such as a reality check, answers first), then back.
    const [held] = await ctx.deps.db.select().from(freeBoxes).where(eq(freeBoxes.userId, userId));
    await ctx.deps.db.update(freeBoxes).set({ expiresAt: new Date(ctx.deps.clock().getTime() - 1000) }).where(eq(freeBoxes.id, held.id));
    expect((await openFree(token, { boxId: other.id, number: 1 })).statusCode).toBe(404);
    expect((await get(ctx, '/api/profile/getMyFreeBoxPage?stat=2', { token })).json().data.total).toBe(1);
    await ctx.deps.db.update(freeBoxes).set({ expiresAt: held.expiresAt }).where(eq(freeBoxes.id, held.id));
    expect(await nextNonce(userId)).toBe(0);
    for (const body of [{ number: 1 }, { boxId: box.id, number: 0 }, { boxId: box.id, number: 99 }, { boxId: 'x', number: 1 }, { boxId: `${box.id}\u0000`, number: 1 }]) {
      expect((await openFree(token, body as never)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(ctx, '/api/profile/openFreeBox', { boxId: other.id, number: 1 }, { token })).statusCode).toBe(400); // no key
    expect((await openFree(token, { boxId: 999999, number: 1 })).statusCode).toBe(404);
    for (const q of ['stat=7', 'page=0', 'pageSize=x']) expect((await get(ctx, `/api/profile/getMyFreeBoxPage?${q}`, { token })).statusCode, q).toBe(400);
    expect((await get(ctx, '/api/profile/getMyFreeBoxPage')).statusCode).toBe(401);

    // A retired case opens no more, free or not.
    await ctx.deps.db.execute(sql`UPDATE boxes SET retired_at = now() WHERE id = ${other.id}`);
    try {
      await refreshCatalogue(ctx.deps.db, ctx.deps.catalogue);
      const retired = await openFree(token, { boxId: other.id, number: 1 });
      expect(retired.statusCode).toBe(404);
      expect(retired.json().status).not.toBe(6930);
    } finally {
      await ctx.deps.db.execute(sql`UPDATE boxes SET retired_at = NULL WHERE id = ${other.id}`);
      await refreshCatalogue(ctx.deps.db, ctx.deps.catalogue);
    }
    expect((await openFree(token, { boxId: other.id, number: 1 })).statusCode).toBe(200);
  });
});
