// The sandbox skin supplier: its book is a table, so a buy is idempotent on our ref
// even when two arrive at once; auto mode walks orders with database jobs and fails the configured
// share with the reasons in turn; manual mode moves only by its page; every committed change sends
// a signed callback whose signature, and freshness, parseCallback checks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSkinOrders } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { createSupplier, isSandboxSupplier } from '../choose.ts';
import { planFor } from '../sandbox-book.ts';
import { signCallback } from '../sandbox-callback.ts';
import type { SandboxSupplier } from '../sandbox.ts';
import { SupplierError, type SupplierOrder } from '../supplier.ts';
import { get, post } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12';
const NAME = 'AK-47 | Redline (Field-Tested)';
let seq = 0;
const newRef = () => `wd${Date.now() % 1_000_000}${++seq}`;

interface Heard { headers: Record<string, string>; rawBody: string; order: SupplierOrder }

/** A context whose sandbox hands its callbacks to `heard` (parsed, so a bad signature fails the test). */
async function sandboxContext(env: Record<string, string>): Promise<{ ctx: TestContext; sandbox: SandboxSupplier; heard: Heard[] }> {
  const ctx = await createTestContext({ WITHDRAW_SUPPLIER: 'sandbox', ...env });
  const supplier = ctx.deps.supplier;
  if (!isSandboxSupplier(supplier)) throw new Error('not the sandbox');
  const heard: Heard[] = [];
  supplier.useDelivery(async (headers, rawBody) => {
    heard.push({ headers, rawBody, order: supplier.parseCallback(headers, rawBody, ctx.deps.clock()) });
  });
  return { ctx, sandbox: supplier, heard };
}

const rowsOf = async (ctx: TestContext, ref: string) => ctx.deps.db.select().from(sandboxSkinOrders).where(eq(sandboxSkinOrders.ref, ref));

describe('planFor', () => {
  it('fails exactly failPercent of each hundred orders, the reasons in turn', () => {
    const plans = Array.from({ length: 100 }, (_, n) => planFor(n, 20));
    expect(plans.filter((p) => p !== 'deliver')).toEqual(['decline', 'expire', 'cancel', 'outOfStock', 'decline', 'expire', 'cancel', 'outOfStock',
      'decline', 'expire', 'cancel', 'outOfStock', 'decline', 'expire', 'cancel', 'outOfStock', 'decline', 'expire', 'cancel', 'outOfStock']);
    expect(Array.from({ length: 50 }, (_, n) => planFor(n, 0)).every((p) => p === 'deliver')).toBe(true);
    expect(Array.from({ length: 8 }, (_, n) => planFor(n, 100))).toEqual(['decline', 'expire', 'cancel', 'outOfStock', 'decline', 'expire', 'cancel', 'outOfStock']);
  });
});

