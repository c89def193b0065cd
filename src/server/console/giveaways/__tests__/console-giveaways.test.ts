// The console's giveaway area and the streamer role: who may see and manage rooms, an
// official room made in the console (audited, listed, its seed hidden until the draw), every bad
// create refused with its message and nothing written, cancelling (audited, a live event, refused
// for a room already cancelled or drawn), the prize picker's search, and giving and taking back
// the streamer role. No route lets staff choose a winner: the role table (console-roles.test.ts)
// walks every console route there is. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { staff } from '../../../db/schema/index.ts';
import { openConsoleSession } from '../../session.ts';
import { CONSOLE_ROUTES } from '../../guard.ts';
import type { StaffRole } from '../../../../shared/console/permissions.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import type { BroadcastEvent } from '../../../realtime/broadcaster.ts';
import { get, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
const published: BroadcastEvent[] = [];
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { broadcaster: { publish: (e) => { published.push(e); }, close: async () => undefined } });
});
afterAll(async () => { await ctx.close(); });

interface Staff { id: bigint; name: string; headers: Record<string, string> }

async function staffOf(role: StaffRole): Promise<Staff> {
  const name = `${role}-${randomBytes(4).toString('hex')}`;
  const [row] = await ctx.deps.db.insert(staff).values({
    name, role, passwordHash: 'unused', totpSecret: 'unused', mustChangePassword: false,
  }).returning({ id: staff.id });
  const s = await openConsoleSession(ctx.deps.db, row.id, { now: ctx.deps.clock(), ip: '10.0.0.1', userAgent: 'test' });
  return { id: row.id, name, headers: { cookie: `console_session=${s.token}`, 'x-csrf-token': s.csrfToken } };
}

function postJson(url: string, body: unknown, headers: Record<string, string>, lang = 'zh-CN') {
  return ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', lang, ...headers }, payload: JSON.stringify(body) });
}

/** Two catalogue skins (the dearer first), for prize pools. */
function skins(): [number, number] {
  const all = [...ctx.deps.catalogue.ornaments.values()].sort((a, b) => (b.price > a.price ? 1 : b.price < a.price ? -1 : a.id - b.id));
  return [all[0].id, all[all.length - 1].id];
}

function room(over: Record<string, unknown> = {}) {
  const [a, b] = skins();
  return {
    title: '周末福利', description: '官方房间', drawMode: 'time', drawAt: new Date(ctx.deps.clock().getTime() + 3600_000).toISOString(),
    maxEntrants: 0, minDeposit: 0, depositDays: 30, prizes: [a, b], ...over,
  };
}

async function counts() {
  const [r] = await queryRows<{ rooms: string; prizes: string; audits: string }>(ctx.deps.db, sql`SELECT
    (SELECT count(*)::text FROM giveaways) AS rooms, (SELECT count(*)::text FROM giveaway_prizes) AS prizes,
    (SELECT count(*)::text FROM console_audit WHERE action LIKE 'giveaway.%') AS audits`);
  return r;
}

async function audits(action: string, target: string) {
  return queryRows<{ staff_id: string; reason: string; after: Record<string, unknown> | null }>(ctx.deps.db,
    sql`SELECT staff_id::text, reason, after FROM console_audit WHERE action = ${action} AND target = ${target} ORDER BY id`);
}

