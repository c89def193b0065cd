// Comments say their reason or cite a decision record (docs/decisions/NNNN), never an issue
// number or a paragraph of the spec: neither the issues nor the spec are in this repository, so a
// reader cannot follow such a reference.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SELF = path.relative(ROOT, new URL(import.meta.url).pathname);
const DIRS = ['src', 'tests', 'scripts'];
const SOURCE = /\.(ts|tsx|astro|mjs|js)$/;
// Generated (paraglide's compiled messages) or installed, not written here.
const SKIP = new Set(['node_modules', 'paraglide']);
const REFERENCE = /issue [0-9]|[Ii]ssues? [0-9]|spec §|§[0-9]/;

function sourcesUnder(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourcesUnder(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

describe('references a reader can follow', () => {
  it('no source file under src/, tests/ or scripts/ cites an issue number or a spec paragraph', () => {
    const found = DIRS.flatMap(sourcesUnder)
      .filter((file) => file !== SELF)
      .flatMap((file) =>
        fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')
          .map((line, i) => (REFERENCE.test(line) ? `${file}:${i + 1}: ${line.trim()}` : null))
          .filter((hit): hit is string => hit !== null));
    expect(found).toEqual([]);
  });
});
