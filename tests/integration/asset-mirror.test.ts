// The asset mirror through the whole app (docs/decisions/0106-asset-mirror.md): with
// ASSET_MIRROR=on, buildApp serves DATA_DIR/asset-mirror at /assets/mirror with a year's immutable
// caching, and sends a picture it lacks on to ASSET_BASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-mirror-app-'));
  const file = path.join(dataDir, 'asset-mirror', '512', 'images', 'abc.webp');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 512, height: 384, channels: 3, background: '#336699' } }).webp().toFile(file);
  ctx = await createTestContext({ ASSET_MIRROR: 'on', DATA_DIR: dataDir, ASSET_BASE_URL: 'https://cdn.example.test' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('ASSET_MIRROR=on', () => {
  it('serves a mirrored picture from this origin, cached for a year as immutable', async () => {
    const res = await ctx.app.inject({ url: '/assets/mirror/512/images/abc.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(512);
  });

  it('sends a picture not mirrored yet to ASSET_BASE_URL', async () => {
    const res = await ctx.app.inject({ url: '/assets/mirror/256/images/abc.webp' });
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe('https://cdn.example.test/images/abc.webp');
  });
});
