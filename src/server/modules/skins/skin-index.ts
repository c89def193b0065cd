// The catalogue seen from the skins' side, built once per load of the cases (a new case version or
// a retirement reloads them: boxes/catalogue.ts refreshCatalogue): each skin's category and
// searchable names, the three sort orders, and which current versions of cases on sale hold it.
import { TICKETS } from '../../../shared/constants.ts';
import { SITE_LANGS, type Lang } from '../../../shared/locales.ts';
import { localized } from '../../../shared/localized.ts';
import { skinCategoryOf, type SkinCategory } from '../../../shared/skin-category.ts';
import { onSale, type Catalogue, type CatalogueBox } from '../boxes/catalogue.ts';
import type { OrnamentRow } from '../boxes/ornaments.ts';

export interface SkinEntry {
  row: OrnamentRow;
  category: SkinCategory;
  rarity: string;
  /** The name lower-cased, per language the catalogue may be read in. */
  search: Record<Lang, string>;
  /** Cases on sale that hold it, most tickets first, then the cheaper case. */
  cases: { box: CatalogueBox; tickets: number }[];
}

export interface SkinIndex {
  byId: Map<number, SkinEntry>;
  /** default: knives and gloves first (grade), then the dearer, then by id. */
  orders: Record<'default' | 'price_desc' | 'price_asc', SkinEntry[]>;
}

/** Keyed by the cases' Map, which each reload replaces. */
const cache = new WeakMap<Catalogue['boxes'], SkinIndex>();

export function skinIndex(c: Catalogue): SkinIndex {
  let index = cache.get(c.boxes);
  if (!index) {
    index = build(c);
    cache.set(c.boxes, index);
  }
  return index;
}

/** Odds in percent with 4 decimals, exact, as the case page writes them (oddsPercent in ../boxes/catalogue.ts). */
export function ticketsPercent(tickets: number): string {
  return ((tickets * 100) / TICKETS).toFixed(4);
}

function byPrice(a: SkinEntry, b: SkinEntry): number {
  return a.row.price < b.row.price ? -1 : a.row.price > b.row.price ? 1 : 0;
}

function build(c: Catalogue): SkinIndex {
  const held = new Map<number, Map<number, number>>(); // ornament -> box id -> tickets
  for (const box of c.boxes.values()) {
    if (!onSale(box)) continue;
    for (const e of box.current.table) {
      let boxes = held.get(e.ornamentId);
      if (!boxes) held.set(e.ornamentId, (boxes = new Map<number, number>()));
      boxes.set(box.id, (boxes.get(box.id) ?? 0) + e.ticketTo - e.ticketFrom + 1);
    }
  }
  const byId = new Map<number, SkinEntry>();
  for (const row of c.ornaments.values()) {
    const cases = [...(held.get(row.id) ?? new Map<number, number>())]
      .map(([boxId, tickets]) => ({ box: c.boxes.get(boxId)!, tickets }))
      .sort((x, y) => y.tickets - x.tickets
        || (x.box.current.price < y.box.current.price ? -1 : x.box.current.price > y.box.current.price ? 1 : 0)
        || x.box.id - y.box.id);
    const search = {} as Record<Lang, string>;
    for (const lang of SITE_LANGS) search[lang] = localized(row.info.name, lang).toLowerCase();
    byId.set(row.id, { row, category: skinCategoryOf(row.weaponType), rarity: row.info.rarity.key, search, cases });
  }
  const all = [...byId.values()].sort((a, b) => a.row.id - b.row.id);
  return {
    byId,
    orders: {
      default: [...all].sort((a, b) => a.row.grade - b.row.grade || byPrice(b, a) || a.row.id - b.row.id),
      price_desc: [...all].sort((a, b) => byPrice(b, a) || a.row.id - b.row.id),
      price_asc: [...all].sort((a, b) => byPrice(a, b) || a.row.id - b.row.id),
    },
  };
}
