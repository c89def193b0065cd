// Turns the case specs (cases.ts) into cases.json: resolves market names to catalogue ids and lays
// the ticket ranges end to end over 1..TICKETS. Every rule the server relies on is checked here,
// so a bad edit fails the build instead of shipping a case whose odds do not add up.
import { TICKETS } from '../../src/shared/contracts/box.ts';
import type { CaseDefinition, CaseItem, CatalogueFile, CasesFile } from '../../src/server/modules/boxes/data/types.ts';
import type { CaseSpec, ThemeSpec } from './cases.ts';
import { withZhTW } from './zh-tw.ts';

export const MIN_CASE_ITEMS = 8;
export const MAX_CASE_ITEMS = 20;

function tile(spec: CaseSpec, idByName: ReadonlyMap<string, number>): CaseItem[] {
  const fail = (why: string) => new Error(`case "${spec.slug}": ${why}`);
  const n = spec.items.length;
  if (n < MIN_CASE_ITEMS || n > MAX_CASE_ITEMS) throw fail(`${n} items, expected ${MIN_CASE_ITEMS}–${MAX_CASE_ITEMS}`);
  const rests = spec.items.filter(([, t]) => t === 'rest').length;
  if (rests !== 1) throw fail(`${rests} items say 'rest', expected exactly 1`);

  let fixed = 0;
  for (const [name, t] of spec.items) {
    if (t !== 'rest' && (!Number.isInteger(t) || t < 1)) throw fail(`"${name}" has ${t} tickets`);
    if (t !== 'rest') fixed += t;
  }
  const rest = TICKETS - fixed;
  if (rest < 1) throw fail(`fixed tickets add up to ${fixed}, leaving nothing for the 'rest' item`);

  const seen = new Set<number>();
  const items: CaseItem[] = [];
  let next = 1;
  for (const [name, t] of spec.items) {
    const ornamentId = idByName.get(name);
    if (ornamentId === undefined) throw fail(`"${name}" is not in the catalogue`);
    if (seen.has(ornamentId)) throw fail(`"${name}" is listed twice`);
    seen.add(ornamentId);
    const tickets = t === 'rest' ? rest : t;
    items.push({ ornamentId, ticketFrom: next, ticketTo: next + tickets - 1 });
    next += tickets;
  }
  return items;
}

export function buildCases(
  themes: readonly ThemeSpec[],
  specs: readonly CaseSpec[],
  catalogue: CatalogueFile,
  imageOf: (container: string) => string,
): CasesFile {
  const idByName = new Map(catalogue.items.map((i) => [i.name.en, i.id]));
  const themeId = new Map(themes.map((t, i) => [t.slug, i + 1]));
  const slugs = new Set<string>();
  const cases: CaseDefinition[] = specs.map((spec, i) => {
    if (slugs.has(spec.slug)) throw new Error(`case slug "${spec.slug}" is used twice`);
    slugs.add(spec.slug);
    const theme = themeId.get(spec.theme);
    if (theme === undefined) throw new Error(`case "${spec.slug}": unknown theme "${spec.theme}"`);
    return {
      id: i + 1,
      slug: spec.slug,
      themeId: theme,
      name: withZhTW(spec.name),
      image: imageOf(spec.container),
      version: spec.version,
      items: tile(spec, idByName),
    };
  });
  return { themes: themes.map((t, i) => ({ id: i + 1, name: withZhTW(t.name) })), cases };
}
