// /personal/bag's list: the player's items by source (moduleId, -1 all) and sort, page by page
// (docs/decisions/0041-paged-lists.md). The filters sit beside the list; it reads them when it
// loads, so one list serves every filter.
import { atom } from 'nanostores';
import type { BagItem } from '../../shared/contracts/bag.ts';
import { bagApi, type BagOrder, type BagOrderBy } from '../api/bag.ts';
import { PAGE_SIZE } from '../api/endpoints.ts';
import { createPagedList } from '../paged.ts';

export type { BagOrder, BagOrderBy };

export interface BagSort {
  orderBy: BagOrderBy;
  order: BagOrder;
}
export interface BagFilters {
  moduleId: number;
  sort: BagSort;
}

const FIRST: BagFilters = { moduleId: -1, sort: { orderBy: 'time', order: 'desc' } };

export const $bagFilters = atom<BagFilters>(FIRST);
export const bagList = createPagedList<BagItem>((page) => {
  const f = $bagFilters.get();
  return bagApi.page({ ...f.sort, moduleId: f.moduleId, page, pageSize: PAGE_SIZE });
});

/** Another source or sort: page 1 with it. */
export function filterBag(patch: Partial<BagFilters>): Promise<void> {
  $bagFilters.set({ ...$bagFilters.get(), ...patch });
  return bagList.load(1);
}

/** The page left: the next visit starts from the first filters, with nothing loaded. */
export function leaveBag(): void {
  bagList.reset();
  $bagFilters.set(FIRST);
}
