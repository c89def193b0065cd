// What a first visit to a page costs over the wire, measured in chromium: the bytes transferred
// (bodies compressed as sent) for the page's HTML, its stylesheets and its scripts, from a cold
// cache until the network is idle. Target: /home and /box/1 at or under 80 KB each. The response
// headers are printed apart: over HTTP/1.1 here each file's (its security headers most of it) goes
// in full, where the HTTP/2 a production proxy speaks compresses the repeats away.
// Pictures and fonts are left out: the drawn case art is inline SVG, item pictures are the CDN's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { getConfig } from '../../src/server/config/index.ts';
import { startServer } from '../../src/server/main.ts';

const TARGET_KB = 80;
const KINDS = { document: 'html', stylesheet: 'css', script: 'js' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

export async function firstLoadTransfer(routes = ['/home', '/box/1']): Promise<void> {
  console.log(`\n== First-load transfer in chromium: HTML + CSS + JS as sent (target <= ${TARGET_KB} KB per page) ==`);
  if (!fs.existsSync('dist/server/entry.mjs')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-transfer-'));
  const config = getConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  process.env.ASSET_BASE_URL ??= 'off';
  const server = await startServer(config);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const route of routes) {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      const bytes: Record<Kind, number> = { html: 0, css: 0, js: 0 };
      let headers = 0;
      let files = 0;
      const each: { url: string; kind: Kind; bytes: number }[] = [];
      const pending: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        const kind = KINDS[request.resourceType() as keyof typeof KINDS];
        if (!kind) return;
        pending.push(request.sizes().then((s) => {
          bytes[kind] += s.responseBodySize;
          headers += s.responseHeadersSize;
          files += 1;
          each.push({ url: new URL(request.url()).pathname, kind, bytes: s.responseBodySize });
        }));
      });
      await page.goto(`${server.address}${route}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
      const total = bytes.html + bytes.css + bytes.js;
      console.log(`${route.padEnd(10)} html ${kb(bytes.html)} KB   css ${kb(bytes.css)} KB   js ${kb(bytes.js)} KB   total ${kb(total)} KB  ${total / 1024 <= TARGET_KB ? 'ok' : 'OVER TARGET'}   (${files} files; +${kb(headers)} KB of headers)`);
      // BENCH_TRANSFER_FILES=1: every file, largest first, to see what a page's bytes are made of.
      if (process.env.BENCH_TRANSFER_FILES) {
        for (const f of each.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${f.kind.padEnd(4)} ${kb(f.bytes)} KB  ${f.url}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
