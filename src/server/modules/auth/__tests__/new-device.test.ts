// The new-device message (docs/decisions/0104): a sign-in by password or SMS code from a device the
// account has not used posts one inbox message naming the way in, the browser, the OS and the
// address; the same device again, the device of the sign-up, and a sign-in waiting for its
// authenticator code post none; racing sign-ins from one new device post one. Known devices live
// in the database. PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../../../../shared/messages.ts';
import { knownDevices, messages } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, post, signUp, smsCodeFor, userInfo } from '../../../../../tests/integration/api.ts';
import { codeMail } from '../../../providers/mail/smtp.ts';
import { deviceFingerprint } from '../new-device.ts';

let ctx: TestContext;
let clock = new Date('2026-07-01T02:00:00Z');
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
beforeEach(() => { clock = new Date(clock.getTime() + 2 * 3600_000); ctx.setNow(clock); });

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const login = (phone: string, ua: string, ip = '198.51.100.7') =>
  ctx.app.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': ua },
    payload: new URLSearchParams({ phone, password: 'secret-pass-1' }).toString(),
  });

async function securityMessagesOf(token: string) {
  const id = BigInt((await userInfo(ctx, token)).id);
  return ctx.deps.db.select().from(messages).where(and(eq(messages.userId, id), eq(messages.kind, 'security')));
}

