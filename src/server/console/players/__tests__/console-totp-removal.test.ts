// A player's authenticator removed by staff under four eyes: proposed by one staff member with a
// reason, approved by a second, independent one; the approval removes it and its recovery codes,
// ends the player's sessions and tells them, so they sign in again without a code. The proposer
// cannot approve, a dependent approver is refused (and told so in the queue), fifty racing approvals
// remove once and audit once, a new enrolment made after the proposal is never removed (the
// proposal closes as stale), and bad reasons change nothing. PGlite, and PostgreSQL when
// DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import type { LoginResult } from '../../../../shared/contracts/auth.ts';
import type { TotpStart } from '../../../../shared/contracts/totp.ts';
import type { StaffRole } from '../../../../shared/console/permissions.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { translate } from '../../../../shared/messages.ts';
import { queryRows } from '../../../db/client.ts';
import { TOTP_PERIOD_S } from '../../auth/totp.ts';
import { writeAudit } from '../../audit.ts';
import { openConsoleSession } from '../../session.ts';
import { get, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { createStaff, staffGet, staffPost, type TestStaff } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
let clock = new Date('2026-07-01T02:00:00Z');
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
beforeEach(() => { clock = new Date(clock.getTime() + 2 * 3600_000); ctx.setNow(clock); });
const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); ctx.setNow(clock); };

type Staff = TestStaff & { cookie: string; csrf: string };
/** A signed-in staff member (sign-in itself is tested in console-auth.test.ts). */
async function staffOf(role: StaffRole): Promise<Staff> {
  const s = await createStaff(ctx, { role });
  const session = await openConsoleSession(ctx.deps.db, s.id, { now: ctx.deps.clock(), ip: '10.0.0.1', userAgent: 'test' });
  return { ...s, cookie: `console_session=${session.token}`, csrf: session.csrfToken };
}

const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.getTime() / 1000), period: TOTP_PERIOD_S });
let device = 0;
const newDevice = () => ({ 'user-agent': `Mozilla/5.0 (Removal device ${++device}) Firefox/140.0` });

/** A player with their authenticator on (the same routes the security page uses). */
async function playerWithTotp(): Promise<{ id: string; token: string; phone: string }> {
  const { token, phone } = await signUp(ctx);
  await enrol(token);
  return { id: String((await userInfo(ctx, token)).id), token, phone };
}

async function enrol(token: string): Promise<void> {
  const start = await post(ctx, '/api/profile/totp/start', {}, { token });
  expect(start.statusCode, start.body).toBe(200);
  const { secret } = start.json<Envelope<TotpStart>>().data!;
  const res = await post(ctx, '/api/profile/totp/confirm', { code: await codeAt(secret) }, { token });
  expect(res.statusCode, res.body).toBe(200);
  advance(TOTP_PERIOD_S * 1000);
}

/** `body` as sent: a reason of any type, or none (an empty object). */
async function propose(by: Staff, playerId: string, body: Record<string, unknown> = { reason: '玩家手机丢失，已核实身份' }) {
  return staffPost(ctx, by, `/api/console/players/${playerId}/removeTotp`, body);
}

async function proposed(by: Staff, playerId: string): Promise<string> {
  const res = await propose(by, playerId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toMatchObject({ userId: playerId, state: 0 });
  return res.json().data.id as string;
}

async function totpRows(playerId: string) {
  const [r] = await queryRows<{ totp: number; codes: number }>(ctx.deps.db, sql`
    SELECT (SELECT count(*)::int FROM user_totp WHERE user_id = ${BigInt(playerId)}) AS totp,
      (SELECT count(*)::int FROM user_totp_recovery WHERE user_id = ${BigInt(playerId)}) AS codes`);
  return r;
}

async function audits(action: string, target: string) {
  return queryRows<{ staff_id: string; reason: string; after: Record<string, unknown> }>(ctx.deps.db,
    sql`SELECT staff_id::text, reason, after FROM console_audit WHERE action = ${action} AND target = ${target} ORDER BY id`);
}

async function stateOf(id: string): Promise<number> {
  const [r] = await queryRows<{ state: number }>(ctx.deps.db, sql`SELECT state FROM totp_removals WHERE id = ${BigInt(id)}`);
  return r.state;
}

async function queueRow(by: Staff, id: string, lang = 'zh-CN') {
  const res = await staffGet(ctx, by, '/api/console/totpRemovals?state=-1&pageSize=100', { lang });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: string; state: number; reason: string; requestedBy: string; blockedReason: string | null }[]).find((r) => r.id === id)!;
}

