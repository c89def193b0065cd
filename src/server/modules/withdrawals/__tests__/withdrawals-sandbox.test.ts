// Take-backs through the sandbox supplier, manual mode, its signed callbacks delivered
// to our callback route: one skin reaches the player and one comes back; a trade reversal is
// re-dispatched as a second sandbox order; a crash after the sandbox bought buys nothing more; a
// lost callback is caught up by the poller; a forged sandbox callback is 403. PGlite and PostgreSQL.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATE } from '../../../../shared/constants.ts';
import { WITHDRAW_STATE as S } from '../../../../shared/contracts/withdrawal.ts';
import { sandboxSkinOrders } from '../../../db/schema/index.ts';
import { createJobRunner } from '../../../jobs/runner.ts';
import { SUPPLIER_LEASE_MS, WITHDRAW_POLL, withdrawalJobHandlers } from '../jobs.ts';
import type { SandboxSupplier } from '../../../providers/skins/sandbox.ts';
import type { SupplierOrder } from '../../../providers/skins/supplier.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { bagItem, eventsOf, itemState, recordOf, withdraw, withdrawer } from '../../../../../tests/integration/withdrawals-helpers.ts';

let ctx: TestContext;
let sandbox: SandboxSupplier;
let delivering = true;

beforeAll(async () => {
  ctx = await createTestContext({ SKINS_SANDBOX_MODE: 'manual', WITHDRAW_REVIEW_ABOVE: '1000' });
  sandbox = ctx.deps.supplier as SandboxSupplier;
  expect(sandbox.id).toBe('sandbox');
  sandbox.useDelivery(async (headers, rawBody) => {
    if (!delivering) return;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/withdrawals/callback/sandbox', headers, payload: rawBody });
    if (res.statusCode !== 200) throw new Error(`callback ${res.statusCode}: ${res.body}`);
  });
});
afterAll(async () => { await ctx.close(); });

const later = (ms: number) => ctx.setNow(new Date(ctx.deps.clock().getTime() + ms));

async function act(ref: string, action: Parameters<SandboxSupplier['act']>[1]) {
  expect(await sandbox.act(ref, action), `${action} ${ref}`).not.toBeNull();
  await sandbox.settled();
}

async function requested(n: number) {
  await ctx.deps.jobs.runDue();
  const p = await withdrawer(ctx);
  const items = [];
  for (let i = 0; i < n; i++) items.push(await bagItem(ctx, p, { price: 1000n }));
  const res = await withdraw(ctx, p, items);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { p, items, ids: res.json().data.list.map((r: { id: string }) => r.id) as string[] };
}

