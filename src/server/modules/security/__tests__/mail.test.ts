// Mail codes, bindMail and changeMail: the code proves the mailbox before anything about the
// address's owner is told; codes are single use; sending is throttled; bad input writes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { buildApp } from '../../../app.ts';
import { issueCode } from '../../verification/codes.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let clock = new Date('2026-03-01T02:00:00Z');
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
/** Each test starts an hour after the last: no send window carries over. */
beforeEach(() => { clock = new Date(clock.getTime() + 2 * 3600_000); ctx.setNow(clock); });
const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); ctx.setNow(clock); };

let seq = 0;
const newEmail = () => `player${++seq}.${process.pid}@example.com`;

const mailCode = (token: string, email: string, purpose: string, lang = 'zh-CN') =>
  post(ctx, '/api/profile/mailCode', { email, purpose }, { token, lang });

/** Asks for a code through the route and reads it from the dev outbox. */
async function codeFor(token: string, email: string, purpose: 'bindMail' | 'changeMail'): Promise<string> {
  const sent = await mailCode(token, email, purpose);
  if (sent.statusCode !== 200) throw new Error(`mailCode failed: ${sent.body}`);
  const outbox = await get(ctx, `/api/dev/mailOutbox?email=${encodeURIComponent(email)}`);
  const entry = (outbox.json().data as { email: string; purpose: string; code: string }[]).find((e) => e.purpose === purpose);
  if (!entry) throw new Error(`no code in the outbox: ${outbox.body}`);
  return entry.code;
}

async function emailOf(token: string): Promise<string | null> {
  const id = BigInt((await userInfo(ctx, token)).id);
  const [r] = await queryRows<{ email: string | null }>(ctx.deps.db, sql`SELECT email FROM users WHERE id = ${id}`);
  return r.email;
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of ['users', 'sessions', 'verification_codes']) {
    const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM ${t}`));
    out[t] = Number(r.n);
  }
  const [e] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(email)::int AS n FROM users`);
  out.emails = Number(e.n);
  return out;
}

