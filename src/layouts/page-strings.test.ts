import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importClosure, keysNamedIn, pageStrings, pageTableJson, routePatternOf, siteUiKeys } from './page-strings.ts';
import { UI_TABLES, uiTableJson } from '../lib/i18n/ui.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-strings-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): string {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

const KEYS = ['a.title', 'a.dialog', 'a.kind.one', 'a.kind.two', 'a.rank_x', 'b.title', 'shell.menu', 'test.only'];
write('layouts/Root.astro', "---\nimport Menu from '../islands/Menu.tsx';\n---\n<Menu client:wake />");
write('islands/Menu.tsx', "export default () => t(lang, 'shell.menu');");
write('islands/A.tsx', [
  "import { kinds } from '../lib/kinds.js';", // a .js specifier naming a .ts file
  "const Dialog = lazy(() => import('./ADialog.tsx'));", // loaded on demand: its strings count too
  "export default () => t(lang, 'a.title');",
].join('\n'));
write('islands/ADialog.tsx', "export const ADialog = () => t(lang, 'a.dialog');");
write('lib/kinds.ts', "export const kinds = (k) => t(lang, `a.kind.${k}` as UiKey) + t(lang, 'a.rank_' + n);");
write('islands/B.tsx', "export default () => t(lang, 'b.title');");
const pageA = write('pages/a/[id].astro', "---\nimport A from '../../islands/A.tsx';\nimport Root from '../../layouts/Root.astro';\n---\n<Root><A client:idle /></Root>");
write('pages/b/index.astro', "---\nimport B from '../../islands/B.tsx';\n---\n<B client:load />");

describe('the UI strings a page can ask for', () => {
  it('follows static, dynamic and .js-named imports', () => {
    const names = [...importClosure([pageA])].map((f) => path.relative(dir, f)).sort();
    expect(names).toEqual(['islands/A.tsx', 'islands/ADialog.tsx', 'layouts/Root.astro', 'islands/Menu.tsx', 'lib/kinds.ts', 'pages/a/[id].astro'].sort());
  });

  it('keeps keys named whole or by the literal head of a built key, and no other page\'s', () => {
    const keys = keysNamedIn(importClosure([pageA]), KEYS);
    expect(keys).toEqual(['a.title', 'a.dialog', 'a.kind.one', 'a.kind.two', 'a.rank_x', 'shell.menu']);
  });

  it("names each page by Astro's route pattern and gives it the layout's strings as well", () => {
    expect(routePatternOf(path.join(dir, 'pages'), pageA)).toBe('/a/[id]');
    expect(routePatternOf(path.join(dir, 'pages'), path.join(dir, 'pages/b/index.astro'))).toBe('/b');
    expect(routePatternOf(path.join(dir, 'pages'), path.join(dir, 'pages/index.astro'))).toBe('/');
    const strings = pageStrings(path.join(dir, 'pages'), path.join(dir, 'layouts/Root.astro'), KEYS);
    const of = (route: string) => strings.routes[route].map((i) => strings.keys[i]);
    expect(of('/b')).toEqual(['b.title', 'shell.menu']);
    expect(of('/a/[id]')).toContain('a.dialog');
  });

  it('writes the route\'s subset of a table, escaped for a script; null for a route it does not know', () => {
    const strings = { keys: ['x', 'y'], routes: { '/p': [1] } };
    expect(pageTableJson(strings, '/p', { x: 'X', y: '</script>' })).toBe('{"y":"\\u003c/script>"}');
    expect(pageTableJson(strings, '/elsewhere', { x: 'X', y: 'Y' })).toBeNull();
    expect(pageTableJson(null, '/p', { x: 'X', y: 'Y' })).toBeNull();
  });
});

describe("the site's own pages", () => {
  it("offers every UI string of the root layout's table: none of the console's or the API's", () => {
    const offered = siteUiKeys('messages/zh-CN.json');
    const sent = Object.keys(JSON.parse(uiTableJson('zh-CN')) as object);
    expect(new Set(offered)).toEqual(new Set(sent));
  });

  const keys = Object.keys(UI_TABLES['zh-CN']);
  const strings = pageStrings('src/pages', 'src/layouts/RootLayout.astro', keys);
  const of = (route: string) => new Set(strings.routes[route].map((i) => strings.keys[i]));

  it('a case page gets its own strings and the shell\'s dialogs\' (loaded on demand), not a battle\'s', () => {
    const box = of('/box/[id]');
    const battle = of('/battle/[id]');
    // LoginDialog is a lazy import of DialogHost, on every page.
    const login = fs.readFileSync('src/islands/dialogs/LoginDialog.tsx', 'utf8').match(/t\('([\w.-]+)'/)![1];
    expect(box.has(login)).toBe(true);
    expect(of('/home').has(login)).toBe(true);
    expect(box.size).toBeLessThan(keys.length / 2);
    expect([...box].filter((k) => !battle.has(k)).length).toBeGreaterThan(10);
    expect([...battle].filter((k) => !box.has(k)).length).toBeGreaterThan(10);
  });

  it('knows every page the root layout renders', () => {
    for (const route of ['/home', '/box/[id]', '/', '/404', '/personal/flow']) expect(strings.routes[route], route).toBeDefined();
  });
});
