// Lighthouse (mobile settings: Moto G class device, simulated slow 4G, 4x CPU slowdown) on the
// pages the content and languages issue budgets: performance >= 95 and accessibility >= 95.
// Drives Debian's chromium (CHROMIUM_PATH) against the built site served by `npm start`'s server.
//   BENCH_LIGHTHOUSE_DETAILS=1    for a route below target: the failing accessibility audits' nodes,
//                                 the LCP element and breakdown (=all: for every route)
//   BENCH_LIGHTHOUSE_RUNS=3       runs per route; the line shows the median run (scores vary)
//   BENCH_LIGHTHOUSE_ROUTES=/home only these routes (comma list)
//   BENCH_LIGHTHOUSE_SAVE=dir     also write each median report there as JSON (for the viewer)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { getConfig } from '../../src/server/config/index.ts';
import { startServer } from '../../src/server/main.ts';
import { lighthouseDetails } from './lighthouse-details.ts';

const TARGET = 95;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const DETAILS = Boolean(process.env.BENCH_LIGHTHOUSE_DETAILS && process.env.BENCH_LIGHTHOUSE_DETAILS !== '0');

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The run with the median performance score (accessibility barely varies between runs). */
function median(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

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
  // The pages read ASSET_BASE_URL at each render: offline, cs2-lib's CDN (the default) cannot answer.
  process.env.ASSET_BASE_URL ??= 'off';
  const server = await startServer(config);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const doc = firstHelpArticle();
    const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
    const routes = ['/home', '/box/1', ...(doc ? [`/docs/help/${doc}`] : [])].filter((r) => !only || only.includes(r));
    for (const route of routes) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.address}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (result?.lhr) runs.push(result.lhr);
      }
      if (!runs.length) {
        console.log(`${route.padEnd(28)} no result`);
        continue;
      }
      const lhr = median(runs);
      const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;
      if (saveDir) {
        fs.mkdirSync(saveDir, { recursive: true });
        fs.writeFileSync(path.join(saveDir, `${route.replace(/\W+/g, '_').replace(/^_/, '')}.json`), JSON.stringify(lhr));
      }
      const perf = score(lhr, 'performance');
      const a11y = score(lhr, 'accessibility');
      const lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
      const tbt = lhr.audits['total-blocking-time']?.displayValue ?? '?';
      const verdict = perf >= TARGET && a11y >= TARGET ? 'met' : 'NOT met';
      const all = runs.length > 1 ? `  (runs: ${runs.map((r) => `${score(r, 'performance')}/${score(r, 'accessibility')}`).join(' ')})` : '';
      console.log(`${route.padEnd(28)} performance ${String(perf).padStart(3)}  accessibility ${String(a11y).padStart(3)}  LCP ${lcp}  TBT ${tbt}  ${verdict}${all}`);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id);
      if (failing.length) console.log(`${''.padEnd(28)} accessibility audits below 0.9: ${failing.join(', ')}`);
      if (DETAILS) for (const line of lighthouseDetails(lhr, TARGET)) console.log(line);
    }
    if (!doc) console.log('/docs/help/{id}: no help articles yet');
  } finally {
    chrome.kill();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
