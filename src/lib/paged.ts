// A paged list (spec §4: lists load page by page, refresh on demand, a stale response is
// dropped when a newer request was made). Framework-free: islands subscribe with useStore.
import { map, type MapStore } from 'nanostores';
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
