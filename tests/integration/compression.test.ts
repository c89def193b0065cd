// The API's answers are compressed for clients that accept it (br, else gzip) once they pass 1 KB,
// sent plain to the rest, and request bodies are never inflated: a compressed body is read as it
// came (and so refused by the parsers), whatever it would inflate to.
import { brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const boxList = (encoding?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/box/getBoxList', headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed answers', () => {
  it('brotli when accepted, gzip when only that is, plain otherwise; the same JSON each way', async () => {
    const plain = await boxList();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await boxList('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await boxList('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/common/getDefaultInvitationCode', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.code).toBe('CS2VIP');
  });

  it('does not inflate a gzip request body: it is refused, in the request\'s language, and signs nobody in', async () => {
    const body = gzipSync(Buffer.from('phone=13800138000&password=secret-pass-1'));
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/auth/login', payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip', lang: 'en' },
    });
    // The bytes are not a form: no phone in them.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, data: null, status: 1001, msg: 'Phone number is required' });
  });
});
