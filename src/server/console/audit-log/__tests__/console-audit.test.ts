// The audit log: append-only in the database (UPDATE, DELETE and TRUNCATE refused), a
// row written in the transaction of its change (a change that rolls back leaves none), read newest
// first with filters by staff, action, target and China days, paged, and exported as CSV with the
// same filter (a cell a spreadsheet would run as a formula is defused). PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { writeAudit } from '../../audit.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { postSignIn, signInStaff, staffGet, staffPost, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
let owner: SignedInStaff;
let finance: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signInStaff(ctx, 'owner');
  finance = await signInStaff(ctx, 'finance');
});
afterAll(async () => { await ctx.close(); });

const count = async () => Number((await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM console_audit`))[0].n);

describe('append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    const n = await count();
    expect(n).toBeGreaterThan(0);
    await expect(ctx.deps.db.execute(sql`UPDATE console_audit SET reason = 'edited'`)).rejects.toThrow();
    await expect(ctx.deps.db.execute(sql`UPDATE console_audit SET staff_name = 'nobody' WHERE id = (SELECT min(id) FROM console_audit)`)).rejects.toThrow();
    await expect(ctx.deps.db.execute(sql`DELETE FROM console_audit`)).rejects.toThrow();
    await expect(ctx.deps.db.execute(sql`TRUNCATE console_audit`)).rejects.toThrow();
    expect(await count()).toBe(n);
    const edited = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM console_audit WHERE reason = 'edited' OR staff_name = 'nobody'`);
    expect(Number(edited[0].n)).toBe(0);
  });

  it('a row is part of its change\'s transaction: a change that fails after writing it leaves no row', async () => {
    const n = await count();
    await expect(ctx.deps.db.transaction(async (tx) => {
      await writeAudit(tx, { id: owner.id, name: owner.name, role: 'owner', ip: '127.0.0.1' }, { action: 'test.rolledBack', target: 'staff:1' }, new Date());
      throw new Error('the change fails after its audit row');
    })).rejects.toThrow('the change fails');
    expect(await count()).toBe(n);
    // Through the API: a refused change (a name taken) writes no row either.
    await staffPost(ctx, owner, '/api/console/staff/create', { name: 'audit.taken', role: 'support' });
    const m = await count();
    const taken = await staffPost(ctx, owner, '/api/console/staff/create', { name: 'audit.taken', role: 'support' });
    expect(taken.statusCode).toBe(409);
    expect(await count()).toBe(m);
  });
});

describe('reading', () => {
  const day = (iso: string) => new Date(iso);
  beforeAll(async () => {
    // Rows at known times: two China days, the boundary at 16:00 UTC.
    const rows: [string, string, string][] = [
      ['2030-05-01T15:59:00Z', 'player.ban', 'user:42'], // 2030-05-01 23:59 in China
      ['2030-05-01T16:00:00Z', 'player.note', 'user:42'], // 2030-05-02 00:00 in China
      ['2030-05-02T10:00:00Z', 'box.propose', 'box:3'],
      ['2030-05-03T10:00:00Z', 'player.ban', 'user:7'],
    ];
    for (const [at, action, target] of rows) {
      await ctx.deps.db.transaction((tx) => writeAudit(tx, { id: finance.id, name: finance.name, role: 'finance', ip: '10.0.0.9' }, { action, target, before: { a: 1 }, after: { a: 2 }, reason: 'test' }, day(at)));
    }
  });

  it('newest first, with the total, paged', async () => {
    const all = (await staffGet(ctx, finance, '/api/console/audit?pageSize=200')).json().data;
    expect(all.total).toBe(await count());
    const times = all.rows.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const p1 = (await staffGet(ctx, finance, '/api/console/audit?pageSize=2&page=1&staff=' + finance.name)).json().data;
    const p2 = (await staffGet(ctx, finance, '/api/console/audit?pageSize=2&page=2&staff=' + finance.name)).json().data;
    expect(p1.rows).toHaveLength(2);
    expect(p1.rows[0].id).not.toBe(p2.rows[0].id);
  });

  it('filters by staff name, action (its beginning), target (exact) and China days', async () => {
    const q = async (query: string) => (await staffGet(ctx, finance, `/api/console/audit?pageSize=200&${query}`)).json().data as { total: number; rows: { action: string; target: string; createdAt: string; staffName: string }[] };
    expect((await q('action=player.')).rows.map((r) => r.action)).toEqual(['player.ban', 'player.note', 'player.ban']);
    expect((await q('action=player.ban&target=user:42')).rows.map((r) => r.createdAt)).toEqual(['2030-05-01T15:59:00.000Z']);
    expect((await q('target=user:4')).total).toBe(0);
    expect((await q('from=2030-05-02&to=2030-05-02')).rows.map((r) => r.action)).toEqual(['box.propose', 'player.note']);
    expect((await q('to=2030-05-01&action=player.')).rows.map((r) => r.target)).toEqual(['user:42']);
    expect((await q(`staff=${owner.name}&action=staff.create`)).rows.every((r) => r.staffName === owner.name)).toBe(true);
    // A LIKE wildcard is a plain character.
    expect((await q('action=%25')).total).toBe(0);
  });

  it('bad filters are refused by name in the request\'s language', async () => {
    const bad = await staffGet(ctx, finance, '/api/console/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: ERRORS.VALIDATION.code, msg: '开始日期须为日期，如 2026-01-31' });
    const en = await staffGet(ctx, finance, '/api/console/audit?to=2030-13-45', { lang: 'en' });
    expect(en.json().msg).toBe('To must be a date such as 2026-01-31');
    expect((await staffGet(ctx, finance, '/api/console/audit?pageSize=1000')).statusCode).toBe(400);
  });

  it('CSV: the same filter, UTF-8 with BOM, a formula-looking cell defused', async () => {
    // A failed sign-in under a name that looks like a formula is an audit row with that name.
    await postSignIn(ctx, { name: '=HYPERLINK("x")', password: 'x', code: '123456' }, { ip: '10.7.0.1' });
    const res = await staffGet(ctx, finance, '/api/console/audit/csv?action=player.&from=2030-05-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('id,time,staff_id,staff,role,action,target,before,after,reason,ip');
    expect(lines.slice(1).map((l) => l.split(',')[5])).toEqual(['player.ban', 'player.note']);
    const failed = await staffGet(ctx, finance, '/api/console/audit/csv?action=staff.signInFailed');
    expect(failed.body).toContain(`"'=hyperlink(""x"")"`);
  });

  it('needs audit.read: support and operator are refused', async () => {
    for (const role of ['support', 'operator'] as const) {
      const s = await signInStaff(ctx, role);
      expect((await staffGet(ctx, s, '/api/console/audit')).statusCode).toBe(403);
      expect((await staffGet(ctx, s, '/api/console/audit/csv')).statusCode).toBe(403);
    }
  });
});
