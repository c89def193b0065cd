// A paged list (the spec's states: lists load page by page, refresh on demand, a stale response is
// dropped when a newer request was made; answers cached 5 minutes, asked again on focus at most
// every 5 s: ./list-cache.ts). Framework-free: islands subscribe with useStore.
import { atom, map, onMount, type MapStore, type ReadableAtom } from 'nanostores';
import type { Page } from '../shared/contracts/wallet.ts';
import { isStale, latest } from './api/client.ts';
import { pageCount } from './format.ts';
import { AnswerCache, LIST_CACHE_MS, LIST_FOCUS_REFRESH_MS, windowFocus, type CacheOptions } from './list-cache.ts';

export interface PagedState<T> {
  page: number;
  /** The last page that loaded; null before the first answer. */
  data: Page<T> | null;
  loading: boolean;
  error: string | null;
}

// The actions are closures over the list, not methods: an island passes them on detached
// (onClick={list.next}), so they are typed as function properties.
export interface PagedList<T> {
  $state: MapStore<PagedState<T>>;
  load: (page: number) => Promise<void>;
  refresh: () => Promise<void>;
  next: () => Promise<void>;
  prev: () => Promise<void>;
  reset: () => void;
}

export interface PagedOptions extends CacheOptions {
  /**
   * What else than the page decides the answer (a list's filters): part of the cache's key, so a
   * page cached under one filter is never shown under another.
   */
  key?: () => string;
}

export function createPagedList<T>(fetchPage: (page: number) => Promise<Page<T>>, options: PagedOptions = {}): PagedList<T> {
  const { cacheMs = LIST_CACHE_MS, focusMs = LIST_FOCUS_REFRESH_MS, focus = windowFocus, now = Date.now, key = () => '' } = options;
  const initial = (): PagedState<T> => ({ page: 1, data: null, loading: false, error: null });
  const $state = map<PagedState<T>>(initial());
  const fetchLatest = latest(fetchPage, 'paged');
  const cache = new AnswerCache<Page<T>>(cacheMs, now);
  let generation = 0;
  let lastAskedAt = Number.NEGATIVE_INFINITY;

  async function load(page: number, fresh = false): Promise<void> {
    const target = Math.max(1, Math.floor(page));
    const cacheKey = `${key()}|${target}`;
    const cached = fresh ? undefined : cache.get(cacheKey);
    if (cached) {
      generation += 1; // an answer still in flight for another page must not cover this one
      $state.set({ page: cached.page || target, data: cached, loading: false, error: null });
      return;
    }
    const gen = generation;
    lastAskedAt = now();
    $state.set({ ...$state.get(), page: target, loading: true, error: null });
    try {
      const data = await fetchLatest(target);
      if (gen !== generation) return;
      cache.set(cacheKey, data);
      $state.set({ page: data.page || target, data, loading: false, error: null });
    } catch (err) {
      if (isStale(err) || gen !== generation) return; // a newer load owns the state now
      $state.set({ ...$state.get(), loading: false, error: err instanceof Error ? err.message : String(err) });
    }
  }

  /** Asked again: every cached page may be out of date (a sale moves items between pages). */
  function refresh(): Promise<void> {
    cache.clear();
    return load($state.get().page, true);
  }

  // While something shows the list, coming back to the window asks for the shown page again.
  onMount($state, () =>
    focus(() => {
      const { data, loading } = $state.get();
      if (!data || loading || now() - lastAskedAt < focusMs) return;
      void refresh();
    }),
  );

  return {
    $state,
    load: (page) => load(page),
    refresh,
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
      cache.clear();
      lastAskedAt = Number.NEGATIVE_INFINITY;
      $state.set(initial());
    },
  };
}

/** A paged list keyed by filters as well as the page: a changed filter asks page 1 again. */
export interface FilteredList<F, T> extends PagedList<T> {
  $filters: ReadableAtom<F>;
  /** Change some filters and load page 1 with them (nothing when they are unchanged on page 1). */
  filter(patch: Partial<F>): Promise<void>;
  /**
   * Back to these filters (default: the first ones) and this page (default 1), then load it: what
   * a page shows when it opens (its address may name filters and a page).
   */
  start(filters?: F, page?: number): Promise<void>;
  /** Nothing loaded, answers in flight dropped; the filters back to the first ones unless kept. */
  reset(keepFilters?: boolean): void;
}

