// A take-back after its request: the dispatcher, callbacks, the poller and
// the deadline all drive one record through apply.ts. Callbacks replayed, forged, stale and out of
// order; two at once and a callback racing the poller (one change, one event per step, the item
// moved once); a crash after the supplier bought (no second purchase); retries into a hold; trade
// reversals (re-dispatched once, then back to the backpack); the 12-hour deadline; the dispatch run
// by two processes at once. A scripted supplier in memory. PGlite and PostgreSQL.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT, ITEM_STATE } from '../../../../shared/constants.ts';
import { WITHDRAW_STATE as S } from '../../../../shared/contracts/withdrawal.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { translate } from '../../../../shared/messages.ts';
import { openDatabase } from '../../../db/client.ts';
import { jobs, ledgerTransactions, messages, postings, withdrawals } from '../../../db/schema/index.ts';
import { createJobRunner } from '../../../jobs/runner.ts';
import { DISPATCH_ATTEMPTS, SUPPLIER_LEASE_MS, WITHDRAW_POLL, withdrawalJobHandlers } from '../jobs.ts';
import { liveTag } from '../service.ts';
import { houseAccountId } from '../../wallet/ledger.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { createTestContext, freshDatabaseUrl, type TestContext } from '../../../../../tests/integration/context.ts';
import { ScriptedSupplier, callback, eventsOf, itemState, newRecord as makeRecord, recordOf, records, withdraw } from '../../../../../tests/integration/withdrawals-helpers.ts';

let ctx: TestContext;
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
const heard = createRecordingBroadcaster();
const supplier = new ScriptedSupplier();
const T0 = new Date('2026-11-24T06:00:00Z');

beforeAll(async () => {
  fresh = await freshDatabaseUrl();
  ctx = await createTestContext({ WITHDRAW_REVIEW_ABOVE: '1000', WITHDRAW_DAILY_COUNT: '1000', WITHDRAW_DAILY_VALUE: '1000000' }, fresh.location, { broadcaster: heard });
  ctx.deps.supplier = supplier;
  ctx.setNow(T0);
});
afterAll(async () => {
  await ctx.close();
  await fresh.drop();
});

const later = (ms: number) => ctx.setNow(new Date(ctx.deps.clock().getTime() + ms));

/** A new record (state 0) for a new player; its item and the player. */
const newRecord = (price = 1234n) => makeRecord(ctx, price);

/** Runs only this record's due dispatch (and anything else due): the scripted supplier answers at once. */
async function dispatched(price?: bigint) {
  const r = await newRecord(price);
  await ctx.deps.jobs.runDue();
  expect((await recordOf(ctx, r.id)).state).toBe(S.awaitingDispatch);
  return r;
}

async function ledgerFor(ref: string) {
  const owed = await houseAccountId(ctx.deps.db, 'house:withdrawals');
  return ctx.deps.db.select({ kind: ledgerTransactions.kind, amount: postings.amount }).from(ledgerTransactions)
    .innerJoin(postings, eq(postings.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerTransactions.ref, ref), eq(postings.accountId, owed))).orderBy(ledgerTransactions.id);
}

