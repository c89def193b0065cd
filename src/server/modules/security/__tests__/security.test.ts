// The security way, the per-session security check and its ten-minute freshness, and changing
// the phone: codes to both numbers, other sessions ended, the new number signs in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { createSession } from '../../auth/sessions.ts';
import { createUser } from '../../users/create.ts';
import { issueCode } from '../../verification/codes.ts';
import type { SmsPurpose } from '../../../../shared/constants.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, newPhone, post, signUp, smsCodeFor, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let clock = new Date('2026-04-01T02:00:00Z');
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
beforeEach(() => { clock = new Date(clock.getTime() + 2 * 3600_000); ctx.setNow(clock); });
const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); ctx.setNow(clock); };

/** A code as api/common/smsCode would send it (the sending limits are the SMS part's to test). */
const sms = (phone: string, purpose: SmsPurpose) =>
  issueCode(ctx.deps.db, { channel: 'sms', target: phone, purpose }, { ip: '127.0.0.1', now: clock }, ctx.config.appSecret);
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

const login = (phone: string, password = 'secret-pass-1') => post(ctx, '/api/auth/login', { phone, password });
const ways = async (token: string) => (await get(ctx, '/api/profile/getAvailableSecurityWay', { token })).json().data;

async function phoneOf(token: string): Promise<string | null> {
  const id = BigInt((await userInfo(ctx, token)).id);
  const [r] = await queryRows<{ phone: string | null }>(ctx.deps.db, sql`SELECT phone FROM users WHERE id = ${id}`);
  return r.phone;
}

