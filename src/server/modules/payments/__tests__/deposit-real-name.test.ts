// Depositing needs a verified real name, and verification refuses anyone under 18.
// An unverified player's top-up is refused (DEPOSIT_NEEDS_REAL_NAME, in the request's language)
// before any order exists, however many race; a minor's number is refused by the certification
// and the deposit stays refused; a verification approved on the sandbox provider's page opens it.
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { idNumberFor, post, signUp, submitSandboxForm, userInfo } from '../../../../../tests/integration/api.ts';

/** 12:00 on 15 June 2026 in China. */
const NOW = new Date('2026-06-15T04:00:00Z');
const CODE = ERRORS.DEPOSIT_NEEDS_REAL_NAME.code;
const ZH = '请先完成实名认证（须年满 18 周岁）再充值';
const EN = 'Verify your real name (18 or over) before you top up';


let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
beforeEach(() => { ctx.setNow(NOW); });

/** The recharge route itself (not api.ts's recharge, which verifies the player first). */
const topUp = (token: string, lang = 'zh-CN', amount = '100') =>
  post(ctx, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount }, { token, lang, 'idempotency-key': randomUUID() });

async function ordersOf(token: string): Promise<number> {
  const id = BigInt((await userInfo(ctx, token)).id);
  const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM recharge_orders WHERE user_id = ${id}`);
  return Number(r.n);
}

const certify = (token: string, idNumber: string, lang = 'zh-CN') => post(ctx, '/api/auth/certify', { realName: '张三', idNumber }, { token, lang });

describe('a deposit needs a verified real name', () => {
  it('refuses an unverified player in zh-CN and en, with no order; verified on the sandbox page, the same player tops up', async () => {
    const { token } = await signUp(ctx);
    expect((await userInfo(ctx, token)).realNameVerified).toBe(false);

    const zh = await topUp(token);
    expect(zh.statusCode).toBe(403);
    expect(zh.json()).toMatchObject({ success: false, status: CODE, data: null, msg: ZH });
    const en = await topUp(token, 'en');
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({ success: false, status: CODE, msg: EN });
    expect(await ordersOf(token)).toBe(0);

    // Started but not yet approved is not verified.
    const started = await certify(token, idNumberFor('19900307'));
    expect(started.statusCode).toBe(200);
    const { certifyId } = started.json().data as { certifyId: string };
    expect((await topUp(token)).json().status).toBe(CODE);

    const approve = await submitSandboxForm(ctx, `/certify/sandbox/${certifyId}`, 'approve');
    expect(approve.statusCode).toBe(303);
    expect((await userInfo(ctx, token)).realNameVerified).toBe(true);

    const ok = await topUp(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.orderId).toBeTruthy();
    expect(await ordersOf(token)).toBe(1);
  });

  it('a verification the provider rejects leaves the deposit refused', async () => {
    const { token } = await signUp(ctx);
    const { certifyId } = (await certify(token, idNumberFor('19851010'))).json().data as { certifyId: string };
    expect((await submitSandboxForm(ctx, `/certify/sandbox/${certifyId}`, 'reject')).statusCode).toBe(303);
    const res = await topUp(token, 'en');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: CODE, msg: EN });
    expect(await ordersOf(token)).toBe(0);
  });

  it('a minor\'s identity number is refused with CERTIFY_UNDERAGE, and the deposit stays refused', async () => {
    const { token } = await signUp(ctx);
    // 18 tomorrow (16 June 2008): one day short.
    const young = await certify(token, idNumberFor('20080616'));
    expect(young.statusCode).toBe(422);
    expect(young.json()).toMatchObject({ success: false, status: ERRORS.CERTIFY_UNDERAGE.code, msg: '未满 18 周岁，无法完成实名认证' });
    const youngEn = await certify(token, idNumberFor('20080616'), 'en');
    expect(youngEn.json()).toMatchObject({ status: ERRORS.CERTIFY_UNDERAGE.code, msg: 'Real-name verification is only for people aged 18 or over' });
    expect((await userInfo(ctx, token)).realNameVerified).toBe(false);

    const res = await topUp(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: CODE, msg: ZH });
    expect(await ordersOf(token)).toBe(0);
  });

  it('50 racing recharges of an unverified player are all refused, and no order is made', async () => {
    const { token } = await signUp(ctx);
    const all = await Promise.all(Array.from({ length: 50 }, (_, i) => topUp(token, i % 2 ? 'en' : 'zh-CN', String(10 + i))));
    for (const [i, res] of all.entries()) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, status: CODE, msg: i % 2 ? EN : ZH });
    }
    expect(await ordersOf(token)).toBe(0);
  });

  it('the other refusals still come first: a signed-out top-up is asked to sign in', async () => {
    const res = await post(ctx, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount: '100' }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode).toBe(401);
  });
});

describe('REAL_NAME=off: the operator lifted the rule', () => {
  let off: TestContext;
  beforeAll(async () => { off = await createTestContext({ REAL_NAME: 'off' }); });
  afterAll(async () => { await off.close(); });

  it('an unverified player tops up; the recharge dialog is told no name is needed; the other refusals stay', async () => {
    off.setNow(NOW);
    const { token } = await signUp(off);
    const channels = await off.app.inject({ method: 'GET', url: '/api/pay/getChannels', headers: { token } });
    expect(channels.json().data.realNameRequired).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pay/getChannels', headers: { token } })).json().data.realNameRequired).toBe(true);

    const res = await post(off, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount: '100' }, { token, 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const id = BigInt((await userInfo(off, token)).id);
    const [r] = await queryRows<{ n: number }>(off.deps.db, sql`SELECT count(*)::int AS n FROM recharge_orders WHERE user_id = ${id}`);
    expect(r.n).toBe(1);

    // A self-excluded player is still refused a deposit.
    await queryRows(off.deps.db, sql`INSERT INTO exclusions (user_id, kind, length, starts_at, ends_at) VALUES (${id}, 'self', '7d', ${NOW.toISOString()}::timestamptz - interval '1 minute', ${NOW.toISOString()}::timestamptz + interval '7 days')`);
    const refused = await post(off, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount: '100' }, { token, 'idempotency-key': randomUUID() });
    expect(refused.json().status).toBe(ERRORS.PLAY_SELF_EXCLUDED.code);
  });
});