describe('the sandbox supplier, auto mode', () => {
  let ctx: TestContext;
  let sandbox: SandboxSupplier;
  let heard: Heard[];
  let now = new Date('2026-11-24T08:00:00Z');
  const step = async (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
    ctx.setNow(now);
    await ctx.deps.jobs.runDue();
    await sandbox.settled();
  };
  beforeAll(async () => {
    ({ ctx, sandbox, heard } = await sandboxContext({ SKINS_SANDBOX_MODE: 'auto', SKINS_SANDBOX_STEP_SECONDS: '5', SKINS_SANDBOX_FAIL_PERCENT: '0' }));
    ctx.setNow(now);
  });
  afterAll(async () => { await ctx.close(); });

  it('buys once per ref: a second buy, and 20 at once, return the first order and leave one row', async () => {
    const ref = newRef();
    const first = await sandbox.buy({ ref, marketHashName: NAME, maxPrice: 1100n, tradeUrl: TRADE_URL });
    expect(first).toMatchObject({ ref, status: 'pending', price: 1000n });
    const again = await sandbox.buy({ ref, marketHashName: NAME, maxPrice: 1100n, tradeUrl: TRADE_URL });
    expect(again.orderId).toBe(first.orderId);
    const racing = newRef();
    const all = await Promise.all(Array.from({ length: 20 }, () => sandbox.buy({ ref: racing, marketHashName: NAME, maxPrice: 550n, tradeUrl: TRADE_URL })));
    expect(new Set(all.map((o) => o.orderId)).size).toBe(1);
    expect(await rowsOf(ctx, ref)).toHaveLength(1);
    expect(await rowsOf(ctx, racing)).toHaveLength(1);
    expect(await sandbox.order(racing)).toMatchObject({ ref: racing, orderId: all[0].orderId, status: 'pending' });
    expect(await sandbox.order('wd-none')).toBeNull();
  });

  it('walks pending -> offerSent -> delivered a step at a time, with a callback after each change', async () => {
    const ref = newRef();
    await sandbox.buy({ ref, marketHashName: NAME, maxPrice: 2200n, tradeUrl: TRADE_URL });
    await sandbox.settled();
    expect(heard.filter((h) => h.order.ref === ref).map((h) => h.order.status)).toEqual(['pending']);
    await step(4);
    expect((await sandbox.order(ref))?.status).toBe('pending');
    await step(1);
    const sent = await sandbox.order(ref);
    expect(sent).toMatchObject({ status: 'offerSent', tradeOfferId: expect.stringMatching(/^\d{10}$/) });
    expect(sent!.offerExpiresAt!.getTime()).toBe(now.getTime() + 12 * 3_600_000);
    await step(5);
    expect(await sandbox.order(ref)).toMatchObject({ status: 'delivered', price: 2000n, tradeOfferId: sent!.tradeOfferId });
    await step(60);
    expect(heard.filter((h) => h.order.ref === ref).map((h) => h.order.status)).toEqual(['pending', 'offerSent', 'delivered']);
    expect(heard.at(-1)!.headers['x-sandbox-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('refuses a trade link that is not Steam\'s, and an order its funds do not cover', async () => {
    await expect(sandbox.buy({ ref: newRef(), marketHashName: NAME, maxPrice: 100n, tradeUrl: 'https://example.com/x' }))
      .rejects.toMatchObject({ kind: 'rejected', failure: 'badTradeLink' });
    const balance = (await sandbox.balance())!;
    const err = await sandbox.buy({ ref: newRef(), marketHashName: NAME, maxPrice: balance * 2n, tradeUrl: TRADE_URL }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SupplierError);
    expect((err as SupplierError).kind).toBe('balance');
  });

  it('has a balance of ¥100,000 less what its orders cost', async () => {
    const rows = await ctx.deps.db.select().from(sandboxSkinOrders);
    const spent = rows.filter((r) => r.status !== 'failed').reduce((s, r) => s + r.price, 0n);
    expect(spent).toBeGreaterThan(0n);
    expect(await sandbox.balance()).toBe(10_000_000n - spent);
  });
});

describe('the sandbox supplier, auto mode failing every order', () => {
  it('fails them with declined, expired, cancelled and outOfStock in turn', async () => {
    const { ctx, sandbox, heard } = await sandboxContext({ SKINS_SANDBOX_MODE: 'auto', SKINS_SANDBOX_STEP_SECONDS: '1', SKINS_SANDBOX_FAIL_PERCENT: '100' });
    try {
      let now = new Date('2026-11-24T08:00:00Z');
      ctx.setNow(now);
      const refs: string[] = [];
      for (let i = 0; i < 4; i++) {
        refs.push(newRef());
        await sandbox.buy({ ref: refs[i], marketHashName: NAME, maxPrice: 1000n, tradeUrl: TRADE_URL });
      }
      expect(await sandbox.order(refs[3])).toEqual(expect.objectContaining({ status: 'failed', failure: 'outOfStock' }));
      expect((await sandbox.order(refs[3]))!.price).toBeUndefined();
      for (let i = 0; i < 3; i++) {
        now = new Date(now.getTime() + 1000);
        ctx.setNow(now);
        await ctx.deps.jobs.runDue();
      }
      await sandbox.settled();
      const finals = await Promise.all(refs.map((r) => sandbox.order(r)));
      expect(finals.map((o) => [o!.status, o!.failure])).toEqual([['failed', 'declined'], ['failed', 'expired'], ['failed', 'cancelled'], ['failed', 'outOfStock']]);
      // cancelled before any offer was sent; declined and expired after one.
      expect(finals[2]!.tradeOfferId).toBeUndefined();
      expect(finals[0]!.tradeOfferId).toMatch(/^\d+$/);
      expect(heard.filter((h) => h.order.ref === refs[0]).map((h) => h.order.status)).toEqual(['pending', 'offerSent', 'failed']);
      // Failed orders cost nothing.
      expect(await sandbox.balance()).toBe(10_000_000n);
    } finally {
      await (await Promise.resolve(ctx)).close();
    }
  });
});

describe('the sandbox supplier, two processes buying at once', () => {
  it('100 buys from two suppliers on one book fail exactly 20 %, the reasons in turn, one row per ref', async () => {
    const ctx = await createTestContext({ WITHDRAW_SUPPLIER: 'sandbox', SKINS_SANDBOX_MODE: 'auto', SKINS_SANDBOX_FAIL_PERCENT: '20' });
    try {
      const twins = [0, 1].map(() => createSupplier(ctx.config, ctx.deps.db, ctx.deps.clock, { deliver: async () => {} }));
      const refs = Array.from({ length: 100 }, () => newRef());
      // Each ref asked twice, once by each process.
      await Promise.all(refs.flatMap((ref) => twins.map((s) => s.buy({ ref, marketHashName: NAME, maxPrice: 1000n, tradeUrl: TRADE_URL }))));
      const rows = await ctx.deps.db.select().from(sandboxSkinOrders);
      expect(rows).toHaveLength(100);
      const plans = rows.map((r) => r.plan);
      expect(plans.filter((p) => p === 'deliver')).toHaveLength(80);
      for (const reason of ['decline', 'expire', 'cancel', 'outOfStock']) expect(plans.filter((p) => p === reason)).toHaveLength(5);
    } finally {
      await ctx.close();
    }
  });
});

describe('the sandbox supplier, manual mode and its page', () => {
  let ctx: TestContext;
  let sandbox: SandboxSupplier;
  let heard: Heard[];
  beforeAll(async () => { ({ ctx, sandbox, heard } = await sandboxContext({ SKINS_SANDBOX_MODE: 'manual', SKINS_SANDBOX_FAIL_PERCENT: '100' })); });
  afterAll(async () => { await ctx.close(); });

  /** Opens the page and presses the button with data-testid `sandbox-skin-<action>-<ref>`. */
  async function press(action: string, ref: string) {
    const page = await get(ctx, '/sandbox/skins');
    expect(page.statusCode).toBe(200);
    const section = page.body.split(`data-testid="sandbox-skin-order-${ref}"`)[1]?.split('</section>')[0] ?? '';
    expect(section).toContain(`data-testid="sandbox-skin-${action}-${ref}"`);
    const formToken = /name="formToken" value="([^"]+)"/.exec(section)![1];
    const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0];
    const res = await post(ctx, `/sandbox/skins/${ref}`, { action, formToken }, cookie ? { cookie } : {});
    expect(res.statusCode).toBe(303);
    return res;
  }
  const buy = async () => {
    const ref = newRef();
    await sandbox.buy({ ref, marketHashName: NAME, maxPrice: 1100n, tradeUrl: TRADE_URL });
    await sandbox.settled();
    return ref;
  };
  const statuses = (ref: string) => heard.filter((h) => h.order.ref === ref).map((h) => h.order.status + (h.order.failure ? `:${h.order.failure}` : ''));

  it('never moves an order by itself', async () => {
    const ref = await buy();
    ctx.setNow(new Date(Date.now() + 86_400_000));
    await ctx.deps.jobs.runDue();
    ctx.setNow(null as unknown as Date);
    expect((await sandbox.order(ref))?.status).toBe('pending');
  });

  it('send then accept: delivered; then reverse: reversed', async () => {
    const ref = await buy();
    await press('send', ref);
    expect((await sandbox.order(ref))?.status).toBe('offerSent');
    await press('accept', ref);
    await press('reverse', ref);
    expect(statuses(ref)).toEqual(['pending', 'offerSent', 'delivered', 'reversed']);
    const page = await get(ctx, '/sandbox/skins');
    expect(page.body).not.toContain(`sandbox-skin-reverse-${ref}`);
    expect(page.body).toContain(`data-testid="sandbox-skin-status-${ref}">已撤回`);
  });

  it('send then decline, send then expire, cancel before and after the offer', async () => {
    const [a, b, c, d] = [await buy(), await buy(), await buy(), await buy()];
    await press('send', a); await press('decline', a);
    await press('send', b); await press('expire', b);
    await press('cancel', c);
    await press('send', d); await press('cancel', d);
    expect(statuses(a)).toEqual(['pending', 'offerSent', 'failed:declined']);
    expect(statuses(b)).toEqual(['pending', 'offerSent', 'failed:expired']);
    expect(statuses(c)).toEqual(['pending', 'failed:cancelled']);
    expect(statuses(d)).toEqual(['pending', 'offerSent', 'failed:cancelled']);
  });

  it('lists the newest first and shows only the buttons that apply', async () => {
    const older = await buy();
    const newer = await buy();
    const body = (await get(ctx, '/sandbox/skins')).body;
    expect(body.indexOf(`sandbox-skin-order-${newer}`)).toBeLessThan(body.indexOf(`sandbox-skin-order-${older}`));
    expect(body).toContain(`sandbox-skin-send-${newer}`);
    expect(body).toContain(`sandbox-skin-cancel-${newer}`);
    expect(body).not.toContain(`sandbox-skin-accept-${newer}`);
  });

  it('refuses a press without the form token or with another order\'s, and a stale press changes nothing', async () => {
    const ref = await buy();
    const other = await buy();
    expect((await post(ctx, `/sandbox/skins/${ref}`, { action: 'cancel' })).statusCode).toBe(403);
    const page = await get(ctx, '/sandbox/skins');
    const cookie = String(page.headers['set-cookie']).split(';')[0];
    const otherSection = page.body.split(`data-testid="sandbox-skin-order-${other}"`)[1];
    const otherToken = /name="formToken" value="([^"]+)"/.exec(otherSection)![1];
    expect((await post(ctx, `/sandbox/skins/${ref}`, { action: 'cancel', formToken: otherToken }, { cookie })).statusCode).toBe(403);
    expect((await sandbox.order(ref))?.status).toBe('pending');
    await press('cancel', ref);
    const before = heard.length;
    expect(await sandbox.act(ref, 'accept')).toBeNull();
    expect(heard.length).toBe(before);
  });

  it('presses at once move an order once per step: ten sends, then five accepts racing five declines', async () => {
    const ref = await buy();
    const sends = await Promise.all(Array.from({ length: 10 }, () => sandbox.act(ref, 'send')));
    expect(sends.filter(Boolean)).toHaveLength(1);
    const ends = await Promise.all(Array.from({ length: 10 }, (_, i) => sandbox.act(ref, i % 2 ? 'accept' : 'decline')));
    expect(ends.filter(Boolean)).toHaveLength(1);
    await sandbox.settled();
    expect(statuses(ref)).toHaveLength(3);
    expect(statuses(ref)[2]).toBe(ends.find(Boolean)!.status === 'delivered' ? 'delivered' : 'failed:declined');
  });
});

