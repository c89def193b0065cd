// Sign-in limits (src/server/modules/auth/attempts.ts), with the slider check ON: attempts are
// counted before they are judged, so racing guesses are judged at most to the limit; past a few
// failures the next attempt needs a slider pass (step-up); hard refusals only at volumes no person
// reaches, and per address only together with the account. Runs on PGlite and PostgreSQL.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authFailures, verificationCodes } from '../../../db/schema/index.ts';
import { issueCaptchaToken } from '../../captcha/tokens.ts';
import * as passwords from '../passwords.ts';
import { consumeCode, MAX_ATTEMPTS } from '../../verification/codes.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { form, get, newPhone, post } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
// Behind a trusted proxy, as in production: a test may name the client in X-Forwarded-For.
beforeAll(async () => { ctx = await createTestContext({ CAPTCHA: 'on', TRUST_PROXY: 'on' }); });
afterAll(async () => { await ctx.close(); });

let clock = new Date('2027-03-01T08:00:00Z').getTime();
/** Each test a day after the last, so no window reaches across tests. */
function nextDay(): Date {
  clock += 24 * 3600_000;
  const d = new Date(clock);
  ctx.setNow(d);
  return d;
}

const pass = () => issueCaptchaToken(ctx.deps.db, new Date(clock));

function attempt(url: string, body: Record<string, string>, ip: string, lang = 'zh-CN') {
  return ctx.app.inject({
    method: 'POST', url, remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang },
    payload: form(body),
  });
}
const login = (phone: string, password: string, ip: string, captchaToken?: string, lang?: string) =>
  attempt('/api/auth/login', { phone, password, ...(captchaToken ? { captchaToken } : {}) }, ip, lang);

/**
 * A code sent to `phone` through the real route: with the slider on, each send spends a pass.
 * From an address of its own, so the send limits per address never get in the way.
 */
let sendSeq = 0;
async function codeFor(phone: string, purpose: 'signUp' | 'login' | 'findPassword'): Promise<string> {
  sendSeq += 1;
  const res = await attempt('/api/common/smsCode', { phone, purpose, captchaToken: await pass() }, `198.19.${sendSeq >> 8}.${sendSeq & 255}`);
  if (res.statusCode !== 200) throw new Error(`smsCode failed: ${res.body}`);
  const outbox = (await get(ctx, `/api/dev/smsOutbox?phone=${phone}`)).json().data as { purpose: string; code: string }[];
  return outbox.find((e) => e.purpose === purpose)!.code;
}