describe('the happy path', () => {
  it('dispatch -> 1, offer -> 2, accepted -> 3: item withdrawn, ledger posted, protection window, live events', async () => {
    const r = await newRecord(1500n);
    const buys = supplier.purchases;
    await ctx.deps.jobs.runDue();
    expect(supplier.purchases).toBe(buys + 1);
    let row = await recordOf(ctx, r.id);
    expect(row.state).toBe(S.awaitingDispatch);
    expect(row.supplierOrderId).toBe(`o-${r.ref}`);
    const expires = new Date(T0.getTime() + 86_400_000);
    const offer = supplier.set(r.ref, { status: 'offerSent', tradeOfferId: '7654321', offerExpiresAt: expires });
    expect((await callback(ctx, supplier, offer)).statusCode).toBe(200);
    row = await recordOf(ctx, r.id);
    expect(row.state).toBe(S.awaitingReceipt);
    expect(row.tradeOfferId).toBe('7654321');
    expect(row.offerExpiresAt?.toISOString()).toBe(expires.toISOString());
    const page = await records(ctx, r.p);
    expect(page.list[0]).toMatchObject({ state: 2, tradeOfferId: '7654321', offerExpiresAt: expires.toISOString() });
    const done = supplier.set(r.ref, { status: 'delivered', price: 1600n });
    const before = heard.events.length;
    expect((await callback(ctx, supplier, done)).statusCode).toBe(200);
    row = await recordOf(ctx, r.id);
    expect(row.state).toBe(S.success);
    expect(row.paidPrice).toBe(1600n);
    expect(row.deliveredAt?.toISOString()).toBe(T0.toISOString());
    expect(row.protectedUntil?.toISOString()).toBe(new Date(T0.getTime() + 7 * 86_400_000).toISOString());
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.withdrawn);
    expect(await ledgerFor(r.ref)).toEqual([{ kind: 'withdrawal', amount: 1600n }]);
    const [{ n }] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(messages).where(and(eq(messages.userId, r.p.id), eq(messages.kind, 'withdrawal')));
    expect(Number(n)).toBe(1);
    expect((await eventsOf(ctx, r.id)).map((e) => [e.fromState, e.toState, e.event, e.source])).toEqual([
      [null, 0, 'request', 'request'], [0, 1, 'ordered', 'dispatch'], [1, 2, 'offerSent', 'callback'], [2, 3, 'delivered', 'callback'],
    ]);
    expect(heard.events.slice(before)).toEqual([{ eventType: EVENT.withdrawal, data: { tag: liveTag(ctx.config.appSecret, r.p.id), id: r.id, state: 3 } }]);
  });
});