describe('the sandbox callback signature', () => {
  let ctx: TestContext;
  let sandbox: SandboxSupplier;
  beforeAll(async () => { ({ ctx, sandbox } = await sandboxContext({ SKINS_SANDBOX_SECRET: 'the-test-secret' })); });
  afterAll(async () => { await ctx.close(); });
  const order: SupplierOrder = { ref: 'wd1', orderId: 'SBX1', status: 'offerSent', price: 1000n, tradeOfferId: '1234567890', offerExpiresAt: new Date('2026-11-24T20:00:00Z') };
  const now = new Date('2026-11-24T08:00:00Z');
  const badSignature = (fn: () => unknown) => {
    try { fn(); } catch (err) { return err instanceof AppError && err.errorName === 'BAD_SIGNATURE'; }
    return false;
  };

  it('accepts its own, within 300 seconds either way', () => {
    const { headers, rawBody } = signCallback('the-test-secret', order, now);
    expect(sandbox.parseCallback(headers, rawBody, now)).toEqual(order);
    expect(sandbox.parseCallback(headers, rawBody, new Date(now.getTime() + 300_000))).toEqual(order);
    expect(sandbox.parseCallback({ 'x-sandbox-signature': [headers['x-sandbox-signature']] }, rawBody, new Date(now.getTime() - 300_000))).toEqual(order);
  });

  it('refuses another secret, a changed body, no header, a malformed header and a stale one', () => {
    const { headers, rawBody } = signCallback('the-test-secret', order, now);
    const forged = signCallback('another-secret', order, now);
    expect(badSignature(() => sandbox.parseCallback(forged.headers, forged.rawBody, now))).toBe(true);
    expect(badSignature(() => sandbox.parseCallback(headers, rawBody.replace('offerSent', 'delivered'), now))).toBe(true);
    expect(badSignature(() => sandbox.parseCallback({}, rawBody, now))).toBe(true);
    expect(badSignature(() => sandbox.parseCallback({ 'x-sandbox-signature': 't=abc,v1=zz' }, rawBody, now))).toBe(true);
    expect(badSignature(() => sandbox.parseCallback(headers, rawBody, new Date(now.getTime() + 301_000)))).toBe(true);
    expect(badSignature(() => sandbox.parseCallback(headers, rawBody, new Date(now.getTime() - 301_000)))).toBe(true);
  });

  it('refuses a genuine signature over a body of the wrong shape as VALIDATION', () => {
    const { headers, rawBody } = signCallback('the-test-secret', { ...order, status: 'lost' as never }, now);
    expect(() => sandbox.parseCallback(headers, rawBody, now)).toThrow(expect.objectContaining({ errorName: 'VALIDATION' }));
  });

  it('delivers by HTTP POST to PUBLIC_URL by default, and a failed POST is dropped', async () => {
    const { createServer } = await import('node:http');
    const got: { path?: string; sig?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => { body += c.toString(); });
      req.on('end', () => { got.push({ path: req.url, sig: req.headers['x-sandbox-signature'] as string, body }); res.end('{}'); });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const other = await createTestContext({ WITHDRAW_SUPPLIER: 'sandbox', SKINS_SANDBOX_MODE: 'manual', PUBLIC_URL: `http://127.0.0.1:${port}` });
    try {
      const s = other.deps.supplier as SandboxSupplier;
      const ref = newRef();
      await s.buy({ ref, marketHashName: NAME, maxPrice: 1000n, tradeUrl: TRADE_URL });
      await s.settled();
      expect(got).toHaveLength(1);
      expect(got[0].path).toBe('/api/withdrawals/callback/sandbox');
      expect(s.parseCallback({ 'x-sandbox-signature': got[0].sig }, got[0].body, new Date()).ref).toBe(ref);
      await new Promise<void>((r) => server.close(() => r()));
      await s.act(ref, 'send');
      expect((await s.order(ref))?.status).toBe('offerSent');
    } finally {
      server.close();
      await other.close();
    }
  });
});
