// Staff sign-in: password and TOTP every time, one answer for every wrong part, no TOTP
// replay (also when two sign-ins race with one code), throttling that holds under a burst and never
// locks the name's owner out from elsewhere, the session's idle and absolute time-outs on the
// server's clock, and the walls between console and player sessions. PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { consoleCookieOf, createStaff, freshTotpCode, postSignIn, signInStaff, staffGet, staffPost, totpCodeAt } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function auditRows(action: string) {
  return queryRows<{ staff_id: string | null; staff_name: string; action: string; after: { reason?: string } | null; ip: string }>(ctx.deps.db, sql`
    SELECT staff_id::text, staff_name, action, after, ip FROM console_audit WHERE action = ${action} ORDER BY id`);
}

describe('sign-in', () => {
  it('signs in with name, password and TOTP code; /me tells who, role and permissions; a cookie scoped to the console', async () => {
    const s = await createStaff(ctx, { role: 'finance' });
    const res = await postSignIn(ctx, { name: s.name, password: s.password, code: await totpCodeAt(ctx, s.totpSecret) });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] as string | string[]);
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(['/api/console', '/console']);
    for (const c of cookies) {
      expect(c).toMatch(/HttpOnly/i);
      expect(c).toMatch(/SameSite=Strict/i);
    }
    const cookie = consoleCookieOf(res);
    const me = await staffGet(ctx, { cookie, csrf: '' }, '/api/console/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: s.id.toString(), name: s.name, role: 'finance', mustChangePassword: false, csrfToken: res.json().data.csrfToken });
    expect(me.json().data.permissions).toContain('audit.read');
    expect(me.json().data.permissions).not.toContain('staff.manage');
    const ok = await auditRows('staff.signIn');
    expect(ok.some((r) => r.staff_id === s.id.toString())).toBe(true);
  });

  it('an unknown name, a wrong password, a wrong code and a disabled staff member get one answer, and each is audited', async () => {
    const s = await createStaff(ctx, { role: 'operator' });
    const gone = await createStaff(ctx, { role: 'operator', disabled: true });
    const good = await totpCodeAt(ctx, s.totpSecret);
    const wrongCode = good === '000000' ? '111111' : '000000';
    const tries = [
      { name: 'nobody-here', password: s.password, code: good },
      { name: s.name, password: 'wrong-password-1', code: good },
      { name: s.name, password: s.password, code: wrongCode },
      { name: gone.name, password: gone.password, code: await totpCodeAt(ctx, gone.totpSecret) },
    ];
    const before = (await auditRows('staff.signInFailed')).length;
    const answers = [];
    for (const [i, t] of tries.entries()) answers.push(await postSignIn(ctx, t, { ip: `10.1.0.${i + 1}` }));
    for (const a of answers) {
      expect(a.statusCode).toBe(400);
      expect(a.json()).toEqual({ status: ERRORS.CONSOLE_BAD_CREDENTIALS.code, msg: '名称、密码或动态验证码不正确', data: null, success: false });
      expect(a.headers['set-cookie']).toBeUndefined();
    }
    const failed = (await auditRows('staff.signInFailed')).slice(before);
    expect(failed.map((r) => r.after?.reason)).toEqual(['unknown', 'password', 'code', 'disabled']);
    expect(failed[0].staff_id).toBeNull();
    expect(failed[1].staff_id).toBe(s.id.toString());
    // The right code still works afterwards (the wrong guesses spent no step).
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code: good })).statusCode).toBe(200);
  });

  it('answers in English when asked', async () => {
    const res = await postSignIn(ctx, { name: 'nobody-here', password: 'x', code: '123456' }, { lang: 'en', ip: '10.1.1.1' });
    expect(res.json().msg).toBe('Name, password or authenticator code is wrong');
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = (await auditRows('staff.signInFailed')).length;
    const res = await postSignIn(ctx, { name: 'someone', password: 'x', code: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('动态验证码为 6 位数字');
    const noName = await postSignIn(ctx, { password: 'x', code: '123456' });
    expect(noName.json().msg).toBe('名称不能为空');
    expect((await auditRows('staff.signInFailed')).length).toBe(before);
  });
});

