// Console protection: a player's limits, every change, exclusions and reality-check answers
// (read only); staff tighten a limit (lower, or set where none) at once, audited with the reason;
// anything looser is STAFF_CANNOT_LOOSEN and changes nothing; NO console route lifts or shortens an
// exclusion (every registered console route tried with the player's id: the exclusions table is
// unchanged); the report counts limits set, reality checks answered, exclusions by kind and length.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES } from '../../guard.ts';
import { queryRows } from '../../../db/client.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { signInStaff, staffGet, staffPost, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
let owner: SignedInStaff;
let support: SignedInStaff;
let viewer: SignedInStaff | undefined;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signInStaff(ctx, 'owner');
  support = await signInStaff(ctx, 'support');
});
afterAll(async () => { await ctx.close(); });

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(ctx.deps.db, q);
}

async function aPlayer(): Promise<bigint> {
  const { token } = await signUp(ctx);
  return BigInt((await userInfo(ctx, token)).id);
}

async function withHistory(userId: bigint) {
  await ctx.deps.db.execute(sql`INSERT INTO play_limits (user_id, kind, period, amount_fen) VALUES (${userId}, 'deposit', 'day', 10000)`);
  await ctx.deps.db.execute(sql`INSERT INTO play_limit_changes (user_id, kind, period, from_fen, to_fen, state, effective_at, decided_at)
    VALUES (${userId}, 'deposit', 'day', NULL, 10000, 'applied', now(), now()),
           (${userId}, 'deposit', 'day', 10000, 50000, 'pending', now() + interval '1 day', NULL)`);
  await ctx.deps.db.execute(sql`INSERT INTO exclusions (user_id, kind, length, starts_at, ends_at) VALUES (${userId}, 'cooloff', '7d', now(), now() + interval '7 days')`);
  await ctx.deps.db.execute(sql`INSERT INTO reality_checks (user_id, interval_minutes) VALUES (${userId}, 30)`);
  await ctx.deps.db.execute(sql`INSERT INTO reality_check_answers (user_id, continued, session_minutes, net_fen) VALUES (${userId}, true, 31, -1250), (${userId}, false, 62, 300)`);
}

const exclusionsOf = (userId: bigint) => rows<Record<string, unknown>>(sql`SELECT id::text, kind, length, starts_at::text, ends_at::text FROM exclusions WHERE user_id = ${userId} ORDER BY id`);
const tighten = (s: SignedInStaff, body: Record<string, unknown>, lang = 'zh-CN') => staffPost(ctx, s, '/api/console/protection/tighten', body, { lang });

