// Console level tables and channels: read with promotion.view (support may), written with
// promotion.manage (operator), each change a new version and an audit row; bad input is a 4xx in
// the request's language and saves nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { signInStaff, staffGet, staffPost, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
let op: SignedInStaff;
let support: SignedInStaff;
/** A case taken off sale (the highest id), which a member level may not give. */
const retired = { id: 0 };
beforeAll(async () => {
  ctx = await createTestContext();
  const [r] = await queryRows<{ id: number }>(ctx.deps.db, sql`UPDATE boxes SET retired_at = now() WHERE id = (SELECT max(id) FROM boxes) RETURNING id`);
  retired.id = Number(r.id);
  op = await signInStaff(ctx, 'operator');
  support = await signInStaff(ctx, 'support');
});
afterAll(async () => { await ctx.close(); });

const tables = async () => {
  const res = await staffGet(ctx, support, '/api/console/levels');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const versions = async () => (await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM level_tables`))[0].n;
const auditCount = async () => (await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM console_audit WHERE action LIKE 'levels.%' OR action LIKE 'promotion.channel%'`))[0].n;

const REBATE = [
  { level: 1, minPurchases: '0', ratio: '2.5' },
  { level: 2, minPurchases: '500', ratio: 4 },
  { level: 3, minPurchases: '3000.50', ratio: '6.25' },
];

