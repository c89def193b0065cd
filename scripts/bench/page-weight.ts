// Gzip bytes of the JavaScript each built page ships: the module scripts and island components
// in its HTML and every module they import statically. Budget: 110 KB per page.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const JS_IN_HTML = /<script[^>]+type="module"[^>]+src="([^"]+)"|(?:component|renderer)-url="([^"]+)"|<script type="module">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;

function staticImports(code: string, fromUrl: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => new URL(m[1], `http://x${fromUrl}`).pathname);
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
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}/${e.name}`);
      else if (/\.(astro|md|mdx)$/.test(e.name) && !e.name.includes('[')) {
        const name = e.name.replace(/\.(astro|md|mdx)$/, '');
        out.push(name === 'index' ? prefix || '/' : `${prefix}/${name}`);
      }
    }
  };
  walk(pagesDir, '');
  return out.filter((r) => !r.startsWith('/api')).sort();
}
