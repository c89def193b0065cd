// The site's routes as src/pages declares them, read from the files themselves, so a test that
// walks "every page" or checks "every link has a page" follows the pages as they land.
import fs from 'node:fs';
import path from 'node:path';

const PAGES = path.resolve(import.meta.dirname, '../../src/pages');
const CONTENT = path.resolve(import.meta.dirname, '../../src/content');

/** One page file's route: its segments, `[x]` a parameter, `[...x]` any number of segments. */
export interface PageRoute {
  file: string;
  segments: string[];
}

function walk(dir: string, rel: string[] = []): PageRoute[] {
  const out: PageRoute[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Astro ignores files and folders whose name starts with "_" (page parts, not pages).
    if (entry.name.startsWith('_')) continue;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), [...rel, entry.name]));
    else if (entry.name.endsWith('.astro')) {
      const name = entry.name.replace(/\.astro$/, '');
      out.push({ file: path.join(...rel, entry.name), segments: name === 'index' ? rel : [...rel, name] });
    }
  }
  return out;
}

export const PAGE_ROUTES: readonly PageRoute[] = walk(PAGES);

/** The locale prefixes a `[...locale]` page takes (none for zh-CN). */
const LOCALE_PREFIXES = ['', 'en', 'zh-TW'];

function matches(pattern: string[], parts: string[]): boolean {
  if (pattern.length === 0) return parts.length === 0;
  const [head, ...rest] = pattern;
  if (head === '[...locale]') return LOCALE_PREFIXES.some((p) => (p === '' ? matches(rest, parts) : parts[0] === p && matches(rest, parts.slice(1))));
  if (head.startsWith('[...')) return Array.from({ length: parts.length + 1 }, (_, i) => i).some((i) => matches(rest, parts.slice(i)));
  if (parts.length === 0) return false;
  if (head.startsWith('[')) return matches(rest, parts.slice(1));
  return head === parts[0] && matches(rest, parts.slice(1));
}

/**
 * The page file that serves `href` (a site path, no prefix), or undefined. A catch-all page
 * (`docs/[...rest]`) answers anything, so it counts only when nothing more specific does; a
 * document page (`docs/support/[id]`) counts only when its Markdown exists.
 */
export function pageFor(href: string): PageRoute | undefined {
  const parts = href.split(/[?#]/)[0].split('/').filter(Boolean);
  const found = PAGE_ROUTES.filter((r) => !r.segments.some((s) => s.startsWith('[...') && s !== '[...locale]') && matches(r.segments, parts));
  const docs = found.find((r) => r.segments.at(-1) === '[id]' && r.segments.includes('docs'));
  if (docs) {
    const collection = docs.segments[docs.segments.indexOf('docs') + 1];
    return fs.existsSync(path.join(CONTENT, collection, 'zh-CN', `${parts.at(-1)}.md`)) ? docs : undefined;
  }
  return found[0];
}

/**
 * One address per page file, with a real parameter where it has one, for walking every page:
 * `ids` supplies the value of each parameter by page file (a case id, a roll id, ...).
 */
export function samplePaths(ids: Record<string, string>): string[] {
  const out: string[] = [];
  for (const r of PAGE_ROUTES) {
    if (r.segments.some((s) => s.startsWith('[...') && s !== '[...locale]')) continue;
    const segments = r.segments.filter((s) => s !== '[...locale]').map((s) => (s.startsWith('[') ? ids[r.file] : s));
    if (segments.some((s) => s === undefined)) throw new Error(`no sample value for the parameter of ${r.file}`);
    out.push(`/${segments.join('/')}`);
  }
  return [...new Set(out)].sort();
}

/** The first document of a docs collection (its file name), for a sample `[id]`. */
export function firstDoc(collection: string): string {
  return fs.readdirSync(path.join(CONTENT, collection, 'zh-CN')).filter((f) => f.endsWith('.md')).sort()[0].replace(/\.md$/, '');
}
