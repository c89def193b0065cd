// Security headers (helmet + a Permissions-Policy hook) on every answer the API process writes:
// API answers, error envelopes, unknown /api paths, avatars and the sandbox providers' pages; HSTS
// only over HTTPS (an https PUBLIC_URL, or X-Forwarded-Proto: https from a trusted proxy).
// Pages and static files of the built site are checked against the built server in
// tests/e2e/security-headers.spec.ts.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { idCheckChar } from '../../src/shared/contracts/id-number.ts';
import { createTestContext, type TestContext } from './context.ts';
import { get, post, recharge, signUp } from './api.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await signUp(ctx));
});
afterAll(async () => { await ctx.close(); });

/** What every answer carries, whatever wrote it. */
function expectBaseHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const permissions = String(res.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

/** The API's own policy: nothing loads from a JSON answer. */
function expectStrictCsp(res: LightMyRequestResponse): void {
  expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
}

describe('API answers', () => {
  it('a success, a refusal, an unknown /api path and a malformed body all carry the headers', async () => {
    const ok = await get(ctx, '/api/common/getDefaultInvitationCode');
    expect(ok.statusCode).toBe(200);
    const refused = await post(ctx, '/api/auth/login', { phone: 'not-a-phone', password: 'x' });
    expect(refused.statusCode).toBe(400);
    const missing = await get(ctx, '/api/no/such/thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(malformed.statusCode).toBe(400);
    for (const res of [ok, refused, missing, malformed]) {
      expectBaseHeaders(res);
      expectStrictCsp(res);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('an avatar is served with the headers too', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 80, b: 200 } } }).png().toBuffer();
    const boundary = `----vitest${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await ctx.app.inject({ method: 'POST', url: '/api/profile/uploadAvatar', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token }, payload });
    expect(up.statusCode).toBe(200);
    const avatar = await get(ctx, new URL(up.json().data.avatar, 'http://x').pathname);
    expect(avatar.statusCode).toBe(200);
    expectBaseHeaders(avatar);
    expectStrictCsp(avatar);
  });
});

/** The page's inline <style> must be the one the policy's hash allows, and nothing else may load. */
function expectSandboxPolicy(res: LightMyRequestResponse): void {
  expectBaseHeaders(res);
  const csp = String(res.headers['content-security-policy']);
  const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1];
  expect(style).toBeDefined();
  const hash = createHash('sha256').update(style!).digest('base64');
  expect(csp).toContain(`style-src 'sha256-${hash}'`);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(res.body).not.toContain('<script');
}

describe('sandbox providers\' pages', () => {
  it('the checkout page allows its own style by hash and posts only to this site', async () => {
    const { payUrl } = (await recharge(ctx, token, { amount: '100' })).json().data;
    const page = await get(ctx, payUrl);
    expect(page.statusCode).toBe(200);
    expectSandboxPolicy(page);
    const missing = await get(ctx, '/pay/sandbox/no-such-order');
    expect(missing.statusCode).toBe(404);
    expectSandboxPolicy(missing);
  });

  it('the real-name check page likewise', async () => {
    const first17 = '11010119900307123';
    // A player of its own: the one above is verified (its top-up needed it), so could not start one.
    const { token: fresh } = await signUp(ctx);
    const started = await post(ctx, '/api/auth/certify', { realName: '张三丰', idNumber: first17 + idCheckChar(first17) }, { token: fresh });
    expect(started.statusCode).toBe(200);
    const page = await get(ctx, started.json().data.redirectUrl);
    expect(page.statusCode).toBe(200);
    expectSandboxPolicy(page);
  });
});

describe('HSTS only over HTTPS', () => {
  const hsts = 'max-age=31536000; includeSubDomains';

  it('not on plain http, and not for X-Forwarded-Proto when the proxy is not trusted', async () => {
    expect((await get(ctx, '/api/common/getDefaultInvitationCode')).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await get(ctx, '/api/common/getDefaultInvitationCode', { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('always when PUBLIC_URL is https', async () => {
    const https = await createTestContext({ PUBLIC_URL: 'https://shop.example.com' });
    try {
      const ok = await get(https, '/api/common/getDefaultInvitationCode');
      expect(ok.headers['strict-transport-security']).toBe(hsts);
      const missing = await get(https, '/api/nothing-here');
      expect(missing.headers['strict-transport-security']).toBe(hsts);
    } finally {
      await https.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY=on), when it says the request came over https', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: 'on' });
    try {
      const overHttps = await get(proxied, '/api/common/getDefaultInvitationCode', { 'x-forwarded-proto': 'https' });
      expect(overHttps.headers['strict-transport-security']).toBe(hsts);
      const overHttp = await get(proxied, '/api/common/getDefaultInvitationCode', { 'x-forwarded-proto': 'http' });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      const direct = await get(proxied, '/api/common/getDefaultInvitationCode');
      expect(direct.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
