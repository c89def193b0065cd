// A member table change applies from its time on: rewards already received keep what
// they paid; a level reached after the change pays the new amount; getGradeInfo shows both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { signInStaff, staffPost } from '../../../../../tests/integration/console-helpers.ts';
import { rewardsOf, twoCases, vipFreeBoxes, vipLedger, vipMessages } from '../../../../../tests/integration/vip-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function player() {
  const { token } = await signUp(ctx);
  return { token, id: String((await userInfo(ctx, token)).id) };
}

describe('a member table change', () => {
  it('applies from its time on, never to rewards already received', async () => {
    const early = await player();
    await fund(ctx, early.token, '60'); // level 1 under the built-in table: 2 coins
    expect((await rewardsOf(ctx, early.id)).map((r) => [r.level, r.coins])).toEqual([[1, '200']]);
    const oldTable = (await rewardsOf(ctx, early.id))[0].table_id;

    const op = await signInStaff(ctx, 'operator');
    const saved = await staffPost(ctx, op, '/api/console/levels/vip', {
      levels: [{ level: 1, minGrowth: '50', rewardCoins: '5' }, { level: 2, minGrowth: '100', rewardCoins: '8' }, { level: 3, minGrowth: '300', rewardCoins: '20' }],
    });
    expect(saved.statusCode).toBe(200);
    const newTable = saved.json().data.vip.tableId as string;

    // The early player reaches level 2 after the change: the new amount; level 1 keeps its 2 coins.
    await fund(ctx, early.token, '50');
    expect((await rewardsOf(ctx, early.id)).map((r) => [r.level, r.coins, r.table_id])).toEqual([[1, '200', oldTable], [2, '800', newTable]]);
    const ledger = await vipLedger(ctx, early.id);
    expect(ledger.coins).toBe(1000n);
    expect(ledger.house).toBe(-1000n);
    expect(ledger.total).toBe(0n);

    const info = (await get(ctx, '/api/profile/getGradeInfo', { token: early.token })).json().data;
    expect(info).toMatchObject({ level: 2, growth: '110.00', nextLevel: 3, nextGrowth: '300.00' });
    expect(info.levels.map((l: { level: number; rewardCoins: string; receivedCoins: string | null }) => [l.level, l.rewardCoins, l.receivedCoins]))
      .toEqual([[1, '5.00', '2.00'], [2, '8.00', '8.00'], [3, '20.00', null]]);
    expect(info.levels[2].benefits).toEqual([{ key: 'vip.benefit.reward', params: { coins: '20' } }, { key: 'vip.benefit.badge', params: { level: 3 } }]);

    // A player who reaches level 1 after the change is paid the new amount.
    const late = await player();
    await fund(ctx, late.token, '60');
    expect((await rewardsOf(ctx, late.id)).map((r) => [r.level, r.coins])).toEqual([[1, '500']]);
    expect((await userInfo(ctx, late.token)).goldCoins).toBe('5.00');
  });

  it('a table that asks more never lowers a level held; a level without coins pays nothing but is received', async () => {
    const p = await player();
    await fund(ctx, p.token, '120'); // levels 1 and 2 of the table above
    expect((await userInfo(ctx, p.token)).vipLevel).toBe(2);
    const op = await signInStaff(ctx, 'operator');
    const saved = await staffPost(ctx, op, '/api/console/levels/vip', {
      levels: [{ level: 1, minGrowth: '1000', rewardCoins: '0' }, { level: 2, minGrowth: '2000', rewardCoins: '10' }, { level: 3, minGrowth: '3000', rewardCoins: '0' }],
    });
    expect(saved.statusCode).toBe(200);
    await fund(ctx, p.token, '10');
    expect((await userInfo(ctx, p.token)).vipLevel).toBe(2);
    const info = (await get(ctx, '/api/profile/getGradeInfo', { token: p.token })).json().data;
    expect(info).toMatchObject({ level: 2, growth: '130.00', nextLevel: 3, nextGrowth: '3000.00' });
    expect(info.levels[0].benefits).toEqual([{ key: 'vip.benefit.badge', params: { level: 1 } }]);

    await fund(ctx, p.token, '3000'); // growth 3130: level 3, whose reward is 0 coins
    const rewards = await rewardsOf(ctx, p.id);
    expect(rewards.map((r) => [r.level, r.coins])).toEqual([[1, '500'], [2, '800'], [3, '0']]);
    expect((await userInfo(ctx, p.token)).vipLevel).toBe(3);
    expect((await vipLedger(ctx, p.id)).mine).toHaveLength(2);
  });

  it('free cases: a level received keeps what it gave; a later table never gives it again', async () => {
    const [a, b] = await twoCases(ctx);
    const op = await signInStaff(ctx, 'operator');
    const withA = await staffPost(ctx, op, '/api/console/levels/vip', {
      levels: [{ level: 1, minGrowth: '50', rewardCoins: '1', freeBoxId: a.id, freeBoxCount: 1 }, { level: 2, minGrowth: '1000', rewardCoins: '1' }],
    });
    expect(withA.statusCode).toBe(200);
    const p = await player();
    await fund(ctx, p.token, '60');
    expect((await vipFreeBoxes(ctx, p.id)).map((f) => f.box_id)).toEqual([a.id]);

    // Level 1 now gives 3 of another case, and asks less: the player already received it, so nothing more.
    const withB = await staffPost(ctx, op, '/api/console/levels/vip', {
      levels: [{ level: 1, minGrowth: '20', rewardCoins: '9', freeBoxId: b.id, freeBoxCount: 3 }, { level: 2, minGrowth: '1000', rewardCoins: '1' }],
    });
    expect(withB.statusCode).toBe(200);
    await fund(ctx, p.token, '10');
    expect((await vipFreeBoxes(ctx, p.id)).map((f) => f.box_id)).toEqual([a.id]);
    expect(await vipMessages(ctx, p.id)).toHaveLength(1);
    expect((await userInfo(ctx, p.token)).goldCoins).toBe('1.00');
    // What was received stays true beside today's table.
    const info = (await get(ctx, '/api/profile/getGradeInfo', { token: p.token, lang: 'en' })).json().data;
    expect(info.levels[0]).toMatchObject({ rewardCoins: '9.00', receivedCoins: '1.00', freeBox: { boxId: b.id, count: 3 }, receivedFreeBox: { boxId: a.id, name: a.en, count: 1 } });

    // A player reaching level 1 now gets today's: 3 of case b.
    const late = await player();
    await fund(ctx, late.token, '30');
    expect((await vipFreeBoxes(ctx, late.id)).map((f) => f.box_id)).toEqual([b.id, b.id, b.id]);
  });
});
