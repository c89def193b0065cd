// The console's players area: search, a player's page, ban and unban, notes, ending
// sessions, and balance adjustments through the ledger with four eyes above the threshold.
// On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { staff } from '../../../db/schema/index.ts';
import { openConsoleSession } from '../../session.ts';
import type { StaffRole } from '../../../../shared/console/permissions.ts';
import { fund, get, post, signUp, smsCodeFor, userInfo } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ CONSOLE_ADJUST_APPROVAL: '100' }); });
afterAll(async () => { await ctx.close(); });

interface Staff { id: bigint; headers: Record<string, string> }

/** A signed-in staff member (sign-in itself is tested in console-auth.test.ts). */
async function staffOf(role: StaffRole): Promise<Staff> {
  const [row] = await ctx.deps.db.insert(staff).values({
    name: `${role}-${randomBytes(4).toString('hex')}`, role, passwordHash: 'unused', totpSecret: 'unused', mustChangePassword: false,
  }).returning({ id: staff.id });
  const s = await openConsoleSession(ctx.deps.db, row.id, { now: new Date(), ip: '10.0.0.1', userAgent: 'test' });
  return { id: row.id, headers: { cookie: `console_session=${s.token}`, 'x-csrf-token': s.csrfToken } };
}

async function playerId(token: string): Promise<string> {
  return String((await userInfo(ctx, token)).id);
}

async function audits(action: string, target: string) {
  return queryRows<{ staff_id: string; reason: string; before: unknown; after: unknown }>(ctx.deps.db,
    sql`SELECT staff_id::text, reason, before, after FROM console_audit WHERE action = ${action} AND target = ${target} ORDER BY id`);
}

async function balanceOf(token: string): Promise<string> {
  return String((await userInfo(ctx, token)).balance);
}

