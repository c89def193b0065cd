// A paged list whose filters live in the address (/skin, /shop): the first load reads them from
// the address, the address follows the list shown, and a changed filter asks page 1 again, at
// once for chips and selects, after a pause for typing. The list is a store from src/lib
// (createFilteredList, docs/decisions/0041-paged-lists.md): it drops an answer to an older
// request, so a slow answer never replaces a newer one.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { FilteredList } from '../../lib/paged.ts';

/** Filters are text fields (what an input or a select holds). */
type Filters<F> = { [K in keyof F]: string };

/** Typing settles before a request goes out. */
const TYPE_DELAY_MS = 300;

/** The address of these filters: only what differs from the defaults, trimmed. */
export function addressOf<F extends Filters<F>>(filters: F, empty: F, page: number): string {
  const q = new URLSearchParams();
  for (const k of Object.keys(empty) as (keyof F & string)[]) if (filters[k].trim() !== empty[k]) q.set(k, filters[k].trim());
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A query parameter that must be one of `allowed`; anything else is `fallback`. */
export function pickParam<V extends string>(q: URLSearchParams, name: string, allowed: readonly V[], fallback: V): V {
  const v = q.get(name);
  return v !== null && (allowed as readonly string[]).includes(v) ? (v as V) : fallback;
}

/** The page an address asks for: a whole number from 1. */
export function pageParam(q: URLSearchParams): number {
  const page = Number(q.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

export interface AddressedListOptions<F extends Filters<F>, T> {
  empty: F;
  /** The filters and page an address asks for; anything not allowed is left at its default. */
  fromSearch: (search: string) => { filters: F; page: number };
  /** The list's store: its filters are what the last request asked. */
  list: FilteredList<F, T>;
  /** The fields typed by hand: a change there waits for a pause. */
  typed: readonly (keyof F)[];
  /** Filters the server would refuse (a bad price range): not asked until corrected. */
  invalid?: (filters: F) => boolean;
}

export function useAddressedList<F extends Filters<F>, T>(o: AddressedListOptions<F, T>) {
  // What the inputs show; the list's filters are what the last request asked.
  const { list } = o;
  const [form, setForm] = useState<F>(o.empty);
  const state = useStore(list.$state);
  const started = useRef(false);

  useEffect(() => {
    const { filters, page } = o.fromSearch(location.search);
    setForm(filters);
    started.current = true;
    void list.start(filters, page);
  }, [list]);

  useEffect(() => {
    if (!started.current || !state.data) return;
    const next = `${location.pathname}${addressOf(list.$filters.get(), o.empty, state.page)}`;
    if (next !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', next);
  }, [state.data, state.page]);

  useEffect(() => {
    if (!started.current) return;
    const keys = Object.keys(o.empty) as (keyof F)[];
    const asked = list.$filters.get();
    if (keys.every((k) => form[k].trim() === asked[k].trim()) || o.invalid?.(form)) return;
    const go = () => void list.filter(form);
    if (!o.typed.some((k) => form[k] !== asked[k])) {
      go();
      return;
    }
    const timer = setTimeout(go, TYPE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, list]);

  const set = (patch: Partial<F>) => setForm((f) => ({ ...f, ...patch }));
  return { form, setForm, set, list, state };
}
