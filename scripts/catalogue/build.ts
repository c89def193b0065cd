// `npm run catalogue`: regenerates src/server/modules/boxes/data/{catalogue,cases}.json from
// @ianlucas/cs2-lib and the tables in this folder. The output depends only on those inputs, so
// running it twice gives identical files; the tests check the committed files are up to date.
import { writeFileSync } from 'node:fs';
import type { CasesFile, CatalogueFile } from '../../src/server/modules/boxes/data/types.ts';
import { buildCases } from './case-builder.ts';
import { buildCatalogue } from './catalogue.ts';
import { CASES, THEMES } from './cases.ts';
import { type Cs2Lib, loadCs2Lib, nameOf } from './cs2lib.ts';
import { recordsJson } from './json.ts';

export const DATA_DIR = new URL('../../src/server/modules/boxes/data/', import.meta.url);

export interface Built {
  catalogue: CatalogueFile;
  cases: CasesFile;
  /** File name in DATA_DIR -> exact text to write. */
  files: Record<string, string>;
}

/** A case's picture is the artwork of the cs2-lib container it is modelled on. */
function containerImage(lib: Cs2Lib): (name: string) => string {
  const images = new Map<string, string>();
  for (const item of lib.items) if (item.type === 'case' && item.image) images.set(nameOf(lib.en, item.id), item.image);
  return (name) => {
    const image = images.get(name);
    if (!image) throw new Error(`cs2-lib has no container called "${name}"`);
    return image;
  };
}

export function buildAll(lib: Cs2Lib = loadCs2Lib()): Built {
  const catalogue = buildCatalogue(lib);
  const cases = buildCases(THEMES, CASES, catalogue, containerImage(lib));
  return {
    catalogue,
    cases,
    files: {
      'catalogue.json': recordsJson({ source: catalogue.source }, { items: catalogue.items }),
      'cases.json': recordsJson({}, { themes: cases.themes, cases: cases.cases }),
    },
  };
}

if (import.meta.main) {
  const started = Date.now();
  const built = buildAll();
  for (const [file, text] of Object.entries(built.files)) writeFileSync(new URL(file, DATA_DIR), text);
  console.log(
    `catalogue: ${built.catalogue.items.length} items, ${built.cases.cases.length} cases in ` +
      `${built.cases.themes.length} themes, written to ${DATA_DIR.pathname} in ${Date.now() - started} ms`,
  );
}
