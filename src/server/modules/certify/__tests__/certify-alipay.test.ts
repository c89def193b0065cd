// Real-name verification through Alipay's identity verification, against a local fake gateway
// (tests/fakes/alipay-certify.ts) with a production configuration: the person is sent to Alipay's
// signed certify address, comes back to /personal?certify=<id>, and reading the result asks
// Alipay (query) and stores it; our own 18+ check stands whatever Alipay says; a forged or missing
// answer, a timeout or an error is CERTIFY_UNAVAILABLE (503) with nothing stored as passed.
import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { buildApp } from '../../../app.ts';
import { createAlipayCertify } from '../../../providers/certify/alipay.ts';
import { FAKE_MATERIAL_INFO, startFakeAlipayCertify, type FakeAlipayCertify } from '../../../../../tests/fakes/alipay-certify.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, idNumberFor, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';

/** 12:00 on 15 June 2026 in China. */
const NOW = new Date('2026-06-15T04:00:00Z');

let fake: FakeAlipayCertify;
let ctx: TestContext;
/** The same deps answering as production does (no sandbox page, the configured provider only). */
let prod: TestContext;
beforeAll(async () => {
  fake = await startFakeAlipayCertify();
  ctx = await createTestContext(fake.env);
  const app = await buildApp({ ...ctx.deps, config: { ...ctx.config, env: 'production' } });
  await app.ready();
  prod = { ...ctx, app };
});
afterAll(async () => {
  await prod?.app.close();
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  ctx.setNow(NOW);
  fake.mode = 'ok';
});

const certify = (token: string, body: Record<string, string>, lang = 'zh-CN', on: TestContext = prod) => post(on, '/api/auth/certify', body, { token, lang });
const result = (token: string, id: string, lang = 'zh-CN', on: TestContext = prod) => get(on, `/api/auth/certifyResult?id=${id}`, { token, lang });

async function row(id: string): Promise<Record<string, unknown>> {
  const [r] = await queryRows<Record<string, unknown>>(ctx.deps.db, sql`SELECT *, user_id::text AS user_id FROM certifications WHERE id = ${id}`);
  return r;
}

