// Failed sign-ins: 10 per 15 minutes per account and per IP, then 429 with a clear message, the
// same for known and unknown phones. Changing the password ends every other session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { form, get, newPhone, post, signUp } from './api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

function loginFrom(ip: string, phone: string, password: string, lang = 'zh-CN') {
  return ctx.app.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang },
    payload: form({ phone, password }),
  });
}

describe('failed sign-in throttling', () => {
  it('locks an account after 10 failures in 15 minutes, even for the right password, then lets it in again', async () => {
    const start = new Date('2026-11-21T10:00:00Z');
    ctx.setNow(start);
    const { phone } = await signUp(ctx, newPhone(), 'right-password');
    for (let i = 0; i < 10; i++) {
      // From ten different addresses: the account's own count is what locks it.
      expect((await loginFrom(`10.0.0.${i}`, phone, 'wrong-password')).statusCode).toBe(400);
    }
    const locked = await loginFrom('10.0.1.1', phone, 'right-password', 'en');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, msg: 'Too many failed sign-ins, please try again in 15 minutes' });

    ctx.setNow(new Date(start.getTime() + 15 * 60_000 + 1000));
    expect((await loginFrom('10.0.1.1', phone, 'right-password')).statusCode).toBe(200);
  });

  it('locks an address after 10 failures across accounts, and answers unknown phones alike', async () => {
    ctx.setNow(new Date('2026-11-21T12:00:00Z'));
    const { phone } = await signUp(ctx, newPhone(), 'right-password');
    for (let i = 0; i < 10; i++) await loginFrom('192.0.2.7', newPhone(), 'whatever-1');
    const known = await loginFrom('192.0.2.7', phone, 'right-password');
    const unknown = await loginFrom('192.0.2.7', newPhone(), 'right-password');
    expect(known.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    // Another address is not affected.
    expect((await loginFrom('192.0.2.8', phone, 'right-password')).statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password, keeps this session and ends every other', async () => {
    ctx.setNow(new Date('2026-11-21T14:00:00Z'));
    const phone = newPhone();
    const { token: here } = await signUp(ctx, phone, 'old-password');
    const elsewhere = (await loginFrom('198.51.100.1', phone, 'old-password')).json().data.token as string;

    const wrong = await post(ctx, '/api/auth/changePassword', { oldPassword: 'not-it', newPassword: 'new-password' }, { token: here });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('原密码错误');
    const short = await post(ctx, '/api/auth/changePassword', { oldPassword: 'old-password', newPassword: 'short' }, { token: here });
    expect(short.statusCode).toBe(400);
    expect((await get(ctx, '/api/profile/userInfo', { token: elsewhere })).statusCode).toBe(200);

    const changed = await post(ctx, '/api/auth/changePassword', { oldPassword: 'old-password', newPassword: 'new-password' }, { token: here });
    expect(changed.statusCode).toBe(200);
    expect((await get(ctx, '/api/profile/userInfo', { token: here })).statusCode).toBe(200);
    expect((await get(ctx, '/api/profile/userInfo', { token: elsewhere })).statusCode).toBe(401);
    expect((await loginFrom('198.51.100.2', phone, 'old-password')).statusCode).toBe(400);
    expect((await loginFrom('198.51.100.2', phone, 'new-password')).statusCode).toBe(200);
  });
});
