// No account enumeration through the ways in: for a phone with an account and one without, every
// answer of login, signUp, smsLogin and findPassword has the same status and body, and both paths
// do the same slow work (argon2, the code check).
//
// Timing is asserted by structure, not by the clock: the spies below show that both paths call
// the same argon2 and code-check functions the same number of times. A measured ratio of response
// times would be flaky on a shared two-core machine (GC pauses, the other workers) and would
// mostly measure noise; the structure is what makes the times comparable.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumeCode } from '../../verification/codes.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import type * as Passwords from '../passwords.ts';
import type * as Codes from '../../verification/codes.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { form, newPhone, signUp } from '../../../../../tests/integration/api.ts';

vi.mock('../passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword), verifyPassword: vi.fn(real.verifyPassword) };
});
vi.mock('../../verification/codes.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Codes>();
  return { ...real, consumeCode: vi.fn(real.consumeCode) };
});

let ctx: TestContext;
let known: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ phone: known } = await signUp(ctx, newPhone(), 'known-password-1'));
});
afterAll(async () => { await ctx.close(); });

let ipSeq = 0;
function call(url: string, body: Record<string, string>, lang = 'zh-CN') {
  ipSeq += 1;
  return ctx.app.inject({
    method: 'POST', url, remoteAddress: `10.5.${ipSeq >> 8}.${ipSeq & 255}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang },
    payload: form(body),
  });
}

/** What one request costs: calls of the slow functions, and the purposes the code was checked for. */
async function work(run: () => Promise<{ statusCode: number; body: string }>) {
  vi.mocked(hashPassword).mockClear();
  vi.mocked(verifyPassword).mockClear();
  vi.mocked(consumeCode).mockClear();
  const res = await run();
  return {
    status: res.statusCode,
    body: res.body,
    hashes: vi.mocked(hashPassword).mock.calls.length,
    verifies: vi.mocked(verifyPassword).mock.calls.map(([stored]) => stored.slice(0, ARGON2.length)),
    codeChecks: vi.mocked(consumeCode).mock.calls.map(([, ref]) => ref.purpose),
  };
}

/** Known and unknown phone, in both languages: the same answer and the same work. */
async function expectAlike(url: string, body: (phone: string) => Record<string, string>) {
  const results = [];
  for (const lang of ['zh-CN', 'en']) {
    const a = await work(() => call(url, body(known), lang));
    const b = await work(() => call(url, body(newPhone()), lang));
    expect(a.status).toBeGreaterThanOrEqual(400);
    expect(b).toEqual(a);
    results.push(a);
  }
  return results[0];
}

const ARGON2 = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('a phone with an account and one without get the same answer and the same work', () => {
  it('login: a wrong password; both verify one argon2 hash', async () => {
    const r = await expectAlike('/api/auth/login', (phone) => ({ phone, password: 'wrong-password' }));
    expect(r.verifies).toEqual([ARGON2]);
    expect(r.body).toContain('手机号或密码错误');
  });

  it('signUp: a wrong code; both check a signUp code, neither looks further', async () => {
    const r = await expectAlike('/api/auth/signUp', (phone) => ({
      phone, password: 'some-password', invitationCode: ctx.config.defaultInvitationCode, ageConfirmed: 'true', termsAccepted: 'true', smsCode: '000000',
    }));
    expect(r.codeChecks).toEqual(['signUp']);
    expect(r.hashes).toBe(0);
    expect(r.body).toContain('验证码错误或已过期');
  });

  it('smsLogin: a wrong code; both check a login code', async () => {
    const r = await expectAlike('/api/auth/smsLogin', (phone) => ({ phone, code: '000000' }));
    expect(r.codeChecks).toEqual(['login']);
    expect(r.body).toContain('验证码错误或已过期');
  });

  it('findPassword: a wrong code; both check a findPassword code and hash the new password', async () => {
    const r = await expectAlike('/api/auth/findPassword', (phone) => ({ phone, code: '000000', password: 'new-password-1' }));
    expect(r.codeChecks).toEqual(['findPassword']);
    expect(r.hashes).toBe(1);
    expect(r.body).toContain('验证码错误或已过期');
  });

  it('the attempt limit answers alike too', async () => {
    const from = (phone: string) => ctx.app.inject({
      method: 'POST', url: '/api/auth/findPassword', remoteAddress: '10.4.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ phone, code: '000000', password: 'new-password-1' }),
    });
    const stranger = newPhone();
    for (let i = 0; i < 10; i++) {
      await from(known);
      await from(stranger);
    }
    const a = await from(known);
    const b = await from(stranger);
    expect(a.statusCode).toBe(429);
    expect(b.body).toBe(a.body);
  });
});
