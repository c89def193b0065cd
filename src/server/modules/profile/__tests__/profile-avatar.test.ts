// Avatar upload: judged by content (magic bytes and a full decode), re-encoded to a 256×256 WebP
// under a random name, served with nosniff. Everything else is refused, whatever its name and type.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await signUp(ctx));
});
afterAll(async () => { await ctx.close(); });

/** A multipart body the way a browser's FormData sends one file. */
function multipart(file: Buffer, opts: { filename?: string; type?: string; field?: string } = {}) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'a.png'}"\r\n`
    + `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(file: Buffer, opts: Parameters<typeof multipart>[1] & { lang?: string; url?: string; token?: string } = {}) {
  const { payload, contentType } = multipart(file, opts);
  return ctx.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/profile/uploadAvatar',
    headers: { 'content-type': contentType, token: opts.token ?? token, lang: opts.lang ?? 'zh-CN' },
    payload,
  });
}

const picture = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 80, b: 20 } } });

async function snapshot(): Promise<unknown> {
  return Promise.all(['users', 'avatar_images'].map((t) => queryRows(ctx.deps.db, sql.raw(`SELECT * FROM ${t} ORDER BY 1`))));
}

describe('accepted images', () => {
  const kinds: [string, () => Promise<Buffer>][] = [
    ['PNG', () => picture(640, 480).png().toBuffer()],
    ['JPEG with EXIF', () => picture(300, 900).jpeg().withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps' } } }).toBuffer()],
    ['WebP', () => picture(100, 100).webp().toBuffer()],
  ];
  for (const [name, make] of kinds) {
    it(`${name}: stored as a 256×256 WebP without metadata, served with nosniff`, async () => {
      const res = await upload(await make(), { filename: 'whatever.bin', type: 'application/octet-stream' });
      expect(res.statusCode).toBe(200);
      const { avatar } = res.json().data as { avatar: string };
      expect(avatar).toMatch(/^\/avatars\/[0-9a-f]{32}\.webp$/);
      expect((await userInfo(ctx, token)).avatar).toBe(avatar);

      const served = await get(ctx, avatar);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('secret-gps')).toBe(false);
    });
  }

  it('uploadAvatarV2 is the same, and the previous upload is deleted', async () => {
    const first = (await upload(await picture(50, 50).png().toBuffer())).json().data.avatar as string;
    const second = await upload(await picture(60, 60).png().toBuffer(), { url: '/api/profile/uploadAvatarV2' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.avatar).not.toBe(first);
    expect((await get(ctx, first)).statusCode).toBe(404);
    expect((await get(ctx, second.json().data.avatar)).statusCode).toBe(200);
  });
});

describe('serving', () => {
  it('answers 404 for unknown and malformed names', async () => {
    for (const url of [`/avatars/${'0'.repeat(32)}.webp`, '/avatars/..%2Fetc%2Fpasswd', '/avatars/x.png']) {
      expect((await get(ctx, url)).statusCode, url).toBe(404);
    }
  });
});

describe('refused uploads', () => {
  const png = () => picture(400, 400).png().toBuffer();
  const refusals: [string, () => Promise<Buffer>, Parameters<typeof multipart>[1], number, string, string][] = [
    ['a file over 2 MB', async () => Buffer.concat([await png(), randomBytes(2 * 1024 * 1024)]), {}, 413, '图片不能超过 2 MB', 'The image may be at most 2 MB'],
    ['a text file named x.png', async () => Buffer.from('hello, I am not a picture\n'.repeat(20)), { filename: 'x.png', type: 'image/png' }, 400, '仅支持 PNG、JPEG 或 WebP 格式的图片', 'Only PNG, JPEG or WebP images are accepted'],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), { filename: 'a.svg', type: 'image/svg+xml' }, 400, '仅支持 PNG、JPEG 或 WebP 格式的图片', 'Only PNG, JPEG or WebP images are accepted'],
    ['a GIF', () => picture(20, 20).gif().toBuffer(), { filename: 'a.png', type: 'image/png' }, 400, '仅支持 PNG、JPEG 或 WebP 格式的图片', 'Only PNG, JPEG or WebP images are accepted'],
    ['a truncated PNG', async () => { const b = await png(); return b.subarray(0, Math.floor(b.length / 2)); }, {}, 400, '仅支持 PNG、JPEG 或 WebP 格式的图片', 'Only PNG, JPEG or WebP images are accepted'],
    ['a PNG signature on a JPEG body', async () => { const j = await picture(20, 20).jpeg().toBuffer(); return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), j]); }, {}, 400, '仅支持 PNG、JPEG 或 WebP 格式的图片', 'Only PNG, JPEG or WebP images are accepted'],
    ['an empty file', async () => Buffer.alloc(0), {}, 400, '仅支持 PNG、JPEG 或 WebP 格式的图片', 'Only PNG, JPEG or WebP images are accepted'],
    ['the file under another field name', png, { field: 'image' }, 400, '请选择要上传的图片', 'Please choose an image to upload'],
  ];
  for (const lang of ['zh-CN', 'en']) {
    for (const [name, make, opts, status, zh, en] of refusals) {
      it(`${lang}: ${name}`, async () => {
        const before = await snapshot();
        const res = await upload(await make(), { ...opts, lang });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ success: false, data: null, msg: lang === 'en' ? en : zh });
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  it('refuses a body that is not multipart, and a visitor without a session', async () => {
    const before = await snapshot();
    const form = await ctx.app.inject({ method: 'POST', url: '/api/profile/uploadAvatar', headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'file=abc' });
    expect(form.statusCode).toBe(400);
    expect(form.json().msg).toBe('请选择要上传的图片');
    const anonymous = await upload(await png(), { token: '' });
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