describe('through the sandbox', () => {
  it('one skin reaches the player, one is declined and comes back to the backpack', async () => {
    const { items, ids } = await requested(2);
    await ctx.deps.jobs.runDue();
    await sandbox.settled();
    for (const id of ids) expect((await recordOf(ctx, id)).state).toBe(S.awaitingDispatch);
    const [a, b] = ids.map((id) => `wd${id}`) as [string, string];
    await act(a, 'send');
    const offered = await recordOf(ctx, ids[0]);
    expect(offered.state).toBe(S.awaitingReceipt);
    expect(offered.tradeOfferId).toBeTruthy();
    await act(a, 'accept');
    expect((await recordOf(ctx, ids[0])).state).toBe(S.success);
    expect(await itemState(ctx, items[0])).toBe(ITEM_STATE.withdrawn);
    await act(b, 'send');
    await act(b, 'decline');
    expect(await recordOf(ctx, ids[1])).toMatchObject({ state: S.failed, reason: 'declined' });
    expect(await itemState(ctx, items[1])).toBe(ITEM_STATE.inBag);
    // The sandbox's "order placed" callback races the dispatcher's own record of the order: either
    // may write the one 'ordered' step, never both.
    const events = (await eventsOf(ctx, ids[1])).map((e) => [e.event, e.source]);
    expect(events.map(([event]) => event)).toEqual(['request', 'ordered', 'offerSent', 'failed']);
    expect(['dispatch', 'callback']).toContain(events[1][1]);
    expect(events.filter(([, source]) => source === 'callback').map(([event]) => event)).toEqual(
      expect.arrayContaining(['offerSent', 'failed']),
    );
  });

  it('a reversal inside the window: a second sandbox order with the new ref, then delivered again', async () => {
    const { items, ids } = await requested(1);
    await ctx.deps.jobs.runDue();
    const ref = `wd${ids[0]}`;
    await act(ref, 'send');
    await act(ref, 'accept');
    await act(ref, 'reverse');
    expect(await recordOf(ctx, ids[0])).toMatchObject({ state: S.taking, reason: 'redispatched', supplierRef: `${ref}r1` });
    await ctx.deps.jobs.runDue();
    await sandbox.settled();
    const orders = await ctx.deps.db.select({ ref: sandboxSkinOrders.ref }).from(sandboxSkinOrders).where(like(sandboxSkinOrders.ref, `${ref}%`));
    expect(orders.map((o) => o.ref).sort()).toEqual([ref, `${ref}r1`]);
    await act(`${ref}r1`, 'send');
    await act(`${ref}r1`, 'accept');
    expect((await recordOf(ctx, ids[0])).state).toBe(S.success);
    expect(await itemState(ctx, items[0])).toBe(ITEM_STATE.withdrawn);
  });

  it('a crash after the sandbox bought: after the lease the job finds the order, one order in its book', async () => {
    const { ids } = await requested(1);
    const ref = `wd${ids[0]}`;
    let placed = false;
    // Its "order placed" callback is lost too, so only the job's second run can record the order.
    delivering = false;
    const dying = createJobRunner({
      db: ctx.deps.db, clock: ctx.deps.clock,
      handlers: withdrawalJobHandlers({
        ...ctx.deps.withdrawals,
        supplier: { ...sandbox, id: sandbox.id, buy: async (req) => { await sandbox.buy(req); placed = true; return new Promise<SupplierOrder>(() => {}); } },
      }),
    });
    void dying.runDue(1);
    for (let i = 0; i < 200 && !placed; i++) await new Promise((res) => setTimeout(res, 20));
    expect(placed).toBe(true);
    await sandbox.settled();
    expect((await recordOf(ctx, ids[0])).state).toBe(S.taking);
    later(SUPPLIER_LEASE_MS + 1000);
    await ctx.deps.jobs.runDue();
    await sandbox.settled();
    delivering = true;
    expect((await recordOf(ctx, ids[0])).state).toBe(S.awaitingDispatch);
    expect(await ctx.deps.db.select().from(sandboxSkinOrders).where(eq(sandboxSkinOrders.ref, ref))).toHaveLength(1);
    expect((await eventsOf(ctx, ids[0])).filter((e) => e.event === 'ordered')).toHaveLength(1);
  });

  it('a lost callback: the poller catches up', async () => {
    const { ids } = await requested(1);
    await ctx.deps.jobs.runDue();
    await sandbox.settled();
    delivering = false;
    try {
      await act(`wd${ids[0]}`, 'send');
      expect((await recordOf(ctx, ids[0])).state).toBe(S.awaitingDispatch);
      later(5 * 60_000);
      await ctx.deps.db.transaction((tx) => WITHDRAW_POLL.run(tx, ctx.deps.clock()));
      await ctx.deps.jobs.runDue();
    } finally {
      delivering = true;
    }
    expect((await recordOf(ctx, ids[0])).state).toBe(S.awaitingReceipt);
  });

  it('a forged sandbox callback is 403 and changes nothing', async () => {
    const { ids } = await requested(1);
    await ctx.deps.jobs.runDue();
    await sandbox.settled();
    const body = JSON.stringify({ ref: `wd${ids[0]}`, orderId: 'x', status: 'delivered' });
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/withdrawals/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }, payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect((await recordOf(ctx, ids[0])).state).toBe(S.awaitingDispatch);
  });
});
