// A local stand-in for cs2-lib's image CDN (ASSET_BASE_URL): every picture path answers with a
// PNG drawn by sharp (1024 × 768, a colour from the path, so pictures differ), except the paths a
// test names as missing (404) or slow (held for `slowMs`). It counts what it was asked, so a test
// can see a second mirror run ask for nothing.
import sharp from 'sharp';
import { startHttpFake, type HttpFake } from './http-fake.ts';

export interface FakeCdn extends HttpFake {
  /** Paths asked for, in order ("/images/a.webp"). */
  requests: string[];
}

export interface FakeCdnOptions {
  width?: number;
  height?: number;
  missing?: readonly string[];
  slow?: readonly string[];
  slowMs?: number;
}

export async function startFakeCdn(opts: FakeCdnOptions = {}): Promise<FakeCdn> {
  const requests: string[] = [];
  const { width = 1024, height = 768, missing = [], slow = [], slowMs = 5_000 } = opts;
  const fake = await startHttpFake(async (req, res) => {
    const p = new URL(req.url ?? '/', 'http://cdn').pathname;
    requests.push(p);
    if (missing.includes(p)) {
      res.writeHead(404).end();
      return;
    }
    if (slow.includes(p)) await new Promise((r) => setTimeout(r, slowMs));
    let hash = 0;
    for (const ch of p) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    const png = await sharp({ create: { width, height, channels: 3, background: { r: hash & 255, g: (hash >> 8) & 255, b: (hash >> 16) & 255 } } }).png().toBuffer();
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
  });
  return { ...fake, requests };
}
