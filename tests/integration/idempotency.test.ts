// Idempotency-Key on money POSTs: a replay returns the first answer, the same key with another
// body is 409, concurrent duplicates create one order, and all of it survives a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeOrders } from '../../src/server/db/schema/index.ts';
import { createTestContext, freshDatabaseUrl, type TestContext } from './context.ts';
import { markVerified, post, recharge, signUp } from './api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function orderCount() {
  const [{ n }] = await ctx.deps.db.select({ n: count() }).from(rechargeOrders);
  return n;
}

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body', async () => {
    const { token } = await signUp(ctx);
    const key = randomUUID();
    const first = await recharge(ctx, token, { amount: '100' }, key);
    const again = await recharge(ctx, token, { amount: '100' }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 409 for the same key with another body, and writes nothing', async () => {
    const { token } = await signUp(ctx);
    const key = randomUUID();
    await recharge(ctx, token, { amount: '100' }, key);
    const before = await orderCount();
    const other = await recharge(ctx, token, { amount: '200' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, msg: '同一个 Idempotency-Key 不能用于不同的请求' });
    expect(await orderCount()).toBe(before);
  });

  it('records nothing for a refused request, so a retry is judged afresh', async () => {
    const { token } = await signUp(ctx);
    const key = randomUUID();
    const before = await orderCount();
    const first = await recharge(ctx, token, { amount: '999999' }, key);
    expect(first.statusCode).toBe(422);
    const again = await recharge(ctx, token, { amount: '999999' }, key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await orderCount()).toBe(before);
  });

  it('keys belong to a user: another user may use the same key', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const key = randomUUID();
    const ra = (await recharge(ctx, a.token, { amount: '100' }, key)).json().data;
    const rb = (await recharge(ctx, b.token, { amount: '100' }, key)).json().data;
    expect(ra.orderId).not.toBe(rb.orderId);
  });

  it('creates one order when 20 requests with one key race', async () => {
    const { token } = await signUp(ctx);
    const key = randomUUID();
    const before = await orderCount();
    const results = await Promise.all(Array.from({ length: 20 }, () => recharge(ctx, token, { amount: '100' }, key)));
    expect(await orderCount()).toBe(before + 1);
    const ids = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().data.orderId));
    expect(ids.size).toBe(1);
  });

  it('is required on a money POST', async () => {
    const { token } = await signUp(ctx);
    await markVerified(ctx, token); // else refused first for want of a verified name
    const before = await orderCount();
    const res = await post(ctx, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount: '100' }, { token, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The Idempotency-Key header is required');
    expect(await orderCount()).toBe(before);
  });
});

it('survives a restart of the server and its database', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idem-'));
  const fresh = process.env.DATABASE_URL ? await freshDatabaseUrl() : { location: dir, drop: async () => {} };
  try {
    const key = randomUUID();
    const first = await createTestContext({}, fresh.location);
    const { token } = await signUp(first);
    const answer = (await recharge(first, token, { amount: '100' }, key)).json();
    await first.close();

    const second = await createTestContext({}, fresh.location);
    const replay = await recharge(second, token, { amount: '100' }, key);
    expect(replay.json()).toEqual(answer);
    const mismatch = await recharge(second, token, { amount: '101' }, key);
    expect(mismatch.statusCode).toBe(409);
    await second.close();
  } finally {
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