describe('search and the player page', () => {
  it('finds a player by id, phone, nickname and invitation code, and filters by status', async () => {
    const op = await staffOf('support');
    const { token, phone } = await signUp(ctx);
    const me = await userInfo(ctx, token);
    for (const q of [String(me.id), phone, phone.slice(0, 7), me.nickname, String(me.invitationCode).toLowerCase()]) {
      const res = await get(ctx, `/api/console/players?q=${encodeURIComponent(q)}&pageSize=100`, op.headers);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().data.list.map((p: { id: string }) => p.id), q).toContain(String(me.id));
    }
    const banned = await get(ctx, `/api/console/players?q=${phone}&status=1`, op.headers);
    expect(banned.json().data.total).toBe(0);
    const none = await get(ctx, '/api/console/players?q=%25%25', op.headers);
    expect(none.json().data.list.every((p: { nickname: string }) => p.nickname.includes('%'))).toBe(true);
  });

  it('shows balances, and the ledger with the balance after each entry', async () => {
    const op = await staffOf('support');
    const { token } = await signUp(ctx);
    // Below member level 1 (¥50), whose reward would be an entry on the coins account.
    await fund(ctx, token, '40');
    const id = await playerId(token);
    const page = await get(ctx, `/api/console/players/${id}`, op.headers);
    expect(page.statusCode).toBe(200);
    const main = await balanceOf(token); // the deposit and its first-deposit bonus
    expect(Number(main)).toBeGreaterThanOrEqual(40);
    expect(page.json().data.balances.main).toBe(main);
    const ledger = await get(ctx, `/api/console/players/${id}/ledger`, op.headers);
    const rows = ledger.json().data.list as { account: string; amount: string; balanceAfter: string; kind: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ account: 'main', balanceAfter: main });
    // Newest first: each entry's balance after = the one before it + its amount.
    for (let i = 0; i + 1 < rows.length; i += 1) {
      expect(Number(rows[i].balanceAfter)).toBeCloseTo(Number(rows[i + 1].balanceAfter) + Number(rows[i].amount), 2);
    }
    for (const record of ['rolls', 'backpack', 'orders', 'sessions', 'notes', 'adjustments']) {
      const res = await get(ctx, `/api/console/players/${id}/${record}?page=1&pageSize=5`, op.headers);
      expect(res.statusCode, record).toBe(200);
      expect(res.json().data).toMatchObject({ page: 1, pageSize: 5 });
    }
    expect((await get(ctx, `/api/console/players/${id}/sessions`, op.headers)).json().data.total).toBe(1);
  });

  it('an unknown player is a 404, a bad id or record a 400 in the reader\'s language', async () => {
    const op = await staffOf('support');
    const missing = await get(ctx, '/api/console/players/999999999', op.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('玩家不存在');
    const bad = await get(ctx, '/api/console/players/12%00', { ...op.headers, lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('Player id');
    const record = await get(ctx, '/api/console/players/1/seeds', op.headers);
    expect(record.statusCode).toBe(400);
    expect(record.json().msg).toContain('记录类型');
  });
});

describe('ban, unban, notes, sessions', () => {
  it('a ban ends every session; the player is told why at sign-in, a stranger is not; unban lets them back', async () => {
    const op = await staffOf('operator');
    const { token, phone } = await signUp(ctx);
    const id = await playerId(token);
    const res = await post(ctx, `/api/console/players/${id}/ban`, { reason: '多账号套取首充奖励' }, op.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.endedSessions).toBe(1);
    expect((await get(ctx, '/api/profile/userInfo', { token })).statusCode).toBe(401);

    const right = await post(ctx, '/api/auth/login', { phone, password: 'secret-pass-1' });
    expect(right.statusCode).toBe(403);
    expect(right.json().msg).toContain('多账号套取首充奖励');
    const wrong = await post(ctx, '/api/auth/login', { phone, password: 'wrong-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).not.toContain('多账号');

    const bySms = await post(ctx, '/api/auth/smsLogin', { phone, code: await smsCodeFor(ctx, phone, 'login') });
    expect(bySms.statusCode).toBe(403);
    expect(bySms.json().msg).toContain('多账号套取首充奖励');
    const wrongCode = await post(ctx, '/api/auth/smsLogin', { phone, code: '000000' });
    expect(wrongCode.json().msg).not.toContain('多账号');

    const [row] = await audits('player.ban', `user:${id}`);
    expect(row).toMatchObject({ staff_id: op.id.toString(), reason: '多账号套取首充奖励', before: { status: 0 } });

    expect((await post(ctx, `/api/console/players/${id}/unban`, { reason: '申诉通过' }, op.headers)).statusCode).toBe(200);
    expect((await post(ctx, '/api/auth/login', { phone, password: 'secret-pass-1' })).statusCode).toBe(200);
    expect((await post(ctx, `/api/console/players/${id}/unban`, { reason: '再来一次' }, op.headers)).json().msg).toBe('该玩家未被封禁');
  });

  it('twenty staff banning at once make one ban and one audit row', async () => {
    const ops = await Promise.all(Array.from({ length: 4 }, () => staffOf('operator')));
    const { token } = await signUp(ctx);
    const id = await playerId(token);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(ctx, `/api/console/players/${id}/ban`, { reason: `理由 ${i}` }, ops[i % 4].headers)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await audits('player.ban', `user:${id}`)).toHaveLength(1);
  });

  it('a ban without a reason, or with control characters, changes nothing', async () => {
    const op = await staffOf('operator');
    const { token } = await signUp(ctx);
    const id = await playerId(token);
    for (const reason of ['', ' ', 'a\u0000b', 'x'.repeat(201)]) {
      const res = await post(ctx, `/api/console/players/${id}/ban`, { reason }, { ...op.headers, lang: 'en' });
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
      expect(res.json().msg).toMatch(/Reason/);
    }
    expect((await get(ctx, '/api/profile/userInfo', { token })).statusCode).toBe(200);
    expect(await audits('player.ban', `user:${id}`)).toHaveLength(0);
  });

  it('notes are kept (append-only) and sessions can be ended', async () => {
    const support = await staffOf('support');
    const { token } = await signUp(ctx);
    const id = await playerId(token);
    expect((await post(ctx, `/api/console/players/${id}/note`, { body: '来电询问提现进度' }, support.headers)).statusCode).toBe(200);
    const notes = await get(ctx, `/api/console/players/${id}/notes`, support.headers);
    expect(notes.json().data.list[0]).toMatchObject({ body: '来电询问提现进度' });
    await expect(ctx.deps.db.execute(sql`UPDATE player_notes SET body = 'x'`)).rejects.toThrow();
    await expect(ctx.deps.db.execute(sql`DELETE FROM player_notes`)).rejects.toThrow();

    const ended = await post(ctx, `/api/console/players/${id}/endSessions`, { reason: '玩家报告手机丢失' }, support.headers);
    expect(ended.json().data.endedSessions).toBe(1);
    expect((await get(ctx, '/api/profile/userInfo', { token })).statusCode).toBe(401);
  });
});

describe('balance adjustments', () => {
  it('at or under the threshold posts at once through the ledger, with its reason', async () => {
    const finance = await staffOf('finance');
    const { token } = await signUp(ctx);
    const id = await playerId(token);
    const res = await post(ctx, `/api/console/players/${id}/adjust`, { accountType: 'main', amount: '59.5', reason: '补偿服务器故障' }, finance.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 1, amount: '59.50' });
    expect(await balanceOf(token)).toBe('59.50');
    const [txn] = await queryRows<{ kind: string; sum: string; n: string }>(ctx.deps.db, sql`
      SELECT t.kind, sum(p.amount)::text AS sum, count(*)::text AS n FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id
      WHERE t.ref = ${`adjustment:${res.json().data.id}`} GROUP BY t.kind`);
    expect(txn).toEqual({ kind: 'adjustment', sum: '0', n: '2' });
    // The two make 100.00 in 24 hours (the threshold counts both signs): at it, so this one posts too.
    const back = await post(ctx, `/api/console/players/${id}/adjust`, { accountType: 'main', amount: '-40.5', reason: '撤回多发部分' }, finance.headers);
    expect(back.json().data.state).toBe(1);
    expect(await balanceOf(token)).toBe('19.00');
  });

  it('refuses a missing reason, a zero amount, a wrong account and a debit below zero, writing nothing', async () => {
    const finance = await staffOf('finance');
    const { token } = await signUp(ctx);
    const id = await playerId(token);
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ accountType: 'main', amount: '10' }, 400, /原因/],
      [{ accountType: 'main', amount: '10', reason: ' ' }, 400, /原因/],
      [{ accountType: 'main', amount: '0.00', reason: '测试原因' }, 400, /不为零/],
      [{ accountType: 'main', amount: '1.234', reason: '测试原因' }, 400, /不为零/],
      [{ accountType: 'points', amount: '10', reason: '测试原因' }, 400, /账户/],
      [{ accountType: 'main', amount: '-1', reason: '测试原因' }, 422, /余额/],
    ];
    for (const [body, status, msg] of cases) {
      const res = await post(ctx, `/api/console/players/${id}/adjust`, body, finance.headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().msg).toMatch(msg);
    }
    const [n] = await queryRows<{ a: string; b: string }>(ctx.deps.db, sql`
      SELECT (SELECT count(*) FROM balance_adjustments WHERE user_id = ${BigInt(id)})::text AS a,
             (SELECT count(*) FROM console_audit WHERE target = ${`user:${id}`})::text AS b`);
    expect(n).toEqual({ a: '0', b: '0' });
  });

  it('above the threshold waits for a second staff member; the proposer cannot approve it, even in the database', async () => {
    const a = await staffOf('finance');
    const b = await staffOf('finance');
    const { token } = await signUp(ctx);
    const id = await playerId(token);
    const res = await post(ctx, `/api/console/players/${id}/adjust`, { accountType: 'main', amount: '100.01', reason: '大额补偿' }, a.headers);
    expect(res.json().data.state).toBe(0);
    expect(await balanceOf(token)).toBe('0.00');
    const adj = res.json().data.id as string;

    const own = await post(ctx, `/api/console/adjustments/${adj}/approve`, {}, a.headers);
    expect(own.statusCode).toBe(422);
    expect(own.json().msg).toContain('不能审批自己');
    await expect(ctx.deps.db.execute(sql`UPDATE balance_adjustments SET decided_by = requested_by WHERE id = ${BigInt(adj)}`)).rejects.toThrow();

    const queue = await get(ctx, '/api/console/adjustments?state=0&pageSize=100', b.headers);
    expect(queue.json().data.list.map((r: { id: string }) => r.id)).toContain(adj);
    // Two approvers (and each twice) at once: it posts once.
    const c = await staffOf('owner');
    const answers = await Promise.all([b, c, b, c].map((s) => post(ctx, `/api/console/adjustments/${adj}/approve`, { reason: '已核实' }, s.headers)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await balanceOf(token)).toBe('100.01');
    expect(await audits('balance.approve', `adjustment:${adj}`)).toHaveLength(1);
    const reject = await post(ctx, `/api/console/adjustments/${adj}/reject`, {}, b.headers);
    expect(reject.statusCode).toBe(409);
  });

  it('a rejected adjustment moves nothing', async () => {
    const a = await staffOf('finance');
    const b = await staffOf('owner');
    const { token } = await signUp(ctx);
    const id = await playerId(token);
    const adj = (await post(ctx, `/api/console/players/${id}/adjust`, { accountType: 'secondary', amount: '500', reason: '活动奖励' }, a.headers)).json().data.id;
    const res = await post(ctx, `/api/console/adjustments/${adj}/reject`, { reason: '活动未开始' }, b.headers);
    expect(res.json().data.state).toBe(2);
    expect((await get(ctx, `/api/console/players/${id}`, b.headers)).json().data.balances.secondary).toBe('0.00');
    expect((await post(ctx, '/api/console/adjustments/99999999/approve', {}, b.headers)).statusCode).toBe(404);
  });
});