describe('security way', () => {
  it('lists SMS for an account with a phone; turning it on and off needs a code sent to that phone', async () => {
    const { token, phone } = await signUp(ctx);
    expect(await ways(token)).toEqual({ ways: ['sms'], current: 'none', checkedRecently: false });

    const code = await sms(phone, 'security');
    const bad = await post(ctx, '/api/profile/bindSecurityWay', { way: 'sms', code: wrong(code) }, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('短信验证码错误或已失效，请重新获取');
    // A code for another purpose or another phone does not do.
    const other = await sms(phone, 'changePhone');
    expect((await post(ctx, '/api/profile/bindSecurityWay', { way: 'sms', code: other }, { token })).statusCode).toBe(400);
    expect((await ways(token)).current).toBe('none');

    expect((await post(ctx, '/api/profile/bindSecurityWay', { way: 'sms', code }, { token })).statusCode).toBe(200);
    expect(await ways(token)).toEqual({ ways: ['sms'], current: 'sms', checkedRecently: true });
    expect((await userInfo(ctx, token)).securityWay).toBe('sms');
    // The same code again: refused.
    expect((await post(ctx, '/api/profile/bindSecurityWay', { way: 'none', code }, { token })).statusCode).toBe(400);
    expect((await post(ctx, '/api/profile/bindSecurityWay', { way: 'none', code: await sms(phone, 'security') }, { token })).statusCode).toBe(200);
    expect((await userInfo(ctx, token)).securityWay).toBe('none');
  });
});

describe('security check', () => {
  it('marks this session only, and is fresh for exactly ten minutes', async () => {
    const { token, phone } = await signUp(ctx);
    const second = (await login(phone)).json().data.token as string;
    const code = await sms(phone, 'security');
    expect((await post(ctx, '/api/profile/securityCheck', { code: wrong(code) }, { token })).statusCode).toBe(400);
    expect((await ways(token)).checkedRecently).toBe(false);
    expect((await post(ctx, '/api/profile/securityCheck', { code }, { token })).statusCode).toBe(200);
    expect((await ways(token)).checkedRecently).toBe(true);
    expect((await ways(second)).checkedRecently).toBe(false);
    // Single use.
    expect((await post(ctx, '/api/profile/securityCheck', { code }, { token: second })).statusCode).toBe(400);

    advance(10 * 60_000);
    expect((await ways(token)).checkedRecently).toBe(true);
    advance(1000);
    expect((await ways(token)).checkedRecently).toBe(false);
  });

  it('guards changePhone when SMS checks are on: 403 without a fresh check, and the codes are not spent', async () => {
    const { token, phone } = await signUp(ctx);
    await post(ctx, '/api/profile/bindSecurityWay', { way: 'sms', code: await sms(phone, 'security') }, { token });
    advance(10 * 60_000 + 1000);
    const next = newPhone();
    const oldCode = await sms(phone, 'changePhone');
    const newCode = await sms(next, 'changePhone');
    const refused = await post(ctx, '/api/profile/changePhone', { phone: next, oldCode, newCode }, { token, lang: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, msg: 'This action needs an SMS security check first' });
    expect(await phoneOf(token)).toBe(phone);

    await post(ctx, '/api/profile/securityCheck', { code: await sms(phone, 'security') }, { token });
    advance(9 * 60_000);
    expect((await post(ctx, '/api/profile/changePhone', { phone: next, oldCode, newCode }, { token })).statusCode).toBe(200);
    expect(await phoneOf(token)).toBe(next);
  });

  it('needs a phone', async () => {
    const token = await steamAccount();
    expect(await ways(token)).toEqual({ ways: [], current: 'none', checkedRecently: false });
    const res = await post(ctx, '/api/profile/securityCheck', { code: '123456' }, { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('请先绑定手机号');
    expect((await post(ctx, '/api/profile/bindSecurityWay', { way: 'sms', code: '123456' }, { token })).statusCode).toBe(422);
  });
});

/** An account made by Steam sign-in: no phone, no password. */
async function steamAccount(): Promise<string> {
  const steamId = `7656119${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  const id = await ctx.deps.db.transaction(async (tx) => createUser(tx, { steamId, nickname: 'steam player', inviterId: null }));
  if (id === null) throw new Error('steam account not made');
  return createSession(ctx.deps.db, id, { now: ctx.deps.clock(), ip: '127.0.0.1', userAgent: '' });
}

describe('changePhone', () => {
  it('needs both codes; ends every other session; the new phone signs in and the old one no longer does', async () => {
    const { token, phone } = await signUp(ctx);
    const other = (await login(phone)).json().data.token as string;
    const next = newPhone();
    const oldCode = await sms(phone, 'changePhone');
    const newCode = await sms(next, 'changePhone');

    const badOld = await post(ctx, '/api/profile/changePhone', { phone: next, oldCode: wrong(oldCode), newCode }, { token });
    expect(badOld.statusCode).toBe(400);
    expect(badOld.json().msg).toBe('原手机验证码错误或已失效，请重新获取');
    const badNew = await post(ctx, '/api/profile/changePhone', { phone: next, oldCode, newCode: wrong(newCode) }, { token, lang: 'en' });
    expect(badNew.statusCode).toBe(400);
    expect(badNew.json().msg).toBe('Code sent to the new phone is wrong or no longer valid, please request a new one');
    expect(await phoneOf(token)).toBe(phone);

    // The right old code was spent by the attempt above: ask for a new one, as the page would.
    const oldAgain = await sms(phone, 'changePhone');
    const res = await post(ctx, '/api/profile/changePhone', { phone: next, oldCode: oldAgain, newCode }, { token });
    expect(res.statusCode).toBe(200);
    expect(await phoneOf(token)).toBe(next);
    expect((await get(ctx, '/api/profile/userInfo', { token })).statusCode).toBe(200);
    expect((await get(ctx, '/api/profile/userInfo', { token: other })).statusCode).toBe(401);
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(phone)).statusCode).toBe(400);
    // The codes are single use.
    const reuse = await post(ctx, '/api/profile/changePhone', { phone: newPhone(), oldCode: oldAgain, newCode }, { token });
    expect(reuse.statusCode).toBe(400);
  });

  it('a number with an account: 409 only once both codes passed', async () => {
    const { token, phone } = await signUp(ctx);
    const taken = (await signUp(ctx)).phone;
    const newCode = await sms(taken, 'changePhone');
    const guess = await post(ctx, '/api/profile/changePhone', { phone: taken, oldCode: await sms(phone, 'changePhone'), newCode: wrong(newCode) }, { token });
    expect(guess.statusCode).toBe(400);
    const res = await post(ctx, '/api/profile/changePhone', { phone: taken, oldCode: await sms(phone, 'changePhone'), newCode: await sms(taken, 'changePhone') }, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该手机号已注册');
    expect(await phoneOf(token)).toBe(phone);
  });

  it('refuses the current number and a missing old code', async () => {
    const { token, phone } = await signUp(ctx);
    const same = await post(ctx, '/api/profile/changePhone', { phone, oldCode: '123456', newCode: '123456' }, { token });
    expect(same.statusCode).toBe(422);
    expect(same.json().msg).toBe('新手机号与当前手机号相同');
    const noOld = await post(ctx, '/api/profile/changePhone', { phone: newPhone(), newCode: '123456' }, { token, lang: 'en' });
    expect(noOld.statusCode).toBe(400);
    expect(noOld.json().msg).toBe('Code sent to the current phone is required');
  });

  it('an account made by Steam binds its first phone with the new code alone', async () => {
    const token = await steamAccount();
    const next = newPhone();
    const res = await post(ctx, '/api/profile/changePhone', { phone: next, newCode: await sms(next, 'changePhone') }, { token });
    expect(res.statusCode).toBe(200);
    expect((await userInfo(ctx, token)).phone).toBe(`${next.slice(0, 3)}****${next.slice(7)}`);
    expect((await ways(token)).ways).toEqual(['sms']);
  });

  it('needs a session', async () => {
    for (const url of ['/api/profile/changePhone', '/api/profile/securityCheck', '/api/profile/bindSecurityWay']) {
      expect((await post(ctx, url, { phone: newPhone(), newCode: '123456', code: '123456', way: 'sms' })).statusCode).toBe(401);
    }
    expect((await get(ctx, '/api/profile/getAvailableSecurityWay')).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  let token: string;
  beforeAll(async () => { ({ token } = await signUp(ctx)); });
  const cases: [string, string, Record<string, string>, string, string][] = [
    ['/api/profile/bindSecurityWay', 'missing way', { code: '123456' }, '请选择安全验证方式', 'Please choose a security check'],
    ['/api/profile/bindSecurityWay', 'unknown way', { way: 'totp', code: '123456' }, '请选择安全验证方式', 'Please choose a security check'],
    ['/api/profile/bindSecurityWay', 'missing code', { way: 'sms' }, '短信验证码不能为空', 'SMS code is required'],
    ['/api/profile/bindSecurityWay', 'short code', { way: 'sms', code: '12345' }, '短信验证码为 6 位数字', 'SMS code must have 6 digits'],
    ['/api/profile/bindSecurityWay', 'a wrong code', { way: 'sms', code: '123456' }, '短信验证码错误或已失效，请重新获取', 'SMS code is wrong or no longer valid, please request a new one'],
    ['/api/profile/securityCheck', 'missing code', {}, '短信验证码不能为空', 'SMS code is required'],
    ['/api/profile/securityCheck', 'letters', { code: '12a456' }, '短信验证码为 6 位数字', 'SMS code must have 6 digits'],
    ['/api/profile/securityCheck', 'a wrong code', { code: '123456' }, '短信验证码错误或已失效，请重新获取', 'SMS code is wrong or no longer valid, please request a new one'],
    ['/api/profile/changePhone', 'missing phone', { oldCode: '123456', newCode: '123456' }, '手机号不能为空', 'Phone number is required'],
    ['/api/profile/changePhone', 'bad phone', { phone: '12345', oldCode: '123456', newCode: '123456' }, '请输入正确的手机号', 'Please enter a correct phone number'],
    ['/api/profile/changePhone', 'missing new code', { phone: '13912345678', oldCode: '123456' }, '新手机验证码不能为空', 'Code sent to the new phone is required'],
    ['/api/profile/changePhone', 'bad new code', { phone: '13912345678', oldCode: '123456', newCode: '1234' }, '新手机验证码为 6 位数字', 'Code sent to the new phone must have 6 digits'],
    ['/api/profile/changePhone', 'bad old code', { phone: '13912345678', oldCode: 'x', newCode: '123456' }, '原手机验证码为 6 位数字', 'Code sent to the current phone must have 6 digits'],
    ['/api/profile/changePhone', 'missing old code', { phone: '13912345678', newCode: '123456' }, '原手机验证码不能为空', 'Code sent to the current phone is required'],
    ['/api/profile/changePhone', 'wrong old code', { phone: '13912345678', oldCode: '123456', newCode: '123456' }, '原手机验证码错误或已失效，请重新获取', 'Code sent to the current phone is wrong or no longer valid, please request a new one'],
  ];
  async function snapshot(): Promise<string> {
    const rows = await queryRows(ctx.deps.db, sql`SELECT id::text, phone, security_way FROM users ORDER BY id`);
    const [s] = await queryRows<{ n: number; checked: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n, count(security_checked_at)::int AS checked FROM sessions WHERE revoked_at IS NULL`);
    const [c] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM verification_codes`);
    return JSON.stringify({ rows, s, c });
  }
  for (const lang of ['zh-CN', 'en'] as const) {
    for (const [url, name, body, zh, en] of cases) {
      it(`${lang}: ${url} ${name}`, async () => {
        const before = await snapshot();
        const res = await post(ctx, url, body, { token, lang });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, data: null, msg: lang === 'en' ? en : zh });
        expect(await snapshot()).toEqual(before);
      });
    }
  }
});

describe('with the real SMS routes', () => {
  /** userSmsCode sends to the signed-in user's own phone; the dev outbox shows it. */
  async function ownCode(token: string, phone: string, purpose: SmsPurpose): Promise<string> {
    const sent = await post(ctx, '/api/common/userSmsCode', { purpose }, { token });
    if (sent.statusCode !== 200) throw new Error(`userSmsCode failed: ${sent.body}`);
    const list = (await get(ctx, `/api/dev/smsOutbox?phone=${phone}`)).json().data as { purpose: string; code: string }[];
    const entry = list.find((e) => e.purpose === purpose);
    if (!entry) throw new Error('no code in the outbox');
    return entry.code;
  }

  it('turns SMS checks on, passes a check and changes the phone with codes from userSmsCode and smsCode', async () => {
    const { token, phone } = await signUp(ctx);
    advance(61_000);
    expect((await post(ctx, '/api/profile/bindSecurityWay', { way: 'sms', code: await ownCode(token, phone, 'security') }, { token })).statusCode).toBe(200);
    advance(11 * 60_000);
    expect((await post(ctx, '/api/profile/securityCheck', { code: await ownCode(token, phone, 'security') }, { token })).statusCode).toBe(200);
    advance(61_000);
    const oldCode = await ownCode(token, phone, 'changePhone');
    const next = newPhone();
    const newCode = await smsCodeFor(ctx, next, 'changePhone');
    expect((await post(ctx, '/api/profile/changePhone', { phone: next, oldCode, newCode }, { token })).statusCode).toBe(200);
    expect((await login(next)).statusCode).toBe(200);
  });
});
