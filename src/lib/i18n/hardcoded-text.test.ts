// A user-visible word written straight into a component instead of a message key is a defect:
// it shows up untranslated in the other languages. This scans the islands (TSX, parsed with the
// TypeScript compiler), the pages and the layouts (Astro templates) for:
//   - any Han character outside comments (Chinese text belongs in the zh-CN tables);
//   - JSX/HTML text with a Latin word of 2+ letters;
//   - visible attributes (aria-label, title, placeholder, alt, label) given a literal with a word.
// Exceptions are listed below with the reason; keep the list short.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ALLOWED: readonly { file: RegExp; text: string; why: string }[] = [
  { file: /fair\/TestVectors\.tsx$/, text: 'serverSeed|salt|publicHash|clientSeed|nonce|game|message0|block0|uint32s', why: 'field names of the published fairness protocol, identical in every language' },
  { file: /fair\/VerifyChecks\.tsx$/, text: 'SHA-256', why: 'algorithm name' },
];

const WORD = /[A-Za-z]{2,}/;
const HAN = /\p{Script=Han}/u;
const VISIBLE_ATTRS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

function walk(dir: string, re: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, re, out);
    else if (re.test(p) && !/\.test\.tsx?$/.test(p)) out.push(p);
  }
  return out;
}

function allowed(file: string, text: string): boolean {
  return ALLOWED.some((a) => a.file.test(file) && new RegExp(`^(?:${a.text})$`).test(text));
}

/** Hard-coded visible text in a TSX file, found on the syntax tree. */
export function scanTsx(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const t = text.trim();
    if (t && !allowed(file, t)) found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(t)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && (WORD.test(node.text) || HAN.test(node.text))) report(node, node.text);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && HAN.test(node.text)) report(node, node.text);
    else if (ts.isTemplateExpression(node) && HAN.test(node.getText())) report(node, node.getText());
    else if (ts.isJsxAttribute(node) && VISIBLE_ATTRS.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const lit = ts.isStringLiteral(init) ? init : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression) ? init.expression : undefined;
      if (lit && WORD.test(lit.text)) report(lit, lit.text);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteral(node.expression) && ts.isJsxElement(node.parent) && WORD.test(node.expression.text)) {
      report(node, node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/**
 * Hard-coded visible text in an Astro file: Han characters anywhere, and the template (made
 * JSX-shaped: no frontmatter, doctype, comments, scripts or styles) scanned like a TSX file.
 */
export function scanAstro(file: string, source: string): string[] {
  const found: string[] = [];
  const noComments = source.replace(/<!--[\s\S]*?-->/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const [, frontmatter = '', template = noComments] = /^\s*---([\s\S]*?)\n---([\s\S]*)$/.exec(noComments) ?? [];
  for (const line of frontmatter.split('\n')) if (HAN.test(line) && !allowed(file, line.trim())) found.push(`${file}: ${line.trim()}`);
  const markup = template
    .replace(/<!doctype[^>]*>/i, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    // HTML void elements are not self-closed in Astro; close them so the JSX parser keeps going.
    .replace(/<(meta|link|input|br|hr|img)\b([^>]*?)\/?>/g, '<$1$2 />');
  return [...found, ...scanTsx(file, `const __template = <>${markup}</>;`).map((f) => f.replace(/^(.*?):\d+: /, '$1: '))];
}

describe('no hard-coded user-visible text', () => {
  it('finds none in the islands, pages and layouts', () => {
    const found = [
      ...walk('src/islands', /\.tsx$/).flatMap((f) => scanTsx(f, readFileSync(f, 'utf8'))),
      ...walk('src/pages', /\.astro$/).flatMap((f) => scanAstro(f, readFileSync(f, 'utf8'))),
      ...walk('src/layouts', /\.astro$/).flatMap((f) => scanAstro(f, readFileSync(f, 'utf8'))),
    ];
    expect(found).toEqual([]);
  });

  it('catches text in JSX, visible attributes and Chinese literals, and passes keys and code', () => {
    const bad = `export function A({ t }) {
      const x = a > b ? 1 : 2;
      return <div aria-label="Close menu" title={t('x')}>Hello there {t('ok')} <span>{'Sign up'}</span><b>{'登录'}</b></div>;
    }`;
    expect(scanTsx('A.tsx', bad).map((s) => s.replace(/^A\.tsx:\d+: /, ''))).toEqual(['"Close menu"', '"Hello there"', '"Sign up"', '"登录"']);
    const good = `export function B({ t }) { return <p className="text-start" aria-label={t('x')}>{t('y')} · ¥{n} 18+</p>; }`;
    expect(scanTsx('B.tsx', good)).toEqual([]);
    const astro = `---\nconst a = '开箱';\n---\n<!doctype html>\n<meta charset="utf-8">\n<p>{t(lang, 'k', { year })}</p>\n<a href="/x" title="Go home">Back home</a>\n<!-- 注释 -->\n{ok && <b>你好</b>}`;
    expect(scanAstro('P.astro', astro)).toEqual([`P.astro: const a = '开箱';`, 'P.astro: "Go home"', 'P.astro: "Back home"', 'P.astro: "你好"']);
  });
});
