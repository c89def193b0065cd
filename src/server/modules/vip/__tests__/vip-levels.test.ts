// Member levels: growth from completed deposits, one reward per level ever, paid in
// gold coins through the ledger in the deposit's own transaction, however deposits race; a level
// may also give free cases, given with the coins and exactly as once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIP_FREE_BOX_DAYS } from '../../../../shared/level-constants.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { signInStaff, staffPost } from '../../../../../tests/integration/console-helpers.ts';
import { order, payAll, rewardsOf, twoCases, vipFreeBoxes, vipLedger, vipMessages } from '../../../../../tests/integration/vip-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function player() {
  const { token } = await signUp(ctx);
  const id = String((await userInfo(ctx, token)).id);
  return { token, id };
}

describe('member levels from deposits', () => {
  it('a deposit below the first level gives growth and nothing else', async () => {
    const p = await player();
    await fund(ctx, p.token, '49');
    const info = (await get(ctx, '/api/profile/getGradeInfo', { token: p.token })).json().data;
    expect(info).toMatchObject({ level: 0, growth: '49.00', nextLevel: 1, nextGrowth: '50.00' });
    expect(await rewardsOf(ctx, p.id)).toEqual([]);
    expect((await userInfo(ctx, p.token)).vipLevel).toBe(0);
  });

  it('growth over several levels at once pays each level once, with one message each', async () => {
    const p = await player();
    await fund(ctx, p.token, '600'); // levels 1 (50), 2 (200), 3 (500): 2 + 5 + 10 coins
    expect((await rewardsOf(ctx, p.id)).map((r) => [r.level, r.coins])).toEqual([[1, '200'], [2, '500'], [3, '1000']]);
    const u = await userInfo(ctx, p.token);
    expect(u.vipLevel).toBe(3);
    expect(u.goldCoins).toBe('17.00');
    const ledger = await vipLedger(ctx, p.id);
    expect(ledger.mine.map((m) => [m.ref, m.amount, m.n])).toEqual([[`vip:${p.id}:1`, '200', '2'], [`vip:${p.id}:2`, '500', '2'], [`vip:${p.id}:3`, '1000', '2']]);
    expect(ledger.coins).toBe(1700n);
    expect(ledger.house).toBe(-1700n);
    expect(ledger.total).toBe(0n);
    expect((await vipMessages(ctx, p.id)).map((m) => [m.ref, m.body_key])).toEqual([1, 2, 3].map((l) => [`vip:${p.id}:${l}`, 'inbox.vip.bodyReward']));
    // The next deposit that crosses no line pays nothing more.
    await fund(ctx, p.token, '100');
    expect(await rewardsOf(ctx, p.id)).toHaveLength(3);
    expect((await vipLedger(ctx, p.id)).coins).toBe(1700n);

    const list = (await get(ctx, '/api/message/listMessage?page=1&pageSize=15', { token: p.token, lang: 'en' })).json().data;
    expect(list.list.map((m: { title: string }) => m.title)).toContain('Member level up');
  });

  it('a level crossed by two racing deposits rewards once and the ledger balances', async () => {
    const p = await player();
    const a = await order(ctx, p.token, '30');
    const b = await order(ctx, p.token, '30');
    await payAll(ctx, [{ orderId: a, yuan: '30' }, { orderId: b, yuan: '30' }]);
    const rewards = await rewardsOf(ctx, p.id);
    expect(rewards.map((r) => [r.level, r.coins])).toEqual([[1, '200']]);
    // The deposit that settled second crossed the line.
    expect([a, b]).toContain(rewards[0].order_id);
    const ledger = await vipLedger(ctx, p.id);
    expect(ledger.mine).toHaveLength(1);
    expect(ledger.coins).toBe(200n);
    expect(ledger.house).toBe(-200n);
    expect(ledger.total).toBe(0n);
    expect(await vipMessages(ctx, p.id)).toHaveLength(1);
    const u = await userInfo(ctx, p.token);
    expect(u.vipLevel).toBe(1);
    expect(u.balance).toBe('66.00'); // 60 + the 20% first-deposit bonus on one of them
  });

  it('50 racing deposits cross three levels: each rewarded exactly once', async () => {
    const p = await player();
    const orders: { orderId: string; yuan: string }[] = [];
    for (let i = 0; i < 50; i++) orders.push({ orderId: await order(ctx, p.token, '10'), yuan: '10' });
    await payAll(ctx, orders);
    const info = (await get(ctx, '/api/profile/getGradeInfo', { token: p.token })).json().data;
    expect(info).toMatchObject({ level: 3, growth: '500.00', nextLevel: 4, nextGrowth: '1000.00' });
    expect((await rewardsOf(ctx, p.id)).map((r) => r.level)).toEqual([1, 2, 3]);
    const ledger = await vipLedger(ctx, p.id);
    expect(ledger.mine).toHaveLength(3);
    expect(ledger.coins).toBe(1700n);
    expect(ledger.house).toBe(-1700n);
    expect(ledger.total).toBe(0n);
    expect(await vipMessages(ctx, p.id)).toHaveLength(3);
  });

  it('getGradeInfo lists today\'s table, each level\'s benefits and what was received', async () => {
    const p = await player();
    await fund(ctx, p.token, '250');
    const res = await get(ctx, '/api/profile/getGradeInfo', { token: p.token });
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(info).toMatchObject({ level: 2, growth: '250.00', nextLevel: 3, nextGrowth: '500.00' });
    expect(info.levels).toHaveLength(10);
    expect(info.levels[0]).toMatchObject({
      level: 1, minGrowth: '50.00', rewardCoins: '2.00', receivedCoins: '2.00',
      benefits: [{ key: 'vip.benefit.reward', params: { coins: '2' } }, { key: 'vip.benefit.badge', params: { level: 1 } }],
    });
    expect(typeof info.levels[0].receivedTime).toBe('string');
    expect(info.levels[1]).toMatchObject({ level: 2, receivedCoins: '5.00' });
    expect(info.levels[2]).toMatchObject({ level: 3, minGrowth: '500.00', receivedTime: null, receivedCoins: null });
    expect(info.levels[9]).toMatchObject({ level: 10, minGrowth: '20000.00', rewardCoins: '188.00' });
    // Signed out: the usual 401.
    expect((await get(ctx, '/api/profile/getGradeInfo')).statusCode).toBe(401);
  });
});