async function certificationCount(): Promise<number> {
  const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM certifications`);
  return Number(r.n);
}

/** Follows the redirect address as the browser would, without following Alipay's own redirect. */
const open = (url: string) => fetch(url, { redirect: 'manual' });

describe('Alipay identity verification', () => {
  it('is the provider production uses when ALIPAY_* are set', () => {
    expect(ctx.config.certify.provider).toBe('alipay');
    expect(ctx.deps.certify?.name).toBe('alipay');
  });

  it('sends the player to Alipay, asks for the result on return and stores it: verified, with no ID number kept', async () => {
    const { token } = await signUp(ctx);
    const idNumber = idNumberFor('19900307');
    const started = await certify(token, { realName: '张三丰', idNumber });
    expect(started.statusCode).toBe(200);
    const { certifyId, redirectUrl } = started.json().data;

    // initialize: our id as outer_order_no, the face check, the identity, our return address.
    const c = fake.certifications.get(certifyId)!;
    expect(c).toMatchObject({ bizCode: 'FACE', returnUrl: `${ctx.config.publicUrl}/personal?certify=${certifyId}`, outcome: 'pending' });
    expect(c.identity).toEqual({ identity_type: 'CERT_INFO', cert_type: 'IDENTITY_CARD', cert_name: '张三丰', cert_no: idNumber });
    expect(fake.requests.every((r) => r.signatureOk)).toBe(true);

    // The address is Alipay's signed certify call for Alipay's certify_id.
    const target = new URL(redirectUrl);
    expect(`${target.origin}${target.pathname}`).toBe(fake.gateway);
    expect(target.searchParams.get('method')).toBe('alipay.user.certify.open.certify');
    expect(JSON.parse(target.searchParams.get('biz_content')!)).toEqual({ certify_id: c.certifyId });
    const page = await open(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('刷脸认证');

    // Pending while the person is still at Alipay; certifyRedirect sends them back there.
    const again = await get(prod, `/api/auth/certifyRedirect?id=${certifyId}`, { token });
    expect(again.statusCode).toBe(302);
    expect(new URL(again.headers.location as string).searchParams.get('method')).toBe('alipay.user.certify.open.certify');

    fake.decide(certifyId, true);
    const back = await open(redirectUrl);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${ctx.config.publicUrl}/personal?certify=${certifyId}`);

    const queriesBefore = fake.requests.filter((r) => r.method === 'alipay.user.certify.open.query').length;
    const done = await result(token, certifyId);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ certifyId, state: 1, reason: null, realName: '张*丰' });
    expect((await userInfo(prod, token)).realNameVerified).toBe(true);
    // Decided once: reading it again does not ask Alipay again.
    expect((await result(token, certifyId)).json().data.state).toBe(1);
    expect(fake.requests.filter((r) => r.method === 'alipay.user.certify.open.query').length).toBe(queriesBefore + 1);

    const stored = await row(certifyId);
    expect(stored).toMatchObject({ provider: 'alipay', provider_ref: c.certifyId, state: 1, real_name: '张*丰', id_number_masked: `110***********${idNumber.slice(-4)}` });
    const text = JSON.stringify(stored);
    expect(text).not.toContain(idNumber);
    expect(text).not.toContain(idNumber.slice(6, 14));
    expect(text).not.toContain('张三丰');
    expect(text).not.toContain(JSON.parse(FAKE_MATERIAL_INFO).FACIAL_PICTURE_FRONT);
  });

  it('a failed face check is stored as refused, and a new attempt may follow', async () => {
    const { token } = await signUp(ctx);
    const body = { realName: '欧阳·娜娜', idNumber: idNumberFor('19951111') };
    const { certifyId } = (await certify(token, body)).json().data;
    fake.decide(certifyId, false);
    const res = await result(token, certifyId, 'en');
    expect(res.json().data).toMatchObject({ state: 2, reason: 'mismatch' });
    expect((await userInfo(prod, token)).realNameVerified).toBe(false);
    expect((await certify(token, body)).statusCode).toBe(200);
  });

  it('refuses an ID under 18 itself, whatever Alipay would say: nothing reaches Alipay, nothing is stored', async () => {
    const { token } = await signUp(ctx);
    const before = fake.requests.length;
    const rowsBefore = await certificationCount();
    const young = await certify(token, { realName: '张三', idNumber: idNumberFor('20080616') });
    expect(young.statusCode).toBe(422);
    expect(young.json().msg).toBe('未满 18 周岁，无法完成实名认证');
    const youngEn = await certify(token, { realName: '张三', idNumber: idNumberFor('20080616') }, 'en');
    expect(youngEn.json().msg).toBe('Real-name verification is only for people aged 18 or over');
    expect(fake.requests.length).toBe(before);
    expect(await certificationCount()).toBe(rowsBefore);
  });

  it('refuses a pass for another identity than the one started (an under-18 one here)', async () => {
    const { token } = await signUp(ctx);
    const { certifyId } = (await certify(token, { realName: '李四', idNumber: idNumberFor('19800101') })).json().data;
    fake.decide(certifyId, true, JSON.stringify({ cert_type: 'IDENTITY_CARD', cert_name: '李四', cert_no: idNumberFor('20100101') }));
    expect((await result(token, certifyId)).json().data).toMatchObject({ state: 2, reason: 'identity' });
    expect((await userInfo(prod, token)).realNameVerified).toBe(false);
  });

  it('accepts a pass that names the identity it was started with', async () => {
    const { token } = await signUp(ctx);
    const idNumber = idNumberFor('19800202');
    const { certifyId } = (await certify(token, { realName: '王五', idNumber })).json().data;
    fake.decide(certifyId, true, JSON.stringify({ cert_type: 'IDENTITY_CARD', cert_name: '王五', cert_no: idNumber }));
    expect((await result(token, certifyId)).json().data).toMatchObject({ state: 1 });
  });

  it('refuses an answer whose signature is not Alipay\'s: 503, nothing passed, pending until a signed answer', async () => {
    const { token } = await signUp(ctx);
    fake.mode = 'forge';
    const forgedStart = await certify(token, { realName: '赵六', idNumber: idNumberFor('19800101') });
    expect(forgedStart.statusCode).toBe(503);
    expect(forgedStart.json().msg).toBe('实名认证服务暂不可用');
    // The attempt Alipay was asked about is closed as not passed (the player may start again).
    const asked = fake.requests.at(-1)!;
    expect(asked.method).toBe('alipay.user.certify.open.initialize');
    expect(await row(String(asked.bizContent.outer_order_no))).toMatchObject({ state: 2, reason: 'provider' });

    fake.mode = 'ok';
    const { certifyId } = (await certify(token, { realName: '赵六', idNumber: idNumberFor('19800101') })).json().data;
    fake.decide(certifyId, true);
    fake.mode = 'forge';
    const forged = await result(token, certifyId, 'en');
    expect(forged.statusCode).toBe(503);
    expect(forged.json().msg).toBe('Real-name verification is not available right now');
    expect((await row(certifyId)).state).toBe(0);
    expect((await userInfo(prod, token)).realNameVerified).toBe(false);
    fake.mode = 'ok';
    expect((await result(token, certifyId)).json().data.state).toBe(1);
  });

  it('a system error or an HTTP error from Alipay is 503 and decides nothing', async () => {
    const { token } = await signUp(ctx);
    const { certifyId } = (await certify(token, { realName: '孙七', idNumber: idNumberFor('19850505') })).json().data;
    fake.decide(certifyId, true);
    for (const mode of ['error', 'http-error'] as const) {
      fake.mode = mode;
      expect((await result(token, certifyId)).statusCode).toBe(503);
      expect((await certify(token, { realName: '孙七', idNumber: idNumberFor('19850505') })).statusCode).toBe(503);
    }
    expect((await row(certifyId)).state).toBe(0);
    expect((await userInfo(prod, token)).realNameVerified).toBe(false);
  });

  it('Alipay timing out is 503 in the reader\'s language, with nothing stored as passed', async () => {
    const app = await buildApp({
      ...ctx.deps, config: { ...ctx.config, env: 'production' },
      certify: createAlipayCertify({ keys: ctx.config.certify.alipay!, publicUrl: ctx.config.publicUrl, timeoutMs: 300 }),
    });
    await app.ready();
    const slow = { ...ctx, app };
    try {
      const { token } = await signUp(ctx);
      const { certifyId } = (await certify(token, { realName: '周八', idNumber: idNumberFor('19700101') }, 'zh-CN', slow)).json().data;
      fake.decide(certifyId, true);
      fake.mode = 'hang';
      const read = await result(token, certifyId, 'en', slow);
      expect(read.statusCode).toBe(503);
      expect(read.json()).toMatchObject({ success: false, data: null, msg: 'Real-name verification is not available right now' });
      expect((await row(certifyId)).state).toBe(0);

      const start = await certify(token, { realName: '周八', idNumber: idNumberFor('19700101') }, 'zh-CN', slow);
      expect(start.statusCode).toBe(503);
      expect(start.json().msg).toBe('实名认证服务暂不可用');
      expect((await userInfo(prod, token)).realNameVerified).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('a request signed with another key than the app\'s is refused by Alipay: 503', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const app = await buildApp({
      ...ctx.deps, config: { ...ctx.config, env: 'production' },
      certify: createAlipayCertify({ keys: { ...ctx.config.certify.alipay!, privateKey: other }, publicUrl: ctx.config.publicUrl }),
    });
    await app.ready();
    try {
      const { token } = await signUp(ctx);
      const res = await certify(token, { realName: '吴九', idNumber: idNumberFor('19750303') }, 'zh-CN', { ...ctx, app });
      expect(res.statusCode).toBe(503);
      expect(fake.requests.at(-1)).toMatchObject({ method: 'alipay.user.certify.open.initialize', signatureOk: false });
      expect((await userInfo(prod, token)).realNameVerified).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('has no callback address (Alipay sends none) and no sandbox page', async () => {
    const notify = await prod.app.inject({
      method: 'POST', url: '/api/auth/certifyNotify/alipay', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ certifyId: 'CF1', passed: true }),
    });
    expect(notify.statusCode).toBe(404);
    expect((await get(prod, '/certify/sandbox/CF1')).statusCode).toBe(404);
  });
});
