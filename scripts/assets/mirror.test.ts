// The asset mirror end to end against a local fake CDN: pictures land resized, a second run asks
// for nothing it has, and the server hands them out with a year's immutable caching (and sends a
// picture it lacks on to the CDN). docs/decisions/0106-asset-mirror.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCdn, type FakeCdn } from '../../tests/fakes/cdn.ts';
import { assetMirrorRoutes, MIRROR_CACHE_CONTROL } from '../../src/server/http/asset-mirror.ts';
import { getConfig } from '../../src/server/config/index.ts';
import { loadCases } from '../../src/server/modules/boxes/data/index.ts';
import { mirrorPath, pageAssetBase } from '../../src/shared/asset-mirror.ts';
import { catalogueImages, mirrorFile, mirrorImages } from './mirror-lib.ts';

const IMAGES = ['images/aaa.webp', 'images/bbb.webp', 'images/ccc.webp', 'images/gone.webp'];

let cdn: FakeCdn;
let dataDir: string;

beforeAll(async () => {
  cdn = await startFakeCdn({ missing: ['/images/gone.webp'] });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-mirror-'));
});
afterAll(async () => {
  await cdn.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run assets:mirror', () => {
  it('lists every picture of the catalogue once, the cases\' included', () => {
    const images = catalogueImages();
    expect(images.length).toBeGreaterThan(300);
    expect(new Set(images).size).toBe(images.length);
    for (const c of loadCases().cases) expect(images).toContain(mirrorPath(c.image));
  });

  it('copies each picture at 256 and 512 px wide as webp, reports the ones the CDN lacks, and skips what it has on the next run', async () => {
    const seen: string[] = [];
    const first = await mirrorImages({ base: cdn.url, dataDir, images: IMAGES, concurrency: 2, onProgress: (p) => seen.push(`${p.done}/${p.total} ${p.outcome}`) });
    expect(first.copied.sort()).toEqual(IMAGES.slice(0, 3));
    expect(first.failed).toEqual([{ image: 'images/gone.webp', error: 'HTTP 404' }]);
    expect(seen).toHaveLength(4);
    expect(seen.at(-1)).toMatch(/^4\/4 /);
    for (const width of [256, 512]) {
      const meta = await sharp(mirrorFile(dataDir, width, 'images/aaa.webp')).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 768) / 1024);
    }
    expect(fs.existsSync(mirrorFile(dataDir, 256, 'images/gone.webp'))).toBe(false);

    cdn.requests.length = 0;
    const second = await mirrorImages({ base: cdn.url, dataDir, images: IMAGES });
    expect(second.skipped.sort()).toEqual(IMAGES.slice(0, 3));
    expect(cdn.requests).toEqual(['/images/gone.webp']);
  });

  it('counts a picture that takes too long as failed, to be tried again', async () => {
    const slow = await startFakeCdn({ slow: ['/images/slow.webp'], slowMs: 2_000 });
    try {
      const report = await mirrorImages({ base: slow.url, dataDir, images: ['images/slow.webp'], timeoutMs: 200 });
      expect(report.failed.map((f) => f.image)).toEqual(['images/slow.webp']);
    } finally {
      await slow.close();
    }
  });
});

describe('the server\'s /assets/mirror', () => {
  async function app() {
    const a = Fastify();
    assetMirrorRoutes(a, { dataDir, assetBase: cdn.url });
    await a.ready();
    return a;
  }

  it('serves a mirrored picture same-origin with immutable caching, at the width asked for', async () => {
    await mirrorImages({ base: cdn.url, dataDir, images: ['images/aaa.webp'] });
    const a = await app();
    const res = await a.inject({ url: '/assets/mirror/256/images/aaa.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(MIRROR_CACHE_CONTROL);
    expect(MIRROR_CACHE_CONTROL).toContain('immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(256);
    await a.close();
  });

  it('sends a picture it lacks on to the CDN, briefly cached, and refuses widths and paths it never makes', async () => {
    const a = await app();
    const missing = await a.inject({ url: '/assets/mirror/512/images/new.webp' });
    expect(missing.statusCode).toBe(307);
    expect(missing.headers.location).toBe(`${cdn.url}/images/new.webp`);
    expect(missing.headers['cache-control']).not.toContain('immutable');
    expect((await a.inject({ url: '/assets/mirror/300/images/aaa.webp' })).statusCode).toBe(404);
    expect((await a.inject({ url: '/assets/mirror/256/images/%2e%2e/%2e%2e/secret.webp' })).statusCode).toBe(404);
    expect((await a.inject({ url: '/assets/mirror/256/..%2f..%2fetc/passwd' })).statusCode).toBe(404);
    await a.close();
  });

  it('answers 404 for a missing picture when there is no CDN to send it to', async () => {
    const a = Fastify();
    assetMirrorRoutes(a, { dataDir, assetBase: 'off' });
    expect((await a.inject({ url: '/assets/mirror/512/images/new.webp' })).statusCode).toBe(404);
    await a.close();
  });
});

describe('ASSET_MIRROR', () => {
  it('is off unless set to on; then the pages take their pictures from the mirror', () => {
    expect(getConfig({ NODE_ENV: 'test' }).assetMirror).toBe(false);
    expect(getConfig({ NODE_ENV: 'test', ASSET_MIRROR: 'on' }).assetMirror).toBe(true);
    expect(() => getConfig({ NODE_ENV: 'test', ASSET_MIRROR: 'yes' })).toThrow(/ASSET_MIRROR/);
    expect(pageAssetBase({ ASSET_MIRROR: 'on', ASSET_BASE_URL: 'off' })).toBe('/assets/mirror/512');
    expect(pageAssetBase({})).toBe('https://cdn.cstrike.app');
  });
});
