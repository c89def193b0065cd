// Real-name verification through the sandbox provider: the 18+ rule at the server's clock (in
// China's date), masked storage only, approve and reject on the provider's page, the signed
// callback, and that only the owner can see or continue a verification.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { buildApp } from '../../../app.ts';
import { signCertifyCallback, certifySandboxSecret } from '../../../providers/certify/sandbox.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, idNumberFor, post, signUp, submitSandboxForm, userInfo } from '../../../../../tests/integration/api.ts';

/** 12:00 on 15 June 2026 in China. */
const NOW = new Date('2026-06-15T04:00:00Z');


let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
beforeEach(() => { ctx.setNow(NOW); });

async function certifications(): Promise<number> {
  const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM certifications`);
  return Number(r.n);
}

const certify = (token: string, body: Record<string, string>, lang = 'zh-CN') => post(ctx, '/api/auth/certify', body, { token, lang });

describe('age', () => {
  it('refuses one day short of 18 with a clear 422 and writes nothing; exactly 18 today is allowed', async () => {
    const { token } = await signUp(ctx);
    const before = await certifications();
    const young = await certify(token, { realName: '张三', idNumber: idNumberFor('20080616') });
    expect(young.statusCode).toBe(422);
    expect(young.json()).toMatchObject({ success: false, msg: '未满 18 周岁，无法完成实名认证' });
    const youngEn = await certify(token, { realName: '张三', idNumber: idNumberFor('20080616') }, 'en');
    expect(youngEn.json().msg).toBe('Real-name verification is only for people aged 18 or over');
    expect(await certifications()).toBe(before);

    const adult = await certify(token, { realName: '张三', idNumber: idNumberFor('20080615') });
    expect(adult.statusCode).toBe(200);
    const id = adult.json().data.certifyId;
    expect(adult.json().data.redirectUrl).toBe(`/certify/sandbox/${id}?back=${encodeURIComponent(`/personal?certify=${id}`)}`);
    expect(await certifications()).toBe(before + 1);
  });

  it('turns 18 at midnight in China, not in UTC', async () => {
    const { token } = await signUp(ctx);
    ctx.setNow(new Date('2026-06-14T15:59:59Z')); // 23:59:59 on the 14th in China
    expect((await certify(token, { realName: '李四', idNumber: idNumberFor('20080615') })).statusCode).toBe(422);
    ctx.setNow(new Date('2026-06-14T16:00:00Z')); // 00:00 on the 15th in China
    expect((await certify(token, { realName: '李四', idNumber: idNumberFor('20080615') })).statusCode).toBe(200);
  });

  it('refuses a birth date after today as a bad number', async () => {
    const { token } = await signUp(ctx);
    const res = await certify(token, { realName: '王五', idNumber: idNumberFor('20300101') });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请输入正确的 18 位身份证号码');
  });
});

describe('sandbox provider', () => {
  it('sends the person back to the page in their language, and to nowhere else', async () => {
    const { token } = await signUp(ctx);
    const started = await certify(token, { realName: '赵六', idNumber: idNumberFor('19880101') }, 'en');
    const { certifyId, redirectUrl } = started.json().data;
    expect(redirectUrl).toBe(`/certify/sandbox/${certifyId}?back=${encodeURIComponent(`/en/personal?certify=${certifyId}`)}`);
    // Another address put on the page's link is not followed: the default page instead.
    const forged = await get(ctx, `/certify/sandbox/${certifyId}?back=${encodeURIComponent('https://evil.example/')}`);
    expect(forged.body).not.toContain('evil.example');
    const approve = await submitSandboxForm(ctx, redirectUrl, 'approve');
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/en/personal?certify=${certifyId}`);
  });

  it('started from the recharge dialog, comes back with then=recharge (the page reopens it); an unknown then is refused', async () => {
    const { token } = await signUp(ctx);
    const started = await certify(token, { realName: '赵六', idNumber: idNumberFor('19880101'), then: 'recharge' }, 'en');
    const { certifyId, redirectUrl } = started.json().data;
    const back = `/en/personal?certify=${certifyId}&then=recharge`;
    expect(redirectUrl).toBe(`/certify/sandbox/${certifyId}?back=${encodeURIComponent(back)}`);
    const approve = await submitSandboxForm(ctx, redirectUrl, 'approve');
    expect(approve.headers.location).toBe(back);
    const bad = await certify(token, { realName: '赵六', idNumber: idNumberFor('19880101'), then: 'https://evil.example/' });
    expect(bad.statusCode).toBe(400);
  });

  it('stores only the masked name and number; approving verifies the account', async () => {
    const { token } = await signUp(ctx);
    const idNumber = idNumberFor('19900307');
    const started = await certify(token, { realName: '张三丰', idNumber });
    const { certifyId } = started.json().data;
    const [row] = await queryRows<Record<string, unknown>>(ctx.deps.db, sql`SELECT *, user_id::text AS user_id FROM certifications WHERE id = ${certifyId}`);
    expect(row).toMatchObject({ real_name: '张*丰', id_number_masked: `110***********${idNumber.slice(-4)}`, state: 0 });
    expect(JSON.stringify(row)).not.toContain(idNumber.slice(6, 14));
    expect(JSON.stringify(row)).not.toContain('张三丰');

    const pending = await get(ctx, `/api/auth/certifyResult?id=${certifyId}`, { token });
    expect(pending.json().data).toEqual({ certifyId, state: 0, reason: null, realName: '张*丰' });

    const page = await get(ctx, `/certify/sandbox/${certifyId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('张*丰');
    expect(page.body).not.toContain(idNumber);

    const approve = await submitSandboxForm(ctx, `/certify/sandbox/${certifyId}`, 'approve');
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/personal?certify=${certifyId}`);
    const done = await get(ctx, `/api/auth/certifyResult?id=${certifyId}`, { token });
    expect(done.json().data).toMatchObject({ state: 1, reason: null });
    expect((await userInfo(ctx, token)).realNameVerified).toBe(true);

    // A second click or a replayed callback changes nothing; a verified account cannot start again.
    const again = await submitSandboxForm(ctx, `/certify/sandbox/${certifyId}`, 'reject');
    expect(again.statusCode).toBe(303);
    expect((await get(ctx, `/api/auth/certifyResult?id=${certifyId}`, { token })).json().data.state).toBe(1);
    const twice = await certify(token, { realName: '张三丰', idNumber });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('您已完成实名认证');
  });

  it('rejecting leaves the account unverified, and a new attempt may follow', async () => {
    const { token } = await signUp(ctx);
    const { certifyId } = (await certify(token, { realName: '欧阳·娜娜', idNumber: idNumberFor('19951111') })).json().data;
    const reject = await submitSandboxForm(ctx, `/certify/sandbox/${certifyId}`, 'reject');
    expect(reject.statusCode).toBe(303);
    const result = (await get(ctx, `/api/auth/certifyResult?id=${certifyId}`, { token })).json().data;
    expect(result).toMatchObject({ state: 2, reason: 'mismatch', realName: '欧***娜' });
    expect((await userInfo(ctx, token)).realNameVerified).toBe(false);
    expect((await certify(token, { realName: '欧阳·娜娜', idNumber: idNumberFor('19951111') })).statusCode).toBe(200);
  });

  it('refuses a callback with a wrong or stale signature', async () => {
    const { token } = await signUp(ctx);
    const { certifyId } = (await certify(token, { realName: '赵六', idNumber: idNumberFor('19800101') })).json().data;
    const secret = certifySandboxSecret(ctx.config.appSecret);
    const send = (signature: string, body: string) => ctx.app.inject({
      method: 'POST', url: '/api/auth/certifyNotify/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature }, payload: body,
    });
    const forged = signCertifyCallback('not-the-secret', { certifyId, passed: true, reason: null }, NOW);
    expect((await send(forged.signature, forged.body)).statusCode).toBe(403);
    const stale = signCertifyCallback(secret, { certifyId, passed: true, reason: null }, new Date(NOW.getTime() - 301_000));
    expect((await send(stale.signature, stale.body)).statusCode).toBe(403);
    const good = signCertifyCallback(secret, { certifyId, passed: true, reason: null }, NOW);
    const tampered = good.body.replace(certifyId, `${certifyId}x`);
    expect((await send(good.signature, tampered)).statusCode).toBe(403);
    expect((await userInfo(ctx, token)).realNameVerified).toBe(false);
    expect((await send(good.signature, good.body)).statusCode).toBe(200);
    expect((await userInfo(ctx, token)).realNameVerified).toBe(true);
  });

  it('limits attempts to 5 a day', async () => {
    const { token } = await signUp(ctx);
    for (let i = 0; i < 5; i += 1) {
      const { certifyId } = (await certify(token, { realName: '孙七', idNumber: idNumberFor('19850505') })).json().data;
      await submitSandboxForm(ctx, `/certify/sandbox/${certifyId}`, 'reject');
    }
    const sixth = await certify(token, { realName: '孙七', idNumber: idNumberFor('19850505') });
    expect(sixth.statusCode).toBe(429);
    ctx.setNow(new Date(NOW.getTime() + 24 * 3600_000 + 1000));
    expect((await certify(token, { realName: '孙七', idNumber: idNumberFor('19850505') })).statusCode).toBe(200);
  });
});