describe('TOTP replay', () => {
  it('a code used once is refused for the rest of its window, and so is an older one', async () => {
    const s = await createStaff(ctx, { role: 'support' });
    const code = await totpCodeAt(ctx, s.totpSecret, 0);
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code })).statusCode).toBe(200);
    const again = await postSignIn(ctx, { name: s.name, password: s.password, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().status).toBe(ERRORS.CONSOLE_BAD_CREDENTIALS.code);
    const older = await postSignIn(ctx, { name: s.name, password: s.password, code: await totpCodeAt(ctx, s.totpSecret, -1) });
    expect(older.statusCode).toBe(400);
    expect((await auditRows('staff.signInFailed')).filter((r) => r.staff_name === s.name).map((r) => r.after?.reason)).toEqual(['replay', 'replay']);
    // The next step's code is new: it works.
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code: await totpCodeAt(ctx, s.totpSecret, 1) })).statusCode).toBe(200);
  });

  it('two sign-ins racing with one code: exactly one opens a session', async () => {
    const s = await createStaff(ctx, { role: 'support' });
    const code = await totpCodeAt(ctx, s.totpSecret, 0);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => postSignIn(ctx, { name: s.name, password: s.password, code }, { ip: `10.2.0.${i + 1}` })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(7);
    const [{ n }] = await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM staff_sessions WHERE staff_id = ${s.id}`);
    expect(n).toBe('1');
  });
});

describe('throttling', () => {
  it('~200 concurrent wrong guesses from one address: at most 10 are judged; the right password from another address still gets in', async () => {
    const s = await createStaff(ctx, { role: 'operator' });
    const answers = await Promise.all(Array.from({ length: 200 }, () => postSignIn(ctx, { name: s.name, password: 'wrong-password-1', code: '123456' }, { ip: '10.3.0.1' })));
    const judged = answers.filter((a) => a.statusCode === 400).length;
    const refused = answers.filter((a) => a.statusCode === 429).length;
    expect(judged).toBe(10);
    expect(refused).toBe(190);
    expect(answers.find((a) => a.statusCode === 429)?.json().status).toBe(ERRORS.LOGIN_THROTTLED.code);
    // Even the right password is refused from that address now…
    const code = (await freshTotpCode(ctx, s))!;
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code }, { ip: '10.3.0.1' })).statusCode).toBe(429);
    // …but not from another one.
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code }, { ip: '10.3.0.2' })).statusCode).toBe(200);
  });

  it('past 100 failures an hour on a name, an address that has failed on it is refused, one that has not is still judged', async () => {
    const s = await createStaff(ctx, { role: 'operator' });
    // One wrong guess from each of 120 addresses: each is clean when it comes, so each is judged.
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => postSignIn(ctx, { name: s.name, password: 'wrong-password-1', code: '123456' }, { ip: `10.4.${i >> 8}.${i & 255}` })));
    expect(answers.filter((a) => a.statusCode === 400).length).toBe(120);
    // A second try from any of them is refused now (below 100 it would have been judged)…
    const code = (await freshTotpCode(ctx, s))!;
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code }, { ip: '10.4.0.0' })).statusCode).toBe(429);
    // …a clean one is judged, and the owner of the name gets in.
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code }, { ip: '10.4.9.9' })).statusCode).toBe(200);
  });
});

describe('session time-outs on the server clock', () => {
  it('ends after 30 idle minutes, and 12 hours after sign-in however busy', async () => {
    const t0 = new Date('2031-03-01T08:00:00Z');
    ctx.setNow(t0);
    try {
      const s = await signInStaff(ctx, 'support');
      const at = (min: number) => new Date(t0.getTime() + min * 60_000);
      ctx.setNow(at(29));
      expect((await staffGet(ctx, s, '/api/console/me')).statusCode).toBe(200);
      ctx.setNow(at(29 + 31));
      expect((await staffGet(ctx, s, '/api/console/me')).statusCode).toBe(401);

      ctx.setNow(at(100));
      const busy = await signInStaff(ctx, 'support');
      // Used every 20 minutes for 12 hours: alive until the 12th hour from sign-in.
      for (let m = 120; m < 100 + 12 * 60; m += 20) {
        ctx.setNow(at(m));
        expect((await staffGet(ctx, busy, '/api/console/me')).statusCode, `minute ${m}`).toBe(200);
      }
      ctx.setNow(at(100 + 12 * 60 + 1));
      const late = await staffGet(ctx, busy, '/api/console/me');
      expect(late.statusCode).toBe(401);
      expect(late.json().status).toBe(ERRORS.CONSOLE_NOT_SIGNED_IN.code);
    } finally {
      ctx.setNow(new Date());
    }
  });
});

describe('the first password', () => {
  it('must be changed before anything else; the change ends the other sessions and is audited', async () => {
    const s = await createStaff(ctx, { role: 'owner', mustChangePassword: true });
    const first = await signInStaff(ctx, s, { ip: '10.5.0.1' });
    expect((await staffGet(ctx, first, '/api/console/me')).json().data.mustChangePassword).toBe(true);
    const blocked = await staffGet(ctx, first, '/api/console/staff/list');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().status).toBe(ERRORS.CONSOLE_PASSWORD_CHANGE.code);
    ctx.setNow(new Date(Date.now() + 31_000));
    const second = await signInStaff(ctx, s, { ip: '10.5.0.2' });
    ctx.setNow(new Date());

    const wrong = await staffPost(ctx, first, '/api/console/auth/changePassword', { oldPassword: 'not-it-at-all', newPassword: 'brand-new-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().status).toBe(ERRORS.CONSOLE_WRONG_OLD_PASSWORD.code);
    const short = await staffPost(ctx, first, '/api/console/auth/changePassword', { oldPassword: s.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);

    const done = await staffPost(ctx, first, '/api/console/auth/changePassword', { oldPassword: s.password, newPassword: 'brand-new-pass-1' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await staffGet(ctx, first, '/api/console/me')).json().data.mustChangePassword).toBe(false);
    expect((await staffGet(ctx, first, '/api/console/staff/list')).statusCode).toBe(200);
    expect((await staffGet(ctx, second, '/api/console/me')).statusCode).toBe(401);
    expect((await auditRows('staff.changePassword')).some((r) => r.staff_id === s.id.toString())).toBe(true);
  });

  it('signing out ends the session', async () => {
    const s = await signInStaff(ctx, 'support');
    const out = await staffPost(ctx, s, '/api/console/auth/signOut');
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/console_session=;/);
    expect((await staffGet(ctx, s, '/api/console/me')).statusCode).toBe(401);
  });
});

describe('cookie flags', () => {
  it('the cookie is Secure when PUBLIC_URL is https', async () => {
    const https = await createTestContext({ PUBLIC_URL: 'https://shop.example.com' });
    try {
      const s = await createStaff(https, { role: 'support' });
      const res = await postSignIn(https, { name: s.name, password: s.password, code: await totpCodeAt(https, s.totpSecret) });
      expect(res.statusCode).toBe(200);
      for (const c of ([] as string[]).concat(res.headers['set-cookie'] as string[])) expect(c).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('is Secure behind a trusted proxy that says the request came over https, and only then', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: 'on' });
    try {
      for (const [proto, secure] of [['https', true], ['http', false]] as const) {
        const s = await createStaff(proxied, { role: 'support' });
        const res = await proxied.app.inject({
          method: 'POST', url: '/api/console/auth/signIn', remoteAddress: '10.0.0.1',
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.5' },
          payload: JSON.stringify({ name: s.name, password: s.password, code: await totpCodeAt(proxied, s.totpSecret) }),
        });
        expect(res.statusCode, res.body).toBe(200);
        for (const c of ([] as string[]).concat(res.headers['set-cookie'] as string[])) {
          if (secure) expect(c).toMatch(/; Secure/);
          else expect(c).not.toMatch(/; Secure/);
        }
      }
    } finally {
      await proxied.close();
    }
  });

  it('is not Secure over plain http', async () => {
    const s = await createStaff(ctx, { role: 'support' });
    const res = await postSignIn(ctx, { name: s.name, password: s.password, code: await totpCodeAt(ctx, s.totpSecret) });
    for (const c of ([] as string[]).concat(res.headers['set-cookie'] as string[])) expect(c).not.toMatch(/; Secure/);
  });
});
