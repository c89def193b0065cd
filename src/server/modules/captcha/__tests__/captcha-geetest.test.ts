// CAPTCHA_PROVIDER=geetest against a local GeeTest (tests/fakes/geetest.ts): GET api/common/captcha
// names the widget's captcha id, POST api/common/captcha takes the widget's result fields, asks
// GeeTest's /validate and gives our one-time pass, which a code send (and a stepped-up sign-in)
// spends as with the slider. Refused results, a GeeTest that does not know our id and a GeeTest
// that does not answer give no pass, with a message in the request's language; nothing is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { form, get, newPhone, post } from '../../../../../tests/integration/api.ts';
import { startFakeGeetest, type FakeGeetest } from '../../../../../tests/fakes/geetest.ts';
import { captchaTokens, verificationCodes } from '../../../db/schema/index.ts';
import { geetestSignToken } from '../../../providers/captcha/geetest.ts';

let fake: FakeGeetest;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeGeetest();
  ctx = await createTestContext({
    CAPTCHA: 'on', CAPTCHA_PROVIDER: 'geetest',
    GEETEST_CAPTCHA_ID: fake.captchaId, GEETEST_CAPTCHA_KEY: fake.captchaKey, GEETEST_API_SERVER: fake.url, GEETEST_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

let clock = new Date('2027-06-01T08:00:00Z').getTime();
/** Far enough on that no per-phone or per-address limit from an earlier test applies. */
function nextHour(): void {
  clock += 3 * 3600_000;
  ctx.setNow(new Date(clock));
}

function answer(body: unknown, lang = 'zh-CN', ip = '10.30.0.1') {
  return ctx.app.inject({
    method: 'POST', url: '/api/common/captcha', remoteAddress: ip,
    headers: { 'content-type': 'application/json', lang },
    payload: JSON.stringify(body),
  });
}

function sendCode(phone: string, captchaToken?: string, lang = 'zh-CN') {
  return ctx.app.inject({
    method: 'POST', url: '/api/common/smsCode', remoteAddress: '10.30.0.2',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang },
    payload: form({ phone, purpose: 'login', ...(captchaToken ? { captchaToken } : {}) }),
  });
}

async function rows(table: typeof captchaTokens | typeof verificationCodes): Promise<number> {
  const [r] = await ctx.deps.db.select({ n: count() }).from(table);
  return Number(r.n);
}

/** Runs `fn` with our GeeTest settings changed (one database for the file; the verifier reads the config at each check). */
async function withSettings(change: Partial<{ captchaId: string; captchaKey: string; timeoutMs: number }>, fn: () => Promise<void>): Promise<void> {
  const settings = ctx.config.captcha.geetest!;
  const saved = { ...settings };
  Object.assign(settings, change);
  try {
    await fn();
  } finally {
    Object.assign(settings, saved);
  }
}

describe('with CAPTCHA_PROVIDER=geetest', () => {
  it('tells the browser to show GeeTest with our captcha id, and never the key', async () => {
    const res = await get(ctx, '/api/common/captcha');
    expect(res.json()).toEqual({ status: 0, msg: '', success: true, data: { enabled: true, provider: 'geetest', captchaId: fake.captchaId } });
    expect(res.body).not.toContain(fake.captchaKey);
  });

  it('gives a pass for a solved check, which one code send spends', async () => {
    nextHour();
    const fields = fake.mint();
    const res = await answer({ ...fields, captcha_id: fake.captchaId });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().data.token as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    // What reached GeeTest: the four fields as the widget gave them, signed with our key.
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST', query: { captcha_id: fake.captchaId },
      form: { ...fields, sign_token: geetestSignToken(fake.captchaKey, fields.lot_number) },
    });
    expect((await sendCode(newPhone(), token)).statusCode).toBe(200);
    const again = await sendCode(newPhone(), token, 'en');
    expect(again.json()).toMatchObject({ status: 3001, msg: 'Please complete the slider check first' });
  });

  it('still asks for a pass before sending a code', async () => {
    nextHour();
    const before = await rows(verificationCodes);
    expect((await sendCode(newPhone())).json()).toMatchObject({ status: 3001 });
    expect(await rows(verificationCodes)).toBe(before);
  });

  it('refuses a reused result, forged fields and a signature GeeTest does not recognise, in the reader\'s language', async () => {
    nextHour();
    const used = fake.mint();
    expect((await answer(used)).statusCode).toBe(200);
    const tokensBefore = await rows(captchaTokens);
    const a = fake.mint();
    const refused: [string, () => Promise<Awaited<ReturnType<typeof answer>>>][] = [
      ['reused pass_token', () => answer(used, 'en')],
      ['another check\'s pass_token', () => answer({ ...a, pass_token: fake.mint().pass_token }, 'en')],
      ['a made-up lot_number', () => answer({ ...a, lot_number: 'ab'.repeat(16) }, 'en')],
      // The browser never signs: a sign_token it sends is dropped, and ours is made with the key.
      ['a sign_token from the browser', () => answer({ ...fake.mint(), captcha_output: 'forged', sign_token: 'forged' }, 'en')],
    ];
    for (const [name, send] of refused) {
      const res = await send();
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ success: false, status: 3005, msg: 'The security check did not pass, please try it again' });
    }
    // Our signature made with a key that is not the one GeeTest holds for this id: a forged sign_token to GeeTest.
    await withSettings({ captchaKey: 'f'.repeat(32) }, async () => {
      const res = await answer(fake.mint());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 3005, msg: '安全验证未通过，请重新验证' });
    });
    expect(fake.requests.at(-1)?.form.sign_token).toBe(geetestSignToken('f'.repeat(32), fake.requests.at(-1)!.form.lot_number));
    expect(await rows(captchaTokens)).toBe(tokensBefore);
  });

  it('refuses incomplete or malformed fields before asking GeeTest', async () => {
    const asked = fake.requests.length;
    const a = fake.mint();
    const cases: [unknown, string, string][] = [
      [{ ...a, pass_token: undefined }, '安全验证结果不能为空', 'Security check result is required'],
      [{ ...a, gen_time: 'now' }, '安全验证结果格式不正确', 'Security check result has the wrong format'],
      [{ ...a, lot_number: 'x&captcha_id=other' }, '安全验证结果格式不正确', 'Security check result has the wrong format'],
      [{ ...a, captcha_output: 'o'.repeat(4097) }, '安全验证结果格式不正确', 'Security check result has the wrong format'],
      [{ id: 'puzzle', x: 10 }, '安全验证结果不能为空', 'Security check result is required'],
    ];
    for (const [body, zh, en] of cases) {
      expect((await answer(body)).json()).toMatchObject({ status: 1001, msg: zh });
      expect((await answer(body, 'en')).json()).toMatchObject({ status: 1001, msg: en });
    }
    expect(fake.requests.length).toBe(asked);
  });

  it('says the check is unavailable when GeeTest does not know our captcha id', async () => {
    await withSettings({ captchaId: 'a'.repeat(32) }, async () => {
      const res = await answer(fake.mint(), 'en');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 3006, msg: 'The security check is unavailable right now, please try again later' });
    });
  });

  it('fails closed when GeeTest does not answer: no pass, no code, a clear message', async () => {
    nextHour();
    const before = [await rows(captchaTokens), await rows(verificationCodes)];
    fake.stall = true;
    try {
      await withSettings({ timeoutMs: 400 }, async () => {
        const started = Date.now();
        const res = await answer(fake.mint());
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ success: false, status: 3006, msg: '安全验证服务暂时不可用，请稍后再试' });
        expect(Date.now() - started).toBeLessThan(4000);
        expect((await answer(fake.mint(), 'en')).json().msg).toBe('The security check is unavailable right now, please try again later');
      });
    } finally {
      fake.stall = false;
    }
    expect([await rows(captchaTokens), await rows(verificationCodes)]).toEqual(before);
    // Back when GeeTest answers again.
    expect((await answer(fake.mint())).statusCode).toBe(200);
  });

  it('guards a stepped-up sign-in the same way: the pass from GeeTest lets the attempt be judged', async () => {
    nextHour();
    const phone = newPhone();
    const login = (extra: Record<string, string> = {}) => post(ctx, '/api/auth/login', { phone, password: 'wrong-password-1', ...extra }, { lang: 'en' });
    for (let i = 0; i < 5; i++) expect((await login()).json().status).toBe(1101);
    expect((await login()).json().status).toBe(3001);
    const pass = (await answer(fake.mint())).json().data.token as string;
    expect((await login({ captchaToken: pass })).json().status).toBe(1101);
  });
});
