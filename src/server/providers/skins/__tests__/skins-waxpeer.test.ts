// Contract tests of the Waxpeer adapter against a local fake that speaks Waxpeer's buying API
// (tests/support/fake-waxpeer.ts): the request it makes, the idempotent re-buy by our ref, every
// trade status and refusal mapped to ours, a 500 then success, the price ceiling in dollars.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '../../../config/index.ts';
import { createSupplier } from '../choose.ts';
import { SupplierError, type BuyRequest, type SkinSupplier } from '../supplier.ts';
import { ceilingUnits, fenPerUsd, unitsToFen } from '../waxpeer-map.ts';
import { createWaxpeerSupplier } from '../waxpeer.ts';
import { startFakeWaxpeer, type FakeWaxpeer } from '../../../../../tests/support/fake-waxpeer.ts';
import { get } from '../../../../../tests/integration/api.ts';
import { createTestContext } from '../../../../../tests/integration/context.ts';

const NAME = 'AK-47 | Redline (Field-Tested)';
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12';
let fake: FakeWaxpeer;
let supplier: SkinSupplier;
let seq = 0;
const req = (over: Partial<BuyRequest> = {}): BuyRequest => ({ ref: `wd${++seq}`, marketHashName: NAME, maxPrice: 7_200n, tradeUrl: TRADE_URL, ...over });
const kindOf = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(SupplierError);
  return { kind: (err as SupplierError).kind, failure: (err as SupplierError).failure };
};

beforeAll(async () => {
  fake = await startFakeWaxpeer();
  // The way the server builds it: from the configuration (WAXPEER_CNY_PER_USD 7.20).
  const config = getConfig({ NODE_ENV: 'test', WITHDRAW_SUPPLIER: 'waxpeer', WAXPEER_API_KEY: fake.apiKey, WAXPEER_URL: `${fake.url}/`, WAXPEER_CNY_PER_USD: '7.20' });
  supplier = createSupplier(config, undefined as never, () => new Date());
});
afterAll(async () => { await fake.close(); });
beforeEach(() => {
  fake.listings.set(NAME, [9_000, 10_000]);
  fake.wallet = 1_000_000;
  fake.requests.length = 0;
});

describe('money', () => {
  it('converts a ceiling down and a price half up at the configured rate', () => {
    const rate = fenPerUsd(7.2);
    expect(rate).toBe(720n);
    expect(ceilingUnits(7_200n, rate)).toBe(10_000n);
    expect(ceilingUnits(7_199n, rate)).toBe(9_998n);
    expect(unitsToFen(10_000n, rate)).toBe(7_200n);
    expect(unitsToFen(1n, rate)).toBe(1n);
    expect(unitsToFen(0n, rate)).toBe(0n);
  });

  it('refuses a rate outside 1 to 50 or with more than two decimals at start', () => {
    for (const bad of ['0.5', '51', 'abc', '7.123']) {
      expect(() => getConfig({ NODE_ENV: 'test', WAXPEER_CNY_PER_USD: bad })).toThrow(/WAXPEER_CNY_PER_USD/);
    }
    expect(getConfig({ NODE_ENV: 'test' }).withdrawals.waxpeer.cnyPerUsd).toBe(7.2);
  });
});

