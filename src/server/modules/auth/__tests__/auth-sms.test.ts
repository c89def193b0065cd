// The ways in that an SMS code proves: sign-up (purpose signUp), SMS login (login) and a new
// password (findPassword). Codes come from the real send route and the sandbox outbox.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { form, get, newPhone, signUp, smsCodeFor } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

let clock = new Date('2027-05-01T08:00:00Z').getTime();
/** Each test a day after the last: send limits and failure windows never reach across tests. */
function nextDay(): Date {
  clock += 24 * 3600_000;
  const d = new Date(clock);
  ctx.setNow(d);
  return d;
}

let ipSeq = 0;
/** A fresh address per call unless one is given, so the per-IP throttle is only in play when asked for. */
function call(url: string, body: Record<string, string>, opts: { ip?: string; lang?: string } = {}) {
  ipSeq += 1;
  return ctx.app.inject({
    method: 'POST', url, remoteAddress: opts.ip ?? `10.7.${ipSeq >> 8}.${ipSeq & 255}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: opts.lang ?? 'zh-CN' },
    payload: form(body),
  });
}

const signUpBody = (phone: string, smsCode: string) => ({
  phone, password: 'sign-up-pass-1', invitationCode: ctx.config.defaultInvitationCode, ageConfirmed: 'true', termsAccepted: 'true', smsCode,
});
/** Any six digits but `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const INVALID = { status: 3101, msg: '验证码错误或已过期', data: null, success: false };

async function userCount(): Promise<number> {
  const [r] = await ctx.deps.db.select({ n: count() }).from(users);
  return Number(r.n);
}

async function userInfoStatus(token: string): Promise<number> {
  return (await get(ctx, '/api/profile/userInfo', { token })).statusCode;
}

describe('sign-up needs the SMS code', () => {
  it('refuses a missing code, a wrong one and one sent for another purpose, then signs up with the right one', async () => {
    nextDay();
    const phone = newPhone();
    const before = await userCount();
    const missing = await call('/api/auth/signUp', { ...signUpBody(phone, ''), smsCode: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('验证码不能为空');

    const code = await smsCodeFor(ctx, phone, 'signUp');
    const bad = await call('/api/auth/signUp', signUpBody(phone, wrong(code)), { lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 3101, msg: 'The code is wrong or has expired' });

    // A login code for the same phone is no sign-up code.
    ctx.setNow(new Date(clock + 61_000));
    const loginCode = await smsCodeFor(ctx, phone, 'login');
    expect((await call('/api/auth/signUp', signUpBody(phone, loginCode))).json()).toEqual(INVALID);
    expect(await userCount()).toBe(before);

    const res = await call('/api/auth/signUp', signUpBody(phone, code));
    expect(res.statusCode).toBe(200);
    expect(await userInfoStatus(res.json().data.token)).toBe(200);
    expect(await userCount()).toBe(before + 1);
  });

  it('takes a code once', async () => {
    nextDay();
    const phone = newPhone();
    const code = await smsCodeFor(ctx, phone, 'signUp');
    expect((await call('/api/auth/signUp', signUpBody(phone, code))).statusCode).toBe(200);
    // The same code again is spent: the answer is "wrong code", not "phone taken".
    expect((await call('/api/auth/signUp', signUpBody(phone, code))).json()).toEqual(INVALID);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const start = nextDay();
    const phone = newPhone();
    const code = await smsCodeFor(ctx, phone, 'signUp');
    ctx.setNow(new Date(start.getTime() + 10 * 60_000 + 1000));
    expect((await call('/api/auth/signUp', signUpBody(phone, code))).json()).toEqual(INVALID);
  });

  it('says PHONE_TAKEN only after a valid code: without one a taken phone looks like a free one', async () => {
    const start = nextDay();
    const { phone: taken } = await signUp(ctx, newPhone());
    const free = newPhone();
    ctx.setNow(new Date(start.getTime() + 61_000));
    const takenCode = await smsCodeFor(ctx, taken, 'signUp');
    const freeCode = await smsCodeFor(ctx, free, 'signUp');
    const a = await call('/api/auth/signUp', signUpBody(taken, wrong(takenCode)));
    const b = await call('/api/auth/signUp', signUpBody(free, wrong(freeCode)));
    expect(a.statusCode).toBe(400);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);

    const before = await userCount();
    const dup = await call('/api/auth/signUp', signUpBody(taken, takenCode));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ status: 1503, msg: '该手机号已注册' });
    expect(await userCount()).toBe(before);
  });

  it('checks the invitation code before the SMS code, so a typo there does not spend the code', async () => {
    nextDay();
    const phone = newPhone();
    const code = await smsCodeFor(ctx, phone, 'signUp');
    const typo = await call('/api/auth/signUp', { ...signUpBody(phone, code), invitationCode: 'NOSUCH99' });
    expect(typo.statusCode).toBe(422);
    expect((await call('/api/auth/signUp', signUpBody(phone, code))).statusCode).toBe(200);
  });
});

describe('SMS login', () => {
  it('signs in with the code, once; the token works like a password login', async () => {
    const start = nextDay();
    const { phone } = await signUp(ctx, newPhone(), 'sms-login-pass');
    ctx.setNow(new Date(start.getTime() + 61_000));
    const code = await smsCodeFor(ctx, phone, 'login');
    const res = await call('/api/auth/smsLogin', { phone, code });
    expect(res.statusCode).toBe(200);
    const token: string = res.json().data.token;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(await userInfoStatus(token)).toBe(200);
    expect((await call('/api/auth/smsLogin', { phone, code })).json()).toEqual(INVALID);
  });

  it('answers a wrong code, an unknown phone and a cancelled account alike', async () => {
    const start = nextDay();
    const { phone: known } = await signUp(ctx, newPhone());
    const { phone: cancelled } = await signUp(ctx, newPhone());
    await ctx.deps.db.update(users).set({ status: 2, cancelledAt: start }).where(eq(users.phone, cancelled));
    const unknown = newPhone();
    ctx.setNow(new Date(start.getTime() + 61_000));
    const knownCode = await smsCodeFor(ctx, known, 'login');
    const unknownCode = await smsCodeFor(ctx, unknown, 'login');
    const cancelledCode = await smsCodeFor(ctx, cancelled, 'login');

    const answers = [
      await call('/api/auth/smsLogin', { phone: known, code: wrong(knownCode) }),
      // The right code for a phone without an account, and for a cancelled one.
      await call('/api/auth/smsLogin', { phone: unknown, code: unknownCode }),
      await call('/api/auth/smsLogin', { phone: cancelled, code: cancelledCode }),
      // No code was ever sent to this one.
      await call('/api/auth/smsLogin', { phone: newPhone(), code: '123456' }),
    ];
    for (const a of answers) {
      expect(a.statusCode).toBe(400);
      expect(a.json()).toEqual(INVALID);
    }
    const en = [
      await call('/api/auth/smsLogin', { phone: known, code: wrong(knownCode) }, { lang: 'en' }),
      await call('/api/auth/smsLogin', { phone: newPhone(), code: '123456' }, { lang: 'en' }),
    ];
    expect(en[0].body).toBe(en[1].body);
    expect(en[0].json().msg).toBe('The code is wrong or has expired');
    // The known account still gets in with its own code.
    expect((await call('/api/auth/smsLogin', { phone: known, code: knownCode })).statusCode).toBe(200);
  });

  it('a code survives wrong guesses from other addresses; one address gets ten tries at a phone', async () => {
    const start = nextDay();
    const { phone } = await signUp(ctx, newPhone());
    ctx.setNow(new Date(start.getTime() + 61_000));
    const code = await smsCodeFor(ctx, phone, 'login');
    // The old rule (the code dies after 5 wrong guesses) let anyone kill the owner's code.
    for (let i = 1; i <= 8; i++) {
      expect((await call('/api/auth/smsLogin', { phone, code: wrong(String(Number(code) + i)) })).statusCode).toBe(400);
    }
    const ip = '192.0.2.77';
    for (let i = 1; i <= 10; i++) expect((await call('/api/auth/smsLogin', { phone, code: '000000' }, { ip })).statusCode).toBe(400);
    const refused = await call('/api/auth/smsLogin', { phone, code }, { ip, lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 4291, msg: 'Too many attempts. Please try again later, or sign in with an SMS code' });
    expect((await call('/api/auth/smsLogin', { phone, code })).statusCode).toBe(200);
  });

  it('wrong passwords do not keep the owner out of SMS login', async () => {
    const start = nextDay();
    const { phone } = await signUp(ctx, newPhone(), 'throttle-pass-1');
    for (let i = 0; i < 30; i++) {
      expect((await call('/api/auth/login', { phone, password: 'not-the-password' }, { ip: '10.8.1.1' })).statusCode).toBe(400);
    }
    expect((await call('/api/auth/login', { phone, password: 'throttle-pass-1' }, { ip: '10.8.1.1' })).statusCode).toBe(429);
    ctx.setNow(new Date(start.getTime() + 61_000));
    const code = await smsCodeFor(ctx, phone, 'login');
    expect((await call('/api/auth/smsLogin', { phone, code }, { ip: '10.8.1.1' })).statusCode).toBe(200);
  });

  it('an address failing on many phones is refused for none of the others, and known and unknown phones answer alike', async () => {
    nextDay();
    const ip = '192.0.2.78';
    for (let i = 0; i < 40; i++) await call('/api/auth/smsLogin', { phone: newPhone(), code: '111111' }, { ip });
    const { phone } = await signUp(ctx, newPhone());
    const known = await call('/api/auth/smsLogin', { phone, code: '111111' }, { ip });
    const unknown = await call('/api/auth/smsLogin', { phone: newPhone(), code: '111111' }, { ip });
    expect(known.json()).toEqual(INVALID);
    expect(unknown.body).toBe(known.body);
  });
});

describe('finding the password', () => {
  it('sets the new password and ends every session of the account', async () => {
    const start = nextDay();
    const { phone, token: first } = await signUp(ctx, newPhone(), 'old-password-1');
    const second = (await call('/api/auth/login', { phone, password: 'old-password-1' })).json().data.token as string;
    const other = await signUp(ctx, newPhone());
    ctx.setNow(new Date(start.getTime() + 61_000));
    const code = await smsCodeFor(ctx, phone, 'findPassword');

    const res = await call('/api/auth/findPassword', { phone, code, password: 'new-password-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, msg: '', data: null, success: true });
    expect(await userInfoStatus(first)).toBe(401);
    expect(await userInfoStatus(second)).toBe(401);
    // Someone else's session is untouched.
    expect(await userInfoStatus(other.token)).toBe(200);

    expect((await call('/api/auth/login', { phone, password: 'old-password-1' })).statusCode).toBe(400);
    const fresh = await call('/api/auth/login', { phone, password: 'new-password-1' });
    expect(fresh.statusCode).toBe(200);
    expect(await userInfoStatus(fresh.json().data.token)).toBe(200);
    // The code is spent.
    expect((await call('/api/auth/findPassword', { phone, code, password: 'third-password' })).json()).toEqual(INVALID);
  });

  it('answers a wrong code, an unknown phone and a cancelled account alike, changing nothing', async () => {
    const start = nextDay();
    const { phone: known, token } = await signUp(ctx, newPhone(), 'keep-this-pass');
    const { phone: cancelled } = await signUp(ctx, newPhone(), 'keep-this-pass');
    await ctx.deps.db.update(users).set({ status: 2 }).where(eq(users.phone, cancelled));
    const unknown = newPhone();
    ctx.setNow(new Date(start.getTime() + 61_000));
    const knownCode = await smsCodeFor(ctx, known, 'findPassword');
    const unknownCode = await smsCodeFor(ctx, unknown, 'findPassword');
    const cancelledCode = await smsCodeFor(ctx, cancelled, 'findPassword');
    const [before] = await ctx.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.phone, known));

    const answers = [
      await call('/api/auth/findPassword', { phone: known, code: wrong(knownCode), password: 'changed-pass-1' }),
      await call('/api/auth/findPassword', { phone: unknown, code: unknownCode, password: 'changed-pass-1' }),
      await call('/api/auth/findPassword', { phone: cancelled, code: cancelledCode, password: 'changed-pass-1' }),
    ];
    for (const a of answers) {
      expect(a.statusCode).toBe(400);
      expect(a.json()).toEqual(INVALID);
    }
    const [after] = await ctx.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.phone, known));
    expect(after.hash).toBe(before.hash);
    expect(await userInfoStatus(token)).toBe(200);
    const [row] = await ctx.deps.db.select({ n: count() }).from(users).where(eq(users.phone, unknown));
    expect(Number(row.n)).toBe(0);
  });

  it('refuses an address after ten wrong codes for one phone; another address is still judged', async () => {
    nextDay();
    const { phone } = await signUp(ctx, newPhone());
    for (let i = 0; i < 10; i++) {
      expect((await call('/api/auth/findPassword', { phone, code: '222222', password: 'whatever-pass' }, { ip: '10.8.3.1' })).statusCode).toBe(400);
    }
    const locked = await call('/api/auth/findPassword', { phone, code: '222222', password: 'whatever-pass' }, { ip: '10.8.3.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().status).toBe(4291);
    expect((await call('/api/auth/findPassword', { phone, code: '222222', password: 'whatever-pass' })).json()).toEqual(INVALID);
  });
});
