// The slice of @ianlucas/cs2-lib the generator needs: item data and three single-language name tables.
// The translation files are imported by path on purpose: the package's "./translations" index loads
// every language (about 5 s and 800 MB); one language file is about 0.1 s. The package's "exports"
// map does not expose the single files, hence the relative path into node_modules.
import { readFileSync } from 'node:fs';
import { CS2_ITEMS, type CS2Item, type CS2ItemTranslationMap } from '@ianlucas/cs2-lib';
import { schinese } from '../../node_modules/@ianlucas/cs2-lib/dist/translations/schinese.mjs';
import { english } from '../../node_modules/@ianlucas/cs2-lib/dist/translations/english.mjs';
import { tchinese } from '../../node_modules/@ianlucas/cs2-lib/dist/translations/tchinese.mjs';

export interface Cs2Lib {
  version: string;
  items: readonly CS2Item[];
  byId: ReadonlyMap<number, CS2Item>;
  zh: CS2ItemTranslationMap;
  /** Steam's Traditional Chinese names (Steam keeps many weapon names in English there, e.g. "Desert Eagle"). */
  tw: CS2ItemTranslationMap;
  en: CS2ItemTranslationMap;
}

let cached: Cs2Lib | undefined;

export function loadCs2Lib(): Cs2Lib {
  if (cached) return cached;
  const pkgUrl = new URL('../../node_modules/@ianlucas/cs2-lib/package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(pkgUrl, 'utf8')) as { version: string };
  cached = { version, items: CS2_ITEMS, byId: new Map(CS2_ITEMS.map((i) => [i.id, i])), zh: schinese, tw: tchinese, en: english };
  return cached;
}

/** The translated name of an item; a missing entry is a broken cs2-lib release, so fail loudly. */
export function nameOf(map: CS2ItemTranslationMap, id: number): string {
  const name = map[id]?.name;
  if (!name) throw new Error(`cs2-lib has no name for item ${id}`);
  return name;
}