describe('buying', () => {
  it('asks buy-one-p2p-name with the key, name, ceiling in thousandths of a dollar, trade link parts and our ref', async () => {
    const r = req();
    const order = await supplier.buy(r);
    expect(order).toEqual({ ref: r.ref, orderId: expect.stringMatching(/^\d+$/), status: 'pending', price: unitsToFen(9_000n, 720n) });
    const buy = fake.requests.find((q) => q.endpoint === 'buy-one-p2p-name')!;
    expect(buy.params).toEqual({
      api: [fake.apiKey], name: [NAME], price: ['10000'], partner: ['12345678'], token: ['AbCdEf12'], project_id: [r.ref], game: ['csgo'],
    });
    // It looked the ref up first.
    expect(fake.requests[0]).toEqual({ endpoint: 'check-many-project-id', params: { api: [fake.apiKey], id: [r.ref] } });
    expect(fake.trades.at(-1)!.price).toBe(9_000);
  });

  it('buying again with the same ref finds the order: one purchase, even when the first answer was lost', async () => {
    const r = req();
    const first = await supplier.buy(r);
    const again = await supplier.buy(r);
    expect(again.orderId).toBe(first.orderId);
    // Waxpeer bought, but the answer never reached us: retry; the next buy finds the order.
    const lost = req();
    fake.loseNextAnswer('buy-one-p2p-name');
    expect(await kindOf(supplier.buy(lost))).toEqual({ kind: 'retry', failure: undefined });
    expect(fake.trades.filter((t) => t.project_id === lost.ref)).toHaveLength(1);
    const found = await supplier.buy(lost);
    expect(found.orderId).toBe(String(fake.trades.find((t) => t.project_id === lost.ref)!.id));
    expect(fake.trades.filter((t) => t.project_id === lost.ref)).toHaveLength(1);
    expect(fake.requests.filter((q) => q.endpoint === 'buy-one-p2p-name' && q.params.project_id[0] === lost.ref)).toHaveLength(1);
  });

  it('a project id Waxpeer already holds (another process bought between our lookup and our buy) is looked up, not bought again', async () => {
    const r = req();
    await supplier.buy(r);
    const before = fake.trades.length;
    let lookups = 0;
    const racing = createWaxpeerSupplier({
      settings: { apiKey: fake.apiKey, url: fake.url, cnyPerUsd: 7.2 },
      // The first lookup answers as it would have a moment before the other buy landed.
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        if ((input instanceof Request ? input.url : input.toString()).includes('check-many-project-id') && lookups++ === 0) return Response.json({ success: true, trades: [] });
        return fetch(input, init);
      }),
    });
    const order = await racing.buy(r);
    expect(order.orderId).toBe(String(fake.trades.find((t) => t.project_id === r.ref)!.id));
    expect(fake.trades.length).toBe(before);
    expect(lookups).toBe(2);
  });

  it('a 500, a 502, a 429 and a dropped connection are retry; the same buy then succeeds', async () => {
    const r = req();
    for (const status of [500, 502, 429, 0]) {
      fake.failNext('buy-one-p2p-name', status);
      expect(await kindOf(supplier.buy(r))).toEqual({ kind: 'retry', failure: undefined });
    }
    expect(fake.trades.filter((t) => t.project_id === r.ref)).toHaveLength(0);
    expect((await supplier.buy(r)).status).toBe('pending');
    fake.failNext('check-many-project-id', 503);
    expect((await kindOf(supplier.order(r.ref))).kind).toBe('retry');
    expect((await supplier.order(r.ref))?.status).toBe('pending');
  });

  it('keeps to the ceiling: nothing under it is outOfStock; one fen more buys', async () => {
    fake.listings.set(NAME, [10_001]);
    const r = req();
    expect(await kindOf(supplier.buy(r))).toEqual({ kind: 'rejected', failure: 'outOfStock' });
    expect(fake.requests.find((q) => q.endpoint === 'buy-one-p2p-name')!.params.price).toEqual(['10000']);
    expect(fake.trades.filter((t) => t.project_id === r.ref)).toHaveLength(0);
    // 7,201 fen is 10,001.38 thousandths: rounded down to 10,001, which is the listing.
    const order = await supplier.buy({ ...r, maxPrice: 7_201n });
    expect(order.price).toBe(7_201n);
  });

  it('maps refusals: no such item, a bad trade link, our funds, busy, a wrong key', async () => {
    expect(await kindOf(supplier.buy(req({ marketHashName: 'No Such Skin (Factory New)' })))).toEqual({ kind: 'rejected', failure: 'outOfStock' });
    expect(await kindOf(supplier.buy(req({ tradeUrl: 'https://example.com/tradeoffer/new/?partner=1&token=abcdefgh' })))).toEqual({ kind: 'rejected', failure: 'badTradeLink' });
    fake.refuseNextBuy('Invalid tradelink');
    expect(await kindOf(supplier.buy(req()))).toEqual({ kind: 'rejected', failure: 'badTradeLink' });
    fake.refuseNextBuy("We couldn't validate your trade link, either your inventory is private or you can't trade");
    expect(await kindOf(supplier.buy(req()))).toEqual({ kind: 'rejected', failure: 'badTradeLink' });
    fake.wallet = 100;
    expect(await kindOf(supplier.buy(req()))).toEqual({ kind: 'balance', failure: undefined });
    fake.wallet = 1_000_000;
    for (const msg of ['System busy', 'buy_csgo', 'Please try again', '']) {
      fake.refuseNextBuy(msg);
      expect((await kindOf(supplier.buy(req()))).kind).toBe('retry');
    }
    const wrongKey = createSupplier(getConfig({ NODE_ENV: 'test', WITHDRAW_SUPPLIER: 'waxpeer', WAXPEER_API_KEY: 'not-the-key', WAXPEER_URL: fake.url }), undefined as never, () => new Date());
    expect((await kindOf(wrongKey.buy(req()))).kind).toBe('retry');
    expect((await kindOf(wrongKey.order('wd1'))).kind).toBe('retry');
  });

  it('a lookup it cannot read never reads as "no order"', async () => {
    fake.failNext('check-many-project-id', 200);
    expect((await kindOf(supplier.order('wd-x'))).kind).toBe('retry');
    expect(await supplier.order('wd-never-bought')).toBeNull();
  });
});

