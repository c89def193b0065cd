// The shell's server side: GET api/common/sysConfig from the configuration, and the channelCode a
// visitor brings to sign-up (the spec's screens) kept on the account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { getConfig } from '../../../config/index.ts';
import { alipayTestEnv } from '../../../../../tests/fakes/alipay-certify-env.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, newPhone, post, smsCodeFor } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ PUBLIC_NOTICE: 'on' }); });
afterAll(async () => { await ctx.close(); });

async function signUpWith(phone: string, extra: Record<string, string>) {
  const smsCode = await smsCodeFor(ctx, phone, 'signUp');
  return post(ctx, '/api/auth/signUp', {
    phone, password: 'secret-pass-1', invitationCode: ctx.config.defaultInvitationCode, ageConfirmed: true, termsAccepted: true, smsCode, ...extra,
  });
}

async function channelOf(phone: string) {
  const [row] = await ctx.deps.db.select({ channelCode: users.channelCode }).from(users).where(eq(users.phone, phone));
  return row?.channelCode;
}

describe('GET api/common/sysConfig', () => {
  it('answers the switches from the configuration, the same for everyone', async () => {
    const res = await get(ctx, '/api/common/sysConfig');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, msg: '', data: { balanceTypeSwitch: false, publicText: true, firstDepositBonusPercent: 20 }, success: true });
    // It takes no parameters: anything sent along is ignored, never an error.
    const odd = await get(ctx, '/api/common/sysConfig?balanceTypeSwitch=1&x=%ZZ');
    expect(odd.statusCode).toBe(200);
    expect(odd.json().data).toEqual({ balanceTypeSwitch: false, publicText: true, firstDepositBonusPercent: 20 });
  });

  it('reads BALANCE_TYPE_SWITCH, PUBLIC_NOTICE and PUBLIC_NOTICE_ID, with on/off defaults per environment', async () => {
    const other = await createTestContext({ BALANCE_TYPE_SWITCH: 'on', PUBLIC_NOTICE: 'off', PUBLIC_NOTICE_ID: 'notice-2' });
    try {
      expect((await get(other, '/api/common/sysConfig')).json().data).toEqual({ balanceTypeSwitch: true, publicText: false, noticeId: 'notice-2', firstDepositBonusPercent: 20 });
    } finally {
      await other.close();
    }
    expect(getConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(16), SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'a', ALIYUN_SMS_ACCESS_KEY_SECRET: 'b', ALIYUN_SMS_SIGN_NAME: 'c', ALIYUN_SMS_TEMPLATE_CODE: 'd', MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://h:25', WAXPEER_API_KEY: 'k', CAPTCHA_PROVIDER: 'slider', PUBLIC_URL: 'https://shop.example.com', ...alipayTestEnv() }).shell)
      .toEqual({ balanceTypeSwitch: false, publicNotice: true, noticeId: undefined });
    expect(getConfig({ NODE_ENV: 'test' }).shell.publicNotice).toBe(false);
  });

  it('refuses a bad setting at start with the variable named', () => {
    expect(() => getConfig({ NODE_ENV: 'test', BALANCE_TYPE_SWITCH: 'yes' })).toThrow(/BALANCE_TYPE_SWITCH=yes is not one of on, off/);
    expect(() => getConfig({ NODE_ENV: 'test', PUBLIC_NOTICE: '1' })).toThrow(/PUBLIC_NOTICE=1/);
    expect(() => getConfig({ NODE_ENV: 'test', PUBLIC_NOTICE_ID: '../x' })).toThrow(/PUBLIC_NOTICE_ID/);
  });

  it('is only a GET', async () => {
    const res = await post(ctx, '/api/common/sysConfig', {});
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json()).toMatchObject({ success: false, data: null });
  });
});

describe('sign-up keeps the channelCode', () => {
  it('stores the channel the visitor came from', async () => {
    const phone = newPhone();
    const res = await signUpWith(phone, { channelCode: 'spring_ads-01' });
    expect(res.statusCode).toBe(200);
    expect(await channelOf(phone)).toBe('spring_ads-01');
  });

  it('signs up without one (null), and drops a malformed one rather than refusing the visitor', async () => {
    const plain = newPhone();
    expect((await signUpWith(plain, {})).statusCode).toBe(200);
    expect(await channelOf(plain)).toBeNull();
    const odd = newPhone();
    expect((await signUpWith(odd, { channelCode: '<script>' })).statusCode).toBe(200);
    expect(await channelOf(odd)).toBeNull();
    const long = newPhone();
    expect((await signUpWith(long, { channelCode: 'c'.repeat(65) })).statusCode).toBe(200);
    expect(await channelOf(long)).toBeNull();
  });
});