async function create(s: Staff, over: Record<string, unknown> = {}): Promise<string> {
  const res = await postJson('/api/console/giveaways/create', room(over), s.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

describe('who may do what', () => {
  it('owner and operator manage; finance and support only look', async () => {
    for (const role of ['owner', 'operator', 'finance', 'support'] as const) {
      const s = await staffOf(role);
      const manage = role === 'owner' || role === 'operator';
      expect((await get(ctx, '/api/console/giveaways', s.headers)).statusCode, role).toBe(200);
      const made = await postJson('/api/console/giveaways/create', room(), s.headers);
      expect(made.statusCode, `${role} create`).toBe(manage ? 200 : 403);
      expect((await get(ctx, '/api/console/giveaways/skins?q=ak', s.headers)).statusCode, `${role} skins`).toBe(manage ? 200 : 403);
      if (manage) {
        const id = made.json().data.id as string;
        expect((await get(ctx, `/api/console/giveaways/detail?id=${id}`, s.headers)).statusCode).toBe(200);
        expect((await postJson('/api/console/giveaways/cancel', { id, reason: '测试取消' }, s.headers)).statusCode).toBe(200);
      } else {
        expect(made.json().status).toBe(ERRORS.CONSOLE_FORBIDDEN.code);
        expect((await postJson('/api/console/giveaways/cancel', { id: '1', reason: '测试取消' }, s.headers)).statusCode).toBe(403);
      }
    }
  });

  it('the console has no route that names, changes or draws a winner', () => {
    const giveawayRoutes = CONSOLE_ROUTES.filter((r) => r.url.includes('giveaway')).map((r) => `${r.method} ${r.url}`);
    expect([...new Set(giveawayRoutes)].sort()).toEqual([
      'GET /api/console/giveaways', 'GET /api/console/giveaways/audit', 'GET /api/console/giveaways/detail', 'GET /api/console/giveaways/skins',
      'POST /api/console/giveaways/cancel', 'POST /api/console/giveaways/create',
    ]);
  });
});

describe('an official room', () => {
  it('is made with its audit row, listed with its maker, and shows the seed hash but never the seed before the draw', async () => {
    const op = await staffOf('operator');
    const [a, b] = skins();
    const id = await create(op, { maxEntrants: 50, minDeposit: 10, depositDays: 7, joinCode: 'abc123', requireVerified: true });
    const [audit] = await audits('giveaway.create', `giveaway:${id}`);
    expect(audit.staff_id).toBe(String(op.id));
    expect(audit.after).toMatchObject({ title: '周末福利', prizes: [String(a), String(b)], joinCode: true });
    expect(JSON.stringify(audit.after)).not.toContain('abc123');

    const list = await get(ctx, '/api/console/giveaways?kind=official&state=0&pageSize=100', op.headers);
    const row = list.json().data.list.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ kind: 'official', state: 0, title: '周末福利', entrantCount: 0, maxEntrants: 50, drawMode: 'time', prizeCount: 2, maker: { kind: 'staff', name: op.name } });
    const pool = ctx.deps.catalogue.ornaments.get(a)!.price + ctx.deps.catalogue.ornaments.get(b)!.price;
    expect(row.poolValue).toBe((Number(pool) / 100).toFixed(2));
    expect((await get(ctx, '/api/console/giveaways?kind=streamer&pageSize=100', op.headers)).json().data.list.some((r: { id: string }) => r.id === id)).toBe(false);
    expect((await get(ctx, '/api/console/giveaways?state=3&pageSize=100', op.headers)).json().data.list.some((r: { id: string }) => r.id === id)).toBe(false);

    const detail = await get(ctx, `/api/console/giveaways/detail?id=${id}`, op.headers);
    const d = detail.json().data;
    expect(d.prizes.map((p: { pos: number; ornamentId: number }) => [p.pos, p.ornamentId])).toEqual([[1, a], [2, b]]);
    expect(d.conditions.map((c: { kind: string }) => c.kind)).toEqual(['deposit', 'joinCode', 'verified']);
    expect(d.conditions[0].params).toMatchObject({ amount: '10.00', days: 7 });
    expect(d.serverSeed).toBeNull();
    expect(d.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const [seed] = await queryRows<{ server_seed: string }>(ctx.deps.db, sql`SELECT server_seed FROM giveaways WHERE id = ${BigInt(id)}`);
    expect(detail.body).not.toContain(seed.server_seed);
    expect(list.body).not.toContain(seed.server_seed);
  });

  it('is listed on the players\' api/roll/list (official tab)', async () => {
    const op = await staffOf('owner');
    const id = await create(op);
    const res = await get(ctx, '/api/roll/list?tab=official&pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.list.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('unknown room: 404 in the reader\'s language', async () => {
    const op = await staffOf('support');
    const res = await get(ctx, '/api/console/giveaways/detail?id=999999', { ...op.headers, lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('Giveaway not found');
  });
});

describe('bad input is refused with its message and writes nothing', () => {
  const cases: [string, () => Record<string, unknown>, number, string][] = [
    ['an empty pool', () => room({ prizes: [] }), 400, 'Choose 1 to 100 prizes'],
    ['no pool at all', () => { const r = room(); delete (r as Record<string, unknown>).prizes; return r; }, 400, 'Choose 1 to 100 prizes'],
    ['a draw time in the past', () => room({ drawAt: new Date(ctx.deps.clock().getTime() - 60_000).toISOString() }), 422, 'The draw time must be between 1 minute and 30 days from now'],
    ['a time draw without a time', () => room({ drawAt: '' }), 422, 'The draw time must be between 1 minute and 30 days from now'],
    ['drawing when full without a maximum', () => room({ drawMode: 'full', drawAt: '', maxEntrants: 0 }), 422, 'Drawing when full needs a maximum number of entrants'],
    ['an unknown skin id', () => room({ prizes: [skins()[0], 1999999999] }), 404, 'Skin 1999999999 not found'],
    ['a title too short', () => room({ title: 'a' }), 400, 'Title needs at least 2 characters'],
    ['a control character in the title', () => room({ title: '福利\u0007房' }), 400, 'Title contains characters that are not allowed'],
  ];
  it.each(cases)('%s', async (_name, body, status, message) => {
    const op = await staffOf('operator');
    const before = await counts();
    const res = await postJson('/api/console/giveaways/create', body(), op.headers, 'en');
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().msg).toBe(message);
    expect(await counts()).toEqual(before);
  });
});

describe('cancelling', () => {
  it('cancels an open room with its reason in the audit log and a live event after the commit', async () => {
    const op = await staffOf('operator');
    const id = await create(op);
    published.length = 0;
    const res = await postJson('/api/console/giveaways/cancel', { id, reason: '奖品配置有误' }, op.headers);
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await audits('giveaway.cancel', `giveaway:${id}`);
    expect(audit).toMatchObject({ staff_id: String(op.id), reason: '奖品配置有误' });
    expect(published.some((e) => e.eventType === 41 && (e.data as { id: string; state: number }).id === id && (e.data as { state: number }).state === 3)).toBe(true);
    const d = (await get(ctx, `/api/console/giveaways/detail?id=${id}`, op.headers)).json().data;
    expect(d).toMatchObject({ state: 3, cancelledBy: op.name });
    expect(d.cancelledAt).not.toBeNull();
    // The operator reads the room's own audit entries, without the whole audit log (audit.read).
    expect((await get(ctx, '/api/console/audit', op.headers)).statusCode).toBe(403);
    const trail = (await get(ctx, `/api/console/giveaways/audit?id=${id}`, op.headers)).json().data.rows as { action: string; target: string }[];
    expect(trail.map((r) => r.action).sort()).toEqual(['giveaway.cancel', 'giveaway.create']);
    expect(trail.every((r) => r.target === `giveaway:${id}`)).toBe(true);
  });

  it('refuses a room already cancelled or drawn, and an unknown one, writing nothing', async () => {
    const op = await staffOf('owner');
    const cancelled = await create(op);
    expect((await postJson('/api/console/giveaways/cancel', { id: cancelled, reason: '第一次' }, op.headers)).statusCode).toBe(200);
    const drawn = await create(op);
    await ctx.deps.db.execute(sql`UPDATE giveaways SET state = 2, closed_at = now(), entrants_hash = 'h', beacon_round = 1,
      drawn_at = now(), public_seed = 'p', beacon_randomness = 'r' WHERE id = ${BigInt(drawn)}`);
    const before = await counts();
    for (const [id, status, code] of [[cancelled, 409, ERRORS.GIVEAWAY_NOT_CANCELLABLE.code], [drawn, 409, ERRORS.GIVEAWAY_NOT_CANCELLABLE.code], ['999999', 404, ERRORS.GIVEAWAY_NOT_FOUND.code]] as const) {
      const res = await postJson('/api/console/giveaways/cancel', { id, reason: '再取消一次' }, op.headers);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(status);
      expect(res.json().status).toBe(code);
    }
    expect(await counts()).toEqual(before);
    const d = (await get(ctx, `/api/console/giveaways/detail?id=${drawn}`, op.headers)).json().data;
    expect(d.state).toBe(2);
    // Once drawn, the seed is published (as on the room page), with the public seed.
    const [seed] = await queryRows<{ server_seed: string }>(ctx.deps.db, sql`SELECT server_seed FROM giveaways WHERE id = ${BigInt(drawn)}`);
    expect(d).toMatchObject({ serverSeed: seed.server_seed, publicSeed: 'p' });
  });

  it('needs a reason', async () => {
    const op = await staffOf('owner');
    const id = await create(op);
    const res = await postJson('/api/console/giveaways/cancel', { id }, op.headers, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Reason is required');
    expect((await get(ctx, `/api/console/giveaways/detail?id=${id}`, op.headers)).json().data.state).toBe(0);
  });
});

describe('the prize picker', () => {
  it('finds skins by English and Chinese name (on either language\'s page) and by id, dearest first, with prices', async () => {
    const op = await staffOf('operator');
    const sample = [...ctx.deps.catalogue.ornaments.values()].find((o) => o.info.name.en.startsWith('AK-47'))!;
    const en = (await get(ctx, '/api/console/giveaways/skins?q=ak-47', { ...op.headers, lang: 'en' })).json().data;
    expect(en.length).toBeGreaterThan(0);
    expect(en.every((s: { name: string }) => s.name.toLowerCase().includes('ak-47'))).toBe(true);
    const prices = en.map((s: { price: string }) => Number(s.price));
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    const zhWord = sample.info.name['zh-CN'].split(/\s|\|/)[0];
    const zhOnEn = (await get(ctx, `/api/console/giveaways/skins?q=${encodeURIComponent(zhWord)}`, { ...op.headers, lang: 'en' })).json().data;
    expect(zhOnEn.length).toBeGreaterThan(0);
    const byId = (await get(ctx, `/api/console/giveaways/skins?q=${sample.id}`, op.headers)).json().data;
    expect(byId).toHaveLength(1);
    expect(byId[0]).toMatchObject({ ornamentId: sample.id, name: sample.info.name['zh-CN'], otherName: sample.info.name.en });
  });
});

describe('the streamer role', () => {
  it('is given and taken back with a reason in the audit log, shown on the player page; twice is refused', async () => {
    const op = await staffOf('operator');
    const { token } = await signUp(ctx);
    const uid = String((await userInfo(ctx, token)).id);
    const url = (verb: string) => `/api/console/players/${uid}/${verb}`;
    expect((await get(ctx, `/api/console/players/${uid}`, op.headers)).json().data.streamer).toBe(false);
    expect((await postJson(url('grantStreamer'), { reason: '签约主播' }, op.headers)).statusCode).toBe(200);
    expect((await get(ctx, `/api/console/players/${uid}`, op.headers)).json().data.streamer).toBe(true);
    const again = await postJson(url('grantStreamer'), { reason: '签约主播' }, op.headers, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This player is already a streamer');
    expect((await postJson(url('revokeStreamer'), { reason: '合约结束' }, op.headers)).statusCode).toBe(200);
    expect((await get(ctx, `/api/console/players/${uid}`, op.headers)).json().data.streamer).toBe(false);
    expect((await postJson(url('revokeStreamer'), { reason: '合约结束' }, op.headers)).json().status).toBe(ERRORS.PLAYER_NOT_STREAMER.code);
    expect(await audits('player.grantStreamer', `user:${uid}`)).toMatchObject([{ staff_id: String(op.id), reason: '签约主播', after: { streamer: true } }]);
    expect(await audits('player.revokeStreamer', `user:${uid}`)).toMatchObject([{ staff_id: String(op.id), reason: '合约结束', after: { streamer: false } }]);
  });

  it('needs players.streamer (owner, operator), a reason, and a player that exists', async () => {
    const { token } = await signUp(ctx);
    const uid = String((await userInfo(ctx, token)).id);
    for (const role of ['finance', 'support'] as const) {
      const res = await postJson(`/api/console/players/${uid}/grantStreamer`, { reason: '签约主播' }, (await staffOf(role)).headers);
      expect(res.statusCode, role).toBe(403);
    }
    const owner = await staffOf('owner');
    expect((await postJson(`/api/console/players/${uid}/grantStreamer`, {}, owner.headers)).statusCode).toBe(400);
    expect((await postJson('/api/console/players/999999999/grantStreamer', { reason: '签约主播' }, owner.headers)).statusCode).toBe(404);
    expect((await get(ctx, `/api/console/players/${uid}`, owner.headers)).json().data.streamer).toBe(false);
    expect(await audits('player.grantStreamer', `user:${uid}`)).toEqual([]);
  });
});