describe('level tables', () => {
  it('support reads the built-in tables; only a manager may save', async () => {
    const t = await tables();
    expect(t.rebate).toMatchObject({ staff: null });
    expect(t.rebate.levels).toEqual([
      { level: 1, minPurchases: '0.00', ratio: '3.00' }, { level: 2, minPurchases: '1000.00', ratio: '4.00' },
      { level: 3, minPurchases: '5000.00', ratio: '5.00' }, { level: 4, minPurchases: '20000.00', ratio: '6.00' },
      { level: 5, minPurchases: '50000.00', ratio: '7.00' },
    ]);
    expect(t.vip.levels).toHaveLength(10);
    expect(t.vip.levels[0]).toEqual({ level: 1, minGrowth: '50.00', rewardCoins: '2.00', freeBoxId: '', freeBoxCount: '0' });
    // The cases a level may give: those on sale, named in the staff's language.
    const onSale = await queryRows<{ id: number }>(ctx.deps.db, sql`SELECT id FROM boxes WHERE retired_at IS NULL ORDER BY id`);
    expect(t.freeBoxChoices.map((b: { id: number }) => b.id)).toEqual(onSale.map((b) => Number(b.id)));
    expect(t.freeBoxChoices[0].name).toMatch(/\p{Script=Han}/u);

    const before = [await versions(), await auditCount()];
    const refused = await staffPost(ctx, support, '/api/console/levels/rebate', { levels: REBATE });
    expect(refused.statusCode).toBe(403);
    expect((await staffPost(ctx, support, '/api/console/promotion/channels/create', { code: 'nope', name: 'x' })).statusCode).toBe(403);
    expect([await versions(), await auditCount()]).toEqual(before);
    // A visitor without a console session.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/console/levels' })).statusCode).toBe(401);
  });

  it('a manager saves a new version of each table, audited; it applies from then on', async () => {
    const old = await tables();
    const res = await staffPost(ctx, op, '/api/console/levels/rebate', { levels: REBATE });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.rebate.tableId).not.toBe(old.rebate.tableId);
    expect(saved.rebate).toMatchObject({ staff: op.name });
    expect(saved.rebate.levels).toEqual([
      { level: 1, minPurchases: '0.00', ratio: '2.50' }, { level: 2, minPurchases: '500.00', ratio: '4.00' },
      { level: 3, minPurchases: '3000.50', ratio: '6.25' },
    ]);
    expect(saved.vip).toEqual(old.vip);
    const [row] = await queryRows<{ ratio_bp: number }>(ctx.deps.db, sql`SELECT ratio_bp FROM rebate_levels WHERE table_id = ${saved.rebate.tableId} AND level = 3`);
    expect(Number(row.ratio_bp)).toBe(625);

    const vip = await staffPost(ctx, op, '/api/console/levels/vip', { levels: [{ level: 1, minGrowth: 10, rewardCoins: '1.5' }, { level: 2, minGrowth: '100', rewardCoins: 0 }] });
    expect(vip.statusCode).toBe(200);
    expect(vip.json().data.vip.levels).toEqual([
      { level: 1, minGrowth: '10.00', rewardCoins: '1.50', freeBoxId: '', freeBoxCount: '0' }, { level: 2, minGrowth: '100.00', rewardCoins: '0.00', freeBoxId: '', freeBoxCount: '0' },
    ]);
    expect((await tables()).vip.tableId).toBe(vip.json().data.vip.tableId);

    const audit = await queryRows<{ action: string; target: string; staff_name: string; before: { levels: unknown[] }; after: { levels: unknown[] } }>(ctx.deps.db,
      sql`SELECT action, target, staff_name, before, after FROM console_audit WHERE action LIKE 'levels.%' ORDER BY id`);
    expect(audit.map((a) => [a.action, a.target, a.staff_name])).toEqual([
      ['levels.rebate', `levelTable:${saved.rebate.tableId}`, op.name], ['levels.vip', `levelTable:${vip.json().data.vip.tableId}`, op.name],
    ]);
    expect(audit[0].before.levels).toHaveLength(5);
    expect(audit[0].after.levels).toHaveLength(3);
  });

  it('a member level may give free cases: saved, audited, shown', async () => {
    const box = Number((await tables()).freeBoxChoices[0].id);
    const res = await staffPost(ctx, op, '/api/console/levels/vip', {
      levels: [{ level: 1, minGrowth: '10', rewardCoins: '1', freeBoxId: box, freeBoxCount: 10 }, { level: 2, minGrowth: '100', rewardCoins: '0', freeBoxId: null, freeBoxCount: 0 }],
    }, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.vip.levels).toEqual([
      { level: 1, minGrowth: '10.00', rewardCoins: '1.00', freeBoxId: String(box), freeBoxCount: '10' }, { level: 2, minGrowth: '100.00', rewardCoins: '0.00', freeBoxId: '', freeBoxCount: '0' },
    ]);
    expect(saved.freeBoxChoices[0].name).not.toMatch(/\p{Script=Han}/u); // English for an English request
    const [row] = await queryRows<{ free_box_id: number; free_box_count: number }>(ctx.deps.db,
      sql`SELECT free_box_id, free_box_count FROM vip_levels WHERE table_id = ${saved.vip.tableId} AND level = 1`);
    expect([Number(row.free_box_id), Number(row.free_box_count)]).toEqual([box, 10]);
    const [audit] = await queryRows<{ after: { levels: { freeBoxId: string; freeBoxCount: string }[] } }>(ctx.deps.db,
      sql`SELECT after FROM console_audit WHERE action = 'levels.vip' ORDER BY id DESC LIMIT 1`);
    expect(audit.after.levels[0]).toMatchObject({ freeBoxId: String(box), freeBoxCount: '10' });
  });

  const bad: [string, string, unknown, number, string, string][] = [
    ['a free case that does not exist', 'vip', { levels: [{ level: 1, minGrowth: '50', rewardCoins: '1', freeBoxId: 999999, freeBoxCount: 1 }] }, 400, '所选箱子不存在或已下架', 'does not exist or is off sale'],
    ['a retired free case', 'vip', { levels: [{ level: 1, minGrowth: '50', rewardCoins: '1', get freeBoxId() { return retired.id; }, freeBoxCount: 1 }] }, 400, '所选箱子不存在或已下架', 'does not exist or is off sale'],
    ['11 free cases', 'vip', { levels: [{ level: 1, minGrowth: '50', rewardCoins: '1', freeBoxId: 1, freeBoxCount: 11 }] }, 400, '免费箱子数量', 'Free cases'],
    ['a negative free case count', 'vip', { levels: [{ level: 1, minGrowth: '50', rewardCoins: '1', freeBoxId: 1, freeBoxCount: -1 }] }, 400, '免费箱子数量', 'Free cases'],
    ['a free case count without a case', 'vip', { levels: [{ level: 1, minGrowth: '50', rewardCoins: '1', freeBoxCount: 2 }] }, 400, '需同时选择箱子和数量', 'both a case and a count'],
    ['a free case without a count', 'vip', { levels: [{ level: 1, minGrowth: '50', rewardCoins: '1', freeBoxId: 1, freeBoxCount: 0 }] }, 400, '需同时选择箱子和数量', 'both a case and a count'],
    ['a free case id of the wrong type', 'vip', { levels: [{ level: 1, minGrowth: '50', rewardCoins: '1', freeBoxId: 'abc', freeBoxCount: 1 }] }, 400, '升级赠送的免费箱子', 'Free case given'],
    ['a control character in the free case', 'vip', { levels: [{ level: 1, minGrowth: '50', rewardCoins: '1', freeBoxId: '1\u0000', freeBoxCount: 1 }] }, 400, '升级赠送的免费箱子', 'Free case given'],
    ['thresholds that do not rise', 'rebate', { levels: [{ level: 1, minPurchases: '0', ratio: '3' }, { level: 2, minPurchases: '0', ratio: '4' }] }, 422, '门槛', 'threshold'],
    ['thresholds that fall', 'vip', { levels: [{ level: 1, minGrowth: '100', rewardCoins: '1' }, { level: 2, minGrowth: '50', rewardCoins: '1' }] }, 422, '门槛', 'threshold'],
    ['a member level at growth 0', 'vip', { levels: [{ level: 1, minGrowth: '0', rewardCoins: '1' }] }, 422, '门槛', 'threshold'],
    ['levels not from 1', 'rebate', { levels: [{ level: 2, minPurchases: '0', ratio: '3' }] }, 422, '门槛', 'threshold'],
    ['a gap in the levels', 'rebate', { levels: [{ level: 1, minPurchases: '0', ratio: '3' }, { level: 3, minPurchases: '10', ratio: '4' }] }, 422, '门槛', 'threshold'],
    ['an empty table', 'vip', { levels: [] }, 422, '门槛', 'threshold'],
    ['too many levels', 'rebate', { levels: Array.from({ length: 21 }, (_, i) => ({ level: i + 1, minPurchases: String(i * 10), ratio: '3' })) }, 422, '最多 20 级', 'at most 20'],
    ['a ratio of 101%', 'rebate', { levels: [{ level: 1, minPurchases: '0', ratio: '101' }] }, 422, '返利比例', 'rebate ratio'],
    ['a negative ratio', 'rebate', { levels: [{ level: 1, minPurchases: '0', ratio: -1 }] }, 422, '返利比例', 'rebate ratio'],
    ['a ratio with 3 decimals', 'rebate', { levels: [{ level: 1, minPurchases: '0', ratio: '3.125' }] }, 422, '返利比例', 'rebate ratio'],
    ['money with 3 decimals', 'rebate', { levels: [{ level: 1, minPurchases: '0.125', ratio: '3' }] }, 400, '金额', 'amount'],
    ['negative money', 'vip', { levels: [{ level: 1, minGrowth: '50', rewardCoins: '-1' }] }, 400, '金额', 'amount'],
    ['a control character', 'rebate', { levels: [{ level: 1, minPurchases: '0', ratio: '3\u0000' }] }, 400, '返利比例', 'Rebate ratio'],
    ['a control character in money', 'vip', { levels: [{ level: 1, minGrowth: '5\u001b0', rewardCoins: '1' }] }, 400, '成长值门槛', 'Growth needed'],
    ['a ratio of the wrong type', 'rebate', { levels: [{ level: 1, minPurchases: '0', ratio: true }] }, 400, '返利比例', 'Rebate ratio'],
    ['a level of the wrong type', 'vip', { levels: [{ level: 'one', minGrowth: '50', rewardCoins: '1' }] }, 400, '等级', 'Level'],
    ['levels that are not a list', 'vip', { levels: 'all' }, 400, '等级表', 'Level table'],
    ['a missing field', 'vip', { levels: [{ level: 1, minGrowth: '50' }] }, 400, '升级奖励金币', 'Level-up coins'],
  ];
  for (const [name, kind, body, status, zh, en] of bad) {
    it(`refuses ${name} (${status}) in the request's language and saves nothing`, async () => {
      const before = [await versions(), await auditCount(), JSON.stringify(await tables())];
      const resZh = await staffPost(ctx, op, `/api/console/levels/${kind}`, body);
      expect(resZh.statusCode).toBe(status);
      expect(resZh.json()).toMatchObject({ success: false, data: null });
      expect(resZh.json().msg).toContain(zh);
      const resEn = await staffPost(ctx, op, `/api/console/levels/${kind}`, body, { lang: 'en' });
      expect(resEn.statusCode).toBe(status);
      expect(resEn.json().msg).toContain(en);
      expect([await versions(), await auditCount(), JSON.stringify(await tables())]).toEqual(before);
    });
  }
});