async function account(password = 'right-password-1'): Promise<string> {
  const phone = newPhone();
  const code = await codeFor(phone, 'signUp');
  const res = await attempt('/api/auth/signUp', {
    phone, password, invitationCode: ctx.config.defaultInvitationCode, ageConfirmed: 'true', termsAccepted: 'true', smsCode: code,
  }, '198.18.200.1');
  if (res.statusCode !== 200) throw new Error(`signUp failed: ${res.body}`);
  // A minute later, so the next code for this phone is not held by the resend countdown.
  clock += 61_000;
  ctx.setNow(new Date(clock));
  return phone;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('racing guesses', () => {
  it('judges at most five of 300 simultaneous guesses, and the right password last in the burst does not get in', async () => {
    nextDay();
    const phone = await account();
    const verify = vi.spyOn(passwords, 'verifyPassword');
    try {
      const burst = Array.from({ length: 300 }, (_, i) => login(phone, i === 299 ? 'right-password-1' : `guess-${i}-password`, `203.0.113.${i % 250}`));
      const answers = await Promise.all(burst);
      const statuses = answers.map((r) => r.json().status as number);
      expect(statuses.filter((s) => s === 1101)).toHaveLength(5); // BAD_CREDENTIALS: judged
      expect(statuses.filter((s) => s === 3001)).toHaveLength(295); // CAPTCHA_REQUIRED: not judged
      expect(answers.every((r) => r.statusCode !== 200)).toBe(true);
      expect(verify).toHaveBeenCalledTimes(5);
    } finally {
      verify.mockRestore();
    }
  });

  it('with a fresh slider pass on every guess, past 100 failures an hour the addresses that failed are refused, even with the right password', async () => {
    nextDay();
    const phone = await account();
    // 100 guesses racing from 50 addresses, two each: all judged (the account is not past 100 yet).
    const ips = Array.from({ length: 50 }, (_, i) => `198.51.100.${i}`);
    const first = await Promise.all((await Promise.all(Array.from({ length: 100 }, pass)))
      .map((tok, i) => login(phone, `guess-${i}-password`, ips[i % 50], tok)));
    expect(first.every((r) => r.json().status === 1101)).toBe(true);
    // 60 more from the same addresses: each has failed on the account, so none is judged.
    const more = await Promise.all((await Promise.all(Array.from({ length: 60 }, pass)))
      .map((tok, i) => login(phone, `more-${i}-password`, ips[i % 50], tok)));
    expect(more.every((r) => r.json().status === 4291)).toBe(true);
    const refused = await login(phone, 'right-password-1', ips[0], await pass(), 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('Too many attempts. Please try again later, or sign in with an SMS code');
    // ...while its owner, proving the phone with a correct SMS code, gets in.
    const code = await codeFor(phone, 'login');
    const owner = await attempt('/api/auth/smsLogin', { phone, code, captchaToken: await pass() }, ips[1]);
    expect(owner.statusCode).toBe(200);
    // An hour on, the password is judged again.
    ctx.setNow(new Date(clock + 3600_000 + 1000));
    expect((await login(phone, 'right-password-1', ips[0], await issueCaptchaToken(ctx.deps.db, new Date(clock + 3600_000 + 1000)))).statusCode).toBe(200);
  });

  it('120 wrong passwords from 120 addresses do not lock the owner out: a clean address is judged (behind the slider), a failed one stays refused', async () => {
    nextDay();
    const phone = await account();
    const viaProxy = (ip: string, password: string, captchaToken?: string) => ctx.app.inject({
      method: 'POST', url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      payload: form({ phone, password, ...(captchaToken ? { captchaToken } : {}) }),
    });
    const guessers = Array.from({ length: 120 }, (_, i) => `203.0.113.${i}`);
    const guessed = [];
    for (const [i, ip] of guessers.entries()) guessed.push((await viaProxy(ip, `guess-${i}-password`, await pass())).json().status as number);
    // Each came from an address new to the account, so each was judged (past 100 too).
    expect(guessed.filter((s) => s !== 1101)).toEqual([]);
    // A guesser back at an address that has failed: refused, right password or not.
    expect((await viaProxy(guessers[7], 'right-password-1', await pass())).json().status).toBe(4291);
    // The owner from a clean address meets the slider, like anybody past five failures...
    expect((await viaProxy('192.0.2.77', 'right-password-1')).json().status).toBe(3001);
    // ...and with a pass is judged, and gets in.
    const owner = await viaProxy('192.0.2.77', 'right-password-1', await pass());
    expect(owner.statusCode).toBe(200);
    // A new address is judged once: after its own failure it is refused like the rest.
    expect((await viaProxy('192.0.2.78', 'wrong-password-9', await pass())).json().status).toBe(1101);
    expect((await viaProxy('192.0.2.78', 'right-password-1', await pass())).json().status).toBe(4291);
  });

  it('200 racing guesses from 100 new addresses past the account\'s limit: each address is judged at most once', async () => {
    const now = nextDay();
    const phone = await account();
    // 100 failures already this hour, from elsewhere.
    await ctx.deps.db.insert(authFailures).values(Array.from({ length: 100 }, () => ({ subject: `pw:${phone}`, createdAt: now })));
    const tokens = await Promise.all(Array.from({ length: 200 }, pass));
    const answers = await Promise.all(tokens.map((tok, i) => login(phone, `race-${i}-password`, `203.0.114.${i % 100}`, tok)));
    const statuses = answers.map((r) => r.json().status as number);
    expect(statuses.filter((s) => s === 1101)).toHaveLength(100);
    expect(statuses.filter((s) => s === 4291)).toHaveLength(100);
  });

  it('racing SMS code guesses are judged at most three before the slider is asked for', async () => {
    nextDay();
    const phone = await account();
    const code = await codeFor(phone, 'login');
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => attempt('/api/auth/smsLogin', { phone, code: i === 199 ? code : wrong(String(Number(code) + i)) }, `203.0.113.${i}`)));
    const statuses = answers.map((r) => r.json().status as number);
    expect(statuses.filter((s) => s === 3101)).toHaveLength(3); // SMS_CODE_INVALID: judged
    expect(statuses.filter((s) => s === 3001)).toHaveLength(197);
  });
});

