// The player's authenticator: turning it on (secret shown once, a valid code confirms it, recovery
// codes answered once), turning it off (needs a code), the sign-in's second step from a new device
// (a known device goes straight in), one use per code (replay refused), guesses limited in the
// database, recovery codes spent once, and two confirms at once ending with one secret.
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import type { LoginResult } from '../../../../shared/contracts/auth.ts';
import type { TotpConfirmResult, TotpStart, TotpStatus } from '../../../../shared/contracts/totp.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { translate } from '../../../../shared/messages.ts';
import { userTotp, userTotpRecovery } from '../../../db/schema/index.ts';
import { TOTP_PERIOD_S } from '../../../console/auth/totp.ts';
import { openTotpSecret } from '../../../sealed-secret.ts';
import { TOTP_CHALLENGE_TTL_MS } from '../../auth/second-factor.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, post, signUp, smsCodeFor, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let clock = new Date('2026-06-01T02:00:00Z');
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
beforeEach(() => { clock = new Date(clock.getTime() + 2 * 3600_000); ctx.setNow(clock); });
const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); ctx.setNow(clock); };

const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(clock.getTime() / 1000) + steps * TOTP_PERIOD_S, period: TOTP_PERIOD_S });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
let device = 0;
/** Another browser: a User-Agent no session of the player has. */
const newDevice = () => ({ 'user-agent': `Mozilla/5.0 (Test device ${++device}) Firefox/140.0` });

async function enable(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await post(ctx, '/api/profile/totp/start', {}, { token });
  expect(start.statusCode, start.body).toBe(200);
  const { secret, otpauthUri } = start.json<Envelope<TotpStart>>().data!;
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUri).toContain(`secret=${secret}`);
  const res = await post(ctx, '/api/profile/totp/confirm', { code: await codeAt(secret) }, { token });
  expect(res.statusCode, res.body).toBe(200);
  const { recoveryCodes } = res.json<Envelope<TotpConfirmResult>>().data!;
  // The code that confirmed it is spent: the next use needs the next step.
  advance(TOTP_PERIOD_S * 1000);
  return { secret, recoveryCodes };
}
const status = async (token: string) => (await get(ctx, '/api/profile/totp', { token })).json<Envelope<TotpStatus>>().data!;
const login = (phone: string, headers: Record<string, string> = {}) => post(ctx, '/api/auth/login', { phone, password: 'secret-pass-1' }, headers);
const totpLogin = (challenge: string, code: string, headers: Record<string, string> = {}) => post(ctx, '/api/auth/totpLogin', { challenge, code }, headers);