describe('channels', () => {
  it('a manager creates and edits channels, audited; support may list them', async () => {
    const created = await staffPost(ctx, op, '/api/console/promotion/channels/create', { code: 'douyin-01', name: '抖音 1 号' });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ code: 'douyin-01', name: '抖音 1 号', enabled: true, players: 0 });
    await ctx.deps.db.execute(sql`INSERT INTO users (nickname, invitation_code, channel_code) VALUES ('from-douyin', 'CHANTEST01', 'douyin-01')`);
    const dup = await staffPost(ctx, op, '/api/console/promotion/channels/create', { code: 'douyin-01', name: '再来' });
    expect(dup.statusCode).toBe(409);
    const updated = await staffPost(ctx, op, '/api/console/promotion/channels/update', { code: 'douyin-01', name: '抖音', enabled: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ code: 'douyin-01', name: '抖音', enabled: false, players: 1 });
    const list = await staffGet(ctx, support, '/api/console/promotion/channels');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ code: 'douyin-01', name: '抖音', enabled: false, players: 1 })]);
    expect((await staffPost(ctx, support, '/api/console/promotion/channels/update', { code: 'douyin-01', name: 'x', enabled: true })).statusCode).toBe(403);
    const audit = await queryRows<{ action: string; target: string; before: unknown; after: unknown }>(ctx.deps.db,
      sql`SELECT action, target, before, after FROM console_audit WHERE action LIKE 'promotion.channel%' ORDER BY id`);
    expect(audit).toEqual([
      { action: 'promotion.channelCreate', target: 'channel:douyin-01', before: null, after: { code: 'douyin-01', name: '抖音 1 号', enabled: true } },
      { action: 'promotion.channelUpdate', target: 'channel:douyin-01', before: { name: '抖音 1 号', enabled: true }, after: { name: '抖音', enabled: false } },
    ]);
  });

  const bad: [string, string, unknown, number, string, string][] = [
    ['a code with a space', 'create', { code: 'a b', name: 'x' }, 400, '渠道代码只能包含', 'letters, digits'],
    ['a code of 33 characters', 'create', { code: 'a'.repeat(33), name: 'x' }, 400, '渠道代码', 'Channel code'],
    ['a code with a control character', 'create', { code: 'ab\u0007', name: 'x' }, 400, '渠道代码', 'Channel code'],
    ['a blank name', 'create', { code: 'blank', name: '  ' }, 400, '渠道名称', 'Channel name'],
    ['a name of the wrong type', 'create', { code: 'typed', name: 5 }, 400, '渠道名称', 'Channel name'],
    ['an unknown channel', 'update', { code: 'nobody', name: 'x', enabled: true }, 404, '渠道不存在', 'No such channel'],
    ['enabled of the wrong type', 'update', { code: 'douyin-01', name: 'x', enabled: 'yes' }, 400, '启用状态', 'Enabled'],
  ];
  for (const [name, action, body, status, zh, en] of bad) {
    it(`refuses ${name} (${status}) and changes nothing`, async () => {
      const before = [await auditCount(), JSON.stringify((await staffGet(ctx, support, '/api/console/promotion/channels')).json().data)];
      const resZh = await staffPost(ctx, op, `/api/console/promotion/channels/${action}`, body);
      expect(resZh.statusCode).toBe(status);
      expect(resZh.json().msg).toContain(zh);
      const resEn = await staffPost(ctx, op, `/api/console/promotion/channels/${action}`, body, { lang: 'en' });
      expect(resEn.statusCode).toBe(status);
      expect(resEn.json().msg).toContain(en);
      expect([await auditCount(), JSON.stringify((await staffGet(ctx, support, '/api/console/promotion/channels')).json().data)]).toEqual(before);
    });
  }
});