describe('a sign-in from a new device', () => {
  it('posts one inbox message with the way in, the browser, the OS and the address; the same device again posts none', async () => {
    const { token, phone } = await signUp(ctx);
    expect(await securityMessagesOf(token)).toEqual([]);
    const first = await login(phone, FIREFOX_LINUX);
    expect(first.statusCode, first.body).toBe(200);
    const [m] = await securityMessagesOf(token);
    expect(m).toMatchObject({
      titleKey: 'inbox.security.device.title', bodyKey: 'inbox.security.device.body',
      params: { method: 'inbox.security.method.password', browser: 'Firefox', os: 'Linux', place: '198.51.100.7' },
    });
    // Read in the reader's language, the way in translated too.
    const list = await get(ctx, '/api/message/listMessage', { token, lang: 'en' });
    expect(list.json().data.list[0].title).toBe(translate('en', 'inbox.security.device.title'));
    const detail = await get(ctx, `/api/message/getMessageDetail?id=${m.id}`, { token, lang: 'en' });
    expect(detail.json().data.body).toContain('by password');
    expect(detail.json().data.body).toContain('Firefox on Linux, address 198.51.100.7');

    // The same browser on the same machine from another address and a newer version: the same device.
    expect((await login(phone, FIREFOX_LINUX.replaceAll('140.0', '141.0'), '203.0.113.9')).statusCode).toBe(200);
    expect(await securityMessagesOf(token)).toHaveLength(1);
    // Another device: a second message.
    expect((await login(phone, SAFARI_IPHONE)).statusCode).toBe(200);
    const both = await securityMessagesOf(token);
    expect(both).toHaveLength(2);
    expect(both[1].params).toMatchObject({ browser: 'Safari', os: 'iOS' });
  });

  it('the device an account was made on is known from the start', async () => {
    const { token, phone } = await signUp(ctx);
    const [made] = await ctx.deps.db.select().from(knownDevices).where(eq(knownDevices.userId, BigInt((await userInfo(ctx, token)).id)));
    expect(made).toBeDefined();
    // signUp's requests carry light-my-request's own User-Agent.
    expect((await login(phone, 'lightMyRequest')).statusCode).toBe(200);
    expect(await securityMessagesOf(token)).toEqual([]);
  });

  it('an SMS sign-in names its way in', async () => {
    const { token, phone } = await signUp(ctx);
    const code = await smsCodeFor(ctx, phone, 'login');
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/auth/smsLogin', headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': SAFARI_IPHONE },
      payload: new URLSearchParams({ phone, code }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [m] = await securityMessagesOf(token);
    expect(m.params).toMatchObject({ method: 'inbox.security.method.sms', browser: 'Safari' });
  });

  it('racing sign-ins from one new device post one message and keep one row', async () => {
    const { token, phone } = await signUp(ctx);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(phone, FIREFOX_LINUX)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await securityMessagesOf(token)).toHaveLength(1);
    const id = BigInt((await userInfo(ctx, token)).id);
    const rows = await ctx.deps.db.select().from(knownDevices)
      .where(and(eq(knownDevices.userId, id), eq(knownDevices.fingerprint, deviceFingerprint(id, FIREFOX_LINUX))));
    expect(rows).toHaveLength(1);
  });

  it('a fingerprint is per user, and never the raw User-Agent', () => {
    expect(deviceFingerprint(1n, FIREFOX_LINUX)).not.toBe(deviceFingerprint(2n, FIREFOX_LINUX));
    expect(deviceFingerprint(1n, FIREFOX_LINUX)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the anti-phishing phrase', () => {
  const setPhrase = (token: string, phrase: string, lang = 'en') => post(ctx, '/api/profile/modifyAntiPhishing', { phrase }, { token, lang });

  it('is set, shown by userInfo and on every inbox message (list and detail); empty removes it', async () => {
    const { token, phone } = await signUp(ctx);
    const ok = await setPhrase(token, '  蓝色海豚 42  ');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await userInfo(ctx, token)).antiPhishingPhrase).toBe('蓝色海豚 42');
    await login(phone, FIREFOX_LINUX);
    const list = (await get(ctx, '/api/message/listMessage', { token })).json().data.list;
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) expect(m.antiPhishingPhrase).toBe('蓝色海豚 42');
    const detail = (await get(ctx, `/api/message/getMessageDetail?id=${list[0].id}`, { token })).json().data;
    expect(detail.antiPhishingPhrase).toBe('蓝色海豚 42');
    expect((await setPhrase(token, '')).statusCode).toBe(200);
    expect((await get(ctx, `/api/message/getMessageDetail?id=${list[0].id}`, { token })).json().data.antiPhishingPhrase).toBe('');
  });

  it('refuses control and invisible characters and a wrong length, each with its message, and keeps the old phrase', async () => {
    const { token } = await signUp(ctx);
    expect((await setPhrase(token, 'old phrase')).statusCode).toBe(200);
    for (const bad of ['ab\u200Bcd', 'ab\u202Ecd', 'ab\u200Dcd', 'ab\u0007cd', 'ab\ncd']) {
      const res = await setPhrase(token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().msg).toBe(translate('en', 'v.antiPhishingChars'));
    }
    for (const bad of ['x', 'x'.repeat(21)]) {
      const res = await setPhrase(token, bad, 'zh-CN');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(translate('zh-CN', 'v.antiPhishingLength'));
    }
    // Characters count as people see them: twenty Chinese characters or emoji pass.
    expect((await setPhrase(token, '海'.repeat(20))).statusCode).toBe(200);
    expect((await setPhrase(token, '🐬'.repeat(20))).statusCode).toBe(200);
    expect((await userInfo(ctx, token)).antiPhishingPhrase).toBe('🐬'.repeat(20));
  });

  it('rides in every mail the site sends the player', async () => {
    const { token } = await signUp(ctx);
    await setPhrase(token, '蓝色海豚');
    const sent: { email: string; antiPhishingPhrase?: string }[] = [];
    const real = ctx.deps.mail;
    ctx.deps.mail = { name: 'capture', sendCode: async (m) => { sent.push(m); } };
    try {
      const res = await post(ctx, '/api/profile/mailCode', { email: `phrase${process.pid}@example.com`, purpose: 'bindMail' }, { token });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      ctx.deps.mail = real;
    }
    expect(sent).toHaveLength(1);
    expect(sent[0].antiPhishingPhrase).toBe('蓝色海豚');
    // The SMTP mail's body opens with it; without one, no such line.
    expect(codeMail('bindMail', '123456', 'CS2', '蓝色海豚').text.split('\n')[0]).toBe('您的防钓鱼口令：蓝色海豚');
    expect(codeMail('bindMail', '123456', 'CS2').text).not.toContain('防钓鱼');
  });
});
