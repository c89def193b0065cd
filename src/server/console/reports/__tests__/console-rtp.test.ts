// The RTP monitor: observed against declared RTP per case, from stored outcomes
// only. A history sampled fairly from a case's table (a seeded PRNG, thousands of openings) is not
// flagged; one that pays far more than the table says is; a window holds only its own openings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { observedRtp, zScore } from '../observed-rtp.ts';
import { ensureSeed } from '../../../modules/fairness/seeds.ts';
import type { RtpMonitor } from '../../../../shared/contracts/console-reports.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, openBox, signUp } from '../../../../../tests/integration/api.ts';
import { signInStaff, staffGet, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';
import { addBot, createRoom, player } from '../../../../../tests/integration/battles-helpers.ts';
import { parseYuan } from '../../../../shared/money.ts';

const fen = (yuan: string) => parseYuan(yuan)!;

let ctx: TestContext;
let operator: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signInStaff(ctx, 'operator');
});
afterAll(async () => { await ctx.close(); });

interface Entry { ornamentId: number; from: number; to: number; price: bigint }
interface Box { id: number; version: number; price: bigint; table: Entry[] }

async function boxes(): Promise<Box[]> {
  const rows = await queryRows<{ id: number; version: number; price: string; orn: number; tf: number; tt: number; p: string }>(ctx.deps.db, sql`
    SELECT b.id, b.current_version AS version, v.price::text AS price, i.ornament_id AS orn, i.ticket_from AS tf, i.ticket_to AS tt, o.price::text AS p
    FROM boxes b JOIN box_versions v ON v.box_id = b.id AND v.version = b.current_version
    JOIN box_version_items i ON i.box_id = b.id AND i.version = b.current_version JOIN ornaments o ON o.id = i.ornament_id
    ORDER BY b.id, i.ticket_from`);
  const out = new Map<number, Box>();
  for (const r of rows) {
    const id = Number(r.id);
    if (!out.has(id)) out.set(id, { id, version: Number(r.version), price: BigInt(r.price), table: [] });
    out.get(id)!.table.push({ ornamentId: Number(r.orn), from: Number(r.tf), to: Number(r.tt), price: BigInt(r.p) });
  }
  return [...out.values()];
}

/** mulberry32: a small seeded PRNG, so the "fair" history is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let userSeq = 0;
/**
 * Writes `n` case openings of `box` straight into rolls and backpack_items, as an opening stores
 * them, at `at`. `skew` is the share of openings forced onto the most valuable item (0: fair draws).
 */
async function seedHistory(box: Box, n: number, opts: { seed: number; skew?: number; at: Date }): Promise<void> {
  const rand = prng(opts.seed);
  const top = box.table.reduce((a, b) => (a.price >= b.price ? a : b));
  const picks: Entry[] = [];
  const tickets: number[] = [];
  for (let i = 0; i < n; i++) {
    let ticket = Math.floor(rand() * 1_000_000) + 1;
    if (opts.skew && rand() < opts.skew) ticket = top.from;
    tickets.push(ticket);
    picks.push(box.table.find((e) => ticket >= e.from && ticket <= e.to)!);
  }
  userSeq += 1;
  const [u] = await queryRows<{ id: string }>(ctx.deps.db, sql`INSERT INTO users (nickname, invitation_code) VALUES (${`rtp${userSeq}`}, ${`RTP${userSeq}X${opts.seed}`}) RETURNING id::text`);
  await ensureSeed(ctx.deps.db, BigInt(u.id));
  const [s] = await queryRows<{ id: string; client_seed: string }>(ctx.deps.db, sql`SELECT id::text, client_seed FROM fair_seeds WHERE user_id = ${u.id} AND active`);
  const arr = (xs: (number | string)[]) => sql`${`{${xs.join(',')}}`}`;
  await ctx.deps.db.execute(sql`
    WITH r AS (
      INSERT INTO rolls (user_id, seed_id, game, client_seed, nonce, ticket, range, ticket_from, ticket_to, box_id, box_version, ornament_id, created_at)
      SELECT ${u.id}, ${s.id}, 'case', ${s.client_seed}, nonce, ticket, 1000000, tf, tt, ${box.id}, ${box.version}, orn, ${opts.at.toISOString()}::timestamptz
      FROM unnest(${arr(picks.map((_, i) => i + 1))}::int[], ${arr(tickets)}::int[], ${arr(picks.map((p) => p.from))}::int[],
        ${arr(picks.map((p) => p.to))}::int[], ${arr(picks.map((p) => p.ornamentId))}::int[], ${arr(picks.map((p) => String(p.price)))}::bigint[])
        AS x(nonce, ticket, tf, tt, orn, price)
      RETURNING id, ornament_id
    )
    INSERT INTO backpack_items (user_id, ornament_id, module_id, price, roll_id, box_id, created_at, updated_at)
    SELECT ${u.id}, r.ornament_id, 1, o.price, r.id, ${box.id}, ${opts.at.toISOString()}::timestamptz, ${opts.at.toISOString()}::timestamptz
    FROM r JOIN ornaments o ON o.id = r.ornament_id`);
}

