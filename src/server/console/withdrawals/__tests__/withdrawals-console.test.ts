// Console take-backs: the queue and records, a record's history, approve (same
// supplier ref: a live order is found, never bought twice) and reject with a note (refused while the
// supplier's order may still deliver), the supplier's balance, failures by China-time day; the
// permissions (withdrawals.view / withdrawals.manage) and the audit row of every decision.
// A scripted supplier in memory. PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATE } from '../../../../shared/constants.ts';
import { WITHDRAW_STATE as S } from '../../../../shared/contracts/withdrawal.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { consoleAudit } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { signInStaff, staffGet, staffPost, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';
import { ScriptedSupplier, callback, eventsOf, itemState, newRecord as makeRecord, recordOf } from '../../../../../tests/integration/withdrawals-helpers.ts';

let ctx: TestContext;
const supplier = new ScriptedSupplier();
const T0 = new Date('2026-11-24T06:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ WITHDRAW_REVIEW_ABOVE: '50', WITHDRAW_DAILY_COUNT: '1000', WITHDRAW_DAILY_VALUE: '1000000' });
  ctx.deps.supplier = supplier;
  ctx.setNow(T0);
});
afterAll(async () => { await ctx.close(); });

const later = (ms: number) => ctx.setNow(new Date(ctx.deps.clock().getTime() + ms));

/** A record of a new player; above ¥50 it waits for review (state 5). */
const newRecord = (price: bigint) => makeRecord(ctx, price);

/** A record whose order the supplier holds (pending), then overdue: waiting in the queue with a live order. */
async function overdueWithOrder() {
  await ctx.deps.jobs.runDue();
  const r = await newRecord(1000n);
  await ctx.deps.jobs.runDue();
  expect((await recordOf(ctx, r.id)).state).toBe(S.awaitingDispatch);
  later(12 * 3_600_000 + 1000);
  await ctx.deps.jobs.runDue();
  expect(await recordOf(ctx, r.id)).toMatchObject({ state: S.settlement, reason: 'overdue' });
  later(5 * 60_000);
  return r;
}

async function auditOf(id: string) {
  return ctx.deps.db.select().from(consoleAudit).where(eq(consoleAudit.target, `withdrawal:${id}`));
}

const approve = (s: SignedInStaff, id: string) => staffPost(ctx, s, '/api/console/withdrawals/approve', { id });
const reject = (s: SignedInStaff, id: string, note = 'not this one') => staffPost(ctx, s, '/api/console/withdrawals/reject', { id, note });

