// Take-back requests and records: every refusal is a 4xx in the request's
// language that changes nothing; the daily limits and the review threshold at their edges; a
// player's few hundred requests at once pass exactly the limit; an item raced by take-back, sale
// and dream stake goes to exactly one. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT, ITEM_STATE } from '../../../../shared/constants.ts';
import { WITHDRAW_STATE } from '../../../../shared/contracts/withdrawal.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { translate } from '../../../../shared/messages.ts';
import { backpackItems, jobs, users, withdrawals } from '../../../db/schema/index.ts';
import { liveTag } from '../service.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { sell } from '../../../../../tests/integration/api.ts';
import { dream, targetAtLeast } from '../../../../../tests/integration/dream-helpers.ts';
import {
  ScriptedSupplier, TRADE_URL, bagItem, eventsOf, itemState, recordOf, records, recordsOfUser, skinAtLeast, withdraw, withdrawer,
} from '../../../../../tests/integration/withdrawals-helpers.ts';

let ctx: TestContext;
const heard = createRecordingBroadcaster();
const supplier = new ScriptedSupplier();
// 10 items or ¥100 a China-time day; above ¥20 waits for review.
const ENV = { WITHDRAW_DAILY_COUNT: '10', WITHDRAW_DAILY_VALUE: '100', WITHDRAW_REVIEW_ABOVE: '20', WITHDRAW_PRICE_MARGIN: '10' };
const T0 = new Date('2026-11-24T06:00:00Z'); // 14:00 China time

beforeAll(async () => {
  ctx = await createTestContext(ENV, undefined, { broadcaster: heard });
  ctx.deps.supplier = supplier;
  ctx.setNow(T0);
});
afterAll(async () => { await ctx.close(); });

async function nothingChanged(who: { id: bigint }, items: string[]) {
  for (const id of items) expect(await itemState(ctx, id)).toBe(ITEM_STATE.inBag);
  const [{ n }] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(eq(withdrawals.userId, who.id));
  expect(Number(n)).toBe(0);
}

