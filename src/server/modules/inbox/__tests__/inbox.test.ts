// The inbox: messages written by deposits and sales in the same transaction as the change (so a
// replay writes none), read in the reader's language, marked read by the detail call, private to
// their owner; bad input and strangers change nothing.
import { randomUUID } from 'node:crypto';
import { count, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { messages } from '../../../db/schema/index.ts';
import { postMessage } from '../post.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, notify, openBox, recharge, sell, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Member levels post a message of their own when a deposit reaches one; this file is
  // about deposits and sales, so a member table whose first level no deposit here reaches applies
  // (vip-levels.test.ts covers the level messages).
  await ctx.deps.db.execute(sql`WITH t AS (INSERT INTO level_tables (kind) VALUES ('vip') RETURNING id)
    INSERT INTO vip_levels (table_id, level, min_growth, reward_coins) SELECT id, 1, 100000000, 0 FROM t`);
});
afterAll(async () => { await ctx.close(); });

const list = (token: string, query = '', lang = 'zh-CN') => get(ctx, `/api/message/listMessage${query}`, { token, lang });
const detail = (token: string, id: string, lang = 'zh-CN') => get(ctx, `/api/message/getMessageDetail?id=${id}`, { token, lang });
const unread = async (token: string) => {
  const res = await get(ctx, '/api/message/countUserUnreadMessage', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as number;
};

async function rows() {
  const db = ctx.deps.db;
  const [[all], [read]] = await Promise.all([
    db.select({ n: count() }).from(messages),
    db.select({ n: count() }).from(messages).where(isNotNull(messages.readAt)),
  ]);
  return { all: Number(all.n), read: Number(read.n) };
}

async function order(token: string, amount: string) {
  const res = await recharge(ctx, token, { amount });
  expect(res.statusCode).toBe(200);
  return res.json().data.orderId as string;
}

async function cheapestBox() {
  const boxes = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
  return boxes.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
}

describe('deposits', () => {
  it('a new account has no messages: count 0, empty list', async () => {
    const { token } = await signUp(ctx);
    expect(await unread(token)).toBe(0);
    expect((await list(token)).json().data).toEqual({ list: [], total: 0, page: 1, pageSize: 15 });
  });

  it('a completed deposit writes one message, with the first-deposit bonus; a replayed webhook writes none', async () => {
    const { token } = await signUp(ctx);
    const orderId = await order(token, '100');
    expect(await unread(token)).toBe(0); // created, not yet paid
    const eventId = randomUUID();
    expect((await notify(ctx, { eventId, orderId, amount: '100.00' })).json().data.outcome).toBe('credited');
    const before = await rows();
    // The same event again, and a second event id for the same order: both duplicates, no message.
    expect((await notify(ctx, { eventId, orderId, amount: '100.00' })).json().data.outcome).toBe('duplicate');
    expect((await notify(ctx, { orderId, amount: '100.00' })).json().data.outcome).toBe('duplicate');
    expect(await rows()).toEqual(before);

    expect(await unread(token)).toBe(1);
    const page = (await list(token)).json().data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ kind: 'deposit', title: '充值成功', summary: '充值成功：¥100 已到账，另获首充奖励 ¥20', read: false });
    expect(page.list[0].id).toMatch(/^\d+$/);
    expect(Number.isNaN(Date.parse(page.list[0].createdAt))).toBe(false);
  });

  it('a later deposit has no bonus; a cancelled order and a mismatched payment write nothing', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '100');
    const second = await order(token, '50.5');
    expect((await notify(ctx, { orderId: second, amount: '50.50' })).json().data.outcome).toBe('credited');
    const cancelled = await order(token, '30');
    expect((await notify(ctx, { orderId: cancelled, status: 'cancelled', amount: '30.00' })).json().data.outcome).toBe('cancelled');
    const mismatched = await order(token, '40');
    expect((await notify(ctx, { orderId: mismatched, amount: '41.00' })).statusCode).toBe(422);

    const page = (await list(token)).json().data;
    expect(page.list.map((m: { summary: string }) => m.summary)).toEqual(['充值成功：¥50.50 已到账', '充值成功：¥100 已到账，另获首充奖励 ¥20']);
    expect(await unread(token)).toBe(2);
  });

  it('the message and the credit commit together: a failing message write leaves the order unpaid, and the retry pays once', async () => {
    const { token } = await signUp(ctx);
    const orderId = await order(token, '77');
    // A database fault on exactly this message: the whole webhook transaction must roll back.
    await ctx.deps.db.execute(sql.raw(`
      CREATE OR REPLACE FUNCTION inbox_test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.ref = '${orderId}' THEN RAISE EXCEPTION 'inbox test fault'; END IF; RETURN NEW; END $$`));
    await ctx.deps.db.execute(sql.raw('CREATE TRIGGER inbox_test_fault BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION inbox_test_fault()'));
    const eventId = randomUUID();
    try {
      expect((await notify(ctx, { eventId, orderId, amount: '77.00' })).statusCode).toBe(500);
    } finally {
      await ctx.deps.db.execute(sql.raw('DROP TRIGGER inbox_test_fault ON messages'));
    }
    expect((await userInfo(ctx, token)).balance).toBe('0.00');
    const [state] = await queryRows<{ pay_state: number }>(ctx.deps.db, sql`SELECT pay_state FROM recharge_orders WHERE id = ${orderId}`);
    expect(Number(state.pay_state)).toBe(0);
    expect(await unread(token)).toBe(0);
    // The provider retries the same event: now it is credited, with its one message.
    expect((await notify(ctx, { eventId, orderId, amount: '77.00' })).json().data.outcome).toBe('credited');
    expect((await userInfo(ctx, token)).balance).toBe('92.40');
    expect(await unread(token)).toBe(1);
  });

  it('many replays of one paid event racing each other still write one message', async () => {
    const { token } = await signUp(ctx);
    const orderId = await order(token, '20');
    const eventId = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => notify(ctx, { eventId, orderId, amount: '20.00' })));
    expect(results.map((r) => r.json().data.outcome).filter((o) => o === 'credited')).toHaveLength(1);
    expect(await unread(token)).toBe(1);
  });
});