/**
 * The one paged-list store factory the islands share (docs/decisions/0041-paged-lists.md): the
 * filters live beside the page in stores, so a component only renders them and calls actions.
 */
export function createFilteredList<F extends object, T>(
  initialFilters: F,
  fetchPage: (filters: F, page: number) => Promise<Page<T>>,
  options: CacheOptions = {},
): FilteredList<F, T> {
  const $filters = atom<F>(initialFilters);
  const list = createPagedList((page) => fetchPage($filters.get(), page), { ...options, key: () => JSON.stringify($filters.get()) });
  return {
    ...list,
    $filters,
    filter(patch) {
      const current = $filters.get();
      // Choosing the filter already chosen on page 1 asks nothing (as a state setter would not).
      const same = (Object.keys(patch) as (keyof F)[]).every((k) => Object.is(patch[k], current[k]));
      if (same && list.$state.get().page === 1) return Promise.resolve();
      $filters.set({ ...current, ...patch });
      return list.load(1);
    },
    start(filters = initialFilters, page = 1) {
      list.reset();
      $filters.set(filters);
      return list.load(page);
    },
    reset(keepFilters = false) {
      list.reset();
      if (!keepFilters) $filters.set(initialFilters);
    },
  };
}

/** A table's page, page size and sort (a server-paged, server-sorted table: the console's). */
export interface ListSort {
  id: string;
  desc: boolean;
}
export interface ListQuery {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: ListSort | null;
}

export interface QueryListState<D> {
  /** The last answer, kept on screen while the next one loads. */
  data: D | null;
  /** The last failure's message; '' once an answer came. */
  error: string;
  loading: boolean;
}

/**
 * A list keyed by a filter and a table query, for tables whose answer is more than a page (the
 * console's lists carry totals and side lists). Each action resolves to that load's error message,
 * '' when it loaded or a newer load overtook it.
 */
export interface QueryList<F, D> {
  /** The filter a page opens with (what its form shows first). */
  readonly initialFilter: F;
  $filter: ReadableAtom<F>;
  $query: ReadableAtom<ListQuery>;
  $state: MapStore<QueryListState<D>>;
  /** The table asked another page, page size or sort. */
  setQuery(query: ListQuery): Promise<string>;
  /** A new filter: page 1 with it. */
  setFilter(filter: F): Promise<string>;
  refresh(): Promise<string>;
  /** Back to the first query (and this filter, or the first one), then load: a page opening. */
  start(filter?: F): Promise<string>;
}

export function createQueryList<F, D>(initialFilter: F, initialQuery: ListQuery, fetch: (filter: F, query: ListQuery) => Promise<D>): QueryList<F, D> {
  const $filter = atom<F>(initialFilter);
  const $query = atom<ListQuery>(initialQuery);
  const $state = map<QueryListState<D>>({ data: null, error: '', loading: true });
  let seq = 0;

  async function load(): Promise<string> {
    const mine = ++seq;
    $state.set({ ...$state.get(), loading: true });
    try {
      const data = await fetch($filter.get(), $query.get());
      if (mine === seq) $state.set({ data, error: '', loading: false });
      return '';
    } catch (err) {
      if (mine !== seq) return ''; // the query moved on: a slow failure must not cover a newer answer
      const error = err instanceof Error ? err.message : String(err);
      $state.set({ ...$state.get(), error, loading: false });
      return error;
    }
  }

  return {
    initialFilter,
    $filter,
    $query,
    $state,
    setQuery(query) {
      $query.set(query);
      return load();
    },
    setFilter(filter) {
      $filter.set(filter);
      $query.set({ ...$query.get(), page: 1 });
      return load();
    },
    refresh: load,
    start(filter = initialFilter) {
      $filter.set(filter);
      $query.set(initialQuery);
      $state.set({ data: null, error: '', loading: true });
      return load();
    },
  };
}