// Last in this file: it saves a member table with free cases, which the tests above do not expect.
describe('member levels that give free cases', () => {
  let a: Awaited<ReturnType<typeof twoCases>>[0];
  let b: Awaited<ReturnType<typeof twoCases>>[0];
  beforeAll(async () => {
    [a, b] = await twoCases(ctx);
    const op = await signInStaff(ctx, 'operator');
    const saved = await staffPost(ctx, op, '/api/console/levels/vip', {
      levels: [
        { level: 1, minGrowth: '50', rewardCoins: '2', freeBoxId: a.id, freeBoxCount: 1 },
        { level: 2, minGrowth: '200', rewardCoins: '0', freeBoxId: String(b.id), freeBoxCount: '2' },
        { level: 3, minGrowth: '500', rewardCoins: '10' },
      ],
    });
    expect(saved.statusCode).toBe(200);
  });

  it('a deposit reaching the level gives its free case once (source vip), says so, and it opens', async () => {
    const p = await player();
    await fund(ctx, p.token, '60');
    expect((await rewardsOf(ctx, p.id)).map((r) => r.level)).toEqual([1]);
    expect(await vipFreeBoxes(ctx, p.id)).toEqual([{ box_id: a.id, state: 0, source_ref: `vip:${p.id}:1`, days: VIP_FREE_BOX_DAYS }]);
    expect((await userInfo(ctx, p.token)).goldCoins).toBe('2.00');
    const msgs = await vipMessages(ctx, p.id);
    expect(msgs.map((m) => m.body_key)).toEqual(['inbox.vip.bodyRewardBox']);
    const en = (await get(ctx, '/api/message/listMessage?page=1&pageSize=15', { token: p.token, lang: 'en' })).json().data.list
      .find((m: { kind: string }) => m.kind === 'vip');
    const detail = (await get(ctx, `/api/message/getMessageDetail?id=${en.id}`, { token: p.token, lang: 'en' })).json().data;
    expect(detail.body).toBe(`Congratulations! You reached VIP1 and received 2 gold coins (added to your coin balance) and 1 × free case "${a.en}", ready to open under Free cases`);
    const zh = (await get(ctx, `/api/message/getMessageDetail?id=${en.id}`, { token: p.token })).json().data;
    expect(zh.body).toContain(`免费箱子「${a.zh}」×1`);
    // zh-TW: its own name of the case (stored per language with the message).
    const tw = (await get(ctx, `/api/message/getMessageDetail?id=${en.id}`, { token: p.token, lang: 'zh-TW' })).json().data;
    expect(tw.body).toContain(`免費箱子「${a.tw}」×1`);

    // getGradeInfo names the cases in the request's language: today's table and what was received.
    const info = (await get(ctx, '/api/profile/getGradeInfo', { token: p.token, lang: 'en' })).json().data;
    expect(info.levels[0]).toMatchObject({ freeBox: { boxId: a.id, name: a.en, count: 1 }, receivedFreeBox: { boxId: a.id, name: a.en, count: 1 } });
    expect(info.levels[1]).toMatchObject({ freeBox: { boxId: b.id, name: b.en, count: 2 }, receivedFreeBox: null });
    expect(info.levels[2]).toMatchObject({ freeBox: null, receivedFreeBox: null });
    const zhInfo = (await get(ctx, '/api/profile/getGradeInfo', { token: p.token })).json().data;
    expect(zhInfo.levels[1].freeBox.name).toBe(b.zh);

    // It is listed and opens like any free case, and then it is gone.
    const page = (await get(ctx, '/api/profile/getMyFreeBoxPage', { token: p.token })).json().data;
    expect(page.list).toEqual([expect.objectContaining({ boxId: a.id, stat: 0 })]);
    const opened = await post(ctx, '/api/profile/openFreeBox', { boxId: a.id, number: 1 }, { token: p.token, 'idempotency-key': randomUUID() });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.drops).toHaveLength(1);
    expect((await vipFreeBoxes(ctx, p.id)).map((f) => f.state)).toEqual([1]);
    const again = await post(ctx, '/api/profile/openFreeBox', { boxId: a.id, number: 1 }, { token: p.token, 'idempotency-key': randomUUID() });
    expect(again.statusCode).toBe(404);

    // Later deposits crossing no new line give no more.
    await fund(ctx, p.token, '100');
    expect(await vipFreeBoxes(ctx, p.id)).toHaveLength(1);
  });

  it('20 racing deposits crossing two such levels: each level\'s cases given exactly once', async () => {
    const p = await player();
    const orders: { orderId: string; yuan: string }[] = [];
    for (let i = 0; i < 20; i++) orders.push({ orderId: await order(ctx, p.token, '10'), yuan: '10' });
    await payAll(ctx, orders);
    expect((await rewardsOf(ctx, p.id)).map((r) => r.level)).toEqual([1, 2]);
    expect((await vipFreeBoxes(ctx, p.id)).map((f) => [f.box_id, f.source_ref])).toEqual([
      [a.id, `vip:${p.id}:1`], [b.id, `vip:${p.id}:2`], [b.id, `vip:${p.id}:2`],
    ]);
    expect((await vipMessages(ctx, p.id)).map((m) => m.body_key)).toEqual(['inbox.vip.bodyRewardBox', 'inbox.vip.bodyBox']);
    const ledger = await vipLedger(ctx, p.id);
    expect(ledger.coins).toBe(200n);
    expect(ledger.total).toBe(0n);
  });
});
