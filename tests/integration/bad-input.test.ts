// Bad input per endpoint: each answered 4xx with a clear message in the request's language,
// and nothing written to the database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { createTestContext, type TestContext } from './context.ts';
import { get, markVerified, newPhone, signUp } from './api.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await signUp(ctx));
  await markVerified(ctx, token); // a deposit needs a verified name: the recharge rows test the order's own checks
});
afterAll(async () => { await ctx.close(); });

/** Row counts of every table: "nothing written" means all of them are unchanged. */
async function snapshot(): Promise<Record<string, number>> {
  const tables = ['users', 'sessions', 'accounts', 'ledger_transactions', 'postings', 'idempotency_keys', 'recharge_orders', 'payment_events'];
  const out: Record<string, number> = {};
  for (const t of tables) {
    const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM ${t}`));
    out[t] = Number(r.n);
  }
  return out;
}

// smsCode: six digits, so the row under test is the one that fails (no code was sent, so it would fail last).
const goodSignUp = () => ({ phone: newPhone(), password: 'good-password', invitationCode: 'CS2VIP', ageConfirmed: 'true', termsAccepted: 'true', smsCode: '000000' });
const goodRecharge = { channel: 'alipay', currency: 'CNY', amount: '100' };
type Body = Record<string, unknown>;
const without = (o: Body, k: string) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k));

// [endpoint, description, body, HTTP status, zh-CN message, en message]
const cases: [string, string, () => Body, number, string, string][] = [
  ['/api/auth/signUp', 'missing phone', () => without(goodSignUp(), 'phone'), 400, '手机号不能为空', 'Phone number is required'],
  ['/api/auth/signUp', 'phone with 10 digits', () => ({ ...goodSignUp(), phone: '1380013800' }), 400, '请输入正确的手机号', 'Please enter a correct phone number'],
  ['/api/auth/signUp', 'phone starting 12', () => ({ ...goodSignUp(), phone: '12800138000' }), 400, '请输入正确的手机号', 'Please enter a correct phone number'],
  ['/api/auth/signUp', 'phone not a string', () => ({ ...goodSignUp(), phone: 13800138000 }), 400, '请输入正确的手机号', 'Please enter a correct phone number'],
  ['/api/auth/signUp', 'password of 7', () => ({ ...goodSignUp(), password: '1234567' }), 400, '密码长度为 8 到 64 个字符', 'The password must have 8 to 64 characters'],
  ['/api/auth/signUp', 'password of 65', () => ({ ...goodSignUp(), password: 'x'.repeat(65) }), 400, '密码长度为 8 到 64 个字符', 'The password must have 8 to 64 characters'],
  ['/api/auth/signUp', 'missing invitation code', () => without(goodSignUp(), 'invitationCode'), 400, '邀请码不能为空', 'Invitation code is required'],
  ['/api/auth/signUp', 'blank invitation code', () => ({ ...goodSignUp(), invitationCode: '   ' }), 400, '邀请码不能为空', 'Invitation code is required'],
  ['/api/auth/signUp', 'too long invitation code', () => ({ ...goodSignUp(), invitationCode: 'A'.repeat(33) }), 400, '邀请码最多 32 个字符', 'Invitation code may have at most 32 characters'],
  ['/api/auth/signUp', 'unknown invitation code', () => ({ ...goodSignUp(), invitationCode: 'NOSUCH99' }), 422, '邀请码不存在', 'Unknown invitation code'],
  ['/api/auth/signUp', 'age not confirmed', () => ({ ...goodSignUp(), ageConfirmed: 'false' }), 400, '请确认您已年满 18 周岁', 'Please confirm that you are at least 18 years old'],
  ['/api/auth/signUp', 'age missing', () => without(goodSignUp(), 'ageConfirmed'), 400, '请确认您已年满 18 周岁', 'Please confirm that you are at least 18 years old'],
  ['/api/auth/signUp', 'terms not accepted', () => ({ ...goodSignUp(), termsAccepted: 'no' }), 400, '请阅读并同意用户协议和隐私政策', 'Please accept the terms of service and the privacy policy'],
  ['/api/auth/login', 'missing password', () => ({ phone: '13800138000' }), 400, '密码不能为空', 'Password is required'],
  ['/api/auth/login', 'bad phone', () => ({ phone: 'abc', password: 'whatever1' }), 400, '请输入正确的手机号', 'Please enter a correct phone number'],
  ['/api/auth/login', 'unknown account', () => ({ phone: '13311112222', password: 'whatever1' }), 400, '手机号或密码错误', 'Wrong phone number or password'],
  ['/api/pay/recharge', 'missing channel', () => without(goodRecharge, 'channel'), 400, '请选择支付渠道', 'Please choose a payment channel'],
  ['/api/pay/recharge', 'missing currency', () => without(goodRecharge, 'currency'), 400, '请选择币种', 'Please choose a currency'],
  ['/api/pay/recharge', 'unknown channel', () => ({ ...goodRecharge, channel: 'paypal' }), 400, '不支持的支付渠道或币种', 'Unsupported payment channel or currency'],
  ['/api/pay/recharge', 'currency the channel lacks', () => ({ ...goodRecharge, currency: 'USD' }), 400, '不支持的支付渠道或币种', 'Unsupported payment channel or currency'],
  ['/api/pay/recharge', 'missing amount', () => without(goodRecharge, 'amount'), 400, '金额不能为空', 'Amount is required'],
  ['/api/pay/recharge', 'negative amount', () => ({ ...goodRecharge, amount: '-100' }), 400, '请输入正确的金额（最多两位小数）', 'Please enter a correct amount (at most two decimals)'],
  ['/api/pay/recharge', 'non-numeric amount', () => ({ ...goodRecharge, amount: 'abc' }), 400, '请输入正确的金额（最多两位小数）', 'Please enter a correct amount (at most two decimals)'],
  ['/api/pay/recharge', '3 decimals', () => ({ ...goodRecharge, amount: '100.001' }), 400, '请输入正确的金额（最多两位小数）', 'Please enter a correct amount (at most two decimals)'],
  ['/api/pay/recharge', 'exponent notation', () => ({ ...goodRecharge, amount: '1e3' }), 400, '请输入正确的金额（最多两位小数）', 'Please enter a correct amount (at most two decimals)'],
  ['/api/pay/recharge', 'below the minimum', () => ({ ...goodRecharge, amount: '9.99' }), 422, '充值金额需在 10 至 50000 元之间', 'The amount must be between 10 and 50000 yuan'],
  ['/api/pay/recharge', 'above the maximum', () => ({ ...goodRecharge, amount: '50000.01' }), 422, '充值金额需在 10 至 50000 元之间', 'The amount must be between 10 and 50000 yuan'],
  ['/api/pay/recharge', 'an amount too long', () => ({ ...goodRecharge, amount: '9'.repeat(40) }), 400, '请输入正确的金额（最多两位小数）', 'Please enter a correct amount (at most two decimals)'],
];

describe.each(['zh-CN', 'en'] as const)('in %s', (lang) => {
  for (const [url, name, body, status, zh, en] of cases) {
    it(`${url}: ${name}`, async () => {
      const before = await snapshot();
      const res = await ctx.app.inject({
        method: 'POST', url, payload: body(),
        headers: { token, lang, 'idempotency-key': url.includes('recharge') ? randomUUID() : '' },
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null, msg: lang === 'en' ? en : zh });
      expect(res.json().status).not.toBe(0);
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('query parameters', () => {
  for (const [query, msg] of [
    ['page=0', '页码需在 1 到 100000 之间'],
    ['page=abc', '页码必须是正整数'],
    ['page=1.5', '页码必须是正整数'],
    ['pageSize=1000', '每页条数需在 1 到 100 之间'],
    ['pageSize=-1', '每页条数需在 1 到 100 之间'],
  ] as const) {
    it(`getMyBalanceLog?${query}`, async () => {
      const res = await get(ctx, `/api/profile/getMyBalanceLog?${query}`, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    });
  }
});

describe('transport', () => {
  it('malformed JSON is a 400 envelope', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"phone":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: '请求内容不是有效的 JSON' });
  });

  it('an unknown API path is a 404 envelope', async () => {
    const res = await get(ctx, '/api/nope', { lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, msg: 'Not found' });
  });

  it('a body over the limit is refused', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `phone=${'1'.repeat(300_000)}` });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });
});