describe('a player\'s protection history', () => {
  it('shows limits, every change, exclusions and reality-check answers', async () => {
    const userId = await aPlayer();
    await withHistory(userId);
    const res = await staffGet(ctx, support, `/api/console/protection/player?userId=${userId}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.limits).toEqual([expect.objectContaining({ kind: 'deposit', period: 'day', amount: '100.00' })]);
    expect(d.changes.map((c: { state: string; to: string | null }) => [c.state, c.to])).toEqual([['pending', '500.00'], ['applied', '100.00']]);
    expect(d.exclusions).toEqual([expect.objectContaining({ kind: 'cooloff', length: '7d', running: true })]);
    expect(d.reality.intervalMinutes).toBe(30);
    expect(d.reality.answers.map((a: { continued: boolean; net: string }) => [a.continued, a.net])).toEqual([[false, '3.00'], [true, '-12.50']]);
    expect((await staffGet(ctx, support, '/api/console/protection/player?userId=99999999', { lang: 'en' })).statusCode).toBe(404);
    for (const q of ['', 'userId=x', 'userId=0']) expect((await staffGet(ctx, support, `/api/console/protection/player?${q}`)).statusCode, q).toBe(400);
  });
});

describe('tightening', () => {
  it('lowers a limit at once with the staff member and reason, cancels a pending raise, and is audited', async () => {
    const userId = await aPlayer();
    await withHistory(userId);
    const res = await tighten(support, { userId: String(userId), kind: 'deposit', period: 'day', amount: '60', reason: '玩家来电要求' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.limits).toEqual([expect.objectContaining({ kind: 'deposit', period: 'day', amount: '60.00' })]);
    const changes = res.json().data.changes as { state: string; from: string | null; to: string | null; staffName: string | null; reason: string | null }[];
    expect(changes[0]).toMatchObject({ state: 'applied', from: '100.00', to: '60.00', staffName: support.name, reason: '玩家来电要求' });
    expect(changes.find((c) => c.to === '500.00')?.state).toBe('cancelled');
    const audit = await rows<{ action: string; reason: string; staff_name: string }>(sql`SELECT action, reason, staff_name FROM console_audit WHERE target = ${`user:${userId}`} ORDER BY id`);
    expect(audit).toEqual([{ action: 'protection.tighten', reason: '玩家来电要求', staff_name: support.name }]);

    // Setting one where there is none is tightening too.
    const first = await tighten(owner, { userId: String(userId), kind: 'loss', period: 'month', amount: '1000.5', reason: 'risk review' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.limits).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'loss', period: 'month', amount: '1000.50' })]));
  });

  it('refuses anything looser (equal, higher) and bad input, changing nothing', async () => {
    const userId = await aPlayer();
    await withHistory(userId);
    const before = await rows(sql`SELECT kind, period, amount_fen::text FROM play_limits WHERE user_id = ${userId}`);
    const changesBefore = await rows(sql`SELECT id, state FROM play_limit_changes WHERE user_id = ${userId} ORDER BY id`);
    for (const amount of ['100', '100.01', '5000']) {
      const res = await tighten(support, { userId: String(userId), kind: 'deposit', period: 'day', amount, reason: 'looser' }, 'en');
      expect(res.statusCode, amount).toBe(403);
      expect(res.json().status).toBe(ERRORS.STAFF_CANNOT_LOOSEN.code);
      expect(res.json().msg).toMatch(/only tighten/);
    }
    const bad: Record<string, unknown>[] = [
      { userId: String(userId), kind: 'deposit', period: 'day', amount: '', reason: 'remove it' },
      { userId: String(userId), kind: 'deposit', period: 'day', amount: '0', reason: 'zero' },
      { userId: String(userId), kind: 'deposit', period: 'day', amount: '-5', reason: 'negative' },
      { userId: String(userId), kind: 'deposit', period: 'day', amount: '1.234', reason: 'three decimals' },
      { userId: String(userId), kind: 'bet', period: 'day', amount: '1', reason: 'kind' },
      { userId: String(userId), kind: 'deposit', period: 'year', amount: '1', reason: 'period' },
      { userId: String(userId), kind: 'deposit', period: 'day', amount: '1', reason: '' },
      { userId: String(userId), kind: 'deposit', period: 'day', amount: '1', reason: 'ctl\u0000' },
      { userId: 'x', kind: 'deposit', period: 'day', amount: '1', reason: 'who' },
    ];
    for (const b of bad) {
      const res = await tighten(support, b, 'en');
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
    }
    expect((await tighten(support, { userId: '99999999', kind: 'deposit', period: 'day', amount: '1', reason: 'nobody' })).statusCode).toBe(404);
    expect(await rows(sql`SELECT kind, period, amount_fen::text FROM play_limits WHERE user_id = ${userId}`)).toEqual(before);
    expect(await rows(sql`SELECT id, state FROM play_limit_changes WHERE user_id = ${userId} ORDER BY id`)).toEqual(changesBefore);
    expect(await rows(sql`SELECT 1 FROM console_audit WHERE target = ${`user:${userId}`}`)).toEqual([]);
  });

  it('racing tightenings leave the lowest, each one a lowering from the one before', async () => {
    const userId = await aPlayer();
    await withHistory(userId);
    const amounts = Array.from({ length: 40 }, (_, i) => String(90 - i));
    const answers = await Promise.all(amounts.map((amount) => tighten(owner, { userId: String(userId), kind: 'deposit', period: 'day', amount, reason: 'race' })));
    expect(answers.every((r) => r.statusCode === 200 || r.json().status === ERRORS.STAFF_CANNOT_LOOSEN.code)).toBe(true);
    const [limit] = await rows<{ amount_fen: string }>(sql`SELECT amount_fen::text FROM play_limits WHERE user_id = ${userId} AND kind = 'deposit' AND period = 'day'`);
    expect(limit.amount_fen).toBe('5100');
    const applied = await rows<{ from_fen: string; to_fen: string }>(sql`SELECT from_fen::text, to_fen::text FROM play_limit_changes WHERE user_id = ${userId} AND staff_id IS NOT NULL ORDER BY id`);
    for (const c of applied) expect(BigInt(c.to_fen)).toBeLessThan(BigInt(c.from_fen));
  });

  it('needs protection.tighten (a viewer-only role may look but not tighten)', async () => {
    const { roleMay, STAFF_ROLES } = await import('../../../../shared/console/permissions.ts');
    const lookOnly = STAFF_ROLES.find((r) => roleMay(r, 'protection.view') && !roleMay(r, 'protection.tighten'));
    if (!lookOnly) return;
    viewer = await signInStaff(ctx, lookOnly);
    const userId = await aPlayer();
    expect((await staffGet(ctx, viewer, `/api/console/protection/player?userId=${userId}`)).statusCode).toBe(200);
    const res = await tighten(viewer, { userId: String(userId), kind: 'deposit', period: 'day', amount: '10', reason: 'not mine' });
    expect(res.statusCode).toBe(403);
    expect(await rows(sql`SELECT 1 FROM play_limits WHERE user_id = ${userId}`)).toEqual([]);
  });
});

describe('no way to lift an exclusion', () => {
  it('every console route, tried with the excluded player\'s id, leaves the exclusions table unchanged', async () => {
    const userId = await aPlayer();
    await withHistory(userId);
    await ctx.deps.db.execute(sql`INSERT INTO exclusions (user_id, kind, length, starts_at, ends_at) VALUES (${userId}, 'self', '1y', now(), now() + interval '1 year')`);
    const before = await rows(sql`SELECT id::text, user_id::text, kind, length, starts_at::text, ends_at::text FROM exclusions ORDER BY id`);
    const [ex] = await exclusionsOf(userId);
    const seen = new Set<string>();
    for (const r of CONSOLE_ROUTES) {
      const key = `${r.method} ${r.url}`;
      if (seen.has(key) || r.url.endsWith('/signOut') || r.url.includes('/auth/') || r.url.includes('/staff/')) continue;
      seen.add(key);
      const url = r.url.replace(/:(\w+)/g, String(userId));
      const body = { id: ex.id, userId: String(userId), exclusionId: ex.id, kind: 'cooloff', length: '24h', period: 'day', amount: '', endsAt: new Date().toISOString(), reason: 'lift it', action: 'lift' };
      if (r.method === 'GET') await staffGet(ctx, owner, `${url}?userId=${userId}&id=${String(ex.id)}`);
      else await staffPost(ctx, owner, url, body);
    }
    expect(seen.size).toBeGreaterThan(8);
    expect(await rows(sql`SELECT id::text, user_id::text, kind, length, starts_at::text, ends_at::text FROM exclusions ORDER BY id`)).toEqual(before);
    // And there is no console address about exclusions at all besides reading.
    expect(CONSOLE_ROUTES.filter((r) => r.method === 'POST' && /exclu/i.test(r.url))).toEqual([]);
  });
});

describe('the report', () => {
  it('counts limits set by kind and period, reality checks answered, exclusions by kind and length', async () => {
    const userId = await aPlayer();
    await withHistory(userId);
    const res = await staffGet(ctx, support, '/api/console/protection/report');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.limitsSet.find((r: { kind: string; period: string }) => r.kind === 'deposit' && r.period === 'day').count).toBeGreaterThanOrEqual(2);
    expect(d.realityChecks.continued).toBeGreaterThanOrEqual(1);
    expect(d.realityChecks.stopped).toBeGreaterThanOrEqual(1);
    expect(d.exclusions.find((r: { kind: string; length: string }) => r.kind === 'cooloff' && r.length === '7d').count).toBeGreaterThanOrEqual(1);
    const empty = (await staffGet(ctx, support, '/api/console/protection/report?from=2020-01-01&to=2020-01-31')).json().data;
    expect(empty).toMatchObject({ from: '2020-01-01', to: '2020-01-31', limitsSet: [], realityChecks: { continued: 0, stopped: 0 }, exclusions: [] });
    for (const q of ['from=2026-13-01', 'from=2026-02-01&to=2026-01-01', 'to=x']) expect((await staffGet(ctx, support, `/api/console/protection/report?${q}`, { lang: 'en' })).statusCode, q).toBe(400);
  });
});
