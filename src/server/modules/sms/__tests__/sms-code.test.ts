// Sending SMS codes: api/common/smsCode and userSmsCode. The sandbox outbox gets the code, the
// table only its hash; resend lock, per-phone, per-IP and per-prefix limits; bad input in both
// languages writes nothing; a known and an unknown phone get the same answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { form, get, newPhone, post, signUp } from '../../../../../tests/integration/api.ts';
import { alipayTestEnv } from '../../../../../tests/fakes/alipay-certify-env.ts';
import { verificationCodes } from '../../../db/schema/index.ts';
import { consumeCode } from '../../verification/codes.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

let clock = new Date('2027-03-01T08:00:00Z').getTime();
/** Each test starts a day after the last, so windows never overlap between tests. */
function nextDay(): Date {
  clock += 2 * 24 * 3600_000;
  const d = new Date(clock);
  ctx.setNow(d);
  return d;
}
function at(base: Date, ms: number): Date {
  const d = new Date(base.getTime() + ms);
  ctx.setNow(d);
  return d;
}

let ipSeq = 0;
/** A fresh address per call unless one is given, so only the limit under test is in play. */
function send(body: Record<string, string>, opts: { ip?: string; lang?: string; json?: boolean; method?: 'GET' | 'POST' } = {}) {
  const remoteAddress = opts.ip ?? `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  const headers: Record<string, string> = { lang: opts.lang ?? 'zh-CN' };
  if (opts.method === 'GET') {
    return ctx.app.inject({ method: 'GET', url: `/api/common/smsCode?${form(body)}`, remoteAddress, headers });
  }
  return ctx.app.inject({
    method: 'POST', url: '/api/common/smsCode', remoteAddress,
    headers: { ...headers, 'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded' },
    payload: opts.json ? JSON.stringify(body) : form(body),
  });
}

async function outbox(phone: string) {
  const res = await get(ctx, `/api/dev/smsOutbox?phone=${phone}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { phone: string; purpose: string; code: string; createdAt: string }[];
}

async function rowCount(): Promise<number> {
  const [r] = await ctx.deps.db.select({ n: count() }).from(verificationCodes);
  return Number(r.n);
}

/** Another prefix each call: 7-digit blocks 1370000..1379999 are not used by newPhone(). */
let blockSeq = 0;
function phoneInNewBlock(): string {
  blockSeq += 1;
  return `137${String(blockSeq).padStart(4, '0')}${String(blockSeq).padStart(4, '0')}`;
}