describe('propose and approve', () => {
  it('two independent staff remove it: codes gone, sessions ended, the player told in their language and able to sign in without a code', async () => {
    const [alice, bob] = [await staffOf('support'), await staffOf('support')];
    const p = await playerWithTotp();
    const page = await staffGet(ctx, alice, `/api/console/players/${p.id}`);
    expect(page.json().data).toMatchObject({ totpEnabled: true, totpRemovalPending: false });

    const id = await proposed(alice, p.id);
    expect((await staffGet(ctx, alice, `/api/console/players/${p.id}`)).json().data.totpRemovalPending).toBe(true);
    expect(await totpRows(p.id)).toEqual({ totp: 1, codes: 10 });
    // A proposal changes nothing: the player still needs their code on a new device.
    expect((await post(ctx, '/api/auth/login', { phone: p.phone, password: 'secret-pass-1' }, newDevice())).json<Envelope<LoginResult>>().data!.secondFactor).toBe('totp');
    const [proposal] = await audits('player.totpRemovePropose', `user:${p.id}`);
    expect(proposal).toMatchObject({ staff_id: alice.id.toString(), reason: '玩家手机丢失，已核实身份' });

    expect((await queueRow(bob, id)).blockedReason).toBeNull();
    const res = await staffPost(ctx, bob, `/api/console/totpRemovals/${id}/approve`, { reason: '已复核' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id, userId: p.id, state: 1 });
    expect(await totpRows(p.id)).toEqual({ totp: 0, codes: 0 });
    const [approval] = await audits('player.totpRemoveApprove', `totpRemoval:${id}`);
    expect(approval).toMatchObject({ staff_id: bob.id.toString(), reason: '已复核', after: { state: 1, recoveryCodesRemoved: 10 } });
    const page2 = (await staffGet(ctx, bob, `/api/console/players/${p.id}`)).json().data;
    expect(page2).toMatchObject({ totpEnabled: false, totpRemovalPending: false, liveSessions: 0 });

    // Every session ended: the old token is refused.
    expect((await get(ctx, '/api/profile/userInfo', { token: p.token })).statusCode).toBe(401);
    // A new device signs in with the password alone.
    const login = await post(ctx, '/api/auth/login', { phone: p.phone, password: 'secret-pass-1' }, newDevice());
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<Envelope<LoginResult>>().data!.token;
    expect(token).not.toBe('');
    for (const lang of ['en', 'zh-CN'] as const) {
      const inbox = await get(ctx, '/api/message/listMessage?page=1&pageSize=10', { token, lang });
      const list = inbox.json().data.list as { title: string; kind?: string }[];
      expect(list.map((m) => m.title)).toContain(translate(lang, 'inbox.security.totpRemoved.title'));
    }
    // Decided once: a second approval or a rejection now is refused.
    const again = await staffPost(ctx, await staffOf('operator'), `/api/console/totpRemovals/${id}/approve`);
    expect(again.json().status).toBe(ERRORS.CONSOLE_ALREADY_DECIDED.code);
  });

  it('the proposer cannot approve or reject their own; they may withdraw it, no one else may', async () => {
    const [alice, bob] = [await staffOf('support'), await staffOf('operator')];
    const p = await playerWithTotp();
    const id = await proposed(alice, p.id);
    expect((await queueRow(alice, id)).blockedReason).toBe(translate('zh-CN', 'err.consoleOwnChange'));
    for (const verb of ['approve', 'reject']) {
      const own = await staffPost(ctx, alice, `/api/console/totpRemovals/${id}/${verb}`);
      expect(own.statusCode).toBe(422);
      expect(own.json().status).toBe(ERRORS.CONSOLE_OWN_CHANGE.code);
    }
    const notYours = await staffPost(ctx, bob, `/api/console/totpRemovals/${id}/cancel`);
    expect(notYours.json().status).toBe(ERRORS.TOTP_REMOVAL_NOT_YOURS.code);
    // A second proposal for the same player while one waits is refused.
    expect((await propose(bob, p.id)).json().status).toBe(ERRORS.TOTP_REMOVAL_PENDING.code);
    expect((await staffPost(ctx, alice, `/api/console/totpRemovals/${id}/cancel`, { reason: '玩家找回了恢复码' })).json().data.state).toBe(3);
    expect(await audits('player.totpRemoveCancel', `totpRemoval:${id}`)).toHaveLength(1);
    expect((await staffPost(ctx, bob, `/api/console/totpRemovals/${id}/approve`)).json().status).toBe(ERRORS.CONSOLE_ALREADY_DECIDED.code);
    expect(await totpRows(p.id)).toEqual({ totp: 1, codes: 10 });
    // Rejected by another: nothing removed, audited.
    const id2 = await proposed(alice, p.id);
    expect((await staffPost(ctx, bob, `/api/console/totpRemovals/${id2}/reject`, { reason: '身份未核实' })).json().data.state).toBe(2);
    expect(await audits('player.totpRemoveReject', `totpRemoval:${id2}`)).toMatchObject([{ staff_id: bob.id.toString(), reason: '身份未核实' }]);
    expect(await totpRows(p.id)).toEqual({ totp: 1, codes: 10 });
  });

  it('an approver whose account the proposer made lately is refused, with the reason shown in the queue first', async () => {
    const [mallory, puppet, other] = [await staffOf('operator'), await staffOf('support'), await staffOf('support')];
    // The audit row the console's staff creation writes (independence.ts reads exactly these).
    await writeAudit(ctx.deps.db, { id: mallory.id, name: mallory.name, role: mallory.role, ip: '10.0.0.1' },
      { action: 'staff.create', target: `staff:${puppet.id}` }, ctx.deps.clock());
    const p = await playerWithTotp();
    const id = await proposed(mallory, p.id);
    const why = translate('en', 'err.consoleNotIndependentCreate', { days: 30 });
    expect((await queueRow(puppet, id, 'en')).blockedReason).toBe(why);
    const refused = await staffPost(ctx, puppet, `/api/console/totpRemovals/${id}/approve`, {}, { lang: 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: ERRORS.CONSOLE_NOT_INDEPENDENT.code, msg: why });
    expect(await stateOf(id)).toBe(0);
    expect(await totpRows(p.id)).toEqual({ totp: 1, codes: 10 });
    expect(await audits('player.totpRemoveApprove', `totpRemoval:${id}`)).toHaveLength(0);
    // Someone independent may.
    expect((await staffPost(ctx, other, `/api/console/totpRemovals/${id}/approve`)).statusCode).toBe(200);
  });

  it('fifty approvals at once remove it once, audit once and message once', async () => {
    const proposer = await staffOf('support');
    const approvers = await Promise.all(Array.from({ length: 5 }, () => staffOf('support')));
    const p = await playerWithTotp();
    const id = await proposed(proposer, p.id);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => staffPost(ctx, approvers[i % 5], `/api/console/totpRemovals/${id}/approve`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().status === ERRORS.CONSOLE_ALREADY_DECIDED.code)).toHaveLength(49);
    expect(await audits('player.totpRemoveApprove', `totpRemoval:${id}`)).toHaveLength(1);
    const [m] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM messages WHERE user_id = ${BigInt(p.id)} AND ref = ${`totp-removal:${id}`}`);
    expect(m.n).toBe(1);
    expect(await totpRows(p.id)).toEqual({ totp: 0, codes: 0 });
  });
});

describe('the enrolment changed after the proposal', () => {
  it('a new authenticator set up before the approval is not removed: the approval says why and the proposal closes as stale', async () => {
    const [alice, bob] = [await staffOf('support'), await staffOf('support')];
    const p = await playerWithTotp();
    const id = await proposed(alice, p.id);
    // The player turns the old one off (as disableTotp does: both rows go) and sets up a new one.
    await queryRows(ctx.deps.db, sql`DELETE FROM user_totp_recovery WHERE user_id = ${BigInt(p.id)}`);
    await queryRows(ctx.deps.db, sql`DELETE FROM user_totp WHERE user_id = ${BigInt(p.id)}`);
    advance(1000);
    await enrol(p.token);
    expect(await totpRows(p.id)).toEqual({ totp: 1, codes: 10 });

    const res = await staffPost(ctx, bob, `/api/console/totpRemovals/${id}/approve`, {}, { lang: 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: ERRORS.TOTP_REMOVAL_STALE.code, msg: translate('en', 'err.totpRemovalStale') });
    expect(await totpRows(p.id)).toEqual({ totp: 1, codes: 10 });
    expect(await stateOf(id)).toBe(4);
    expect(await audits('player.totpRemoveStale', `totpRemoval:${id}`)).toHaveLength(1);
    expect(await audits('player.totpRemoveApprove', `totpRemoval:${id}`)).toHaveLength(0);
    // The player's session still stands, and no message went out.
    expect((await get(ctx, '/api/profile/userInfo', { token: p.token })).statusCode).toBe(200);
    const [m] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM messages WHERE ref = ${`totp-removal:${id}`}`);
    expect(m.n).toBe(0);
    // Closed: it can be proposed anew for the new enrolment.
    expect((await propose(alice, p.id)).statusCode).toBe(200);
  });

  it('turned off by the player after the proposal: nothing to remove, stale', async () => {
    const [alice, bob] = [await staffOf('support'), await staffOf('support')];
    const p = await playerWithTotp();
    const id = await proposed(alice, p.id);
    await queryRows(ctx.deps.db, sql`DELETE FROM user_totp_recovery WHERE user_id = ${BigInt(p.id)}`);
    await queryRows(ctx.deps.db, sql`DELETE FROM user_totp WHERE user_id = ${BigInt(p.id)}`);
    expect((await staffPost(ctx, bob, `/api/console/totpRemovals/${id}/approve`)).json().status).toBe(ERRORS.TOTP_REMOVAL_STALE.code);
    expect(await stateOf(id)).toBe(4);
  });
});