async function monitor(q = '', lang = 'zh-CN'): Promise<RtpMonitor> {
  const res = await staffGet(ctx, operator, `/api/console/reports/rtp${q}`, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RtpMonitor;
}

const HOUR = 3600_000;

describe('observedRtp', () => {
  it('counts each case opening, what it cost and what it won at the recorded price', async () => {
    const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string; rtp: string }[];
    const box = list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
    const { token } = await signUp(ctx);
    await fund(ctx, token, '500');
    const before = new Date(Date.now() - 1000);
    for (const n of [1, 3, 2]) expect((await openBox(ctx, token, box.id, n)).statusCode).toBe(200);
    const [items] = await queryRows<{ won: string; n: string }>(ctx.deps.db, sql`SELECT sum(price)::text AS won, count(*)::text AS n FROM backpack_items WHERE box_id = ${box.id}`);
    const rows = await observedRtp(ctx.deps.db, { since: before, boxId: box.id });
    expect(rows).toHaveLength(1);
    const o = rows[0];
    expect(o.openings).toBe(6);
    expect(o.caseOpenings).toBe(6);
    expect(o.battleOpenings).toBe(0);
    expect(items.n).toBe('6');
    expect(o.won).toBe(BigInt(items.won));
    expect(o.spent).toBe(BigInt(Math.round(Number(box.price) * 100)) * 6n);
    expect(o.observedRtp).toBeCloseTo(Number(o.won) / Number(o.spent), 12);
    expect(Math.abs(o.declaredRtp! * 100 - Number(box.rtp))).toBeLessThan(0.011);
    expect(Number.isFinite(zScore(o))).toBe(true);
    // Outside the window: nothing.
    expect(await observedRtp(ctx.deps.db, { until: before, boxId: box.id })).toEqual([]);
  });

  it('counts battle rounds too: every seat rolls every round\'s case once', async () => {
    const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
    const box = [...list].sort((x, y) => Number(x.price) - Number(y.price))[1];
    const a = await player(ctx);
    const before = new Date(Date.now() - 1000);
    const created = await createRoom(ctx, a, { boxIds: `${box.id},${box.id}`, seats: 2 });
    expect(created.statusCode, created.body).toBe(200);
    const started = await addBot(ctx, a, created.json().data.room.id, 2);
    expect(started.statusCode, started.body).toBe(200);
    const [results] = await queryRows<{ n: string; won: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n, sum(value)::text AS won FROM battle_results WHERE box_id = ${box.id}`);
    expect(results.n).toBe('4');
    const [o] = await observedRtp(ctx.deps.db, { since: before, boxId: box.id });
    expect(o).toMatchObject({ openings: 4, caseOpenings: 0, battleOpenings: 4, won: BigInt(results.won) });
    expect(o.spent).toBe(fen(box.price) * 4n);
  });

  it('z is (observed payout − expected) / (σ/√n), σ from the ticket table', async () => {
    // Computed here independently, in floating point, from the table: mean and variance of one opening.
    const [box] = (await boxes()).slice(-1);
    const at = new Date(Date.now() - 2 * HOUR);
    await seedHistory(box, 400, { seed: 7, at });
    const [o] = await observedRtp(ctx.deps.db, { since: new Date(at.getTime() - 1000), boxId: box.id });
    const mean = box.table.reduce((s, e) => s + Number(e.price) * (e.to - e.from + 1), 0) / 1e6;
    const second = box.table.reduce((s, e) => s + Number(e.price) ** 2 * (e.to - e.from + 1), 0) / 1e6;
    const sigma = Math.sqrt(second - mean * mean);
    const z = (Number(o.won) / 400 - mean) / (sigma / Math.sqrt(400));
    expect(o.openings).toBe(400);
    expect(zScore(o)!).toBeCloseTo(z, 6);
    expect(o.declaredRtp!).toBeCloseTo(mean / Number(box.price), 9);
  });
});

describe('the RTP monitor', () => {
  let fair: Box;
  let skewed: Box;
  let old: Box;
  let few: Box;
  beforeAll(async () => {
    // Cases the tests above have not opened: each history here is the only one of its case.
    const used = new Set((await queryRows<{ id: number }>(ctx.deps.db, sql`SELECT box_id AS id FROM rolls UNION SELECT box_id FROM battle_results`)).map((r) => Number(r.id)));
    const all = (await boxes()).filter((b) => !used.has(b.id));
    [fair, skewed, old, few] = [all[0], all[1], all[2], all[3]];
    const now = Date.now();
    await seedHistory(fair, 20_000, { seed: 42, at: new Date(now - HOUR) });
    await seedHistory(skewed, 3_000, { seed: 43, skew: 0.05, at: new Date(now - HOUR) });
    // Skewed, but ten days ago: only the 30-day window sees it.
    await seedHistory(old, 3_000, { seed: 44, skew: 0.05, at: new Date(now - 10 * 24 * HOUR) });
    // Nothing but the top item, but only 20 openings: too few to judge.
    await seedHistory(few, 20, { seed: 45, skew: 1, at: new Date(now - HOUR) });
  });

  it('does not flag a history sampled from the table, and flags one that pays far more', async () => {
    const m = await monitor();
    const row = (b: Box) => m.list.find((r) => r.boxId === b.id)!;
    expect(row(fair).windows['24h'].openings).toBe(20_000);
    expect(Math.abs(row(fair).windows['24h'].z!)).toBeLessThan(3);
    expect(row(fair).flagged).toBe(false);
    expect(row(skewed).windows['24h'].z!).toBeGreaterThan(3);
    expect(Number(row(skewed).windows['24h'].observedRtp)).toBeGreaterThan(Number(row(skewed).windows['24h'].declaredRtp));
    expect(row(skewed).windows['24h'].flagged).toBe(true);
    expect(row(skewed).flagged).toBe(true);
    expect(row(old).windows['24h']).toMatchObject({ openings: 0, z: null, flagged: false });
    expect(row(old).windows['7d']).toMatchObject({ openings: 0, flagged: false });
    expect(row(old).windows['30d']).toMatchObject({ openings: 3_000, flagged: true });
    expect(row(few).windows['24h'].z!).toBeGreaterThan(3);
    expect(row(few).flagged).toBe(false);
    expect(m.flagged).toBe(2);
    // Every case is listed; the untouched ones have no openings and no z.
    expect(m.list.length).toBe((await boxes()).length);
    // Sorted by |z|, largest first.
    const zs = m.list.map((r) => r.maxAbsZ ?? -1);
    expect(zs).toEqual([...zs].sort((a, b) => b - a));
    // Paged by the server, in the same order.
    const p2 = await monitor('?page=2&pageSize=2');
    expect(p2).toMatchObject({ total: m.list.length, page: 2, pageSize: 2, flagged: 2 });
    expect(p2.list.map((r) => r.boxId)).toEqual(m.list.slice(2, 4).map((r) => r.boxId));
    const byId = await monitor('?sort=boxId&order=asc');
    expect(byId.list.map((r) => r.boxId)).toEqual([...byId.list.map((r) => r.boxId)].sort((a, b) => a - b));
  });

  it('lists only the flagged cases for the front page, and exports the same as CSV', async () => {
    const m = await monitor('?flagged=1');
    expect(m.list.map((r) => r.boxId).sort()).toEqual([skewed.id, old.id].sort());
    expect(m.flagged).toBe(2);
    const csv = await staffGet(ctx, operator, '/api/console/reports/rtp/csv?flagged=1');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 2 * 3);
    const skewed24 = lines.find((l) => l.startsWith(`${skewed.id},`) && l.includes(',24h,'))!.split(',');
    const w = m.list.find((r) => r.boxId === skewed.id)!.windows['24h'];
    expect(skewed24.slice(5)).toEqual([String(w.openings), String(w.caseOpenings), String(w.battleOpenings), w.spent, w.won, String(w.observedRtp), String(w.declaredRtp), String(w.z), '1']);
  });

  it('refuses bad input in the request\'s language and is for roles that read reports', async () => {
    const bad = await staffGet(ctx, operator, '/api/console/reports/rtp?sort=luck', { lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Sort has the wrong format');
    const chars = await staffGet(ctx, operator, '/api/console/reports/rtp?flagged=1%07');
    expect(chars.statusCode).toBe(400);
    expect(chars.json().msg).toBe('仅看异常包含不允许的字符');
    const support = await signInStaff(ctx, 'support');
    expect((await staffGet(ctx, support, '/api/console/reports/rtp')).statusCode).toBe(403);
    expect((await get(ctx, '/api/console/reports/rtp')).statusCode).toBe(401);
  });
});
