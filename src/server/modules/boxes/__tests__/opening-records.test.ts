// The record centre's openings (GET api/profile/getMyOpeningPage): one row per opening, newest
// first, with the case in the reader's language, what it gave (the prices and sell-back values the
// opening answered), how many cases, what the balance paid (after a case coupon) or that free cases
// did; nobody else's; paged; a visitor 401; bad paging a 400 in the request's language. PGlite and
// PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDrop } from '../../../../shared/contracts/box.ts';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import type { OpeningRecord } from '../../../../shared/contracts/openings.ts';
import type { Page } from '../../../../shared/contracts/wallet.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { translate } from '../../../../shared/messages.ts';
import { formatFen, parseYuan } from '../../../../shared/money.ts';
import { coupons } from '../../../db/schema/index.ts';
import { grantReward } from '../../rewards/grant.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { credit, get, markVerified, openBox, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function player() {
  const { token } = await signUp(ctx);
  await markVerified(ctx, token);
  return { token, userId: BigInt((await userInfo(ctx, token)).id) };
}

const page = (token: string | undefined, query = '', lang = 'zh-CN') =>
  get(ctx, `/api/profile/getMyOpeningPage${query}`, { lang, ...(token ? { token } : {}) });

async function records(token: string, query = '', lang = 'zh-CN'): Promise<Page<OpeningRecord>> {
  const res = await page(token, query, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<Page<OpeningRecord>>>().data!;
}

/** Two cases on sale, the cheapest first. */
function twoCases() {
  const boxes = [...ctx.deps.catalogue.boxes.values()].filter((b) => b.retiredAt === null).sort((a, b) => Number(a.current.price - b.current.price));
  return [boxes[0], boxes[1]] as const;
}

const sumFen = (values: string[]) => formatFen(values.reduce((s, v) => s + parseYuan(v)!, 0n));

describe('GET api/profile/getMyOpeningPage', () => {
  // An hour ahead, so that the sessions made now are still live (the clock stays there afterwards).
  const t0 = Math.ceil(Date.now() / 1000) * 1000 + 3_600_000;
  let a: { token: string; userId: bigint };
  let paidTwo: OpenedDrop[];
  let paidOne: OpenedDrop[];
  let freeOne: OpenedDrop[];
  let boxA: ReturnType<typeof twoCases>[0];
  let boxB: ReturnType<typeof twoCases>[1];

  beforeAll(async () => {
    [boxA, boxB] = twoCases();
    a = await player();
    await credit(ctx, a.token, 100_000n);
    // Each opening at its own instant: the same case opened twice in a row is two records.
    const open = async (at: number, n: number) => {
      ctx.setNow(new Date(at));
      const res = await openBox(ctx, a.token, boxA.id, n);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Envelope<{ drops: OpenedDrop[] }>>().data!.drops;
    };
    paidTwo = await open(t0, 2);
    paidOne = await open(t0 + 60_000, 1);
    ctx.setNow(new Date(t0 + 120_000));
    await ctx.deps.db.transaction((tx) => grantReward(tx, {
      userId: a.userId, reward: { kind: 'freeBox', boxId: boxB.id, count: 1, days: 7 }, source: 'console', ref: `test:${randomUUID()}`, now: ctx.deps.clock(),
    }));
    const free = await post(ctx, '/api/profile/openFreeBox', { boxId: boxB.id, number: 1 }, { token: a.token, 'idempotency-key': randomUUID() });
    expect(free.statusCode, free.body).toBe(200);
    freeOne = free.json<Envelope<{ drops: OpenedDrop[] }>>().data!.drops;
  });

  it('lists the player\'s openings newest first, each with its case, prizes, sell-back value, channel, count and payment', async () => {
    const { list, total, page: p, pageSize } = await records(a.token);
    expect({ total, p, pageSize }).toEqual({ total: 3, p: 1, pageSize: 15 });
    expect(list.map((r) => r.count)).toEqual([1, 1, 2]);

    const [free, one, two] = list;
    expect(free).toMatchObject({
      box: { boxId: boxB.id, name: boxB.name['zh-CN'], image: boxB.image }, channel: 'free', payState: 'free', payAmount: '0.00',
      createTime: new Date(t0 + 120_000).toISOString(),
    });
    expect(free.prizes.map((d) => d.rollId)).toEqual(freeOne.map((d) => d.rollId));

    expect(one).toMatchObject({ box: { boxId: boxA.id, version: boxA.current.version }, channel: 'balance', payState: 'paid', payAmount: formatFen(boxA.current.price) });
    expect(two).toMatchObject({ channel: 'balance', payState: 'paid', payAmount: formatFen(2n * boxA.current.price), createTime: new Date(t0).toISOString() });
    // The prizes are the opening's drops, in the order rolled: item, rarity, picture, price, sell-back value.
    expect(two.prizes.map((d) => ({ rollId: d.rollId, ornamentId: d.ornamentId, name: d.name, image: d.image, rarity: d.rarity, price: d.price, recoveryPrice: d.recoveryPrice })))
      .toEqual(paidTwo.map((d) => ({ rollId: d.rollId, ornamentId: d.ornamentId, name: d.name, image: d.image, rarity: d.rarity, price: d.price, recoveryPrice: d.recoveryPrice })));
    expect(two.recoveryPrice).toBe(sumFen(paidTwo.map((d) => d.recoveryPrice)));
    expect(one.prizes[0].rollId).toBe(paidOne[0].rollId);
    expect(one.recoveryPrice).toBe(paidOne[0].recoveryPrice);
  });

  it('names the case and the prizes in the reader\'s language', async () => {
    const { list } = await records(a.token, '', 'en');
    expect(list[0].box.name).toBe(boxB.name.en);
    expect(list[2].prizes[0].name).toBe(ctx.deps.catalogue.ornaments.get(paidTwo[0].ornamentId)!.info.name.en);
  });

  it('shows what the balance paid after a case coupon, not the list price', async () => {
    const c = await player();
    await credit(ctx, c.token, 100_000n);
    // A case coupon takes less than its minimum spend: two cases reach it.
    const off = boxA.current.price / 2n;
    await ctx.deps.db.transaction((tx) => grantReward(tx, {
      userId: c.userId, reward: { kind: 'caseCoupon', offFen: String(off), minFen: String(2n * boxA.current.price), boxId: null, days: 7 }, source: 'console', ref: `test:${randomUUID()}`, now: ctx.deps.clock(),
    }));
    const [coupon] = await ctx.deps.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.userId, c.userId));
    const res = await post(ctx, '/api/box/openBox', { boxId: boxA.id, number: 2, couponId: String(coupon.id) }, { token: c.token, 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const [opening] = (await records(c.token)).list;
    expect(opening).toMatchObject({ count: 2, channel: 'balance', payState: 'paid', payAmount: formatFen(2n * boxA.current.price - off) });
  });

  it('shows another player none of them', async () => {
    const b = await player();
    expect(await records(b.token)).toEqual({ list: [], total: 0, page: 1, pageSize: 15 });
  });

  it('pages: two a page, then the oldest; past the end an empty page that still counts them all', async () => {
    const first = await records(a.token, '?page=1&pageSize=2');
    const second = await records(a.token, '?page=2&pageSize=2');
    const all = await records(a.token);
    expect(first.total).toBe(3);
    expect(first.list.map((r) => r.id)).toEqual(all.list.slice(0, 2).map((r) => r.id));
    expect(second.list.map((r) => r.id)).toEqual([all.list[2].id]);
    expect(await records(a.token, '?page=9&pageSize=2')).toEqual({ list: [], total: 3, page: 9, pageSize: 2 });
  });

  it('answers a visitor 401', async () => {
    const res = await page(undefined, '?page=1');
    expect(res.statusCode).toBe(401);
    expect(res.json<Envelope<null>>().status).toBe(ERRORS.NOT_SIGNED_IN.code);
  });

  it.each([
    ['?page=0', 'v.range', { field: 'field.page', min: 1, max: 100000 }],
    ['?pageSize=500', 'v.range', { field: 'field.pageSize', min: 1, max: 100 }],
    ['?page=abc', 'v.integer', { field: 'field.page' }],
  ] as const)('refuses %s with a 400 saying why, in the request\'s language', async (query, key, params) => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const res = await page(a.token, query, lang);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<Envelope<null>>();
      expect(body.status).toBe(ERRORS.VALIDATION.code);
      expect(body.msg).toBe(translate(lang, key, params));
    }
  });
});
