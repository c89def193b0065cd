// Redeem-code batches in the console: a batch is made and answered once as CSV (only
// hashes stored), audited; every exported code redeems; the list counts what was redeemed; a
// stopped batch's codes no longer redeem; a bad batch is a 400 naming the field, nothing made.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { normaliseCdk } from '../../../../shared/cdk-code.ts';
import { count, redeem } from '../../../../../tests/integration/cdk-helpers.ts';
import { signInStaff, staffGet, staffPost, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { quickPlayer } from '../../../../../tests/integration/giveaways-helpers.ts';

let ctx: TestContext;
let operator: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signInStaff(ctx, 'operator');
});
afterAll(async () => ctx?.close());

const inDays = (d: number) => new Date(ctx.deps.clock().getTime() + d * 86_400_000).toISOString();

function body(over: Record<string, unknown> = {}) {
  return { name: '春季活动', prefix: 'SPRING', count: 20, usesPerCode: 1, usesPerPlayer: 100, expiresAt: inDays(30), reward: { kind: 'balance', amount: '1.50' }, ...over };
}

/** The codes of a CSV answer (first column after the header). */
function codesOf(csv: string): string[] {
  return csv.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map((line) => line.split(',')[0]);
}

describe('making a batch', () => {
  it('answers the codes once as a CSV attachment, stores only their hashes, audits the batch without them; every code redeems', async () => {
    const res = await staffPost(ctx, operator, '/api/console/rewards/batches', body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="cdk-SPRING-\d+\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('code,batch,reward,usesPerCode,expiresAt');
    expect(lines[1]).toContain(',春季活动,balance 1.50,1,');
    const codes = codesOf(res.body);
    expect(codes).toHaveLength(20);
    expect(new Set(codes).size).toBe(20);
    for (const c of codes) expect(c).toMatch(/^SPRING(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);

    const stored = await queryRows<{ code_hash: string; batch_id: string }>(ctx.deps.db, sql`SELECT code_hash, batch_id::text AS batch_id FROM cdk_codes`);
    const hashes = new Set(stored.map((r) => r.code_hash));
    for (const c of codes) {
      expect(hashes.has(createHash('sha256').update(normaliseCdk(c)).digest('hex'))).toBe(true);
    }
    // Every stored row as text (PostgreSQL's own row-to-text), searched for any form of any code.
    const dump = await queryRows<{ t: string }>(ctx.deps.db, sql`
      SELECT c::text AS t FROM cdk_codes c UNION ALL SELECT b::text FROM cdk_batches b
      UNION ALL SELECT a::text FROM console_audit a WHERE action LIKE 'rewards.%'`);
    const everything = dump.map((r) => r.t).join('\n');
    expect(everything).toContain('SPRING');
    for (const c of codes) {
      expect(everything).not.toContain(c);
      expect(everything).not.toContain(normaliseCdk(c));
      expect(everything).not.toContain(c.slice(7));
    }
    const [audit] = await queryRows<{ staff_id: string; target: string }>(ctx.deps.db, sql`
      SELECT staff_id::text AS staff_id, target FROM console_audit WHERE action = 'rewards.batch.create'`);
    expect(audit).toMatchObject({ staff_id: String(operator.id), target: `cdk_batch:${stored[0].batch_id}` });

    const player = await quickPlayer(ctx);
    for (const c of codes) {
      const r = await redeem(ctx, player.token, c, '10.20.0.1');
      expect(r.statusCode, r.body).toBe(200);
    }

    const list = await staffGet(ctx, operator, '/api/console/rewards/batches?page=1&pageSize=10');
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data.list;
    expect(row).toMatchObject({ name: '春季活动', prefix: 'SPRING', count: 20, redemptions: 20, codesUsedUp: 20, staffName: operator.name, disabledAt: null });
    expect(row.reward).toMatchObject({ kind: 'balance', amount: '1.50' });

    const detail = await staffGet(ctx, operator, `/api/console/rewards/batch?id=${row.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.redemptions).toHaveLength(20);
    expect(detail.json().data.redemptions[0]).toMatchObject({ userId: String(player.id) });
  });

  it('10,000 codes in one batch', async () => {
    const res = await staffPost(ctx, operator, '/api/console/rewards/batches', body({ prefix: 'BIG', count: 10_000, reward: { kind: 'coins', amount: '1' } }));
    expect(res.statusCode).toBe(200);
    const codes = codesOf(res.body);
    expect(new Set(codes).size).toBe(10_000);
    expect(await count(ctx, sql`SELECT count(*) AS n FROM cdk_codes c JOIN cdk_batches b ON b.id = c.batch_id WHERE b.prefix = 'BIG'`)).toBe(10_000);
  }, 120_000);

  it('every reward kind the form offers', async () => {
    const ornament = [...ctx.deps.catalogue.ornaments.values()][0];
    for (const reward of [
      { kind: 'points', amount: '3' },
      { kind: 'freeBox', boxId: 1, count: 1, days: 7 },
      { kind: 'depositCoupon', percent: '12.5', min: '100', days: 7 },
      { kind: 'depositCoupon', percent: '0.01', min: '1', days: 1 },
      { kind: 'caseCoupon', off: '5', min: '10', boxId: null, days: 7 },
      { kind: 'caseCoupon', off: '5', min: '10', boxId: 1, days: 7 },
      { kind: 'voucher', ornamentId: ornament.id, days: 30 },
    ]) {
      const res = await staffPost(ctx, operator, '/api/console/rewards/batches', body({ prefix: 'K', count: 1, reward }));
      expect(res.statusCode, `${JSON.stringify(reward)} ${res.body}`).toBe(200);
    }
    const [dc] = await queryRows<{ reward: { bonusBp: number } }>(ctx.deps.db, sql`SELECT reward FROM cdk_batches WHERE reward->>'kind' = 'depositCoupon' ORDER BY id LIMIT 1`);
    expect(dc.reward.bonusBp).toBe(1250);
  });
});

describe('bad batches: a 400 naming the field, nothing made', () => {
  it.each([
    ['prefix with a dash', { prefix: 'AB-C' }, '前缀'],
    ['prefix too long', { prefix: 'ABCDEFGHI' }, '前缀'],
    ['no prefix', { prefix: '' }, '前缀'],
    ['count 0', { count: 0 }, '数量'],
    ['count above the maximum', { count: 10_001 }, '数量'],
    ['count as text', { count: '5' }, '数量'],
    ['uses per code 0', { usesPerCode: 0 }, '每码可用次数'],
    ['uses per player 1.5', { usesPerPlayer: 1.5 }, '每人可用次数'],
    ['expiry in the past', { expiresAt: '2020-01-01T00:00:00Z' }, '过期时间'],
    ['expiry not a date', { expiresAt: 'tomorrow' }, '过期时间'],
    ['amount with 3 decimals', { reward: { kind: 'balance', amount: '1.234' } }, '金额'],
    ['amount 0', { reward: { kind: 'coins', amount: '0' } }, '金额'],
    ['negative amount', { reward: { kind: 'points', amount: '-5' } }, '金额'],
    ['unknown kind', { reward: { kind: 'jackpot', amount: '5' } }, '类型'],
    ['free case that does not exist', { reward: { kind: 'freeBox', boxId: 999_999, count: 1, days: 7 } }, '箱子'],
    ['skin that does not exist', { reward: { kind: 'voucher', ornamentId: 999_999_999, days: 7 } }, '饰品'],
    ['coupon percent above 100', { reward: { kind: 'depositCoupon', percent: '100.01', min: '10', days: 7 } }, '加赠'],
    ['coupon off not below its minimum', { reward: { kind: 'caseCoupon', off: '10', min: '10', boxId: null, days: 7 } }, '优惠金额'],
    ['control character in the name', { name: 'a\u0007b' }, '批次名称'],
    ['no name', { name: '' }, '批次名称'],
  ])('%s', async (_what, over, words) => {
    const before = await count(ctx, sql`SELECT count(*) AS n FROM cdk_batches`);
    const codes = await count(ctx, sql`SELECT count(*) AS n FROM cdk_codes`);
    const res = await staffPost(ctx, operator, '/api/console/rewards/batches', body(over), { lang: 'zh-CN' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toContain(words);
    expect(await count(ctx, sql`SELECT count(*) AS n FROM cdk_batches`)).toBe(before);
    expect(await count(ctx, sql`SELECT count(*) AS n FROM cdk_codes`)).toBe(codes);
  });
});

describe('stopping a batch', () => {
  it('its codes no longer redeem; audited once; an unknown batch is a 404; finance may look but not stop', async () => {
    const res = await staffPost(ctx, operator, '/api/console/rewards/batches', body({ prefix: 'HALT', count: 2 }));
    const codes = codesOf(res.body);
    const [b] = await queryRows<{ id: string }>(ctx.deps.db, sql`SELECT id::text AS id FROM cdk_batches WHERE prefix = 'HALT'`);
    const player = await quickPlayer(ctx);
    expect((await redeem(ctx, player.token, codes[0], '10.21.0.1')).statusCode).toBe(200);
    const stop = await staffPost(ctx, operator, '/api/console/rewards/batches/stop', { id: b.id });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().data.disabledAt).not.toBeNull();
    expect((await staffPost(ctx, operator, '/api/console/rewards/batches/stop', { id: Number(b.id) })).statusCode).toBe(200);
    expect(await count(ctx, sql`SELECT count(*) AS n FROM console_audit WHERE action = 'rewards.batch.stop' AND target = ${`cdk_batch:${b.id}`}`)).toBe(1);
    const r = await redeem(ctx, player.token, codes[1], '10.21.0.1');
    expect([r.statusCode, r.json().status]).toEqual([422, 6901]);

    const missing = await staffPost(ctx, operator, '/api/console/rewards/batches/stop', { id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect((await staffGet(ctx, operator, '/api/console/rewards/batch?id=999999')).statusCode).toBe(404);
    expect((await staffGet(ctx, operator, '/api/console/rewards/batch?id=x')).statusCode).toBe(400);

    const finance = await signInStaff(ctx, 'finance');
    expect((await staffGet(ctx, finance, '/api/console/rewards/batches')).statusCode).toBe(200);
    expect((await staffPost(ctx, finance, '/api/console/rewards/batches/stop', { id: b.id })).statusCode).toBe(403);
    expect((await staffPost(ctx, finance, '/api/console/rewards/batches', body())).statusCode).toBe(403);
    // No CSRF header: refused before anything is made.
    const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/console/rewards/batches', headers: { cookie: operator.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body()) });
    expect(noCsrf.statusCode).toBe(403);
  });
});
