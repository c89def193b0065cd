// Gzip bytes of the JavaScript each built page ships: the module scripts and island components
// in its HTML, inline scripts (Astro's island runtime, client directives), and every module they
// import statically. Budget: 110 KB per page; a help article, which needs nothing but the shared
// header, 80 KB; an operator console page (staff, desktop, tables and charts) 150 KB. Islands with `client:wake` (src/islands/shell/wake-directive.ts) load only when
// the visitor reaches for the header or is signed in: they are not in the first load, and are
// printed apart ("+N KB on wake") so the cost of waking the shell stays visible.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getConfig } from '../../src/server/config/index.ts';
import { startServer } from '../../src/server/main.ts';
import { firstHelpArticle } from './lighthouse.ts';

const JS_IN_HTML = /<script[^>]+type="module"[^>]+src="([^"]+)"|(?:component|renderer)-url="([^"]+)"|<script(?: type="module")?>([\s\S]*?)<\/script>/g;
const ISLAND = /<astro-island\b[^>]*>/g;
const ON_WAKE = /\bclient="wake"/;
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;

function staticImports(code: string, fromUrl: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => new URL(m[1], `http://x${fromUrl}`).pathname);
}

/** The page without its `client:wake` islands' tags, and those tags (what waking the shell loads). */
export function splitWakeIslands(html: string): { firstLoad: string; onWake: string } {
  const onWake: string[] = [];
  const firstLoad = html.replace(ISLAND, (tag) => (ON_WAKE.test(tag) ? (onWake.push(tag), '<astro-island>') : tag));
  return { firstLoad, onWake: onWake.join('\n') };
}

export function jsOfPage(html: string, clientDir: string): { files: string[]; gzipBytes: number } {
  const queue: string[] = [];
  let inlineBytes = 0;
  for (const m of html.matchAll(JS_IN_HTML)) {
    if (m[1] || m[2]) queue.push(new URL((m[1] ?? m[2]).replace(/&amp;/g, '&'), 'http://x/').pathname);
    if (m[3]) {
      inlineBytes += gzipSync(m[3]).length;
      queue.push(...staticImports(m[3], '/'));
    }
  }
  const seen = new Set<string>();
  let gzipBytes = inlineBytes;
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(clientDir, url);
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file);
    gzipBytes += gzipSync(code).length;
    queue.push(...staticImports(code.toString('utf8'), url));
  }
  return { files: [...seen], gzipBytes };
}

/** The site's routes without parameters, from src/pages. */
export function staticRoutes(pagesDir = 'src/pages'): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      // A bracketed folder ([...locale]) is a parameter, not an address; "_" folders are partials.
      if (e.isDirectory()) {
        if (!e.name.includes('[') && !e.name.startsWith('_')) walk(path.join(dir, e.name), `${prefix}/${e.name}`);
      }
      else if (/\.(astro|md|mdx)$/.test(e.name) && !e.name.includes('[') && !e.name.startsWith('_')) {
        const name = e.name.replace(/\.(astro|md|mdx)$/, '');
        out.push(name === 'index' ? prefix || '/' : `${prefix}/${name}`);
      }
    }
  };
  walk(pagesDir, '');
  return out.filter((r) => !r.startsWith('/api')).sort();
}

/** Pages to weigh: every static route plus one instance of each dynamic one. */
const SAMPLE_ROUTES = ['/box/1', '/provably-fair/verify/1', '/provably-fair/verify/dream/1', '/provably-fair/verify/giveaway/1', '/pay/sandbox/none', '/battle/1', '/battle/create/1', '/reverse/1', '/reverse/create/1', '/giveaways/1', '/console/giveaways/1'];

export async function pageWeight(): Promise<void> {
  console.log('\n== Gzip JavaScript per page (target <= 110 KB; help articles <= 80 KB; console pages <= 150 KB) ==');
  if (!fs.existsSync('dist/server/entry.mjs')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const config = getConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const server = await startServer(config);
  try {
    const doc = firstHelpArticle();
    for (const route of [...staticRoutes(), ...SAMPLE_ROUTES, ...(doc ? [`/docs/help/${doc}`, `/en/docs/help/${doc}`] : [])]) {
      // The operator console is a staff tool on desktop connections (tables, the report charts):
      // its own budget, 150 KB, so the players' 110 KB stays the measure of the shop.
      const budget = route.includes('/docs/help/') ? 80 : route.startsWith('/console') ? 150 : 110;
      const res = await fetch(`${server.address}${route}`);
      const { firstLoad, onWake } = splitWakeIslands(await res.text());
      const clientDir = path.resolve('dist/client');
      const { gzipBytes, files } = jsOfPage(firstLoad, clientDir);
      const kb = gzipBytes / 1024;
      let wake = '';
      if (onWake) {
        const woken = jsOfPage(firstLoad + onWake, clientDir);
        wake = `  (+${((woken.gzipBytes - gzipBytes) / 1024).toFixed(1)} KB on wake)`;
      }
      console.log(`${route.padEnd(28)} ${String(res.status).padEnd(4)} ${kb.toFixed(1).padStart(7)} KB in ${String(files.length).padStart(2)} files  ${kb <= budget ? 'ok' : 'OVER BUDGET'}${wake}`);
    }
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