describe('reading', () => {
  it('the queue (state 5, oldest first), all records, one record with its history; support may read', async () => {
    const a = await newRecord(6000n);
    later(1000);
    const b = await newRecord(7000n);
    const support = await signInStaff(ctx, 'support');
    const queue = await staffGet(ctx, support, '/api/console/withdrawals?state=5&pageSize=100');
    expect(queue.statusCode, queue.body).toBe(200);
    const ids = queue.json().data.list.map((r: { id: string }) => r.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const row = queue.json().data.list.find((r: { id: string }) => r.id === b.id);
    expect(row).toMatchObject({ state: 5, reason: 'review', value: '70.00', maxPrice: '77.00', supplierRef: b.ref, supplier: 'scripted', userId: String(b.p.id) });
    expect(row.nickname).toBeTruthy();
    const all = await staffGet(ctx, support, '/api/console/withdrawals');
    expect(all.json().data.list[0].id).toBe(b.id);
    const detail = await staffGet(ctx, support, `/api/console/withdrawals/detail?id=${a.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.record.id).toBe(a.id);
    expect(detail.json().data.events.map((e: { event: string }) => e.event)).toEqual(['request', 'hold']);
    expect((await staffGet(ctx, support, '/api/console/withdrawals/detail?id=999999999')).statusCode).toBe(404);
    expect((await staffGet(ctx, support, '/api/console/withdrawals/detail?id=abc')).statusCode).toBe(400);
    expect((await staffGet(ctx, support, '/api/console/withdrawals?state=7')).statusCode).toBe(400);
    // Support reads but does not decide.
    const refused = await approve(support, a.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe(ERRORS.CONSOLE_FORBIDDEN.code);
    expect((await reject(support, a.id)).statusCode).toBe(403);
    expect((await recordOf(ctx, a.id)).state).toBe(S.settlement);
  });

  it("the supplier's balance (null when it does not say or fails)", async () => {
    const s = await signInStaff(ctx, 'finance');
    expect((await staffGet(ctx, s, '/api/console/withdrawals/supplier')).json().data).toEqual({ id: 'scripted', balance: '1234.56' });
    supplier.balanceFen = null;
    expect((await staffGet(ctx, s, '/api/console/withdrawals/supplier')).json().data).toEqual({ id: 'scripted', balance: null });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on the same object
    const real = supplier.balance;
    supplier.balance = async () => { throw new Error('down'); };
    expect((await staffGet(ctx, s, '/api/console/withdrawals/supplier')).json().data).toEqual({ id: 'scripted', balance: null });
    supplier.balance = real;
    supplier.balanceFen = 123_456n;
  });

  it('failures by China-time day and reason', async () => {
    ctx.setNow(new Date('2030-01-01T15:59:00Z')); // 23:59 on 1 January in China
    await ctx.deps.jobs.runDue();
    const a = await newRecord(1000n);
    supplier.next = ['rejected'];
    await ctx.deps.jobs.runDue();
    ctx.setNow(new Date('2030-01-01T16:01:00Z')); // 00:01 on 2 January in China
    const b = await newRecord(1000n);
    const c = await newRecord(1000n);
    await ctx.deps.jobs.runDue();
    await callback(ctx, supplier, supplier.set(b.ref, { status: 'failed', failure: 'declined' }));
    await callback(ctx, supplier, supplier.set(c.ref, { status: 'failed', failure: 'declined' }));
    expect((await recordOf(ctx, a.id)).state).toBe(S.failed);
    const s = await signInStaff(ctx, 'operator');
    const res = await staffGet(ctx, s, '/api/console/withdrawals/failures?days=3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.days).toEqual([
      { day: '2029-12-31', counts: {} }, { day: '2030-01-01', counts: { badTradeLink: 1 } }, { day: '2030-01-02', counts: { declined: 2 } },
    ]);
    expect((await staffGet(ctx, s, '/api/console/withdrawals/failures')).json().data.days).toHaveLength(30);
    expect((await staffGet(ctx, s, '/api/console/withdrawals/failures?days=0')).statusCode).toBe(400);
    ctx.setNow(T0);
  });
});

describe('deciding', () => {
  it('approve from the queue: 5 -> 0, dispatched and bought; audited; a second approve is refused', async () => {
    const r = await newRecord(6000n);
    const s = await signInStaff(ctx, 'operator');
    const res = await approve(s, r.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: r.id, state: 0, reason: null });
    expect((await recordOf(ctx, r.id)).reviewedBy).toBe(s.id);
    const again = await approve(s, r.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(ERRORS.WITHDRAW_WRONG_STATE.code);
    const buys = supplier.purchases;
    await ctx.deps.jobs.runDue();
    expect(supplier.purchases).toBe(buys + 1);
    expect((await recordOf(ctx, r.id)).state).toBe(S.awaitingDispatch);
    const events = await eventsOf(ctx, r.id);
    expect(events.map((e) => [e.event, e.source])).toEqual([['request', 'request'], ['hold', 'request'], ['approve', 'console'], ['ordered', 'dispatch']]);
    expect(events[2].staffId).toBe(s.id);
    const audit = await auditOf(r.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'withdrawal.approve', staffId: s.id, before: { state: 5, reason: 'review', supplierRef: r.ref }, after: { state: 0, reason: null } });
    const detail = await staffGet(ctx, s, `/api/console/withdrawals/detail?id=${r.id}`);
    expect(detail.json().data.events[2]).toMatchObject({ event: 'approve', staffName: s.name });
  });

  it('approve of a record whose supplier order is still live: the same ref finds it, no second purchase', async () => {
    const r = await overdueWithOrder();
    const s = await signInStaff(ctx, 'operator');
    expect((await approve(s, r.id)).statusCode).toBe(200);
    const buys = supplier.purchases;
    await ctx.deps.jobs.runDue();
    expect(supplier.purchases).toBe(buys);
    expect((await recordOf(ctx, r.id)).state).toBe(S.awaitingDispatch);
    // The first attempt's deadline has passed; the approval's own runs 12 hours after it.
    later(11 * 3_600_000);
    await ctx.deps.jobs.runDue();
    expect((await recordOf(ctx, r.id)).state).toBe(S.awaitingDispatch);
    later(3_600_000 + 1000);
    await ctx.deps.jobs.runDue();
    expect(await recordOf(ctx, r.id)).toMatchObject({ state: S.settlement, reason: 'overdue' });
  });

  it('reject with a note: 5 -> 4, the item back once; audited with the note', async () => {
    const r = await newRecord(6000n);
    const s = await signInStaff(ctx, 'finance');
    const noNote = await staffPost(ctx, s, '/api/console/withdrawals/reject', { id: r.id });
    expect(noNote.statusCode).toBe(400);
    const res = await reject(s, r.id, 'suspicious account');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 4, reason: 'rejected' });
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.inBag);
    expect((await reject(s, r.id)).statusCode).toBe(409);
    expect((await approve(s, r.id)).statusCode).toBe(409);
    const ev = (await eventsOf(ctx, r.id)).at(-1)!;
    expect(ev).toMatchObject({ event: 'reject', source: 'console', reason: 'rejected', staffId: s.id, detail: { note: 'suspicious account' } });
    const [a] = await ctx.deps.db.select().from(consoleAudit).where(and(eq(consoleAudit.target, `withdrawal:${r.id}`), eq(consoleAudit.action, 'withdrawal.reject')));
    expect(a).toMatchObject({ reason: 'suspicious account', after: { state: 4, reason: 'rejected' } });
  });

  it('reject is refused while the supplier order may still deliver, and when the supplier does not answer; allowed once it failed', async () => {
    const r = await overdueWithOrder();
    const s = await signInStaff(ctx, 'operator');
    const live = await reject(s, r.id);
    expect(live.statusCode).toBe(409);
    expect(live.json().status).toBe(ERRORS.WITHDRAW_ORDER_LIVE.code);
    supplier.set(r.ref, { status: 'offerSent', tradeOfferId: '3' });
    expect((await reject(s, r.id)).json().status).toBe(ERRORS.WITHDRAW_ORDER_LIVE.code);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on the same object
    const real = supplier.order;
    supplier.order = async () => { throw new Error('timeout'); };
    expect((await reject(s, r.id)).json().status).toBe(ERRORS.WITHDRAW_ORDER_LIVE.code);
    supplier.order = real;
    expect(await recordOf(ctx, r.id)).toMatchObject({ state: S.settlement });
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.withdrawing);
    expect(await auditOf(r.id)).toHaveLength(0);
    supplier.set(r.ref, { status: 'failed', failure: 'expired' });
    const ok = await reject(s, r.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.inBag);
  });

  it('reject when the supplier reports the skin delivered: the delivery lands (3), the reject is refused; the item is never both', async () => {
    const r = await overdueWithOrder();
    supplier.set(r.ref, { status: 'delivered', tradeOfferId: '4' });
    const s = await signInStaff(ctx, 'operator');
    const res = await reject(s, r.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe(ERRORS.WITHDRAW_WRONG_STATE.code);
    expect((await recordOf(ctx, r.id)).state).toBe(S.success);
    expect(await itemState(ctx, r.item)).toBe(ITEM_STATE.withdrawn);
  });

  it('reject right after a hold (a buy may still be on its way) is refused until a lease has passed', async () => {
    await ctx.deps.jobs.runDue();
    const r = await newRecord(1000n);
    supplier.next = ['balance'];
    await ctx.deps.jobs.runDue();
    expect(await recordOf(ctx, r.id)).toMatchObject({ state: S.settlement, reason: 'supplierBalance' });
    const s = await signInStaff(ctx, 'operator');
    expect((await reject(s, r.id)).json().status).toBe(ERRORS.WITHDRAW_ORDER_LIVE.code);
    later(3 * 60_000);
    expect((await reject(s, r.id)).statusCode).toBe(200);
  });

  it('without the CSRF header nothing is decided; an unknown record is 404', async () => {
    const r = await newRecord(6000n);
    const s = await signInStaff(ctx, 'owner');
    const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/console/withdrawals/approve', headers: { 'content-type': 'application/json', cookie: s.cookie }, payload: JSON.stringify({ id: r.id }) });
    expect(noCsrf.statusCode).toBe(403);
    expect((await recordOf(ctx, r.id)).state).toBe(S.settlement);
    expect((await approve(s, '999999999')).statusCode).toBe(404);
    expect((await reject(s, '999999999')).statusCode).toBe(404);
  });
});
