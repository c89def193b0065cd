// Which UI strings a page's islands can ask for, worked out at build time from the source
// (docs/decisions/0109-light-pages.md). The root layout inlines the page language's strings for
// the islands' t() (src/lib/i18n/ui.ts); the whole table was 20 KB of every page's compressed HTML,
// and a page's islands use well under half of it. So for each page file this follows every
// relative import from the page and the root layout, static and dynamic (a dialog loaded on
// demand needs its strings too), and keeps the keys those files name: as a quoted literal, or
// as the literal start of a key built at run time (`skin.rarity.${r}`, 'payState.' + n).
// It over-includes on purpose (a key named in a comment, in a test helper, in server-only code
// of a shared file): a key left out would throw in t() on the page, one too many costs bytes.
// A page it has no entry for gets the whole table.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|import\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const QUOTED = /['"`]([\w.-]+)['"`]/g;
/** The literal head of a template literal (`skin.category.${c}`). */
const TEMPLATE_HEAD = /`([\w.-]+)\$\{/g;
const SOURCE = /\.(ts|tsx|astro)$/;

function resolveImport(from: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];
  return candidates.find((c) => SOURCE.test(c) && fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** Every source file `entries` reach through relative imports (tests and generated messages aside). */
export function importClosure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = entries.map((e) => path.resolve(e));
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file) || /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}paraglide${path.sep}`)) continue;
    seen.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, (m[1] ?? m[2] ?? m[3]));
      if (target) todo.push(target);
    }
  }
  return seen;
}

/** The keys of `allKeys` that `files` name, whole or by a literal head ending in '.', '_' or '-'. */
export function keysNamedIn(files: Iterable<string>, allKeys: readonly string[]): string[] {
  const named = new Set<string>();
  const heads = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(QUOTED)) {
      named.add(m[1]);
      if (/[._-]$/.test(m[1])) heads.add(m[1]);
    }
    for (const m of text.matchAll(TEMPLATE_HEAD)) heads.add(m[1]);
  }
  const prefixes = [...heads].filter((h) => h.length > 1);
  return allKeys.filter((k) => named.has(k) || prefixes.some((p) => k.startsWith(p)));
}

/** Astro's route pattern for a page file: src/pages/box/[id].astro is /box/[id], an index its folder. */
export function routePatternOf(pagesDir: string, file: string): string {
  const route = path.relative(pagesDir, file).split(path.sep).join('/').replace(/\.astro$/, '').replace(/(^|\/)index$/, '');
  return `/${route}`;
}

/**
 * The keys of a message file (messages/<locale>.json: the languages share their keys) that the root
 * layout may send: the console's are the console layout's alone, the API's (api.…) are not UI
 * strings (src/lib/i18n/ui-tables.ts).
 */
export function siteUiKeys(messageFile: string): string[] {
  const file = JSON.parse(fs.readFileSync(messageFile, 'utf8')) as Record<string, string>;
  return Object.keys(file).filter((k) => k !== '$schema' && !k.startsWith('console_') && !k.startsWith('api.'));
}

export interface PageStrings {
  /** Every key a page may get, in the table's order. */
  keys: string[];
  /** Route pattern -> indices into keys. */
  routes: Record<string, number[]>;
}

/** For every .astro page under pagesDir: the keys it and `layout` (with all they import) name. */
export function pageStrings(pagesDir: string, layout: string, allKeys: readonly string[]): PageStrings {
  const index = new Map(allKeys.map((k, i) => [k, i]));
  const routes: Record<string, number[]> = {};
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? walk(p) : d.name.endsWith('.astro') ? [p] : [];
  });
  for (const page of walk(pagesDir)) {
    routes[routePatternOf(pagesDir, page)] = keysNamedIn(importClosure([page, layout]), allKeys).map((k) => index.get(k)!);
  }
  return { keys: [...allKeys], routes };
}

const made = new WeakMap<object, Map<string, string>>();

/** The subset of `table` for one route as JSON for an inline script, or null when the route is unknown. */
export function pageTableJson(strings: PageStrings | null, route: string, table: Readonly<Record<string, string>> | undefined): string | null {
  const indices = strings?.routes[route];
  if (!strings || !indices || !table) return null;
  // Made once per language and route: every request of a page sends the same strings.
  let byRoute = made.get(table);
  if (!byRoute) made.set(table, (byRoute = new Map<string, string>()));
  const known = byRoute.get(route);
  if (known !== undefined) return known;
  const shown: Record<string, string> = {};
  for (const i of indices) {
    const key = strings.keys[i];
    const text = table[key];
    if (text !== undefined) shown[key] = text;
  }
  // `<` escaped so `</script>` in a string cannot end the script (as uiTableJson does).
  const json = JSON.stringify(shown).replace(/</g, '\\u003c');
  byRoute.set(route, json);
  return json;
}