describe('what a proposal refuses', () => {
  it('bad reasons (empty, blank, too long, control or invisible characters, wrong type) change nothing', async () => {
    const alice = await staffOf('support');
    const p = await playerWithTotp();
    for (const reason of ['', '   ', 'x'.repeat(201), '核实\u0000身份', '核实\u200b身份', '核实\u202e身份', 42, null, ['理由'], undefined]) {
      const res = await propose(alice, p.id, reason === undefined ? {} : { reason });
      expect(res.statusCode, `${JSON.stringify(reason)} ${res.body}`).toBe(400);
      expect(res.json().status, JSON.stringify(reason)).toBe(ERRORS.VALIDATION.code);
    }
    const [n] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM totp_removals WHERE user_id = ${BigInt(p.id)}`);
    expect(n.n).toBe(0);
    expect(await audits('player.totpRemovePropose', `user:${p.id}`)).toHaveLength(0);
    // 200 characters after trimming is the most.
    expect((await propose(alice, p.id, { reason: ` ${'理'.repeat(200)} ` })).statusCode).toBe(200);
  });

  it('ten proposals racing for one player leave one pending', async () => {
    const staff = await Promise.all(Array.from({ length: 5 }, () => staffOf('support')));
    const p = await playerWithTotp();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => propose(staff[i % 5], p.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().status === ERRORS.TOTP_REMOVAL_PENDING.code)).toHaveLength(9);
    expect(await audits('player.totpRemovePropose', `user:${p.id}`)).toHaveLength(1);
  });

  it('a player without an authenticator, or none at all, and a role without the permission', async () => {
    const alice = await staffOf('support');
    const { token } = await signUp(ctx);
    const id = String((await userInfo(ctx, token)).id);
    expect((await propose(alice, id)).json().status).toBe(ERRORS.TOTP_REMOVAL_NONE.code);
    expect((await propose(alice, '999999999')).json().status).toBe(ERRORS.PLAYER_NOT_FOUND.code);
    const finance = await staffOf('finance');
    const p = await playerWithTotp();
    expect((await propose(finance, p.id)).json().status).toBe(ERRORS.CONSOLE_FORBIDDEN.code);
    expect((await staffGet(ctx, finance, '/api/console/totpRemovals')).json().status).toBe(ERRORS.CONSOLE_FORBIDDEN.code);
  });
});
