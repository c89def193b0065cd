// Four eyes means two people. The attack this guards against: an owner proposes a large balance
// adjustment, is refused as its own approver, makes a second account in the console (they hold its
// one-time password), signs in as it and approves. Here: the maker never sees the new account's
// TOTP secret (it enrols its own), an account created, reset or given its role by the requester in
// the last 30 days (or by an account they did) may not approve, the queue says so before anyone
// clicks, and making someone an owner itself waits for a second, independent owner.
// PGlite, and PostgreSQL when DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { dependenceOf } from '../../independence.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { enrolStaff, signInStaff, staffGet, staffPost, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
/** An owner no one in these tests made or reset. */
let boss: SignedInStaff;
/** The owner who tries to approve their own adjustment through accounts of their making. */
let mallory: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  boss = await signInStaff(ctx, 'owner');
  mallory = await signInStaff(ctx, 'owner');
});
afterAll(async () => { await ctx.close(); });

async function player(): Promise<{ id: string; token: string }> {
  const { token } = await signUp(ctx);
  return { id: String((await userInfo(ctx, token)).id), token };
}

async function propose(by: SignedInStaff, playerId: string, amount: string): Promise<string> {
  const res = await staffPost(ctx, by, `/api/console/players/${playerId}/adjust`, { accountType: 'main', amount, reason: '大额补偿' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.state).toBe(0);
  return res.json().data.id as string;
}

async function pendingRow(by: SignedInStaff, adj: string): Promise<{ blockedReason: string | null }> {
  const queue = await staffGet(ctx, by, '/api/console/adjustments?state=0&pageSize=100');
  expect(queue.statusCode, queue.body).toBe(200);
  return (queue.json().data.list as { id: string; blockedReason: string | null }[]).find((r) => r.id === adj)!;
}

async function roleRequests(by: SignedInStaff) {
  const res = await staffGet(ctx, by, '/api/console/staff/roleRequests');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; staffName: string; role: string; currentRole: string; requestedBy: string; mine: boolean; blockedReason: string | null }[];
}