describe('following an order by our ref', () => {
  it('maps each Waxpeer status to ours', async () => {
    const r = req();
    const bought = await supplier.buy(r);
    const sendUntil = Math.floor(Date.parse('2026-11-24T20:00:00Z') / 1000);
    const cases: [Partial<Parameters<FakeWaxpeer['update']>[1]>, object][] = [
      [{ status: 0 }, { status: 'pending' }],
      [{ status: 1 }, { status: 'pending' }],
      [{ status: 2 }, { status: 'pending' }],
      [{ status: 4, trade_id: '9393511289', send_until: sendUntil }, { status: 'offerSent', tradeOfferId: '9393511289', offerExpiresAt: new Date(sendUntil * 1000) }],
      [{ status: 4, release_date: '2026-12-01T16:00:00.000Z' }, { status: 'delivered', tradeOfferId: '9393511289' }],
      [{ status: 4, release_date: null, is_released: true }, { status: 'delivered' }],
      [{ status: 5 }, { status: 'delivered', price: 6_480n }],
      [{ status: 6, is_released: false, release_date: null, reason: 'Buyer failed to accept' }, { status: 'failed', failure: 'declined' }],
      [{ status: 6, reason: 'Seller failed to accept' }, { status: 'failed', failure: 'cancelled' }],
      [{ status: 6, reason: 'Invalid tradelink' }, { status: 'failed', failure: 'badTradeLink' }],
      [{ status: 6, reason: 'Item price has increased or item is no longer available' }, { status: 'failed', failure: 'outOfStock' }],
      [{ status: 6, reason: 'Trade offer expired' }, { status: 'failed', failure: 'expired' }],
      [{ status: 6, reason: 'System busy' }, { status: 'failed', failure: 'cancelled' }],
      [{ status: 6, reason: null, release_date: '2026-12-01T16:00:00.000Z' }, { status: 'reversed' }],
      [{ status: 6, release_date: null, penalties: { rollback_fee: 200 } }, { status: 'reversed' }],
    ];
    for (const [patch, expected] of cases) {
      fake.update(r.ref, patch);
      const order = await supplier.order(r.ref);
      expect({ patch, order }).toEqual({ patch, order: expect.objectContaining({ ref: r.ref, orderId: bought.orderId, ...expected }) });
      if ((expected as { status: string }).status === 'failed') {
        expect(order!.price).toBeUndefined();
        expect(order!.offerExpiresAt).toBeUndefined();
      }
    }
  });

  it('of several tries under one ref, the newest is the order', async () => {
    const r = req();
    await supplier.buy(r);
    fake.update(r.ref, { status: 6, reason: 'Seller failed to accept' });
    // Waxpeer lets a project id be used again once its trade failed.
    fake.trades.push({ ...fake.trades.at(-1)!, id: 99_999_999, status: 4, reason: null, trade_id: '1' });
    expect(await supplier.order(r.ref)).toMatchObject({ orderId: '99999999', status: 'offerSent' });
  });

  it('has no callbacks: polling drives it', () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- only its absence is checked
    expect(supplier.parseCallback).toBeUndefined();
    expect(supplier.id).toBe('waxpeer');
  });
});

describe('balance', () => {
  it('is the wallet in fen', async () => {
    fake.wallet = 53_300;
    expect(await supplier.balance()).toBe(unitsToFen(53_300n, 720n));
    fake.failNext('user', 500);
    expect((await kindOf(supplier.balance())).kind).toBe('retry');
  });

  it('a read whose connection drops (a keep-alive socket the server closed) is asked once more; a buy is not', async () => {
    fake.wallet = 10_000;
    fake.failNext('user', 0);
    expect(await supplier.balance()).toBe(7_200n);
    fake.failNext('user', 0, 2);
    expect((await kindOf(supplier.balance())).kind).toBe('retry');
    fake.failNext('check-many-project-id', 0);
    expect(await supplier.order('wd-none')).toBeNull();
    fake.requests.length = 0;
    fake.failNext('buy-one-p2p-name', 0);
    expect((await kindOf(supplier.buy(req()))).kind).toBe('retry');
    expect(fake.requests.filter((q) => q.endpoint === 'buy-one-p2p-name')).toHaveLength(1);
  });
});

describe('with the app', () => {
  it('builds the Waxpeer adapter from the configuration and mounts no sandbox page', async () => {
    const ctx = await createTestContext({ WITHDRAW_SUPPLIER: 'waxpeer', WAXPEER_API_KEY: fake.apiKey, WAXPEER_URL: fake.url });
    try {
      expect(ctx.deps.supplier.id).toBe('waxpeer');
      expect((await get(ctx, '/sandbox/skins')).statusCode).toBe(404);
      fake.wallet = 10_000;
      expect(await ctx.deps.supplier.balance()).toBe(7_200n);
    } finally {
      await ctx.close();
    }
  });
});