describe('step-up instead of lock-out', () => {
  it('asks for a slider pass after five failures, and a good pass lets the owner in', async () => {
    nextDay();
    const phone = await account();
    for (let i = 0; i < 5; i++) expect((await login(phone, 'nope-nope-1', `10.9.0.${i}`)).json().status).toBe(1101);
    const asked = await login(phone, 'right-password-1', '10.9.1.1', undefined, 'en');
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ status: 3001, msg: 'Please complete the slider check first', success: false });
    // A used pass is no pass.
    const token = await pass();
    expect((await login(phone, 'right-password-1', '10.9.1.1', token)).statusCode).toBe(200);
    expect((await login(phone, 'right-password-1', '10.9.1.1', token)).json().status).toBe(3001);
  });

  it('a refused step-up writes nothing', async () => {
    nextDay();
    const phone = await account();
    for (let i = 0; i < 5; i++) await login(phone, 'nope-nope-1', `10.9.2.${i}`);
    const before = await ctx.deps.db.select().from(authFailures).where(like(authFailures.subject, `%${phone}%`));
    for (let i = 0; i < 20; i++) expect((await login(phone, 'nope-nope-1', '10.9.2.99')).json().status).toBe(3001);
    const after = await ctx.deps.db.select().from(authFailures).where(like(authFailures.subject, `%${phone}%`));
    expect(after).toHaveLength(before.length);
  });

  it('the owner with a correct SMS code gets in while an attacker hammers the account', async () => {
    nextDay();
    const phone = await account();
    const code = await codeFor(phone, 'login');
    // 60 wrong passwords and 40 wrong codes, from 20 addresses, each past the step-up with a pass.
    for (let i = 0; i < 60; i++) await login(phone, `guess-${i}-pass`, `10.66.0.${i % 20}`, await pass());
    for (let i = 0; i < 40; i++) {
      const r = await attempt('/api/auth/smsLogin', { phone, code: wrong(String(Number(code) + i)), captchaToken: await pass() }, `10.66.1.${i % 20}`);
      expect([3101, 4291]).toContain(r.json().status);
    }
    const owner = await attempt('/api/auth/smsLogin', { phone, code, captchaToken: await pass() }, '10.77.0.1');
    expect(owner.statusCode).toBe(200);
  });

  it('a second account behind the same address signs in after another account failed there', async () => {
    nextDay();
    const [victim, neighbour] = [await account(), await account('neighbour-pass-1')];
    const cafe = '100.64.0.1';
    for (let i = 0; i < 29; i++) await login(victim, `guess-${i}-pass`, cafe, await pass());
    expect((await login(neighbour, 'neighbour-pass-1', cafe)).statusCode).toBe(200);
    const code = await codeFor(neighbour, 'login');
    expect((await attempt('/api/auth/smsLogin', { phone: neighbour, code }, cafe)).statusCode).toBe(200);
  });

  it('refuses an address that keeps failing on one account, and only for that account', async () => {
    nextDay();
    const [phone, other] = [await account(), await account('other-pass-123')];
    const ip = '100.64.9.9';
    for (let i = 0; i < 30; i++) await login(phone, `guess-${i}-pass`, ip, await pass());
    expect((await login(phone, 'right-password-1', ip, await pass())).statusCode).toBe(429);
    expect((await login(phone, 'right-password-1', '100.64.9.10', await pass())).statusCode).toBe(200);
    expect((await login(other, 'other-pass-123', ip, await pass())).statusCode).toBe(200);
  });

  it('someone else\'s wrong guesses do not kill the owner\'s code', async () => {
    nextDay();
    const phone = await account();
    const code = await codeFor(phone, 'findPassword');
    for (let i = 0; i < 12; i++) {
      await attempt('/api/auth/findPassword', { phone, code: wrong(String(Number(code) + i)), password: 'taken-over-1', captchaToken: await pass() }, `10.55.0.${i}`);
    }
    const owner = await attempt('/api/auth/findPassword', { phone, code, password: 'brand-new-pass-1', captchaToken: await pass() }, '10.55.1.1');
    expect(owner.statusCode).toBe(200);
    expect((await login(phone, 'brand-new-pass-1', '10.55.1.1', await pass())).statusCode).toBe(200);
  });

  it('a code dies after MAX_ATTEMPTS wrong guesses, however they come', async () => {
    const now = nextDay();
    const phone = newPhone();
    const code = await codeFor(phone, 'login');
    const ref = { channel: 'sms' as const, target: phone, purpose: 'login' as const };
    for (let i = 0; i < MAX_ATTEMPTS; i++) expect(await consumeCode(ctx.deps.db, ref, wrong(code), now, ctx.config.appSecret)).toBe(false);
    expect(await consumeCode(ctx.deps.db, ref, code, now, ctx.config.appSecret)).toBe(false);
    const [row] = await ctx.deps.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone));
    expect(row.attempts).toBe(MAX_ATTEMPTS);
  });
});

describe('changing the password', () => {
  it('needs the current password, keeps this session and ends every other', async () => {
    nextDay();
    const myPhone = await account('old-password');
    const here = (await login(myPhone, 'old-password', '198.51.100.1')).json().data.token as string;
    const elsewhere = (await login(myPhone, 'old-password', '198.51.100.1')).json().data.token as string;

    const wrongOld = await post(ctx, '/api/auth/changePassword', { oldPassword: 'not-it', newPassword: 'new-password' }, { token: here });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().msg).toBe('原密码错误');
    const short = await post(ctx, '/api/auth/changePassword', { oldPassword: 'old-password', newPassword: 'short' }, { token: here });
    expect(short.statusCode).toBe(400);
    expect((await get(ctx, '/api/profile/userInfo', { token: elsewhere })).statusCode).toBe(200);

    const changed = await post(ctx, '/api/auth/changePassword', { oldPassword: 'old-password', newPassword: 'new-password' }, { token: here });
    expect(changed.statusCode).toBe(200);
    expect((await get(ctx, '/api/profile/userInfo', { token: here })).statusCode).toBe(200);
    expect((await get(ctx, '/api/profile/userInfo', { token: elsewhere })).statusCode).toBe(401);
    expect((await login(myPhone, 'old-password', '198.51.100.2')).statusCode).toBe(400);
    expect((await login(myPhone, 'new-password', '198.51.100.2')).statusCode).toBe(200);
  });
});
