// /personal/bag's list: the player's items by source (moduleId, -1 all), status, rarity and name,
// sorted, page by page (docs/decisions/0041-paged-lists.md), with what the matching items are worth
// together. The filters sit beside the list; it reads them when it loads, so one list serves every
// filter, and the request cache keeps each filter's pages apart.
import { atom, computed } from 'nanostores';
import type { BagItem, BagPage, BagState } from '../../shared/contracts/bag.ts';
import type { RarityKey } from '../../shared/skin-category.ts';
import { bagApi, type BagOrder, type BagOrderBy } from '../api/bag.ts';
import { PAGE_SIZE } from '../api/endpoints.ts';
import { createFilteredList } from '../paged.ts';

export type { BagOrder, BagOrderBy };

export interface BagSort {
  orderBy: BagOrderBy;
  order: BagOrder;
}
export interface BagFilters {
  moduleId: number;
  sort: BagSort;
  rarity: RarityKey | 'all';
  state: BagState;
  /** Part of the item's name, as last sent (what the field shows is $bagSearch). */
  name: string;
}

export const FIRST_BAG_FILTERS: BagFilters = { moduleId: -1, sort: { orderBy: 'time', order: 'desc' }, rarity: 'all', state: 0, name: '' };

/** How long typing pauses before the name is asked for. */
export const BAG_SEARCH_DELAY_MS = 300;

export const bagList = createFilteredList<BagFilters, BagItem>(FIRST_BAG_FILTERS, (f, page) =>
  bagApi.page({ ...f.sort, moduleId: f.moduleId, page, pageSize: PAGE_SIZE, rarity: f.rarity, state: f.state, name: f.name }),
);
export const $bagFilters = bagList.$filters;

/** What the matching items are worth together (yuan), null before the first answer. */
export const $bagValue = computed(bagList.$state, (s) => (s.data as BagPage | null)?.totalValue ?? null);

/** Whether any filter narrows the list: an empty answer then means "nothing matches", not "no items". */
export const $bagFiltered = computed($bagFilters, (f) => f.moduleId !== -1 || f.rarity !== 'all' || f.state !== 0 || f.name !== '');

/** The search field's text, ahead of the name last asked for while the player types. */
export const $bagSearch = atom('');
let searchTimer: ReturnType<typeof setTimeout> | undefined;

/** Another source, status, rarity or sort: page 1 with it. */
export function filterBag(patch: Partial<BagFilters>): Promise<void> {
  return bagList.filter(patch);
}

/** Typing in the search field: the list asks once the typing pauses. */
export function searchBag(text: string): void {
  $bagSearch.set(text);
  clearTimeout(searchTimer);
  searchTimer = setTimeout(() => void bagList.filter({ name: text.trim() }), BAG_SEARCH_DELAY_MS);
}

/** Every filter back to the first ones (the empty state's "show everything"), page 1. */
export function clearBagFilters(): Promise<void> {
  clearTimeout(searchTimer);
  $bagSearch.set('');
  return bagList.start({ ...FIRST_BAG_FILTERS, sort: $bagFilters.get().sort });
}

/** The page left: the next visit starts from the first filters, with nothing loaded. */
export function leaveBag(): void {
  clearTimeout(searchTimer);
  $bagSearch.set('');
  bagList.reset();
}