describe('callbacks', () => {
  it('replayed: 200 and nothing changes', async () => {
    const r = await dispatched();
    const done = supplier.set(r.ref, { status: 'delivered', tradeOfferId: '1' });
    expect((await callback(ctx, supplier, done)).statusCode).toBe(200);
    const events = (await eventsOf(ctx, r.id)).length;
    for (let i = 0; i < 3; i++) expect((await callback(ctx, supplier, done)).statusCode).toBe(200);
    expect(await eventsOf(ctx, r.id)).toHaveLength(events);
    expect(await ledgerFor(r.ref)).toHaveLength(1);
  });

  it('forged (a bad signature): 403 BAD_SIGNATURE; an order we never placed or an unknown supplier: 404; nothing changes', async () => {
    const r = await dispatched();
    const fake = { ...(await supplier.order(r.ref))!, status: 'delivered' as const };
    const forged = await callback(ctx, supplier, fake, 'f'.repeat(64));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().status).toBe(ERRORS.BAD_SIGNATURE.code);
    const unknown = await callback(ctx, supplier, { ...fake, ref: 'wd999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(ERRORS.WITHDRAW_UNKNOWN_ORDER.code);
    expect((await callback(ctx, supplier, { ...fake, ref: `${r.ref}r1` })).statusCode).toBe(404);
    expect((await callback(ctx, supplier, { ...fake, ref: 'nonsense' })).statusCode).toBe(404);
    const elsewhere = await ctx.app.inject({ method: 'POST', url: '/api/withdrawals/callback/waxpeer', headers: { 'content-type': 'application/json' }, payload: supplier.body(fake) });
    expect(elsewhere.statusCode).toBe(404);
    expect((await recordOf(ctx, r.id)).state).toBe(S.awaitingDispatch);
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.withdrawing);
  });

  it('stale (an older status after a newer one) and out of order (a step skipped): never backwards, skipped steps each written', async () => {
    const r = await dispatched();
    const offer = supplier.set(r.ref, { status: 'offerSent', tradeOfferId: '42' });
    await callback(ctx, supplier, offer);
    const pending = { ...offer, status: 'pending' as const };
    expect((await callback(ctx, supplier, pending)).statusCode).toBe(200);
    expect((await recordOf(ctx, r.id)).state).toBe(S.awaitingReceipt);

    const q = await dispatched();
    // "delivered" arrives before "offer sent" was ever heard.
    const done = supplier.set(q.ref, { status: 'delivered', tradeOfferId: '43' });
    await callback(ctx, supplier, done);
    expect((await eventsOf(ctx, q.id)).map((e) => e.event)).toEqual(['request', 'ordered', 'offerSent', 'delivered']);
    await callback(ctx, supplier, { ...done, status: 'offerSent' });
    await callback(ctx, supplier, { ...done, status: 'failed', failure: 'declined' });
    expect((await recordOf(ctx, q.id)).state).toBe(S.success);
    expect(await itemState(ctx, q.item)).toBe(ITEM_STATE.withdrawn);
    expect(await eventsOf(ctx, q.id)).toHaveLength(4);
  });

  it('a failure returns the item exactly once, even with two callbacks at once; the remark says why', async () => {
    const r = await dispatched();
    supplier.set(r.ref, { status: 'offerSent', tradeOfferId: '9' });
    const failed = supplier.set(r.ref, { status: 'failed', failure: 'declined' });
    const answers = await Promise.all([callback(ctx, supplier, failed), callback(ctx, supplier, failed)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const row = await recordOf(ctx, r.id);
    expect(row.state).toBe(S.failed);
    expect(row.reason).toBe('declined');
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.inBag);
    expect((await eventsOf(ctx, r.id)).filter((e) => e.event === 'failed')).toHaveLength(1);
    const page = await records(ctx, r.p, '', 'en');
    expect(page.list[0].remark).toBe(translate('en', 'withdraw.reason.declined'));
    // One inbox message, in the reader's language, with the reason.
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/message/listMessage', headers: { token: r.p.token, lang: 'en' } });
    const mine = inbox.json().data.list.filter((m: { kind: string }) => m.kind === 'withdrawal');
    expect(mine).toHaveLength(1);
    expect(mine[0].title).toBe(translate('en', 'inbox.withdrawal.failed.title'));
    const msg = await ctx.app.inject({ method: 'GET', url: `/api/message/getMessageDetail?id=${mine[0].id}`, headers: { token: r.p.token, lang: 'en' } });
    expect(msg.json().data.body).toContain(translate('en', 'withdraw.reason.declined'));
    // The item is named in the reader's language: Chinese for a zh-CN reader, never Steam's English market name.
    const [{ ornamentId, marketHashName }] = await ctx.deps.db.select({ ornamentId: withdrawals.ornamentId, marketHashName: withdrawals.marketHashName }).from(withdrawals).where(eq(withdrawals.id, BigInt(r.id)));
    const names = ctx.deps.catalogue.ornaments.get(ornamentId)!.info.name;
    expect(msg.json().data.body).toContain(names.en);
    const zh = await ctx.app.inject({ method: 'GET', url: `/api/message/getMessageDetail?id=${mine[0].id}`, headers: { token: r.p.token, lang: 'zh-CN' } });
    expect(zh.json().data.body).toContain(names['zh-CN']);
    expect(zh.json().data.body).not.toContain(marketHashName);
    // The item may be taken back again: a new record.
    expect((await withdraw(ctx, r.p, [r.item])).statusCode).toBe(200);
  });

  it('racing the poller: one state change, one event per step, the item moved once, one ledger posting', async () => {
    const r = await dispatched();
    supplier.set(r.ref, { status: 'offerSent', tradeOfferId: '77' });
    await callback(ctx, supplier, (await supplier.order(r.ref))!);
    later(5 * 60_000); // the poller asks about records untouched for a while
    const done = supplier.set(r.ref, { status: 'delivered' });
    await ctx.deps.db.transaction((tx) => WITHDRAW_POLL.run(tx, ctx.deps.clock()));
    const [answer] = await Promise.all([callback(ctx, supplier, done), ctx.deps.jobs.runDue(), callback(ctx, supplier, done)]);
    expect(answer.statusCode).toBe(200);
    expect((await recordOf(ctx, r.id)).state).toBe(S.success);
    expect((await eventsOf(ctx, r.id)).filter((e) => e.event === 'delivered')).toHaveLength(1);
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.withdrawn);
    expect(await ledgerFor(r.ref)).toHaveLength(1);
  });

  it('the poller asks about a waiting record every minute at first, then every 5th, then every 15th minute', async () => {
    const r = await dispatched();
    await callback(ctx, supplier, supplier.set(r.ref, { status: 'offerSent', tradeOfferId: '79' }));
    const since = (await recordOf(ctx, r.id)).updatedAt.getTime();
    /** Ticks at the first minute slot at least `ageMin` after the offer with slot % mod === rest; whether it asked about r. */
    const tickAt = async (ageMin: number, mod: number, rest: number) => {
      let slot = Math.ceil((since + ageMin * 60_000) / 60_000);
      while (slot % mod !== rest) slot++;
      const at = new Date(slot * 60_000);
      await ctx.deps.db.transaction((tx) => WITHDRAW_POLL.run(tx, at));
      const [row] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.key, `withdraw.pollOne:${r.id}@${slot}`));
      return Number(row.n) === 1;
    };
    expect(await tickAt(1, 1, 0)).toBe(false); // not stale yet
    expect(await tickAt(3, 5, 1)).toBe(true);
    expect(await tickAt(20, 5, 1)).toBe(false);
    expect(await tickAt(20, 15, 5)).toBe(true);
    expect(await tickAt(120, 15, 5)).toBe(false);
    expect(await tickAt(120, 15, 0)).toBe(true);
  });

  it('the poller alone catches up on a lost callback', async () => {
    const r = await dispatched();
    supplier.set(r.ref, { status: 'offerSent', tradeOfferId: '78' });
    later(5 * 60_000);
    await ctx.deps.db.transaction((tx) => WITHDRAW_POLL.run(tx, ctx.deps.clock()));
    await ctx.deps.jobs.runDue();
    const row = await recordOf(ctx, r.id);
    expect(row.state).toBe(S.awaitingReceipt);
    expect((await eventsOf(ctx, r.id)).at(-1)?.source).toBe('poll');
  });
});