describe('sending a code', () => {
  it('puts the code in the outbox and only its hash in the table; the code works once', async () => {
    const now = nextDay();
    const phone = newPhone();
    const res = await send({ phone, purpose: 'signUp' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, msg: '', data: { resendAfter: 60 }, success: true });
    const [entry] = await outbox(phone);
    expect(entry).toMatchObject({ phone, purpose: 'signUp', createdAt: now.toISOString() });
    expect(entry.code).toMatch(/^\d{6}$/);
    const rows = await ctx.deps.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows, (_, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(entry.code);
    const ref = { channel: 'sms' as const, target: phone, purpose: 'signUp' as const };
    expect(await consumeCode(ctx.deps.db, ref, entry.code, now, ctx.config.appSecret)).toBe(true);
    expect(await consumeCode(ctx.deps.db, ref, entry.code, now, ctx.config.appSecret)).toBe(false);
  });

  it('takes GET query, form and JSON alike', async () => {
    nextDay();
    for (const opts of [{ method: 'GET' as const }, { json: true }, {}]) {
      const phone = newPhone();
      const res = await send({ phone, purpose: 'login' }, opts);
      expect(res.statusCode, res.body).toBe(200);
      expect((await outbox(phone))[0].purpose).toBe('login');
    }
  });

  it('answers a known and an unknown phone the same way', async () => {
    const day = nextDay();
    const { phone: known } = await signUp(ctx, newPhone());
    const unknown = newPhone();
    // Past the sign-up code's resend lock and 10-minute window.
    at(day, 11 * 60_000);
    for (const purpose of ['signUp', 'login', 'findPassword']) {
      const a = await send({ phone: known, purpose });
      const b = await send({ phone: unknown, purpose });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
    }
    expect(await outbox(known)).toHaveLength(4);
    expect(await outbox(unknown)).toHaveLength(3);
  });

  it('lists the whole outbox newest first without a phone', async () => {
    const now = nextDay();
    const p1 = newPhone();
    const p2 = newPhone();
    await send({ phone: p1, purpose: 'login' });
    at(now, 1000);
    await send({ phone: p2, purpose: 'login' });
    const all = (await get(ctx, '/api/dev/smsOutbox')).json().data as { phone: string }[];
    expect(all.slice(0, 2).map((e) => e.phone)).toEqual([p2, p1]);
  });
});

describe('limits', () => {
  it('locks a resend for the same phone and purpose for 60 seconds, saying how long is left', async () => {
    const start = nextDay();
    const phone = newPhone();
    expect((await send({ phone, purpose: 'login' })).statusCode).toBe(200);
    at(start, 15_000);
    const before = await rowCount();
    const locked = await send({ phone, purpose: 'login' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, status: 3010, msg: '验证码已发送，请 45 秒后再试' });
    const en = await send({ phone, purpose: 'login' }, { lang: 'en' });
    expect(en.json().msg).toBe('A code was just sent, please try again in 45 seconds');
    expect(await rowCount()).toBe(before);
    // Another purpose is its own countdown.
    expect((await send({ phone, purpose: 'findPassword' })).statusCode).toBe(200);
    at(start, 59_000);
    expect((await send({ phone, purpose: 'login' })).statusCode).toBe(429);
    at(start, 60_000);
    expect((await send({ phone, purpose: 'login' })).statusCode).toBe(200);
  });

  it('lets one of several racing sends to the same phone through; the rest meet the resend lock', async () => {
    nextDay();
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 6 }, () => send({ phone, purpose: 'login' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
    const [stored] = await ctx.deps.db.select({ n: count() }).from(verificationCodes).where(eq(verificationCodes.target, phone));
    expect(Number(stored.n)).toBe(1);
    expect(await outbox(phone)).toHaveLength(1);
  });

  it('allows 3 codes per phone in 10 minutes and 10 a day', async () => {
    const start = nextDay();
    const phone = newPhone();
    for (let i = 0; i < 3; i++) {
      at(start, i * 61_000);
      expect((await send({ phone, purpose: 'login' })).statusCode).toBe(200);
    }
    at(start, 3 * 61_000);
    const before = await rowCount();
    const burst = await send({ phone, purpose: 'login' }, { lang: 'en' });
    expect(burst.statusCode).toBe(429);
    expect(burst.json()).toMatchObject({ status: 3011, msg: 'Too many codes for this number, please try again in 10 minutes' });
    expect(await rowCount()).toBe(before);
    // The first left the 10-minute window: one more goes through.
    at(start, 10 * 60_000 + 1000);
    expect((await send({ phone, purpose: 'login' })).statusCode).toBe(200);

    // 4 sent; 6 more, 11 minutes apart, reach the daily 10.
    for (let i = 1; i <= 6; i++) {
      at(start, 10 * 60_000 + 1000 + i * 11 * 60_000);
      expect((await send({ phone, purpose: 'login' })).statusCode).toBe(200);
    }
    const later = at(start, 5 * 3600_000);
    const daily = await send({ phone, purpose: 'login' });
    expect(daily.statusCode).toBe(429);
    expect(daily.json()).toMatchObject({ status: 3012, msg: '该手机号今日获取验证码次数已达上限，请明天再试' });
    at(later, 24 * 3600_000);
    expect((await send({ phone, purpose: 'login' })).statusCode).toBe(200);
  });

  it('limits one address to 20 codes an hour', async () => {
    const start = nextDay();
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i++) {
      expect((await send({ phone: phoneInNewBlock(), purpose: 'signUp' }, { ip })).statusCode).toBe(200);
    }
    const before = await rowCount();
    const refused = await send({ phone: phoneInNewBlock(), purpose: 'signUp' }, { ip, lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 3013, msg: 'Too many codes requested from your network, please try again later' });
    expect(await rowCount()).toBe(before);
    // Another address is not affected; the same one is again after the hour.
    expect((await send({ phone: phoneInNewBlock(), purpose: 'signUp' }, { ip: '203.0.113.10' })).statusCode).toBe(200);
    at(start, 3600_000 + 1000);
    expect((await send({ phone: phoneInNewBlock(), purpose: 'signUp' }, { ip })).statusCode).toBe(200);
  });

  it('limits one address to 60 codes a day', async () => {
    const start = nextDay();
    const ip = '203.0.113.77';
    for (let h = 0; h < 3; h++) {
      at(start, h * 3600_000 + h * 1000);
      for (let i = 0; i < 20; i++) expect((await send({ phone: phoneInNewBlock(), purpose: 'login' }, { ip })).statusCode).toBe(200);
    }
    at(start, 4 * 3600_000);
    const refused = await send({ phone: phoneInNewBlock(), purpose: 'login' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(3013);
  });

  it('a walked 7-digit block refuses the walkers, not the honest numbers in it', async () => {
    const start = nextDay();
    const block = '1368888';
    // 30 codes into one block from three addresses: the block is hot.
    for (let i = 0; i < 30; i++) {
      expect((await send({ phone: `${block}${String(i).padStart(4, '0')}`, purpose: 'signUp' }, { ip: `203.0.113.${200 + (i % 3)}` })).statusCode).toBe(200);
    }
    const before = await rowCount();
    const refused = await send({ phone: `${block}9999`, purpose: 'signUp' }, { ip: '203.0.113.200' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 3014, msg: '你为该号段的号码获取验证码过于频繁，请稍后再试' });
    expect(await rowCount()).toBe(before);
    // An honest number in the same block, from its own address, still gets its code.
    expect((await send({ phone: `${block}9999`, purpose: 'signUp' }, { ip: '198.51.100.99' })).statusCode).toBe(200);
    expect((await send({ phone: `${block}9998`, purpose: 'login' }, { ip: '198.51.100.98' })).statusCode).toBe(200);
    at(start, 3600_000 + 1000);
    expect((await send({ phone: `${block}9997`, purpose: 'signUp' }, { ip: '203.0.113.200' })).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  const cases: { name: string; body: Record<string, string>; zh: string; en: string }[] = [
    { name: 'no phone', body: { purpose: 'login' }, zh: '手机号不能为空', en: 'Phone number is required' },
    { name: 'bad phone', body: { phone: '12345', purpose: 'login' }, zh: '请输入正确的手机号', en: 'Please enter a correct phone number' },
    { name: 'no purpose', body: { phone: '13900000000' }, zh: '验证码用途不能为空', en: 'Code purpose is required' },
    { name: 'unknown purpose', body: { phone: '13900000000', purpose: 'admin' }, zh: '验证码用途不正确', en: 'Unknown code purpose' },
    { name: 'too long a pass', body: { phone: '13900000000', purpose: 'login', captchaToken: 'x'.repeat(200) }, zh: '滑块验证凭证格式不正确', en: 'Slider check pass has the wrong format' },
  ];
  for (const c of cases) {
    it(`refuses ${c.name} in zh-CN and en, writing nothing`, async () => {
      nextDay();
      const before = await rowCount();
      const zh = await send(c.body);
      expect(zh.statusCode).toBe(400);
      expect(zh.json()).toMatchObject({ success: false, status: 1001, msg: c.zh });
      const en = await send(c.body, { lang: 'en', json: true });
      expect(en.statusCode).toBe(400);
      expect(en.json().msg).toBe(c.en);
      expect(await rowCount()).toBe(before);
    });
  }
});

describe('a code for the signed-in user', () => {
  it('goes to the bound phone; signed out is 401', async () => {
    nextDay();
    const { token, phone } = await signUp(ctx, newPhone());
    const res = await post(ctx, '/api/common/userSmsCode', { purpose: 'security' }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ resendAfter: 60 });
    expect((await outbox(phone))[0]).toMatchObject({ phone, purpose: 'security' });
    const viaGet = await get(ctx, '/api/common/userSmsCode?purpose=changePhone', { token });
    expect(viaGet.statusCode).toBe(200);
    expect((await outbox(phone))[0].purpose).toBe('changePhone');
    expect((await post(ctx, '/api/common/userSmsCode', { purpose: 'security' })).statusCode).toBe(401);
    const bad = await post(ctx, '/api/common/userSmsCode', { purpose: 'nope' }, { token, lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Unknown code purpose');
  });

  it('tells a user without a phone so', async () => {
    nextDay();
    const { token, phone } = await signUp(ctx, newPhone());
    const { users } = await import('../../../db/schema/index.ts');
    await ctx.deps.db.update(users).set({ phone: null }).where(eq(users.phone, phone));
    const res = await post(ctx, '/api/common/userSmsCode', { purpose: 'security' }, { token, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 3021, msg: 'Your account has no phone number bound yet' });
  });
});

describe('a provider failure', () => {
  it('answers 503 and leaves no usable code behind', async () => {
    const now = nextDay();
    const phone = newPhone();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on the same object
    const real = ctx.deps.sms.sendCode;
    let sent = '';
    ctx.deps.sms.sendCode = async ({ code }) => { sent = code; throw new Error('provider down'); };
    try {
      const res = await send({ phone, purpose: 'login' }, { lang: 'en' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 3020, msg: 'The code could not be sent, please try again later' });
    } finally {
      ctx.deps.sms.sendCode = real;
    }
    expect(sent).toMatch(/^\d{6}$/);
    const ref = { channel: 'sms' as const, target: phone, purpose: 'login' as const };
    expect(await consumeCode(ctx.deps.db, ref, sent, now, ctx.config.appSecret)).toBe(false);
    // Not the person's fault: no resend lock, a retry goes out at once.
    expect((await send({ phone, purpose: 'login' })).statusCode).toBe(200);
  });
});

describe('the dev outbox', () => {
  it('is not there in production', async () => {
    const { getConfig } = await import('../../../config/index.ts');
    const { buildApp, apiNotFound } = await import('../../../app.ts');
    const config = getConfig({
      NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', APP_SECRET: 'a-long-production-secret', PAY_SANDBOX: 'off',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id', ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret', ALIYUN_SMS_SIGN_NAME: 'sign', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://user:pass@localhost:25', WAXPEER_API_KEY: 'key', CAPTCHA_PROVIDER: 'slider',
      ...alipayTestEnv(),
    });
    expect(config.env).toBe('production');
    // The test's deps with the production configuration: the routes are chosen from config alone.
    const prod = await buildApp({ ...ctx.deps, config });
    apiNotFound(prod);
    try {
      const res = await prod.inject({ method: 'GET', url: '/api/dev/smsOutbox?phone=13900000000' });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
      // The real routes are there.
      expect((await prod.inject({ method: 'GET', url: '/api/common/smsCode' })).statusCode).toBe(400);
    } finally {
      await prod.close();
    }
    expect((await get(ctx, '/api/dev/smsOutbox?phone=13900000000')).statusCode).toBe(200);
  });
});