describe('the request', () => {
  it('takes the items out of the backpack into records in state 0, with the market hash name, the price ceiling and a dispatch job', async () => {
    const p = await withdrawer(ctx);
    const st = [...ctx.deps.catalogue.ornaments.values()].find((o) => o.info.statTrak && o.weaponType === 'ak' && o.price <= 2000n)
      ?? [...ctx.deps.catalogue.ornaments.values()].find((o) => o.info.statTrak && o.price <= 2000n)!;
    const a = await bagItem(ctx, p, { ornamentId: st.id });
    const b = await bagItem(ctx, p, { price: 1000n });
    const before = heard.events.length;
    const res = await withdraw(ctx, p, [a, b], { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list;
    expect(list.map((r: { itemId: string }) => r.itemId)).toEqual([a, b]);
    expect(list.every((r: { state: number; remark: string }) => r.state === 0 && r.remark === '')).toBe(true);
    expect(await itemState(ctx, a)).toBe(ITEM_STATE.withdrawing);
    expect(await itemState(ctx, b)).toBe(ITEM_STATE.withdrawing);
    const ra = await recordOf(ctx, list[0].id);
    expect(ra.marketHashName).toBe(st.info.name.en);
    expect(ra.marketHashName).toMatch(/^StatTrak™ .+ \| .+ \((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/);
    expect(ra.maxPrice).toBe((st.price * 110n) / 100n);
    expect(ra.supplierRef).toBe(`wd${ra.id}`);
    expect(ra.supplier).toBe('scripted');
    expect(ra.tradeUrl).toBe(TRADE_URL);
    const rb = await recordOf(ctx, list[1].id);
    expect(rb.value).toBe(1000n);
    expect(rb.maxPrice).toBe(1100n);
    const ev = await eventsOf(ctx, ra.id);
    expect(ev.map((e) => [e.fromState, e.toState, e.event, e.source])).toEqual([[null, 0, 'request', 'request']]);
    const kinds = await ctx.deps.db.select({ kind: jobs.kind, key: jobs.key }).from(jobs).where(sql`${jobs.key} LIKE ${`%:${ra.id}@%`}`);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['withdraw.deadline', 'withdraw.dispatch']);
    // Live: one event per record, tagged for this player only.
    const mine = heard.events.slice(before).filter((e) => e.eventType === EVENT.withdrawal);
    expect(mine).toEqual(list.map((r: { id: string }) => ({ eventType: EVENT.withdrawal, data: { tag: liveTag(ctx.config.appSecret, p.id), id: r.id, state: 0 } })));
  });

  it('a knife keeps its star in the market hash name', async () => {
    const knife = [...ctx.deps.catalogue.ornaments.values()].filter((o) => o.weaponType === 'knife').sort((x, y) => (x.price < y.price ? -1 : 1))[0];
    const p = await withdrawer(ctx);
    const id = await bagItem(ctx, p, { ornamentId: knife.id, price: 500n });
    const res = await withdraw(ctx, p, [id]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await recordOf(ctx, res.json().data.list[0].id)).marketHashName).toMatch(/^★ /);
  });

  it('replayed with its Idempotency-Key: the first answer, one record', async () => {
    const p = await withdrawer(ctx);
    const id = await bagItem(ctx, p, { price: 100n });
    const key = randomUUID();
    const first = await withdraw(ctx, p, [id], { key });
    const again = await withdraw(ctx, p, [id], { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await recordsOfUser(ctx, p)).toHaveLength(1);
  });

  it('JSON arrays and numbers are taken as well as the comma-separated form', async () => {
    const p = await withdrawer(ctx);
    const a = await bagItem(ctx, p, { price: 100n });
    const b = await bagItem(ctx, p, { price: 100n });
    const res = await withdraw(ctx, p, [a, b], { json: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.list).toHaveLength(2);
  });
});

describe('refusals: a clear 4xx in the request language, nothing changed', () => {
  const cases: { name: string; setup: () => Promise<{ p: Awaited<ReturnType<typeof withdrawer>>; ids: string[] | string; json?: boolean }>; error: keyof typeof ERRORS | 'VALIDATION400' | 'CONTROL400' }[] = [
    { name: 'no trade link', setup: async () => { const p = await withdrawer(ctx, { tradeUrl: null }); return { p, ids: [await bagItem(ctx, p)] }; }, error: 'WITHDRAW_TRADE_LINK_NEEDED' },
    { name: 'a malformed trade link', setup: async () => { const p = await withdrawer(ctx, { tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=abc' }); return { p, ids: [await bagItem(ctx, p)] }; }, error: 'WITHDRAW_TRADE_LINK_NEEDED' },
    { name: 'not verified', setup: async () => { const p = await withdrawer(ctx, { verified: false }); return { p, ids: [await bagItem(ctx, p)] }; }, error: 'WITHDRAW_VERIFIED_NEEDED' },
    { name: 'no deposit yet', setup: async () => { const p = await withdrawer(ctx, { deposit: false }); return { p, ids: [await bagItem(ctx, p)] }; }, error: 'WITHDRAW_DEPOSIT_NEEDED' },
    {
      name: "someone else's item",
      setup: async () => { const p = await withdrawer(ctx); const other = await withdrawer(ctx); return { p, ids: [await bagItem(ctx, p), await bagItem(ctx, other)] }; },
      error: 'WITHDRAW_ITEMS_UNAVAILABLE',
    },
    {
      name: 'an item not in the backpack (sold)',
      setup: async () => {
        const p = await withdrawer(ctx);
        const sold = await bagItem(ctx, p);
        await ctx.deps.db.update(backpackItems).set({ state: ITEM_STATE.sold }).where(eq(backpackItems.id, BigInt(sold)));
        return { p, ids: [await bagItem(ctx, p), sold] };
      },
      error: 'WITHDRAW_ITEMS_UNAVAILABLE',
    },
    { name: 'an id nobody has', setup: async () => { const p = await withdrawer(ctx); return { p, ids: [await bagItem(ctx, p), '999999999'] }; }, error: 'WITHDRAW_ITEMS_UNAVAILABLE' },
    { name: 'repeated ids', setup: async () => { const p = await withdrawer(ctx); const id = await bagItem(ctx, p); return { p, ids: [id, id] }; }, error: 'WITHDRAW_ITEMS_UNAVAILABLE' },
    { name: 'control characters', setup: async () => { const p = await withdrawer(ctx); const id = await bagItem(ctx, p); return { p, ids: `${id}\u0007` }; }, error: 'CONTROL400' },
    { name: 'not a number', setup: async () => { const p = await withdrawer(ctx); await bagItem(ctx, p); return { p, ids: 'abc' }; }, error: 'VALIDATION400' },
    { name: 'an empty list', setup: async () => { const p = await withdrawer(ctx); await bagItem(ctx, p); return { p, ids: [], json: true }; }, error: 'VALIDATION400' },
    { name: 'more than 20 ids', setup: async () => { const p = await withdrawer(ctx); return { p, ids: Array.from({ length: 21 }, (_, i) => String(i + 1)) }; }, error: 'VALIDATION400' },
    { name: 'zero and negative ids', setup: async () => { const p = await withdrawer(ctx); return { p, ids: '0,-1' }; }, error: 'VALIDATION400' },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const { p, ids, json } = await c.setup();
      const res = await withdraw(ctx, p, ids, { lang: 'en', json });
      const body = res.json();
      if (c.error === 'CONTROL400') {
        expect(res.statusCode, res.body).toBe(400);
        expect(body.msg).toBe(translate('en', 'v.controlChars', { field: 'field.withdrawIds' }));
      } else if (c.error === 'VALIDATION400') {
        expect(res.statusCode, res.body).toBe(400);
        expect(body.msg).toBe(translate('en', 'v.withdrawIds', { max: 20 }));
      } else {
        expect(res.statusCode, res.body).toBe(ERRORS[c.error].http);
        expect(body.status).toBe(ERRORS[c.error].code);
        expect(body.msg).toBe(translate('en', ERRORS[c.error].key));
      }
      expect(body.success).toBe(false);
      const mine = await ctx.deps.db.select({ id: backpackItems.id, state: backpackItems.state }).from(backpackItems).where(eq(backpackItems.userId, p.id));
      expect(mine.filter((i) => i.state === ITEM_STATE.withdrawing)).toEqual([]);
      await nothingChanged(p, []);
    });
  }

  it('in Chinese by default', async () => {
    const p = await withdrawer(ctx, { verified: false });
    const res = await withdraw(ctx, p, [await bagItem(ctx, p)]);
    expect(res.json().msg).toBe(translate('zh-CN', 'err.withdrawVerifiedNeeded'));
  });

  it('signed out: 401; no Idempotency-Key: 400', async () => {
    const noToken = await ctx.app.inject({ method: 'POST', url: '/api/profile/ornamentRetrieval', headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': randomUUID() }, payload: 'ids=1' });
    expect(noToken.statusCode).toBe(401);
    const p = await withdrawer(ctx);
    const id = await bagItem(ctx, p);
    const noKey = await ctx.app.inject({ method: 'POST', url: '/api/profile/ornamentRetrieval', headers: { token: p.token, 'content-type': 'application/x-www-form-urlencoded' }, payload: `ids=${id}` });
    expect(noKey.statusCode).toBe(400);
    await nothingChanged(p, [id]);
  });
});

describe('daily limits (per China-time day) and the review threshold, at their edges', () => {
  it('count: the 10th item passes, the 11th is refused with what is left; failed ones do not count; midnight China time resets', async () => {
    ctx.setNow(new Date('2026-11-25T15:00:00Z')); // 23:00 China time
    const p = await withdrawer(ctx);
    for (let i = 0; i < 9; i++) expect((await withdraw(ctx, p, [await bagItem(ctx, p, { price: 100n })])).statusCode).toBe(200);
    const two = [await bagItem(ctx, p, { price: 100n }), await bagItem(ctx, p, { price: 100n })];
    const over = await withdraw(ctx, p, two, { lang: 'en' });
    expect(over.statusCode).toBe(429);
    expect(over.json().status).toBe(ERRORS.WITHDRAW_DAILY_COUNT.code);
    expect(over.json().msg).toBe(translate('en', 'err.withdrawDailyCount', { max: 10, left: 1 }));
    for (const id of two) expect(await itemState(ctx, id)).toBe(ITEM_STATE.inBag);
    expect((await withdraw(ctx, p, [two[0]])).statusCode).toBe(200);
    const last = await withdraw(ctx, p, [two[1]], { lang: 'en' });
    expect(last.json().msg).toBe(translate('en', 'err.withdrawDailyCount', { max: 10, left: 0 }));
    // A failed record (its item back in the bag) gives its place back.
    const [firstRec] = await recordsOfUser(ctx, p);
    await ctx.deps.db.update(withdrawals).set({ state: WITHDRAW_STATE.failed, reason: 'declined' }).where(eq(withdrawals.id, firstRec.id));
    expect((await withdraw(ctx, p, [two[1]])).statusCode).toBe(200);
    const more = await bagItem(ctx, p, { price: 100n });
    ctx.setNow(new Date('2026-11-25T15:59:59Z'));
    expect((await withdraw(ctx, p, [more])).statusCode).toBe(429);
    ctx.setNow(new Date('2026-11-25T16:00:00Z')); // midnight in China
    expect((await withdraw(ctx, p, [more])).statusCode).toBe(200);
    ctx.setNow(T0);
  });

  it('value: exactly ¥100 passes, one fen more is refused with what is left', async () => {
    const p = await withdrawer(ctx);
    const five = await Promise.all(Array.from({ length: 5 }, () => bagItem(ctx, p, { price: 2000n })));
    expect((await withdraw(ctx, p, five.slice(0, 4))).statusCode).toBe(200);
    const cent = await bagItem(ctx, p, { price: 1n });
    const res = await withdraw(ctx, p, [five[4], cent], { lang: 'en' });
    expect(res.statusCode).toBe(429);
    expect(res.json().status).toBe(ERRORS.WITHDRAW_DAILY_VALUE.code);
    expect(res.json().msg).toBe(translate('en', 'err.withdrawDailyValue', { max: '100', left: '20' }));
    expect(await itemState(ctx, cent)).toBe(ITEM_STATE.inBag);
    expect((await withdraw(ctx, p, [five[4]])).statusCode).toBe(200);
    expect((await withdraw(ctx, p, [cent])).json().msg).toBe(translate('zh-CN', 'err.withdrawDailyValue', { max: '100', left: '0' }));
  });

  it('review: ¥20.00 is dispatched, ¥20.01 waits for a person (state 5, review) with no purchase scheduled', async () => {
    const p = await withdrawer(ctx);
    const edge = await bagItem(ctx, p, { price: 2000n });
    const above = await bagItem(ctx, p, { price: 2001n });
    const res = await withdraw(ctx, p, [edge, above]);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = res.json().data.list;
    expect(a.state).toBe(WITHDRAW_STATE.taking);
    expect(b.state).toBe(WITHDRAW_STATE.settlement);
    expect(b.reason).toBe('review');
    expect(b.remark).toBe(translate('zh-CN', 'withdraw.reason.review'));
    expect((await eventsOf(ctx, b.id)).map((e) => [e.fromState, e.toState, e.event, e.reason])).toEqual([[null, 0, 'request', null], [0, 5, 'hold', 'review']]);
    const jobsOfB = await ctx.deps.db.select().from(jobs).where(sql`${jobs.key} LIKE ${`%:${b.id}@%`}`);
    expect(jobsOfB).toEqual([]);
    expect(await itemState(ctx, above)).toBe(ITEM_STATE.withdrawing);
  });
});

describe('races', () => {
  it('200 requests of one player at once: exactly the daily count passes; another player is not held up', async () => {
    const p = await withdrawer(ctx);
    const items = await Promise.all(Array.from({ length: 200 }, () => bagItem(ctx, p, { price: 100n })));
    const other = await withdrawer(ctx);
    const otherItem = await bagItem(ctx, other, { price: 100n });
    const [answers, otherAnswer] = await Promise.all([Promise.all(items.map((id) => withdraw(ctx, p, [id]))), withdraw(ctx, other, [otherItem])]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(190);
    expect(otherAnswer.statusCode).toBe(200);
    expect(await recordsOfUser(ctx, p)).toHaveLength(10);
    const [{ n }] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(backpackItems)
      .where(sql`${backpackItems.userId} = ${p.id} AND ${backpackItems.state} = ${ITEM_STATE.withdrawing}`);
    expect(Number(n)).toBe(10);
  });

  it('200 requests at once against the value limit: exactly ¥100 worth passes', async () => {
    const p = await withdrawer(ctx);
    const items = await Promise.all(Array.from({ length: 200 }, () => bagItem(ctx, p, { price: 1500n })));
    const answers = await Promise.all(items.map((id) => withdraw(ctx, p, [id])));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(6);
    expect(answers.filter((r) => r.statusCode === 429 && r.json().status === ERRORS.WITHDRAW_DAILY_VALUE.code)).toHaveLength(194);
  });

  it('one item raced by 100 take-backs, 100 sales and 100 dream stakes: exactly one wins', async () => {
    const target = targetAtLeast(ctx, 50_000n);
    const stakeSkin = skinAtLeast(ctx, target.price / 3n);
    const p = await withdrawer(ctx);
    const id = await bagItem(ctx, p, { ornamentId: stakeSkin.id, price: 1500n });
    const calls = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? withdraw(ctx, p, [id]) : i % 3 === 1 ? sell(ctx, p.token, [id]) : dream(ctx, p, { targetId: target.id, stakeIds: [id] })));
    const answers = await Promise.all(calls);
    const ok = answers.map((r, i) => ({ i, code: r.statusCode })).filter((r) => r.code === 200);
    expect(ok, JSON.stringify(answers.filter((r) => r.statusCode >= 500).map((r) => r.body).slice(0, 2))).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    const state = await itemState(ctx, id);
    const recs = await recordsOfUser(ctx, p);
    if (ok[0].i % 3 === 0) {
      expect(state).toBe(ITEM_STATE.withdrawing);
      expect(recs).toHaveLength(1);
    } else {
      expect(state).not.toBe(ITEM_STATE.withdrawing);
      expect(recs).toHaveLength(0);
    }
  });
});

describe('records', () => {
  it("the player's own, newest first, with the remark in the reader's language and the live tag; filtered by state", async () => {
    const p = await withdrawer(ctx);
    const a = await bagItem(ctx, p, { price: 100n });
    const b = await bagItem(ctx, p, { price: 2500n });
    await withdraw(ctx, p, [a]);
    await withdraw(ctx, p, [b]);
    const other = await withdrawer(ctx);
    await withdraw(ctx, other, [await bagItem(ctx, other, { price: 100n })]);
    const page = await records(ctx, p, '', 'en');
    expect(page.total).toBe(2);
    expect(page.liveTag).toBe(liveTag(ctx.config.appSecret, p.id));
    expect(page.liveTag).toMatch(/^[0-9a-f]{16}$/);
    expect(page.list.map((r: { itemId: string }) => r.itemId)).toEqual([b, a]);
    expect(page.list[0].remark).toBe(translate('en', 'withdraw.reason.review'));
    expect(page.list[1].remark).toBe('');
    expect(page.list[0].item.price).toBe('25.00');
    const onlyReview = await records(ctx, p, 'state=5');
    expect(onlyReview.list.map((r: { itemId: string }) => r.itemId)).toEqual([b]);
    const paged = await records(ctx, p, 'page=2&pageSize=1');
    expect(paged.list.map((r: { itemId: string }) => r.itemId)).toEqual([a]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/profile/getMyRetrievalPage?state=9', headers: { token: p.token } });
    expect(bad.statusCode).toBe(400);
    const out = await ctx.app.inject({ method: 'GET', url: '/api/profile/getMyRetrievalPage' });
    expect(out.statusCode).toBe(401);
    // Another player's trade link change does not touch a running order's snapshot.
    await ctx.deps.db.update(users).set({ tradeUrl: `${TRADE_URL}x` }).where(eq(users.id, p.id));
    expect((await recordOf(ctx, page.list[1].id)).tradeUrl).toBe(TRADE_URL);
  });
});