describe('the dispatcher', () => {
  it('a crash after the supplier bought, before we recorded it: the job runs again when its lease ends and finds the order, no second purchase', async () => {
    await ctx.deps.jobs.runDue();
    const r = await newRecord();
    const buys = supplier.purchases;
    supplier.hangAfterPlacing = true;
    // This "process" claims the job, the supplier places the order, and the answer never comes back.
    const dying = createJobRunner({ db: ctx.deps.db, handlers: withdrawalJobHandlers(ctx.deps.withdrawals), clock: ctx.deps.clock });
    void dying.runDue(1);
    for (let i = 0; i < 100 && supplier.purchases === buys; i++) await new Promise((res) => setTimeout(res, 20));
    expect(supplier.purchases).toBe(buys + 1);
    supplier.hangAfterPlacing = false;
    expect((await recordOf(ctx, r.id)).state).toBe(S.taking);
    await ctx.deps.jobs.runDue(); // inside the lease: nobody takes the job
    expect((await recordOf(ctx, r.id)).state).toBe(S.taking);
    later(SUPPLIER_LEASE_MS + 1000);
    const calls = supplier.buyCalls;
    await ctx.deps.jobs.runDue();
    expect(supplier.buyCalls).toBe(calls + 1);
    expect(supplier.purchases).toBe(buys + 1);
    const row = await recordOf(ctx, r.id);
    expect(row.state).toBe(S.awaitingDispatch);
    expect(row.supplierOrderId).toBe(`o-${r.ref}`);
  });

  it('the supplier asks to retry: retried with backoff, then held for a person (5, timeout)', async () => {
    await ctx.deps.jobs.runDue();
    const r = await newRecord();
    supplier.next = Array.from({ length: DISPATCH_ATTEMPTS + 2 }, () => 'retry' as const);
    const calls = supplier.buyCalls;
    for (let i = 0; i < DISPATCH_ATTEMPTS + 2 && (await recordOf(ctx, r.id)).state === S.taking; i++) {
      await ctx.deps.jobs.runDue();
      later(60_000);
    }
    expect(supplier.buyCalls - calls).toBeLessThanOrEqual(DISPATCH_ATTEMPTS);
    const row = await recordOf(ctx, r.id);
    expect(row.state).toBe(S.settlement);
    expect(row.reason).toBe('timeout');
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.withdrawing);
    supplier.next = [];
  });

  it('our funds at the supplier short: 5 (supplierBalance); refused for good: 4 (badTradeLink), item back', async () => {
    await ctx.deps.jobs.runDue();
    const a = await newRecord();
    supplier.next = ['balance'];
    await ctx.deps.jobs.runDue();
    expect(await recordOf(ctx, a.id)).toMatchObject({ state: S.settlement, reason: 'supplierBalance' });
    const b = await newRecord();
    supplier.next = ['rejected'];
    await ctx.deps.jobs.runDue();
    expect(await recordOf(ctx, b.id)).toMatchObject({ state: S.failed, reason: 'badTradeLink' });
    expect(await itemState(ctx, b.item)).toBe(ITEM_STATE.inBag);
  });

  it('run by two processes at once: each record bought once, one "ordered" each', async () => {
    await ctx.deps.jobs.runDue();
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await newRecord());
    const buys = supplier.purchases;
    const other = ctx.database.kind === 'postgres' ? await openDatabase(fresh.location) : ctx.database;
    const handlers = withdrawalJobHandlers(ctx.deps.withdrawals);
    const runners = [ctx.database, other].map((d) => createJobRunner({ db: d.db, handlers, clock: ctx.deps.clock }));
    await Promise.all(runners.map((x) => x.runDue(20)));
    if (other !== ctx.database) await other.close();
    expect(supplier.purchases).toBe(buys + 6);
    for (const r of made) {
      expect((await recordOf(ctx, r.id)).state).toBe(S.awaitingDispatch);
      expect((await eventsOf(ctx, r.id)).filter((e) => e.event === 'ordered')).toHaveLength(1);
    }
  });
});