describe('ownership', () => {
  it('only the owner reads the result or follows the redirect', async () => {
    const owner = await signUp(ctx);
    const stranger = await signUp(ctx);
    const { certifyId } = (await certify(owner.token, { realName: '周八', idNumber: idNumberFor('19700101') })).json().data;

    const redirect = await get(ctx, `/api/auth/certifyRedirect?id=${certifyId}`, { token: owner.token });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/certify/sandbox/${certifyId}`);

    for (const url of [`/api/auth/certifyResult?id=${certifyId}`, `/api/auth/certifyRedirect?id=${certifyId}`]) {
      const res = await get(ctx, url, { token: stranger.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null, msg: '认证记录不存在' });
      expect((await get(ctx, url)).statusCode).toBe(401);
    }
    const unknown = await get(ctx, '/api/auth/certifyResult?id=CFnope', { token: owner.token, lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('Verification not found');
    const missing = await get(ctx, '/api/auth/certifyResult', { token: owner.token, lang: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('Verification id is required');
  });

  it('needs a session to start', async () => {
    expect((await post(ctx, '/api/auth/certify', { realName: '张三', idNumber: idNumberFor('19900307') })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  let token: string;
  beforeAll(async () => { ({ token } = await signUp(ctx)); });
  const good = { realName: '张三', idNumber: idNumberFor('19900307') };
  const cases: [string, Record<string, string>, string, string][] = [
    ['missing name', { idNumber: good.idNumber }, '真实姓名不能为空', 'Real name is required'],
    ['blank name', { ...good, realName: '  ' }, '真实姓名不能为空', 'Real name is required'],
    ['one character', { ...good, realName: '张' }, '请输入 2 到 20 个汉字的真实姓名', 'Please enter your real name: 2 to 20 Chinese characters'],
    ['21 characters', { ...good, realName: '张'.repeat(21) }, '请输入 2 到 20 个汉字的真实姓名', 'Please enter your real name: 2 to 20 Chinese characters'],
    ['latin letters', { ...good, realName: 'Zhang San' }, '请输入 2 到 20 个汉字的真实姓名', 'Please enter your real name: 2 to 20 Chinese characters'],
    ['a digit', { ...good, realName: '张三1' }, '请输入 2 到 20 个汉字的真实姓名', 'Please enter your real name: 2 to 20 Chinese characters'],
    ['missing number', { realName: '张三' }, '身份证号码不能为空', 'ID card number is required'],
    ['17 characters', { ...good, idNumber: good.idNumber.slice(0, 17) }, '请输入正确的 18 位身份证号码', 'Please enter a correct 18-character ID card number'],
    ['wrong check character', { ...good, idNumber: good.idNumber.slice(0, 17) + (good.idNumber[17] === '0' ? '1' : '0') }, '请输入正确的 18 位身份证号码', 'Please enter a correct 18-character ID card number'],
    ['30 February', { ...good, idNumber: idNumberFor('19900230') }, '请输入正确的 18 位身份证号码', 'Please enter a correct 18-character ID card number'],
    ['letters inside', { ...good, idNumber: `1101011990X307123${good.idNumber[17]}` }, '请输入正确的 18 位身份证号码', 'Please enter a correct 18-character ID card number'],
  ];
  for (const lang of ['zh-CN', 'en'] as const) {
    for (const [name, body, zh, en] of cases) {
      it(`${lang}: ${name}`, async () => {
        const before = await certifications();
        const res = await certify(token, body, lang);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, data: null, msg: lang === 'en' ? en : zh });
        expect(await certifications()).toBe(before);
        expect((await userInfo(ctx, token)).realNameVerified).toBe(false);
      });
    }
  }
});

describe('production', () => {
  it('has no sandbox page and no provider', async () => {
    const app = await buildApp({ ...ctx.deps, config: { ...ctx.config, env: 'production' }, certify: null });
    await app.ready();
    const { token } = await signUp(ctx);
    try {
      const page = await app.inject({ method: 'GET', url: '/certify/sandbox/CF1' });
      expect(page.statusCode).toBe(404);
      const res = await app.inject({
        method: 'POST', url: '/api/auth/certify', headers: { token, 'content-type': 'application/json' },
        payload: JSON.stringify({ realName: '张三', idNumber: idNumberFor('19900307') }),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toBe('实名认证服务暂不可用');
    } finally {
      await app.close();
    }
  });
});