describe('bindMail', () => {
  it('binds a lower-cased address after the code from the outbox; userInfo shows it masked', async () => {
    const { token } = await signUp(ctx);
    const email = newEmail();
    const code = await codeFor(token, email.toUpperCase(), 'bindMail');
    const wrong = await post(ctx, '/api/profile/bindMail', { email, code: code === '000000' ? '111111' : '000000' }, { token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('邮箱验证码错误或已失效，请重新获取');
    expect(await emailOf(token)).toBeNull();
    const res = await post(ctx, '/api/profile/bindMail', { email: ` ${email.toUpperCase()} `, code }, { token });
    expect(res.statusCode).toBe(200);
    expect(await emailOf(token)).toBe(email);
    expect((await userInfo(ctx, token)).email).toBe(`p***@example.com`);

    // Once bound, bindMail (and a bindMail code) are refused: changing goes through changeMail.
    const again = await mailCode(token, newEmail(), 'bindMail', 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('You already have an email address bound; use "change email" instead');
  });

  it('a code works once, and only for the address and purpose it was sent for', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const email = newEmail();
    const code = await codeFor(a.token, email, 'bindMail');
    // The same code for another purpose or another address is no good.
    expect((await post(ctx, '/api/profile/bindMail', { email: newEmail(), code }, { token: a.token })).statusCode).toBe(400);
    expect((await post(ctx, '/api/profile/bindMail', { email, code }, { token: a.token })).statusCode).toBe(200);
    // Reused by anyone: refused as a bad code (not "address taken": the code proves nothing any more).
    const reuse = await post(ctx, '/api/profile/bindMail', { email, code }, { token: b.token });
    expect(reuse.statusCode).toBe(400);
    expect(await emailOf(b.token)).toBeNull();
  });

  it('an address bound to another account: sending is allowed, binding answers 409 only after the code proves the mailbox', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const email = newEmail();
    await post(ctx, '/api/profile/bindMail', { email, code: await codeFor(owner.token, email, 'bindMail') }, { token: owner.token });
    advance(61_000);
    const code = await codeFor(other.token, email, 'bindMail');
    const guess = await post(ctx, '/api/profile/bindMail', { email, code: code === '000000' ? '111111' : '000000' }, { token: other.token });
    expect(guess.statusCode).toBe(400);
    const taken = await post(ctx, '/api/profile/bindMail', { email, code }, { token: other.token, lang: 'en' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This email address is bound to another account');
    expect(await emailOf(other.token)).toBeNull();
  });
});

describe('changeMail', () => {
  it('needs a bound address and a different one; the code goes to the new address', async () => {
    const { token } = await signUp(ctx);
    const first = newEmail();
    const none = await mailCode(token, first, 'changeMail');
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe('您还没有绑定邮箱');
    await post(ctx, '/api/profile/bindMail', { email: first, code: await codeFor(token, first, 'bindMail') }, { token });
    const same = await mailCode(token, first, 'changeMail');
    expect(same.statusCode).toBe(422);
    expect(same.json().msg).toBe('新邮箱与当前绑定的邮箱相同');

    const second = newEmail();
    const code = await codeFor(token, second, 'changeMail');
    expect((await ctx.deps.outboxes.mail.list(first)).some((e) => e.purpose === 'changeMail')).toBe(false);
    expect((await post(ctx, '/api/profile/changeMail', { email: second, code }, { token })).statusCode).toBe(200);
    expect(await emailOf(token)).toBe(second);
    expect((await post(ctx, '/api/profile/changeMail', { email: newEmail(), code }, { token })).statusCode).toBe(400);
  });

  it('with SMS checks on, needs a fresh security check of this session', async () => {
    const { token, phone } = await signUp(ctx);
    const first = newEmail();
    await post(ctx, '/api/profile/bindMail', { email: first, code: await codeFor(token, first, 'bindMail') }, { token });
    const smsCode = () => issueCode(ctx.deps.db, { channel: 'sms', target: phone, purpose: 'security' }, { ip: '127.0.0.1', now: clock }, ctx.config.appSecret);
    expect((await post(ctx, '/api/profile/bindSecurityWay', { way: 'sms', code: await smsCode() }, { token })).statusCode).toBe(200);
    advance(11 * 60_000); // the check that came with turning SMS checks on has gone stale

    const second = newEmail();
    const code = await codeFor(token, second, 'changeMail');
    const refused = await post(ctx, '/api/profile/changeMail', { email: second, code }, { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('此操作需要先完成短信安全验证');
    expect(await emailOf(token)).toBe(first);
    expect((await post(ctx, '/api/profile/securityCheck', { code: await smsCode() }, { token })).statusCode).toBe(200);
    // The refused attempt did not spend the mail code.
    expect((await post(ctx, '/api/profile/changeMail', { email: second, code }, { token })).statusCode).toBe(200);
    expect(await emailOf(token)).toBe(second);
  });
});

describe('sending', () => {
  it('one code per address a minute, 5 an hour per address; the answer says how long to wait', async () => {
    const { token } = await signUp(ctx);
    const email = newEmail();
    expect((await mailCode(token, email, 'bindMail')).statusCode).toBe(200);
    advance(20_000);
    const soon = await mailCode(token, email, 'bindMail');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().msg).toBe('验证码已发送，请 40 秒后再试');
    for (let i = 0; i < 4; i += 1) {
      advance(61_000);
      expect((await mailCode(token, email, 'bindMail')).statusCode).toBe(200);
    }
    advance(61_000);
    const limited = await mailCode(token, email, 'bindMail', 'en');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe('Too many email codes requested, please try again later');
    advance(3600_000);
    expect((await mailCode(token, email, 'bindMail')).statusCode).toBe(200);
  });

  it('5 an hour per user, whatever the addresses', async () => {
    const { token } = await signUp(ctx);
    for (let i = 0; i < 5; i += 1) expect((await mailCode(token, newEmail(), 'bindMail')).statusCode).toBe(200);
    expect((await mailCode(token, newEmail(), 'bindMail')).statusCode).toBe(429);
  });

  it('a provider failure is a clear 502', async () => {
    const app = await buildApp({ ...ctx.deps, mail: { name: 'broken', sendCode: async () => { throw new Error('smtp down'); } } });
    await app.ready();
    const { token } = await signUp(ctx);
    try {
      const email = newEmail();
      const res = await app.inject({ method: 'POST', url: '/api/profile/mailCode', headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ email, purpose: 'bindMail' }) });
      expect(res.statusCode).toBe(502);
      expect(res.json().msg).toBe('邮件发送失败，请稍后再试');
      // The undelivered code is gone: an immediate retry is not told to wait a minute.
      const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM verification_codes WHERE target = ${email}`);
      expect(Number(r.n)).toBe(0);
      expect((await mailCode(token, email, 'bindMail')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('needs a session', async () => {
    expect((await post(ctx, '/api/profile/mailCode', { email: newEmail(), purpose: 'bindMail' })).statusCode).toBe(401);
    expect((await post(ctx, '/api/profile/bindMail', { email: newEmail(), code: '123456' })).statusCode).toBe(401);
    expect((await post(ctx, '/api/profile/changeMail', { email: newEmail(), code: '123456' })).statusCode).toBe(401);
  });

  it('the dev outbox does not exist in production', async () => {
    const app = await buildApp({ ...ctx.deps, config: { ...ctx.config, env: 'production' } });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/dev/mailOutbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('bad input', () => {
  let token: string;
  beforeAll(async () => { ({ token } = await signUp(ctx)); });
  const long = `${'a'.repeat(243)}@example.com`; // 255 characters
  const emailCases: [string, Record<string, string>, string, string][] = [
    ['missing email', {}, '邮箱不能为空', 'Email is required'],
    ['blank email', { email: '   ' }, '邮箱不能为空', 'Email is required'],
    ['no @', { email: 'player.example.com' }, '请输入正确的邮箱地址', 'Please enter a correct email address'],
    ['no domain', { email: 'player@' }, '请输入正确的邮箱地址', 'Please enter a correct email address'],
    ['spaces inside', { email: 'pla yer@example.com' }, '请输入正确的邮箱地址', 'Please enter a correct email address'],
    ['255 characters', { email: long }, '邮箱最多 254 个字符', 'Email may have at most 254 characters'],
  ];
  const cases: [string, string, Record<string, string>, string, string][] = [
    ...emailCases.map(([n, b, zh, en]) => ['/api/profile/mailCode', n, { purpose: 'bindMail', ...b }, zh, en] as [string, string, Record<string, string>, string, string]),
    ['/api/profile/mailCode', 'unknown purpose', { email: 'ok@example.com', purpose: 'signUp' }, '邮箱验证码用途不正确', 'Unknown email code purpose'],
    ['/api/profile/mailCode', 'missing purpose', { email: 'ok@example.com' }, '邮箱验证码用途不正确', 'Unknown email code purpose'],
    ...emailCases.map(([n, b, zh, en]) => ['/api/profile/bindMail', n, { code: '123456', ...b }, zh, en] as [string, string, Record<string, string>, string, string]),
    ['/api/profile/bindMail', 'missing code', { email: 'ok@example.com' }, '邮箱验证码不能为空', 'Email code is required'],
    ['/api/profile/bindMail', '5 digits', { email: 'ok@example.com', code: '12345' }, '邮箱验证码为 6 位数字', 'Email code must have 6 digits'],
    ['/api/profile/bindMail', 'letters', { email: 'ok@example.com', code: 'abcdef' }, '邮箱验证码为 6 位数字', 'Email code must have 6 digits'],
    ['/api/profile/bindMail', 'a wrong code', { email: 'ok@example.com', code: '123456' }, '邮箱验证码错误或已失效，请重新获取', 'Email code is wrong or no longer valid, please request a new one'],
    ['/api/profile/changeMail', 'bad email', { email: 'nope', code: '123456' }, '请输入正确的邮箱地址', 'Please enter a correct email address'],
    ['/api/profile/changeMail', '7 digits', { email: 'ok@example.com', code: '1234567' }, '邮箱验证码为 6 位数字', 'Email code must have 6 digits'],
  ];
  for (const lang of ['zh-CN', 'en'] as const) {
    for (const [url, name, body, zh, en] of cases) {
      it(`${lang}: ${url} ${name}`, async () => {
        const before = await counts();
        const res = await post(ctx, url, body, { token, lang });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, data: null, msg: lang === 'en' ? en : zh });
        expect(await counts()).toEqual(before);
      });
    }
  }
});
