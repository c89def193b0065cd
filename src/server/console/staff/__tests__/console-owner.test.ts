// `npm run console:owner -- <name>`: what the command does, against a test database:
// an owner who must change the password and enrol their own authenticator at first sign-in, with
// an argon2id hash of the printed one-time password and no TOTP secret, an audit row by 'cli'; an
// existing name refused.
// Also the e2e tests' dev-only twin (POST api/dev/console/owner). PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { staff } from '../../../db/schema/index.ts';
import { verifyPassword } from '../../../modules/auth/passwords.ts';
import { createOwner, OwnerNameError } from '../owner.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { postSignIn, staffGet, consoleCookieOf, enrolStaff } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

describe('console:owner', () => {
  it('makes an owner whose one-time password signs in, who must then change it and enrol an authenticator', async () => {
    const c = await createOwner(ctx.deps.db, '  First.Owner ', new Date());
    expect(c.name).toBe('first.owner');
    expect(c.role).toBe('owner');
    expect(Object.keys(c).sort()).toEqual(['id', 'name', 'password', 'pendingRole', 'role']);
    const [row] = await ctx.deps.db.select().from(staff).where(eq(staff.name, 'first.owner'));
    expect(row).toMatchObject({ role: 'owner', mustChangePassword: true, totpSecret: null, createdBy: null, disabledAt: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(c.password);
    expect(await verifyPassword(row.passwordHash, c.password)).toBe(true);
    const audit = await queryRows<{ staff_id: string | null; staff_name: string; action: string; target: string; after: unknown }>(ctx.deps.db, sql`
      SELECT staff_id::text, staff_name, action, target, after FROM console_audit WHERE action = 'staff.create'`);
    expect(audit).toEqual([{ staff_id: null, staff_name: 'cli', action: 'staff.create', target: `staff:${row.id}`, after: { name: 'first.owner', role: 'owner' } }]);

    const res = await postSignIn(ctx, { name: c.name, password: c.password, code: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ mustChangePassword: true, mustEnrolTotp: true });
    const me = await staffGet(ctx, { cookie: consoleCookieOf(res), csrf: '' }, '/api/console/me');
    expect(me.json().data).toMatchObject({ name: 'first.owner', role: 'owner', mustChangePassword: true, mustEnrolTotp: true });
    const owner = await enrolStaff(ctx, c);
    expect((await staffGet(ctx, owner, '/api/console/staff/list')).statusCode).toBe(200);
  });

  it('refuses a name that exists, and a name that is not a staff name; nothing written', async () => {
    const [{ n: before }] = await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM console_audit`);
    await expect(createOwner(ctx.deps.db, 'first.owner', new Date())).rejects.toBeInstanceOf(OwnerNameError);
    await expect(createOwner(ctx.deps.db, 'No Spaces', new Date())).rejects.toBeInstanceOf(OwnerNameError);
    await expect(createOwner(ctx.deps.db, 'ab', new Date())).rejects.toBeInstanceOf(OwnerNameError);
    const [{ n: after }] = await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM console_audit`);
    expect(after).toBe(before);
    expect((await ctx.deps.db.select().from(staff)).length).toBe(1);
  });
});

describe('POST api/dev/console/owner (tests only)', () => {
  it('does the same outside production', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/dev/console/owner', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'e2e-owner' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'e2e-owner', role: 'owner' });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/dev/console/owner', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'e2e-owner' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(ERRORS.CONSOLE_STAFF_NAME_TAKEN.code);
  });

  it('does not exist without the sandbox (production refuses PAY_SANDBOX=on; its default is off)', async () => {
    const off = await createTestContext({ PAY_SANDBOX: 'off' });
    try {
      const res = await off.app.inject({ method: 'POST', url: '/api/dev/console/owner', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'prod-owner' }) });
      expect(res.statusCode).toBe(404);
      expect(await off.deps.db.select().from(staff)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