describe('turning the authenticator on and off', () => {
  it('start shows a secret, a valid code confirms it and answers ten recovery codes once', async () => {
    const { token } = await signUp(ctx);
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const start = (await post(ctx, '/api/profile/totp/start', {}, { token })).json<Envelope<TotpStart>>().data!;
    const bad = await post(ctx, '/api/profile/totp/confirm', { code: wrongOf(await codeAt(start.secret)) }, { token, lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ERRORS.TOTP_CODE_INVALID.code, msg: translate('en', 'err.totpCodeInvalid'), data: null, success: false });
    const res = await post(ctx, '/api/profile/totp/confirm', { code: await codeAt(start.secret) }, { token });
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json<Envelope<TotpConfirmResult>>().data!.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Once on: no second start, no second confirm (the secret is never shown again).
    expect((await post(ctx, '/api/profile/totp/start', {}, { token })).json().status).toBe(ERRORS.TOTP_ALREADY_ON.code);
    expect((await post(ctx, '/api/profile/totp/confirm', { code: await codeAt(start.secret, 1) }, { token })).json().status).toBe(ERRORS.TOTP_ALREADY_ON.code);
    // Only their hashes are kept.
    const id = BigInt((await userInfo(ctx, token)).id);
    const kept = (await ctx.deps.db.select().from(userTotpRecovery).where(eq(userTotpRecovery.userId, id))).map((r) => r.codeHash);
    expect(kept).toHaveLength(10);
    for (const c of codes) expect(kept.some((h) => h.includes(c) || h.includes(c.replace('-', '')))).toBe(false);
  });

  it('confirm without a start is refused; a new start replaces the unconfirmed secret', async () => {
    const { token } = await signUp(ctx);
    expect((await post(ctx, '/api/profile/totp/confirm', { code: '123456' }, { token })).json().status).toBe(ERRORS.TOTP_NOT_STARTED.code);
    const first = (await post(ctx, '/api/profile/totp/start', {}, { token })).json<Envelope<TotpStart>>().data!;
    const second = (await post(ctx, '/api/profile/totp/start', {}, { token })).json<Envelope<TotpStart>>().data!;
    expect(second.secret).not.toBe(first.secret);
    expect((await post(ctx, '/api/profile/totp/confirm', { code: await codeAt(first.secret) }, { token })).statusCode).toBe(400);
    expect((await post(ctx, '/api/profile/totp/confirm', { code: await codeAt(second.secret) }, { token })).statusCode).toBe(200);
  });

  it('two confirms at once with the same secret: one turns it on, one set of recovery codes', async () => {
    const { token } = await signUp(ctx);
    const { secret } = (await post(ctx, '/api/profile/totp/start', {}, { token })).json<Envelope<TotpStart>>().data!;
    const code = await codeAt(secret);
    const answers = await Promise.all([0, 1, 2].map(() => post(ctx, '/api/profile/totp/confirm', { code }, { token })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const id = BigInt((await userInfo(ctx, token)).id);
    const rows = await ctx.deps.db.select().from(userTotp).where(eq(userTotp.userId, id));
    expect(rows).toHaveLength(1);
    expect(openTotpSecret(ctx.config.appSecret, rows[0].secret!)).toBe(secret);
    expect((await status(token)).recoveryCodesLeft).toBe(10);
  });

  it('two starts then confirms racing: the account ends with exactly one secret', async () => {
    const { token } = await signUp(ctx);
    const starts = await Promise.all([0, 1].map(() => post(ctx, '/api/profile/totp/start', {}, { token })));
    const secrets = starts.map((s) => s.json<Envelope<TotpStart>>().data!.secret);
    const answers = await Promise.all(secrets.map(async (s) => post(ctx, '/api/profile/totp/confirm', { code: await codeAt(s) }, { token })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const id = BigInt((await userInfo(ctx, token)).id);
    const rows = await ctx.deps.db.select().from(userTotp).where(eq(userTotp.userId, id));
    expect(rows).toHaveLength(1);
    expect(secrets).toContain(openTotpSecret(ctx.config.appSecret, rows[0].secret!));
    expect(rows[0].pendingSecret).toBeNull();
  });

  it('turning it off needs a valid code; a replayed one is refused', async () => {
    const { token } = await signUp(ctx);
    const { secret } = await enable(token);
    expect((await post(ctx, '/api/profile/totp/disable', {}, { token })).statusCode).toBe(400);
    expect((await post(ctx, '/api/profile/totp/disable', { code: wrongOf(await codeAt(secret)) }, { token })).json().status).toBe(ERRORS.TOTP_CODE_INVALID.code);
    // The step that confirmed it (one period ago) is spent.
    expect((await post(ctx, '/api/profile/totp/disable', { code: await codeAt(secret, -1) }, { token })).json().status).toBe(ERRORS.TOTP_CODE_INVALID.code);
    const res = await post(ctx, '/api/profile/totp/disable', { code: await codeAt(secret) }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await post(ctx, '/api/profile/totp/disable', { code: await codeAt(secret, 1) }, { token })).json().status).toBe(ERRORS.TOTP_NOT_ON.code);
  });

  it('signed out: 401', async () => {
    for (const url of ['/api/profile/totp/start', '/api/profile/totp/confirm', '/api/profile/totp/disable']) {
      expect((await post(ctx, url, { code: '123456' })).statusCode).toBe(401);
    }
    expect((await get(ctx, '/api/profile/totp')).statusCode).toBe(401);
  });
});

describe('the sign-in second step', () => {
  it('a known device goes straight in; a new one gets a challenge, and a code finishes it', async () => {
    const { token, phone } = await signUp(ctx);
    const { secret } = await enable(token);
    // The same browser and address as the session that turned it on.
    const known = await login(phone);
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json<Envelope<LoginResult>>().data!.token).not.toBe('');
    const ua = newDevice();
    const first = await login(phone, ua);
    expect(first.statusCode).toBe(200);
    const data = first.json<Envelope<LoginResult>>().data!;
    expect(data).toEqual({ token: '', secondFactor: 'totp', challenge: expect.any(String) });
    const res = await totpLogin(data.challenge!, await codeAt(secret), ua);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<Envelope<LoginResult>>().data!.token;
    expect(session).toBeTruthy();
    expect((await get(ctx, '/api/profile/userInfo', { token: session })).statusCode).toBe(200);
    // Now known: the next sign-in from it needs no code.
    expect((await login(phone, ua)).json<Envelope<LoginResult>>().data!.token).not.toBe('');
  });

  it('SMS sign-in from a new device asks too', async () => {
    const { token, phone } = await signUp(ctx);
    await enable(token);
    const code = await smsCodeFor(ctx, phone, 'login');
    const res = await post(ctx, '/api/auth/smsLogin', { phone, code }, newDevice());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<LoginResult>>().data!.secondFactor).toBe('totp');
  });

  it('a replayed code, a spent or expired challenge are refused', async () => {
    const { token, phone } = await signUp(ctx);
    const { secret } = await enable(token);
    const ua = newDevice();
    const c1 = (await login(phone, ua)).json<Envelope<LoginResult>>().data!.challenge!;
    const c2 = (await login(phone, ua)).json<Envelope<LoginResult>>().data!.challenge!;
    const code = await codeAt(secret);
    expect((await totpLogin(c1, code, ua)).statusCode).toBe(200);
    // The same code on another challenge: replay.
    const replay = await totpLogin(c2, code, { ...ua, lang: 'en' });
    expect(replay.json()).toEqual({ status: ERRORS.TOTP_CODE_INVALID.code, msg: translate('en', 'err.totpCodeInvalid'), data: null, success: false });
    // The spent challenge.
    advance(TOTP_PERIOD_S * 1000);
    expect((await totpLogin(c1, await codeAt(secret), ua)).json().status).toBe(ERRORS.TOTP_CHALLENGE_INVALID.code);
    // An expired one.
    const ua2 = newDevice();
    const c3 = (await login(phone, ua2)).json<Envelope<LoginResult>>().data!.challenge!;
    advance(TOTP_CHALLENGE_TTL_MS + 1);
    expect((await totpLogin(c3, await codeAt(secret), ua2)).json().status).toBe(ERRORS.TOTP_CHALLENGE_INVALID.code);
    expect((await totpLogin('nobody', '123456')).json().status).toBe(ERRORS.TOTP_CHALLENGE_INVALID.code);
  });

  it('wrong codes are limited per account and address; a clean address still gets in', async () => {
    const { token, phone } = await signUp(ctx);
    const { secret } = await enable(token);
    const ua = newDevice();
    const challenge = (await login(phone, ua)).json<Envelope<LoginResult>>().data!.challenge!;
    const wrong = wrongOf(await codeAt(secret));
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) answers.push((await totpLogin(challenge, wrong, ua)).json().status);
    expect(answers.slice(0, 10).every((s) => s === ERRORS.TOTP_CODE_INVALID.code)).toBe(true);
    expect(answers[10]).toBe(ERRORS.LOGIN_THROTTLED.code);
    // Even the right code is refused from that address for now…
    expect((await totpLogin(challenge, await codeAt(secret), ua)).json().status).toBe(ERRORS.LOGIN_THROTTLED.code);
    // …while the owner elsewhere signs in.
    const elsewhere = { ...newDevice(), 'x-forwarded-for': '198.51.100.7' };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/totpLogin', remoteAddress: '198.51.100.7', headers: { 'content-type': 'application/x-www-form-urlencoded', ...elsewhere }, payload: new URLSearchParams({ challenge, code: await codeAt(secret) }).toString() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a recovery code works once, in any case or spacing', async () => {
    const { token, phone } = await signUp(ctx);
    const { recoveryCodes } = await enable(token);
    const ua = newDevice();
    const c1 = (await login(phone, ua)).json<Envelope<LoginResult>>().data!.challenge!;
    expect((await totpLogin(c1, ` ${recoveryCodes[0].toLowerCase().replace('-', ' ')} `, ua)).statusCode).toBe(200);
    const ua2 = newDevice();
    const c2 = (await login(phone, ua2)).json<Envelope<LoginResult>>().data!.challenge!;
    expect((await totpLogin(c2, recoveryCodes[0], ua2)).json().status).toBe(ERRORS.TOTP_CODE_INVALID.code);
    expect((await totpLogin(c2, recoveryCodes[1], ua2)).statusCode).toBe(200);
    expect((await status(token)).recoveryCodesLeft).toBe(8);
  });
});

describe('the guarded steps ask for the code while it is on', () => {
  const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=abcdEFGH';

  it('take-back: refused without a code or with a wrong or replayed one; a valid code lets the request through', async () => {
    const { token } = await signUp(ctx);
    const { secret } = await enable(token);
    const take = (body: Record<string, string>) => post(ctx, '/api/profile/ornamentRetrieval', { ids: '999999', ...body }, { token, 'idempotency-key': `k-${Math.random()}`, lang: 'en' });
    const none = await take({});
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ status: ERRORS.TOTP_REQUIRED.code, msg: translate('en', 'err.totpRequired'), data: null, success: false });
    expect((await take({ totpCode: wrongOf(await codeAt(secret)) })).json().status).toBe(ERRORS.TOTP_CODE_INVALID.code);
    const code = await codeAt(secret);
    // Past the gate: the take-back's own answer (no such item), not the authenticator's.
    const passed = await take({ totpCode: code });
    expect([ERRORS.TOTP_REQUIRED.code, ERRORS.TOTP_CODE_INVALID.code]).not.toContain(passed.json().status);
    expect((await take({ totpCode: code })).json().status).toBe(ERRORS.TOTP_CODE_INVALID.code);
  });

  it('trade link and password: refused without the code, done with it; off, nothing is asked', async () => {
    const { token } = await signUp(ctx);
    expect((await post(ctx, '/api/profile/modifyTradeUrl', { tradeUrl }, { token })).statusCode).toBe(200);
    const { secret, recoveryCodes } = await enable(token);
    expect((await post(ctx, '/api/profile/modifyTradeUrl', { tradeUrl }, { token })).json().status).toBe(ERRORS.TOTP_REQUIRED.code);
    expect((await post(ctx, '/api/profile/modifyTradeUrl', { tradeUrl, totpCode: await codeAt(secret) }, { token })).statusCode).toBe(200);
    const pw = { oldPassword: 'secret-pass-1', newPassword: 'secret-pass-2' };
    expect((await post(ctx, '/api/auth/changePassword', pw, { token })).json().status).toBe(ERRORS.TOTP_REQUIRED.code);
    const res = await post(ctx, '/api/auth/changePassword', { ...pw, totpCode: recoveryCodes[0] }, { token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('phone and mail changes: refused without the code before anything else is judged', async () => {
    const { token } = await signUp(ctx);
    await enable(token);
    expect((await post(ctx, '/api/profile/changePhone', { phone: '13900000000', newCode: '123456' }, { token })).json().status).toBe(ERRORS.TOTP_REQUIRED.code);
    expect((await post(ctx, '/api/profile/bindMail', { email: 'a@example.com', code: '123456' }, { token })).json().status).toBe(ERRORS.TOTP_REQUIRED.code);
    expect((await post(ctx, '/api/profile/changeMail', { email: 'a@example.com', code: '123456' }, { token })).json().status).toBe(ERRORS.TOTP_REQUIRED.code);
  });
});
