// Sessions end: 30 days without use, 90 days after sign-in, under a test clock;
// last use moves at most once a minute; the player lists their sessions and ends others.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index.ts';
import { hashToken, publicSessionId } from '../sessions.ts';
import type { SessionInfo } from '../../../../shared/contracts/sessions.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, newPhone, post, signUp } from '../../../../../tests/integration/api.ts';

const DAY = 24 * 3600_000;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ctx: TestContext;
// The clock starts at a whole minute, so "a minute later" is exact.
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

/** A password sign-in from a given browser and address. */
async function login(phone: string, opts: { ua?: string; ip?: string } = {}): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress: opts.ip ?? '203.0.113.7',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': opts.ua ?? CHROME_WINDOWS },
    payload: new URLSearchParams({ phone, password: 'secret-pass-1' }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token;
}

async function status(token: string, ip = '203.0.113.7'): Promise<number> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/profile/userInfo', headers: { token }, remoteAddress: ip })).statusCode;
}

async function list(token: string): Promise<SessionInfo[]> {
  const res = await get(ctx, '/api/profile/sessions', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function row(token: string) {
  const [r] = await ctx.deps.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return r;
}

describe('session lifetime', () => {
  it('ends a session 30 days after its last use', async () => {
    ctx.setNow(T0);
    const { phone } = await signUp(ctx, newPhone());
    const unused = await login(phone);
    const used = await login(phone);
    ctx.setNow(at(29 * DAY));
    expect(await status(used)).toBe(200);
    ctx.setNow(at(30 * DAY + 60_000));
    expect(await status(unused)).toBe(401); // 30 days and a minute without use
    expect(await status(used)).toBe(200); // used a day ago (and now again)
    ctx.setNow(at(60 * DAY + 2 * 60_000));
    expect(await status(used)).toBe(401); // 30 days and a minute since that use, long before 90 days
  });

  it('ends a session 90 days after sign-in however often it is used', async () => {
    ctx.setNow(T0);
    const { phone } = await signUp(ctx, newPhone());
    const token = await login(phone);
    for (const day of [20, 40, 60, 80]) {
      ctx.setNow(at(day * DAY));
      expect(await status(token)).toBe(200);
    }
    ctx.setNow(at(90 * DAY - 60_000));
    expect(await status(token)).toBe(200);
    ctx.setNow(at(90 * DAY));
    expect(await status(token)).toBe(401);
  });

  it('follows SESSION_IDLE_DAYS and SESSION_MAX_DAYS', async () => {
    const short = await createTestContext({ SESSION_IDLE_DAYS: '2', SESSION_MAX_DAYS: '5' });
    try {
      short.setNow(T0);
      const { token } = await signUp(short, newPhone());
      const probe = async () => (await get(short, '/api/profile/userInfo', { token })).statusCode;
      short.setNow(at(2 * DAY - 60_000));
      expect(await probe()).toBe(200);
      short.setNow(at(4 * DAY - 120_000));
      expect(await probe()).toBe(200);
      short.setNow(at(5 * DAY));
      expect(await probe()).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('moves last use (and the address seen) at most once a minute', async () => {
    ctx.setNow(T0);
    const { phone } = await signUp(ctx, newPhone());
    const token = await login(phone, { ip: '203.0.113.7' });
    expect((await row(token)).lastUsedAt.toISOString()).toBe(T0.toISOString());
    ctx.setNow(at(59_000));
    expect(await status(token, '198.51.100.9')).toBe(200);
    expect((await row(token)).lastUsedAt.toISOString()).toBe(T0.toISOString()); // within the minute: no write
    expect((await row(token)).ip).toBe('203.0.113.7');
    ctx.setNow(at(61_000));
    expect(await status(token, '198.51.100.9')).toBe(200);
    const moved = await row(token);
    expect(moved.lastUsedAt.toISOString()).toBe(at(61_000).toISOString());
    expect(moved.ip).toBe('198.51.100.9');
    expect(moved.createdAt.toISOString()).toBe(T0.toISOString());
  });

  it('remembers a clean, bounded User-Agent', async () => {
    ctx.setNow(T0);
    const { phone } = await signUp(ctx, newPhone());
    const token = await login(phone, { ua: `  Evil\u0007Agent\u202E ${'x'.repeat(400)}` });
    const { userAgent } = await row(token);
    expect(userAgent.startsWith('Evil Agent x')).toBe(true);
    expect(Array.from(userAgent)).toHaveLength(200);
    expect(userAgent).not.toMatch(/[\p{Cc}\u202E]/u);
  });
});

describe('the list of sessions', () => {
  it("shows this user's live sessions only, with the current one marked and no token hash", async () => {
    ctx.setNow(T0);
    const { phone, token: first } = await signUp(ctx, newPhone());
    const other = await signUp(ctx, newPhone());
    ctx.setNow(at(5 * 60_000));
    const phoneSession = await login(phone, { ua: SAFARI_IPHONE, ip: '2001:db8:85a3::8a2e:370:7334' });
    ctx.setNow(at(10 * 60_000));
    const desk = await login(phone, { ua: CHROME_WINDOWS, ip: '203.0.113.7' });
    const ended = await login(phone);
    await post(ctx, '/api/auth/logout', {}, { token: ended });

    const res = await get(ctx, '/api/profile/sessions', { token: desk });
    for (const t of [first, phoneSession, desk, other.token]) expect(res.body).not.toContain(hashToken(t));
    const rows = res.json().data as SessionInfo[];
    expect(rows.map((r) => r.id).sort()).toEqual([first, phoneSession, desk].map((t) => publicSessionId(hashToken(t))).sort());
    expect(rows[0]).toEqual({
      id: publicSessionId(hashToken(desk)), browser: 'Chrome', os: 'Windows', deviceType: 'desktop', ip: '203.0.113.*',
      lastUsedAt: at(10 * 60_000).toISOString(), createdAt: at(10 * 60_000).toISOString(), current: true,
    });
    expect(rows[1]).toMatchObject({ browser: 'Safari', os: 'iOS', deviceType: 'mobile', ip: '2001:db8:85a3:*', current: false });
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    // Expired sessions leave the list: 30 days and a minute after the phone's last use.
    ctx.setNow(at(30 * DAY + 6 * 60_000));
    expect(await status(desk)).toBe(200);
    expect((await list(desk)).map((r) => r.id)).toEqual([publicSessionId(hashToken(desk))]);
  });

  it('needs a session', async () => {
    expect((await get(ctx, '/api/profile/sessions')).statusCode).toBe(401);
    expect((await post(ctx, '/api/profile/endOtherSessions', {})).statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends one other session: it gets 401, this one stays', async () => {
    ctx.setNow(T0);
    const { phone, token: here } = await signUp(ctx, newPhone());
    const there = await login(phone);
    const third = await login(phone);
    const res = await post(ctx, '/api/profile/endSession', { id: publicSessionId(hashToken(there)) }, { token: here });
    expect(res.json()).toEqual({ status: 0, msg: '', data: null, success: true });
    expect(await status(there)).toBe(401);
    expect(await status(here)).toBe(200);
    expect(await status(third)).toBe(200);
    // Once ended it is gone: the same id again is not found.
    const again = await post(ctx, '/api/profile/endSession', { id: publicSessionId(hashToken(there)) }, { token: here });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ status: 3309, msg: '该登录设备不存在或已退出', success: false });
  });

  it('ends every other session at once', async () => {
    ctx.setNow(T0);
    const { phone, token: here } = await signUp(ctx, newPhone());
    const others = [await login(phone), await login(phone, { ua: SAFARI_IPHONE })];
    const bystander = await signUp(ctx, newPhone());
    const res = await post(ctx, '/api/profile/endOtherSessions', {}, { token: here });
    expect(res.json().data).toEqual({ ended: 2 });
    for (const t of others) expect(await status(t)).toBe(401);
    expect(await status(here)).toBe(200);
    expect(await status(bystander.token)).toBe(200);
    expect((await list(here)).map((r) => r.current)).toEqual([true]);
  });

  it("cannot end another player's session", async () => {
    ctx.setNow(T0);
    const me = await signUp(ctx, newPhone());
    const them = await signUp(ctx, newPhone());
    const res = await post(ctx, '/api/profile/endSession', { id: publicSessionId(hashToken(them.token)) }, { token: me.token });
    expect(res.statusCode).toBe(404);
    expect(await status(them.token)).toBe(200);
    expect((await row(them.token)).revokedAt).toBeNull();
  });

  it('refuses a malformed id with a 400 naming the field, and changes nothing', async () => {
    ctx.setNow(T0);
    const { phone, token } = await signUp(ctx, newPhone());
    const other = await login(phone);
    for (const id of ['', 'xyz', hashToken(other), publicSessionId(hashToken(other)).toUpperCase(), `${publicSessionId(hashToken(other)).slice(0, 15)}\u0000`]) {
      const res = await post(ctx, '/api/profile/endSession', { id }, { token });
      expect(res.statusCode, JSON.stringify(id)).toBe(400);
      expect(res.json().msg).toMatch(/^登录设备编号(不能为空|格式不正确|包含不允许的字符)$/);
    }
    const missing = await post(ctx, '/api/profile/endSession', {}, { token, lang: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('Session id');
    expect(await status(other)).toBe(200);
  });
});
