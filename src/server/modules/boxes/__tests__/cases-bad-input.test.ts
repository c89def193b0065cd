// Bad input on the cases endpoints: a clear 4xx in the request's language and nothing changed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, openBox, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let token: string;
let boxId: number;
let itemId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await signUp(ctx));
  await fund(ctx, token, '1000');
  boxId = (await get(ctx, '/api/box/getBoxList')).json().data.list[0].id;
  itemId = (await openBox(ctx, token, boxId)).json().data.drops[0].id;
});
afterAll(async () => { await ctx.close(); });

async function snapshot() {
  const tables = ['postings', 'rolls', 'backpack_items', 'idempotency_keys', 'fair_seeds'];
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = Number((await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM ${t}`)))[0].n);
  const seeds = await queryRows(ctx.deps.db, sql`SELECT client_seed, next_nonce, active FROM fair_seeds ORDER BY id`);
  const states = await queryRows(ctx.deps.db, sql`SELECT id, state FROM backpack_items ORDER BY id`);
  return { counts, seeds, states, balance: (await userInfo(ctx, token)).balance };
}

const idem = () => ({ 'idempotency-key': randomUUID() });
const cases: [string, string, () => Record<string, unknown>, number, string, string][] = [
  ['/api/box/openBox', 'unknown box', () => ({ boxId: 999999, number: 1 }), 404, '箱子不存在或已下架', 'This case does not exist or is no longer on sale'],
  ['/api/box/openBox', 'number 0', () => ({ boxId, number: 0 }), 400, '开箱数量需在 1 到 5 之间', 'Number of cases must be between 1 and 5'],
  ['/api/box/openBox', 'number 6', () => ({ boxId, number: 6 }), 400, '开箱数量需在 1 到 5 之间', 'Number of cases must be between 1 and 5'],
  ['/api/box/openBox', 'number 2.5', () => ({ boxId, number: '2.5' }), 400, '开箱数量必须是正整数', 'Number of cases must be a positive whole number'],
  ['/api/box/openBox', 'box not a number', () => ({ boxId: 'abc', number: 1 }), 400, '箱子必须是正整数', 'Case must be a positive whole number'],
  ['/api/box/openBox', 'box missing', () => ({ number: 1 }), 400, '箱子不能为空', 'Case is required'],
  ['/api/profile/exchangeQuantity', 'no ids', () => ({ ids: '' }), 400, '饰品不能为空', 'Items is required'],
  ['/api/profile/exchangeQuantity', 'ids not numbers', () => ({ ids: 'a,b' }), 400, '请选择要出售的饰品（最多 100 件）', 'Choose the items to sell (at most 100)'],
  ['/api/profile/exchangeQuantity', 'unknown item', () => ({ ids: '987654321' }), 409, '所选饰品不在你的背包中，或已被处理', 'Some of the chosen items are not in your backpack or were already used'],
  ['/api/profile/exchangeQuantity', 'the same item twice', () => ({ ids: `${itemId},${itemId}` }), 409, '所选饰品不在你的背包中，或已被处理', 'Some of the chosen items are not in your backpack or were already used'],
  ['/api/fair/setClientSeed', 'empty client seed', () => ({ clientSeed: '' }), 400, '客户端种子不能为空', 'Client seed is required'],
  ['/api/fair/setClientSeed', '65-character client seed', () => ({ clientSeed: 'x'.repeat(65) }), 400, '客户端种子须为 1 到 64 个可打印的英文字符', 'The client seed must be 1 to 64 printable ASCII characters'],
  ['/api/fair/setClientSeed', 'non-ASCII client seed', () => ({ clientSeed: '种子' }), 400, '客户端种子须为 1 到 64 个可打印的英文字符', 'The client seed must be 1 to 64 printable ASCII characters'],
  ['/api/fair/setClientSeed', 'control character', () => ({ clientSeed: 'ab\ncd' }), 400, '客户端种子须为 1 到 64 个可打印的英文字符', 'The client seed must be 1 to 64 printable ASCII characters'],
];

describe.each(['zh-CN', 'en'] as const)('in %s', (lang) => {
  for (const [url, name, body, status, zh, en] of cases) {
    it(`${url}: ${name}`, async () => {
      const before = await snapshot();
      const res = await post(ctx, url, body() as Record<string, string>, { token, lang, ...idem() });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null, msg: lang === 'en' ? en : zh });
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('reads', () => {
  it('an unknown box or roll is a 404, a malformed id a 400', async () => {
    expect((await get(ctx, '/api/box/getBoxDetail?id=424242')).statusCode).toBe(404);
    expect((await get(ctx, '/api/box/getBoxDetail?id=x')).statusCode).toBe(400);
    expect((await get(ctx, '/api/fair/getRoll?id=424242')).statusCode).toBe(404);
    expect((await get(ctx, '/api/stat/lastDrop?limit=500')).statusCode).toBe(400);
    expect((await get(ctx, '/api/profile/getMyOrnamentPage?orderBy=name', { token })).statusCode).toBe(400);
  });

  it('a printable client seed with spaces and symbols is accepted and used for the next roll', async () => {
    const seed = ' my seed: #1 ~ ';
    const res = await post(ctx, '/api/fair/setClientSeed', { clientSeed: seed }, { token });
    expect(res.json().data.clientSeed).toBe(seed);
    const drop = (await openBox(ctx, token, boxId)).json().data.drops[0];
    expect((await get(ctx, `/api/fair/getRoll?id=${drop.rollId}`)).json().data.clientSeed).toBe(seed);
  });
});