describe('sales', () => {
  it('a sale writes one message with the count and the amount; its Idempotency-Key replay writes none', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '500');
    const box = await cheapestBox();
    const drops = (await openBox(ctx, token, box.id, 2)).json().data.drops as { id: string; recoveryPrice: string }[];
    const key = randomUUID();
    const first = await sell(ctx, token, drops.map((d) => d.id), key);
    expect(first.statusCode).toBe(200);
    const before = await rows();
    const again = await sell(ctx, token, drops.map((d) => d.id), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toEqual(before);

    const amount = first.json().data.amount as string;
    const shown = amount.replace(/\.00$/, '');
    const page = (await list(token)).json().data;
    expect(page.total).toBe(2); // the deposit, then the sale
    expect(page.list[0]).toMatchObject({ kind: 'sale', title: '出售成功', summary: `出售成功：2 件饰品，获得 ¥${shown}`, read: false });
    const en = (await list(token, '', 'en')).json().data;
    expect(en.list[0]).toMatchObject({ title: 'Items sold', summary: `Sold 2 item(s) for ¥${shown}` });
  });

  it('a refused sale (an item already sold) writes no message', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '500');
    const box = await cheapestBox();
    const [a, b] = (await openBox(ctx, token, box.id, 2)).json().data.drops as { id: string }[];
    expect((await sell(ctx, token, [a.id])).statusCode).toBe(200);
    const before = await rows();
    expect((await sell(ctx, token, [a.id, b.id])).statusCode).toBe(409);
    expect(await rows()).toEqual(before);
  });
});