describe('Steam Trade Protection', () => {
  it('a reversal inside the window re-dispatches once (new ref, ledger reversed); a second reversal returns the item', async () => {
    const r = await dispatched(2000n);
    await callback(ctx, supplier, supplier.set(r.ref, { status: 'delivered', tradeOfferId: '5' }));
    expect((await recordOf(ctx, r.id)).state).toBe(S.success);
    later(3 * 86_400_000);
    await callback(ctx, supplier, supplier.set(r.ref, { status: 'reversed' }));
    let row = await recordOf(ctx, r.id);
    expect(row).toMatchObject({ state: S.taking, reason: 'redispatched', redispatches: 1, supplierRef: `${r.ref}r1`, deliveredAt: null, protectedUntil: null });
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.withdrawing);
    // The scripted supplier charges the ceiling (value + 10%).
    expect(await ledgerFor(r.ref)).toEqual([{ kind: 'withdrawal', amount: 2200n }, { kind: 'withdrawalReversal', amount: -2200n }]);
    expect((await records(ctx, r.p, '', 'en')).list[0].remark).toBe(translate('en', 'withdraw.reason.redispatched'));
    // The old order's news is stale now.
    expect((await callback(ctx, supplier, { ...(await supplier.order(r.ref))!, status: 'delivered' })).statusCode).toBe(200);
    expect((await recordOf(ctx, r.id)).state).toBe(S.taking);
    const buys = supplier.purchases;
    await ctx.deps.jobs.runDue();
    expect(supplier.purchases).toBe(buys + 1);
    const ref2 = `${r.ref}r1`;
    await callback(ctx, supplier, supplier.set(ref2, { status: 'delivered', tradeOfferId: '6' }));
    expect((await recordOf(ctx, r.id)).state).toBe(S.success);
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.withdrawn);
    later(86_400_000);
    await callback(ctx, supplier, supplier.set(ref2, { status: 'reversed' }));
    row = await recordOf(ctx, r.id);
    expect(row).toMatchObject({ state: S.failed, reason: 'reversed', redispatches: 1 });
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.inBag);
    expect(await ledgerFor(ref2)).toEqual([{ kind: 'withdrawal', amount: 2200n }, { kind: 'withdrawalReversal', amount: -2200n }]);
    expect((await eventsOf(ctx, r.id)).map((e) => e.event)).toEqual(['request', 'ordered', 'offerSent', 'delivered', 'reversed', 'ordered', 'offerSent', 'delivered', 'reversed']);
  });

  it('a reversal after the window changes nothing', async () => {
    const r = await dispatched();
    await callback(ctx, supplier, supplier.set(r.ref, { status: 'delivered', tradeOfferId: '5' }));
    later(7 * 86_400_000 + 1000);
    expect((await callback(ctx, supplier, supplier.set(r.ref, { status: 'reversed' }))).statusCode).toBe(200);
    expect((await recordOf(ctx, r.id)).state).toBe(S.success);
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.withdrawn);
  });
});

