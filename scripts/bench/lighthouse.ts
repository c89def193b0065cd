// Lighthouse (mobile settings: Moto G class device, simulated slow 4G, 4x CPU slowdown) on the
// pages the content and languages issue budgets: performance >= 95 and accessibility >= 95.
// Drives Debian's chromium (CHROMIUM_PATH) against the built site served by `npm start`'s server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { getConfig } from '../../src/server/config.ts';
import { startServer } from '../../src/server/main.ts';

const TARGET = 95;

/** The first help article's id (content lives in src/content/help/<locale>/<id>.md). */
export function firstHelpArticle(dir = 'src/content/help/zh-CN'): string | null {
  if (!fs.existsSync(dir)) return null;
  const ids = fs.readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, '')).sort();
  return ids[0] ?? null;
}

export async function lighthouseScores(): Promise<void> {
  console.log(`\n== Lighthouse, mobile (target performance >= ${TARGET}, accessibility >= ${TARGET}) ==`);
  if (!fs.existsSync('dist/server/entry.mjs')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const config = getConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const server = await startServer(config);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const doc = firstHelpArticle();
    const routes = ['/home', '/box/1', ...(doc ? [`/docs/help/${doc}`] : [])];
    for (const route of routes) {
      const result = await lighthouse(`${server.address}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) {
        console.log(`${route.padEnd(28)} no result`);
        continue;
      }
      const perf = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
      const tbt = lhr.audits['total-blocking-time']?.displayValue ?? '?';
      const verdict = perf >= TARGET && a11y >= TARGET ? 'met' : 'NOT met';
      console.log(`${route.padEnd(28)} performance ${String(perf).padStart(3)}  accessibility ${String(a11y).padStart(3)}  LCP ${lcp}  TBT ${tbt}  ${verdict}`);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id);
      if (failing.length) console.log(`${''.padEnd(28)} accessibility audits below 0.9: ${failing.join(', ')}`);
    }
    if (!doc) console.log('/docs/help/{id}: no help articles yet');
  } finally {
    await chrome.kill();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
