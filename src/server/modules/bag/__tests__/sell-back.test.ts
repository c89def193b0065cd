// Selling back through the API, as its two prepared statements run it (bag/sell.ts): a sale of
// several items is credited once, written once to the ledger and the inbox, and its answer is
// stored with the balance after; replays, racing replays and refusals change nothing more.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, openBox, sell, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function playerWithItems(count: number) {
  const { token } = await signUp(ctx);
  await fund(ctx, token, '2000');
  const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
  const box = list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
  const drops = (await openBox(ctx, token, box.id, count)).json().data.drops as { id: string; recoveryPrice: string }[];
  const userId = (await userInfo(ctx, token)).id;
  return { token, userId, drops };
}

const fen = (yuan: string) => BigInt(yuan.replace('.', ''));
const yuan = (f: bigint) => `${f / 100n}.${String(f % 100n).padStart(2, '0')}`;

async function saleRecords(userId: string) {
  const ledger = await queryRows<{ ref: string; amount: string; n: string }>(ctx.deps.db, sql`
    SELECT t.ref, p.amount::text AS amount, (SELECT count(*) FROM postings q WHERE q.transaction_id = t.id)::text AS n
    FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id JOIN accounts a ON a.id = p.account_id
    WHERE t.kind = 'sellBack' AND a.user_id = ${userId}`);
  const inbox = await queryRows<{ ref: string; params: { count: number; amount: string } }>(ctx.deps.db, sql`
    SELECT ref, params FROM messages WHERE user_id = ${userId} AND kind = 'sale'`);
  return { ledger, inbox };
}

describe('selling back several items', () => {
  it('credits their recovery prices once, with one ledger transaction, one message and the balance after in the answer', async () => {
    const { token, userId, drops } = await playerWithItems(3);
    const before = fen((await userInfo(ctx, token)).balance);
    const total = drops.reduce((s, d) => s + fen(d.recoveryPrice), 0n);
    const ids = drops.map((d) => d.id);
    const res = await sell(ctx, token, ids);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ count: 3, amount: yuan(total), balance: yuan(before + total) });
    expect(fen((await userInfo(ctx, token)).balance)).toBe(before + total);
    const { ledger, inbox } = await saleRecords(userId);
    const ref = `sell:${[...ids].sort().join(',')}`;
    expect(ledger).toEqual([{ ref, amount: String(total), n: '2' }]);
    expect(inbox).toHaveLength(1);
    expect(inbox[0].ref).toBe(ref);
    expect(inbox[0].params.count).toBe(3);
  });

  it('answers 50 racing requests under one key with one sale and the same stored answer', async () => {
    const { token, userId, drops } = await playerWithItems(2);
    const key = randomUUID();
    const ids = drops.map((d) => d.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => sell(ctx, token, ids, key)));
    const answered = results.filter((r) => r.statusCode === 200);
    // A request that meets the first still in progress is told so (409); none sells again.
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(409);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    const bodies = new Set(answered.map((r) => JSON.stringify(r.json().data)));
    expect(bodies.size).toBe(1);
    expect(answered.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const again = await sell(ctx, token, ids, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(answered[0].json().data);
    expect((await saleRecords(userId)).ledger).toHaveLength(1);
  });

  it('refuses the same item twice, and the same key with other items, changing nothing', async () => {
    const { token, userId, drops } = await playerWithItems(2);
    const before = (await userInfo(ctx, token)).balance;
    const twice = await sell(ctx, token, [drops[0].id, drops[0].id]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('所选饰品不在你的背包中，或已被处理');
    const key = randomUUID();
    expect((await sell(ctx, token, [drops[0].id], key)).statusCode).toBe(200);
    const other = await sell(ctx, token, [drops[1].id], key);
    expect(other.statusCode).toBe(409);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect((await get(ctx, '/api/profile/getMyOrnamentPage', { token })).json().data.total).toBe(1);
    expect(fen((await userInfo(ctx, token)).balance)).toBe(fen(before) + fen(drops[0].recoveryPrice));
    expect((await saleRecords(userId)).ledger).toHaveLength(1);
  });

  it('frees the key of a refused sale: the same key then sells what is there', async () => {
    const { token, drops } = await playerWithItems(1);
    const key = randomUUID();
    const refused = await sell(ctx, token, [drops[0].id, '999999999'], key);
    expect(refused.statusCode).toBe(409);
    const retried = await sell(ctx, token, [drops[0].id], key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.count).toBe(1);
  });
});