describe('the 12-hour deadline', () => {
  it('a record still in 0, 1 or 2 after 12 hours waits for a person (overdue); one already done is left alone; delivery still lands', async () => {
    await ctx.deps.jobs.runDue();
    const waiting = await dispatched();
    const offered = await dispatched();
    await callback(ctx, supplier, supplier.set(offered.ref, { status: 'offerSent', tradeOfferId: '11' }));
    const done = await dispatched();
    await callback(ctx, supplier, supplier.set(done.ref, { status: 'delivered', tradeOfferId: '12' }));
    supplier.next = Array.from({ length: 50 }, () => 'retry' as const);
    const stuck = await newRecord();
    await ctx.deps.jobs.runDue();
    supplier.next = [];
    later(12 * 3_600_000 - 60_000);
    await ctx.deps.jobs.runDue();
    expect((await recordOf(ctx, waiting.id)).state).toBe(S.awaitingDispatch);
    later(61_000);
    await ctx.deps.jobs.runDue();
    expect(await recordOf(ctx, waiting.id)).toMatchObject({ state: S.settlement, reason: 'overdue' });
    expect(await recordOf(ctx, offered.id)).toMatchObject({ state: S.settlement, reason: 'overdue' });
    expect([S.settlement]).toContain((await recordOf(ctx, stuck.id)).state);
    expect((await recordOf(ctx, done.id)).state).toBe(S.success);
    expect(await itemState(ctx, offered.item)).toBe(ITEM_STATE.withdrawing);
    // The player accepts the offer late: the fact wins over the pending review.
    await callback(ctx, supplier, supplier.set(offered.ref, { status: 'delivered' }));
    expect((await recordOf(ctx, offered.id)).state).toBe(S.success);
    expect(await itemState(ctx, offered.item)).toBe(ITEM_STATE.withdrawn);
    const [{ n }] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(withdrawals)
      .where(inArray(withdrawals.id, [BigInt(waiting.id), BigInt(offered.id)]));
    expect(Number(n)).toBe(2);
  });
});