describe('reading', () => {
  it('the detail is the whole message, marks it read once, and lowers the count', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '100');
    await fund(ctx, token, '10');
    expect(await unread(token)).toBe(2);
    const [newest] = (await list(token)).json().data.list;
    // Near now: sessions end 30 days after their last use, and the clock moves the server's view of that too.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000);
    ctx.setNow(at);
    try {
      const res = await detail(token, newest.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: newest.id, kind: 'deposit', title: '充值成功', body: '充值成功：¥10 已到账', read: true, readAt: at.toISOString(),
      });
      expect(res.json().data.ref).toMatch(/^R\d{14}/);
    } finally {
      ctx.setNow(new Date());
    }
    expect(await unread(token)).toBe(1);
    // Reading again keeps the first read time and the count.
    ctx.setNow(new Date(at.getTime() + 2 * 24 * 3_600_000));
    try {
      expect((await detail(token, newest.id)).json().data.readAt).toBe(at.toISOString());
    } finally {
      ctx.setNow(new Date());
    }
    expect(await unread(token)).toBe(1);
    const page = (await list(token)).json().data;
    expect(page.list.map((m: { read: boolean }) => m.read)).toEqual([true, false]);
  });

  it('pages newest first', async () => {
    const { token } = await signUp(ctx);
    const userId = BigInt((await userInfo(ctx, token)).id);
    await ctx.deps.db.transaction(async (tx) => {
      for (let i = 1; i <= 17; i++) {
        await postMessage(tx, {
          userId, kind: 'sale', title: 'inbox.sale.title', body: 'inbox.sale.body', params: { count: i, amount: String(i) }, ref: `paging:${randomUUID()}`, now: new Date(),
        });
      }
    });
    const first = (await list(token)).json().data;
    expect(first).toMatchObject({ total: 17, page: 1, pageSize: 15 });
    expect(first.list).toHaveLength(15);
    expect(first.list[0].summary).toBe('出售成功：17 件饰品，获得 ¥17');
    const second = (await list(token, '?page=2&pageSize=15')).json().data;
    expect(second.list.map((m: { summary: string }) => m.summary)).toEqual(['出售成功：2 件饰品，获得 ¥2', '出售成功：1 件饰品，获得 ¥1']);
    const small = (await list(token, '?page=3&pageSize=5')).json().data;
    expect(small.list.map((m: { summary: string }) => m.summary.match(/(\d+) 件/)![1])).toEqual(['7', '6', '5', '4', '3']);
    expect((await list(token, '?page=9')).json().data.list).toEqual([]);
    expect(await unread(token)).toBe(17);
  });

  it("someone else's message is a 404 exactly like an unknown id, and stays unread", async () => {
    const owner = await signUp(ctx);
    const stranger = await signUp(ctx);
    await fund(ctx, owner.token, '100');
    const [mine] = (await list(owner.token)).json().data.list;
    const theirs = await detail(stranger.token, mine.id);
    const unknown = await detail(stranger.token, '999999999999');
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toMatchObject({ status: 5201, msg: '消息不存在', data: null, success: false });
    expect(await unread(owner.token)).toBe(1);
    expect((await list(stranger.token)).json().data.total).toBe(0);
  });

  it('renders in the lang header\'s language, zh-CN by default', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '100');
    const zh = (await get(ctx, '/api/message/listMessage', { token })).json().data.list[0];
    expect(zh).toMatchObject({ title: '充值成功', summary: '充值成功：¥100 已到账，另获首充奖励 ¥20' });
    const en = (await list(token, '', 'en')).json().data.list[0];
    // The list shows a summary (60 characters); the detail has the whole body.
    expect(en).toMatchObject({ title: 'Top-up completed', summary: 'Top-up completed: ¥100 has been credited, plus a ¥20 first-…' });
    expect((await detail(token, en.id, 'en-US')).json().data.body).toBe('Top-up completed: ¥100 has been credited, plus a ¥20 first-deposit bonus');
    expect((await detail(token, '999999999', 'en')).json().msg).toBe('Message not found');
  });

  it('a key this version does not know reads as a generic message, not a crash', async () => {
    const { token } = await signUp(ctx);
    const userId = BigInt((await userInfo(ctx, token)).id);
    await ctx.deps.db.insert(messages).values({ userId, kind: 'future', titleKey: 'inbox.future.title', bodyKey: 'inbox.future.body', ref: null });
    const [m] = (await list(token)).json().data.list;
    expect(m).toMatchObject({ kind: 'future', title: '系统消息', summary: '此消息无法显示，请刷新页面后重试' });
  });

  it('the database refuses a second message of one kind about the same ref', async () => {
    const { token } = await signUp(ctx);
    const userId = BigInt((await userInfo(ctx, token)).id);
    const m = { userId, kind: 'sale' as const, title: 'inbox.sale.title' as const, body: 'inbox.sale.body' as const, ref: `dup:${randomUUID()}`, now: new Date() };
    const results = await ctx.deps.db.transaction(async (tx) => [await postMessage(tx, m), await postMessage(tx, m)]);
    expect(results).toEqual([true, false]);
    expect(await unread(token)).toBe(1);
  });
});

describe('refused requests', () => {
  it('bad input is a 400 in the request\'s language and writes nothing', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '100');
    const before = await rows();
    const cases: [string, string, string][] = [
      ['/api/message/listMessage?page=0', '页码需在 1 到 100000 之间', 'Page must be between 1 and 100000'],
      ['/api/message/listMessage?pageSize=1000', '每页条数需在 1 到 100 之间', 'Page size must be between 1 and 100'],
      ['/api/message/listMessage?page=abc', '页码必须是正整数', 'Page must be a positive whole number'],
      ['/api/message/getMessageDetail?id=abc', '消息编号必须是正整数', 'Message id must be a positive whole number'],
      ['/api/message/getMessageDetail?id=-1', '消息编号必须是正整数', 'Message id must be a positive whole number'],
      ['/api/message/getMessageDetail?id=1e3', '消息编号必须是正整数', 'Message id must be a positive whole number'],
      ['/api/message/getMessageDetail?id=99999999999999999999', '消息编号必须是正整数', 'Message id must be a positive whole number'],
      ['/api/message/getMessageDetail', '消息编号不能为空', 'Message id is required'],
      ['/api/message/getMessageDetail?id=', '消息编号不能为空', 'Message id is required'],
    ];
    for (const [url, zh, en] of cases) {
      const resZh = await get(ctx, url, { token });
      expect(resZh.statusCode, url).toBe(400);
      expect(resZh.json(), url).toMatchObject({ status: 1001, msg: zh, data: null, success: false });
      const resEn = await get(ctx, url, { token, lang: 'en' });
      expect(resEn.statusCode, url).toBe(400);
      expect(resEn.json().msg, url).toBe(en);
    }
    expect(await rows()).toEqual(before);
    expect(await unread(token)).toBe(1);
  });

  it('every inbox call needs a session: 401 without a token or with a wrong one', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '100');
    const [m] = (await list(token)).json().data.list;
    const before = await rows();
    for (const url of ['/api/message/listMessage', `/api/message/getMessageDetail?id=${m.id}`, '/api/message/countUserUnreadMessage']) {
      for (const headers of [{}, { token: 'not-a-session' }, { lang: 'en' }] as Record<string, string>[]) {
        const res = await get(ctx, url, headers);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, msg: 'lang' in headers ? 'Please log in first' : '请先登录', success: false });
      }
    }
    expect(await rows()).toEqual(before);
  });
});
