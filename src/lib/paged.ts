// A paged list (spec §4: lists load page by page, refresh on demand, a stale response is
// dropped when a newer request was made). Framework-free: islands subscribe with useStore.
import { atom, map, type MapStore, type ReadableAtom } from 'nanostores';
import type { Page } from '../shared/contracts/wallet.ts';
import { isStale, latest } from './api/client.ts';
import { pageCount } from './format.ts';

export interface PagedState<T> {
  page: number;
  /** The last page that loaded; null before the first answer. */
  data: Page<T> | null;
  loading: boolean;
  error: string | null;
}

export interface PagedList<T> {
  $state: MapStore<PagedState<T>>;
  load(page: number): Promise<void>;
  refresh(): Promise<void>;
  next(): Promise<void>;
  prev(): Promise<void>;
  reset(): void;
}

export function createPagedList<T>(fetchPage: (page: number) => Promise<Page<T>>): PagedList<T> {
  const initial = (): PagedState<T> => ({ page: 1, data: null, loading: false, error: null });
  const $state = map<PagedState<T>>(initial());
  const fetchLatest = latest(fetchPage, 'paged');
  let generation = 0;

  async function load(page: number): Promise<void> {
    const target = Math.max(1, Math.floor(page));
    const gen = generation;
    $state.set({ ...$state.get(), page: target, loading: true, error: null });
    try {
      const data = await fetchLatest(target);
      if (gen !== generation) return;
      $state.set({ page: data.page || target, data, loading: false, error: null });
    } catch (err) {
      if (isStale(err) || gen !== generation) return; // a newer load owns the state now
      $state.set({ ...$state.get(), loading: false, error: err instanceof Error ? err.message : String(err) });
    }
  }

  return {
    $state,
    load,
    refresh: () => load($state.get().page),
    next: () => {
      const { page, data } = $state.get();
      if (data && page >= pageCount(data.total, data.pageSize)) return Promise.resolve();
      return load(page + 1);
    },
    prev: () => {
      const { page } = $state.get();
      return page <= 1 ? Promise.resolve() : load(page - 1);
    },
    reset: () => {
      generation += 1;
      $state.set(initial());
    },
  };
}

/** A paged list keyed by filters as well as the page: a changed filter asks page 1 again. */
export interface FilteredList<F, T> extends PagedList<T> {
  $filters: ReadableAtom<F>;
  /** Change some filters and load page 1 with them. */
  filter(patch: Partial<F>): Promise<void>;
  /** Back to the first filters and page 1, then load it (what a page shows when it opens). */
  start(): Promise<void>;
}

/**
 * The one paged-list store factory the islands share (docs/decisions/0041-paged-lists.md): the
 * filters live beside the page in stores, so a component only renders them and calls actions.
 */
export function createFilteredList<F extends object, T>(
  initialFilters: F,
  fetchPage: (filters: F, page: number) => Promise<Page<T>>,
): FilteredList<F, T> {
  const $filters = atom<F>(initialFilters);
  const list = createPagedList((page) => fetchPage($filters.get(), page));
  return {
    ...list,
    $filters,
    filter(patch) {
      $filters.set({ ...$filters.get(), ...patch });
      return list.load(1);
    },
    start() {
      list.reset();
      $filters.set(initialFilters);
      return list.load(1);
    },
    reset() {
      list.reset();
      $filters.set(initialFilters);
    },
  };
}