describe('the attack: approving one\'s own adjustment through a second account', () => {
  it('an owner proposes +20,000.00, creates a second owner, enrols it and approves as it: refused with the reason; an independent owner approves it', async () => {
    const p = await player();
    const adj = await propose(mallory, p.id, '20000.00');
    const own = await staffPost(ctx, mallory, `/api/console/adjustments/${adj}/approve`);
    expect(own.json().status).toBe(ERRORS.CONSOLE_OWN_CHANGE.code);

    // The second owner: the answer has its one-time password and nothing of an authenticator.
    const made = await staffPost(ctx, mallory, '/api/console/staff/create', { name: 'sock.puppet', role: 'owner' });
    expect(made.statusCode, made.body).toBe(200);
    const creds = made.json().data;
    expect(creds).toMatchObject({ name: 'sock.puppet', role: 'support', pendingRole: 'owner' });
    expect(made.body.replace(creds.password, '')).not.toMatch(/secret|otpauth|qr/i); // the random password may spell "qr"

    // Being an owner waits for a second owner; not its requester.
    const [req] = (await roleRequests(mallory)).filter((r) => r.staffName === 'sock.puppet');
    expect(req).toMatchObject({ role: 'owner', currentRole: 'support', requestedBy: mallory.name, mine: true });
    const self = await staffPost(ctx, mallory, '/api/console/staff/roleRequests/approve', { id: req.id });
    expect(self.json().status).toBe(ERRORS.CONSOLE_OWN_CHANGE.code);
    // An owner who did not ask may approve it (the boss, not knowing what it is for, does).
    expect((await roleRequests(boss)).find((r) => r.id === req.id)).toMatchObject({ mine: false, blockedReason: null });
    const promoted = await staffPost(ctx, boss, '/api/console/staff/roleRequests/approve', { id: req.id });
    expect(promoted.statusCode, promoted.body).toBe(200);

    // The maker holds the one-time password, so they enrol the puppet's authenticator themselves.
    const puppet = await enrolStaff(ctx, creds);
    expect(puppet.role).toBe('owner');
    expect((await pendingRow(puppet, adj)).blockedReason).toBe('你不能批准：该账号由申请人在 30 天内创建');
    const refused = await staffPost(ctx, puppet, `/api/console/adjustments/${adj}/approve`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: ERRORS.CONSOLE_NOT_INDEPENDENT.code, msg: '你不能批准：该账号由申请人在 30 天内创建' });
    const refusedEn = await staffPost(ctx, puppet, `/api/console/adjustments/${adj}/approve`, {}, { lang: 'en' });
    expect(refusedEn.json().msg).toBe('You cannot approve: this account was created by the requester within 30 days');

    // An account the puppet makes is still the requester's: a chain is refused too.
    const second = await staffPost(ctx, puppet, '/api/console/staff/create', { name: 'sock.two', role: 'finance' });
    expect(second.statusCode, second.body).toBe(200);
    const two = await enrolStaff(ctx, second.json().data);
    const chain = await staffPost(ctx, two, `/api/console/adjustments/${adj}/approve`);
    expect(chain.json()).toMatchObject({ status: ERRORS.CONSOLE_NOT_INDEPENDENT.code, msg: expect.stringContaining('申请人经手的账号') });

    // Nothing moved, and the refusals left no approval behind.
    expect((await userInfo(ctx, p.token)).balance).toBe('0.00');
    const [row] = await queryRows<{ state: number; decided_by: string | null }>(ctx.deps.db, sql`SELECT state, decided_by::text FROM balance_adjustments WHERE id = ${BigInt(adj)}`);
    expect(row).toEqual({ state: 0, decided_by: null });

    // An independent owner sees nothing in the way and posts it.
    expect((await pendingRow(boss, adj)).blockedReason).toBeNull();
    const ok = await staffPost(ctx, boss, `/api/console/adjustments/${adj}/approve`, { reason: '已核实' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.state).toBe(1);
    expect((await userInfo(ctx, p.token)).balance).toBe('20000.00');
  });

  it('an account the requester reset, or whose role they changed, may not approve either; 30 days on, it may', async () => {
    const fin = await signInStaff(ctx, 'finance');
    const reset = await staffPost(ctx, mallory, '/api/console/staff/reset', { id: fin.id.toString() });
    expect(reset.statusCode, reset.body).toBe(200);
    const back = await enrolStaff(ctx, reset.json().data);
    const p = await player();
    const adj = await propose(mallory, p.id, '5000');
    const refused = await staffPost(ctx, back, `/api/console/adjustments/${adj}/approve`);
    expect(refused.json()).toMatchObject({ status: ERRORS.CONSOLE_NOT_INDEPENDENT.code, msg: '你不能批准：该账号的密码和验证器在 30 天内由申请人重置' });

    const op = await signInStaff(ctx, 'support');
    expect((await staffPost(ctx, mallory, '/api/console/staff/setRole', { id: op.id.toString(), role: 'finance' })).json().data).toEqual({ pending: false });
    const byRole = await staffPost(ctx, op, `/api/console/adjustments/${adj}/approve`);
    expect(byRole.json()).toMatchObject({ status: ERRORS.CONSOLE_NOT_INDEPENDENT.code, msg: '你不能批准：该账号的角色在 30 天内由申请人更改或申请' });

    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await dependenceOf(ctx.deps.db, mallory.id, fin.id, new Date())).toBe('reset');
    expect(await dependenceOf(ctx.deps.db, mallory.id, fin.id, later)).toBeNull();
    expect(await dependenceOf(ctx.deps.db, mallory.id, op.id, later)).toBeNull();
    // Independence runs one way: mallory's acts do not bind the boss's requests.
    expect(await dependenceOf(ctx.deps.db, boss.id, fin.id, new Date())).toBeNull();
  });
});

