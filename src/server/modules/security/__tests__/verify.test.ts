// POST api/auth/verify: the signed-in player proves again who they are (a security code sent to
// their phone, or their password) and this session counts as checked for ten minutes, which is
// what a guarded step (changing the phone) reads. Signed out: 401 before any other answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsPurpose } from '../../../../shared/constants.ts';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import type { AvailableSecurityWay, VerifyResult } from '../../../../shared/contracts/security.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { translate } from '../../../../shared/messages.ts';
import { createSession } from '../../auth/sessions.ts';
import { createUser } from '../../users/create.ts';
import { issueCode } from '../../verification/codes.ts';
import { SECURITY_CHECK_TTL_MS } from '../check.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, newPhone, post, signUp } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let clock = new Date('2026-05-01T02:00:00Z');
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
beforeEach(() => { clock = new Date(clock.getTime() + 2 * 3600_000); ctx.setNow(clock); });
const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); ctx.setNow(clock); };

const sms = (phone: string, purpose: SmsPurpose) =>
  issueCode(ctx.deps.db, { channel: 'sms', target: phone, purpose }, { ip: '127.0.0.1', now: clock }, ctx.config.appSecret);
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const verify = (token: string | undefined, body: Record<string, string>, lang = 'zh-CN') =>
  post(ctx, '/api/auth/verify', body, { lang, ...(token ? { token } : {}) });
const checked = async (token: string) => (await get(ctx, '/api/profile/getAvailableSecurityWay', { token })).json<Envelope<AvailableSecurityWay>>().data!.checkedRecently;

describe('POST api/auth/verify', () => {
  it('by password: this session is checked for ten minutes, and the answer says until when', async () => {
    const { token, phone } = await signUp(ctx);
    const other = (await post(ctx, '/api/auth/login', { phone, password: 'secret-pass-1' })).json<Envelope<{ token: string }>>().data!.token;
    const res = await verify(token, { password: 'secret-pass-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 0, msg: '', success: true,
      data: { way: 'password', expiresAt: new Date(clock.getTime() + SECURITY_CHECK_TTL_MS).toISOString() } satisfies VerifyResult,
    });
    expect(await checked(token)).toBe(true);
    expect(await checked(other)).toBe(false);
    advance(SECURITY_CHECK_TTL_MS);
    expect(await checked(token)).toBe(true);
    advance(1);
    expect(await checked(token)).toBe(false);
  });

  it('by a security code sent to the player\'s own phone, once; a code for anything else does not do', async () => {
    const { token, phone } = await signUp(ctx);
    const code = await sms(phone, 'security');
    expect((await verify(token, { code: wrong(code) })).statusCode).toBe(400);
    expect((await verify(token, { code: await sms(phone, 'changePhone') })).statusCode).toBe(400);
    expect((await verify(token, { code: await sms(newPhone(), 'security') })).statusCode).toBe(400);
    expect(await checked(token)).toBe(false);
    const res = await verify(token, { code, password: 'not-read' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<VerifyResult>>().data!.way).toBe('sms');
    expect(await checked(token)).toBe(true);
    // Single use.
    expect((await verify(token, { code })).statusCode).toBe(400);
  });

  it('a wrong password is refused in the reader\'s language and checks nothing', async () => {
    const { token } = await signUp(ctx);
    for (const lang of ['zh-CN', 'en'] as const) {
      const res = await verify(token, { password: 'wrong-password' }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: ERRORS.PROFILE_WRONG_PASSWORD.code, msg: translate(lang, 'err.wrongPassword'), data: null, success: false });
    }
    expect(await checked(token)).toBe(false);
  });

  it('with SMS checks turned on, a password does not stand in for the phone', async () => {
    const { token, phone } = await signUp(ctx);
    expect((await post(ctx, '/api/profile/bindSecurityWay', { way: 'sms', code: await sms(phone, 'security') }, { token })).statusCode).toBe(200);
    advance(SECURITY_CHECK_TTL_MS + 1000);
    const res = await verify(token, { password: 'secret-pass-1' }, 'en');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: ERRORS.SECURITY_CHECK_REQUIRED.code, msg: translate('en', 'err.securityCheckRequired'), data: null, success: false });
    expect(await checked(token)).toBe(false);
    expect((await verify(token, { code: await sms(phone, 'security') })).statusCode).toBe(200);
    expect(await checked(token)).toBe(true);
  });

  it('an account made through Steam (no password, no phone) cannot verify by either', async () => {
    const steamId = `7656119${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
    const id = await ctx.deps.db.transaction(async (tx) => createUser(tx, { steamId, nickname: 'steam player', inviterId: null }));
    const token = await createSession(ctx.deps.db, id!, { now: clock, ip: '127.0.0.1', userAgent: '' });
    expect((await verify(token, { password: 'anything-at-all' })).json()).toMatchObject({ status: ERRORS.PROFILE_WRONG_PASSWORD.code });
    expect((await verify(token, { code: '123456' })).json()).toMatchObject({ status: ERRORS.NO_PHONE_BOUND.code });
    expect(await checked(token)).toBe(false);
  });

  it('refuses a body without a password or code, and malformed ones, by name', async () => {
    const { token } = await signUp(ctx);
    const cases: [Record<string, string>, string, string][] = [
      [{}, translate('zh-CN', 'v.required', { field: 'field.password' }), translate('en', 'v.required', { field: 'field.password' })],
      [{ password: '' }, translate('zh-CN', 'v.required', { field: 'field.password' }), translate('en', 'v.required', { field: 'field.password' })],
      [{ code: '12a456' }, translate('zh-CN', 'v.code', { field: 'field.securityCode' }), translate('en', 'v.code', { field: 'field.securityCode' })],
      [{ password: 'x'.repeat(65) }, translate('zh-CN', 'v.password'), translate('en', 'v.password')],
    ];
    for (const [body, zh, en] of cases) {
      for (const [lang, want] of [['zh-CN', zh], ['en', en]] as const) {
        const res = await verify(token, body, lang);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual({ status: ERRORS.VALIDATION.code, msg: want, data: null, success: false });
      }
    }
  });

  it('signed out (no token, or one that is no session): 401 before the body is read', async () => {
    for (const token of [undefined, 'not-a-session']) {
      for (const body of [{}, { code: 'bad\u0000' }, { password: 'secret-pass-1' }] as Record<string, string>[]) {
        const res = await verify(token, body, 'en');
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: ERRORS.NOT_SIGNED_IN.code, msg: translate('en', 'err.notSignedIn'), data: null, success: false });
      }
    }
  });
});
