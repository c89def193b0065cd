// Bad input to sign-up's code, SMS login and find password: each answered 4xx with a clear message
// in the request's language, and no account, session, balance account or code written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { form, newPhone, signUp } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let known: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ phone: known } = await signUp(ctx));
});
afterAll(async () => { await ctx.close(); });

/** Row counts; auth_failures is left out on purpose: a wrong code is a failed sign-in and is counted. */
async function snapshot(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of ['users', 'sessions', 'accounts', 'verification_codes']) {
    const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM ${t}`));
    out[t] = Number(r.n);
  }
  return out;
}

type Body = Record<string, string>;
const without = (o: Body, k: string) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k));
const signUpBody = (): Body => ({
  phone: newPhone(), password: 'good-password', invitationCode: 'CS2VIP', ageConfirmed: 'true', termsAccepted: 'true', smsCode: '123456',
});
const smsLogin = (): Body => ({ phone: newPhone(), code: '123456' });
const findPassword = (): Body => ({ phone: newPhone(), code: '123456', password: 'new-password-1' });

const CODE_ZH = '请输入 6 位数字验证码';
const CODE_EN = 'Please enter the 6-digit code';
const WRONG_ZH = '验证码错误或已过期';
const WRONG_EN = 'The code is wrong or has expired';

// [endpoint, description, body, HTTP status, zh-CN message, en message]
const cases: [string, string, () => Body, number, string, string][] = [
  ['/api/auth/signUp', 'missing code', () => without(signUpBody(), 'smsCode'), 400, '验证码不能为空', 'Code is required'],
  ['/api/auth/signUp', 'blank code', () => ({ ...signUpBody(), smsCode: '  ' }), 400, '验证码不能为空', 'Code is required'],
  ['/api/auth/signUp', 'code of 5 digits', () => ({ ...signUpBody(), smsCode: '12345' }), 400, CODE_ZH, CODE_EN],
  ['/api/auth/signUp', 'code of 7 digits', () => ({ ...signUpBody(), smsCode: '1234567' }), 400, CODE_ZH, CODE_EN],
  ['/api/auth/signUp', 'code with letters', () => ({ ...signUpBody(), smsCode: '12a456' }), 400, CODE_ZH, CODE_EN],
  ['/api/auth/signUp', 'a code never sent', () => signUpBody(), 400, WRONG_ZH, WRONG_EN],
  ['/api/auth/signUp', 'a taken phone without a code sent', () => ({ ...signUpBody(), phone: known }), 400, WRONG_ZH, WRONG_EN],
  ['/api/auth/smsLogin', 'missing phone', () => without(smsLogin(), 'phone'), 400, '手机号不能为空', 'Phone number is required'],
  ['/api/auth/smsLogin', 'bad phone', () => ({ ...smsLogin(), phone: '1380013800' }), 400, '请输入正确的手机号', 'Please enter a correct phone number'],
  ['/api/auth/smsLogin', 'missing code', () => without(smsLogin(), 'code'), 400, '验证码不能为空', 'Code is required'],
  ['/api/auth/smsLogin', 'code with a space inside', () => ({ ...smsLogin(), code: '123 456' }), 400, CODE_ZH, CODE_EN],
  ['/api/auth/smsLogin', 'a very long code', () => ({ ...smsLogin(), code: '1'.repeat(5000) }), 400, CODE_ZH, CODE_EN],
  ['/api/auth/smsLogin', 'an unknown phone', () => smsLogin(), 400, WRONG_ZH, WRONG_EN],
  ['/api/auth/smsLogin', 'a known phone, no code sent', () => ({ ...smsLogin(), phone: known }), 400, WRONG_ZH, WRONG_EN],
  ['/api/auth/findPassword', 'missing phone', () => without(findPassword(), 'phone'), 400, '手机号不能为空', 'Phone number is required'],
  ['/api/auth/findPassword', 'missing code', () => without(findPassword(), 'code'), 400, '验证码不能为空', 'Code is required'],
  ['/api/auth/findPassword', 'bad code', () => ({ ...findPassword(), code: 'abcdef' }), 400, CODE_ZH, CODE_EN],
  ['/api/auth/findPassword', 'missing password', () => without(findPassword(), 'password'), 400, '密码不能为空', 'Password is required'],
  ['/api/auth/findPassword', 'password of 7', () => ({ ...findPassword(), password: '1234567' }), 400, '密码长度为 8 到 64 个字符', 'The password must have 8 to 64 characters'],
  ['/api/auth/findPassword', 'password of 65', () => ({ ...findPassword(), password: 'x'.repeat(65) }), 400, '密码长度为 8 到 64 个字符', 'The password must have 8 to 64 characters'],
  ['/api/auth/findPassword', 'an unknown phone', () => findPassword(), 400, WRONG_ZH, WRONG_EN],
  ['/api/auth/findPassword', 'a known phone, no code sent', () => ({ ...findPassword(), phone: known }), 400, WRONG_ZH, WRONG_EN],
];

let ipSeq = 0;
describe.each(['zh-CN', 'en'] as const)('in %s', (lang) => {
  for (const [url, name, body, status, zh, en] of cases) {
    it(`${url}: ${name}`, async () => {
      const before = await snapshot();
      ipSeq += 1;
      // A fresh address per request, so the sign-in throttle never answers first.
      const res = await ctx.app.inject({
        method: 'POST', url, remoteAddress: `10.6.${ipSeq >> 8}.${ipSeq & 255}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', lang },
        payload: form(body()),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null, msg: lang === 'en' ? en : zh });
      expect(res.json().status).not.toBe(0);
      expect(await snapshot()).toEqual(before);
    });
  }
});
