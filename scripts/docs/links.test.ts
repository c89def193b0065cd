// The documentation stays usable: README.md is a newcomer's map (at most 200 lines, the rest in
// docs/), no relative link in the Markdown points at a file that moved or never existed, and every
// setting the server reads is in docs/configuration.md.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

function markdownUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(rel);
    return entry.name.endsWith('.md') ? [rel] : [];
  });
}

/** The targets of a Markdown file's inline links and images, outside code blocks and code spans. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
}

/** A target on this site's disk: no scheme, no protocol-relative host, not a bare anchor. */
const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//') && !target.startsWith('#');

const DOCS = ['README.md', 'CONTRIBUTING.md', ...markdownUnder('docs')];

describe('the documentation', () => {
  it('keeps README.md to at most 200 lines', () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n').length;
    expect(lines, 'README.md is the newcomer\'s map: move detail into docs/').toBeLessThanOrEqual(200);
  });

  it('finds the link parser working', () => {
    expect(linkTargets('[a](docs/x.md) ![i](p.png "t") `[b](no.md)` [c](https://x.org) [d](#top)\n```\n[e](no.md)\n```\n'))
      .toEqual(['docs/x.md', 'p.png', 'https://x.org', '#top']);
  });

  it.each(DOCS)('%s links only to files that exist', (file) => {
    const missing = linkTargets(read(file))
      .filter(isRelative)
      .map((target) => decodeURIComponent(target.split('#')[0]))
      .filter((target) => !fs.existsSync(path.resolve(ROOT, path.dirname(file), target)));
    expect(missing, `${file}: relative links to missing files`).toEqual([]);
  });

  it('describes every setting the server reads in docs/configuration.md', () => {
    // The files of src/server/config/ and the provider sections they import (providers/*/…-config.ts, certify/choose.ts).
    const folder = 'src/server/config';
    const own = fs.readdirSync(path.join(ROOT, folder)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => `${folder}/${f}`);
    const sources = [...own, ...new Set(own.flatMap((file) => [...read(file).matchAll(/from '\.\.\/(providers\/[^']+)'/g)].map((m) => `src/server/${m[1]}`)))];
    const names = new Set<string>();
    for (const source of sources) {
      const text = read(source);
      for (const m of text.matchAll(/\benv(?:\.|\[')([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})\b/g)) names.add(m[1]);
      // Names handed to the readers: int(src, 'PORT', …), oneOf(src, 'CONSOLE', …), lists of required keys.
      for (const m of text.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})'(?=\s*[,\]])/g)) names.add(m[1]);
    }
    expect(sources.length).toBeGreaterThan(4);
    expect(names.size).toBeGreaterThan(80);
    const doc = read('docs/configuration.md');
    expect([...names].filter((name) => !doc.includes(`\`${name}\``)).sort(), 'settings missing from docs/configuration.md').toEqual([]);
  });
});