describe('making someone an owner', () => {
  it('a role change to owner waits until a second owner approves it; the requester cannot approve it; decided once', async () => {
    const op = await signInStaff(ctx, 'operator');
    const asked = await staffPost(ctx, boss, '/api/console/staff/setRole', { id: op.id.toString(), role: 'owner' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ pending: true });
    // Asking twice finds the same request.
    expect((await staffPost(ctx, boss, '/api/console/staff/setRole', { id: op.id.toString(), role: 'owner' })).json().data).toEqual({ pending: true });
    const open = (await roleRequests(boss)).filter((r) => r.staffName === op.name);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ mine: true, blockedReason: '不能审批自己提交的变更，需要另一位员工审批' });
    expect((await staffGet(ctx, op, '/api/console/me')).json().data.role).toBe('operator');

    const self = await staffPost(ctx, boss, '/api/console/staff/roleRequests/approve', { id: open[0].id });
    expect(self.statusCode).toBe(422);
    expect(self.json().status).toBe(ERRORS.CONSOLE_OWN_CHANGE.code);
    // A non-owner has no say.
    expect((await staffPost(ctx, op, '/api/console/staff/roleRequests/approve', { id: open[0].id })).statusCode).toBe(403);
    expect((await staffGet(ctx, op, '/api/console/me')).json().data.role).toBe('operator');

    const ok = await staffPost(ctx, mallory, '/api/console/staff/roleRequests/approve', { id: open[0].id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await staffGet(ctx, op, '/api/console/me')).json().data.role).toBe('owner');
    expect((await staffPost(ctx, mallory, '/api/console/staff/roleRequests/approve', { id: open[0].id })).json().status).toBe(ERRORS.CONSOLE_ALREADY_DECIDED.code);
    const [audit] = await queryRows<{ staff_id: string; after: unknown }>(ctx.deps.db, sql`
      SELECT staff_id::text, after FROM console_audit WHERE action = 'staff.setRole' AND target = ${`staff:${op.id}`} ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ staff_id: mallory.id.toString(), after: { name: op.name, role: 'owner' } });
    // The database refuses a self-approval whatever the code does.
    await expect(ctx.deps.db.execute(sql`UPDATE staff_role_requests SET decided_by = requested_by WHERE id = ${BigInt(open[0].id)}`)).rejects.toThrow();
  });

  it('an owner the requester made may not approve their next owner request; the requester may withdraw one', async () => {
    const made = await staffPost(ctx, mallory, '/api/console/staff/create', { name: 'helper.one', role: 'finance' });
    const helper = await enrolStaff(ctx, made.json().data);
    const target = await signInStaff(ctx, 'support');
    expect((await staffPost(ctx, mallory, '/api/console/staff/setRole', { id: helper.id.toString(), role: 'owner' })).json().data).toEqual({ pending: true });
    const [forHelper] = (await roleRequests(boss)).filter((r) => r.staffName === helper.name);
    expect((await staffPost(ctx, boss, '/api/console/staff/roleRequests/approve', { id: forHelper.id })).statusCode).toBe(200);
    const asOwner = { ...helper };
    expect((await staffGet(ctx, asOwner, '/api/console/me')).json().data.role).toBe('owner');

    expect((await staffPost(ctx, mallory, '/api/console/staff/setRole', { id: target.id.toString(), role: 'owner' })).json().data).toEqual({ pending: true });
    const [req] = (await roleRequests(asOwner)).filter((r) => r.staffName === target.name);
    expect(req.blockedReason).toBe('你不能批准：该账号由申请人在 30 天内创建');
    const refused = await staffPost(ctx, asOwner, '/api/console/staff/roleRequests/approve', { id: req.id }, { lang: 'en' });
    expect(refused.json()).toMatchObject({ status: ERRORS.CONSOLE_NOT_INDEPENDENT.code, msg: 'You cannot approve: this account was created by the requester within 30 days' });
    expect((await staffGet(ctx, target, '/api/console/me')).json().data.role).toBe('support');

    const withdrawn = await staffPost(ctx, mallory, '/api/console/staff/roleRequests/reject', { id: req.id });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await roleRequests(boss)).some((r) => r.id === req.id)).toBe(false);
    expect((await staffGet(ctx, target, '/api/console/me')).json().data.role).toBe('support');
  });

  it('bad input: an unknown request is 404, a malformed id 400 in the request\'s language; nothing changes', async () => {
    const [{ n: before }] = await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM console_audit WHERE action LIKE 'staff.%Role'`);
    const unknown = await staffPost(ctx, boss, '/api/console/staff/roleRequests/approve', { id: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: ERRORS.CONSOLE_ROLE_REQUEST_NOT_FOUND.code, msg: '没有这项待批准的角色申请' });
    const bad = await staffPost(ctx, boss, '/api/console/staff/roleRequests/reject', { id: 'x' }, { lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('Role request');
    const [{ n: after }] = await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM console_audit WHERE action LIKE 'staff.%Role'`);
    expect(after).toBe(before);
  });
});
