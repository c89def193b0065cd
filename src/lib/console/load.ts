// One thing a console page loads whole (a record, a report, a detail panel): the last answer, the
// last failure's message and whether a load is under way, as a store the island renders. An answer
// that arrives after a newer load began is dropped, so a slow one never covers the newer one (the
// lists do the same: src/lib/paged.ts).
import { map, type MapStore } from 'nanostores';

export interface LoadState<T> {
  /** The last answer, kept on screen while the next one loads; null before the first. */
  data: T | null;
  /** The last failure's message; '' once an answer came. */
  error: string;
  loading: boolean;
}

export interface Load<A extends unknown[], T> {
  $state: MapStore<LoadState<T>>;
  /** Asks with these arguments; resolves to the failure's message, '' when it loaded or a newer load overtook it. */
  load(...args: A): Promise<string>;
  /** Nothing shown (a page opening, another record chosen); an answer in flight is dropped. */
  reset(): void;
  /** The answer a write returned, shown as if loaded. */
  set(data: T): void;
}

/** `loadingAtFirst`: a page that asks as it opens says "loading" from its first render (the server's too). */
export function createLoad<A extends unknown[], T>(fetch: (...args: A) => Promise<T>, loadingAtFirst = false): Load<A, T> {
  const $state = map<LoadState<T>>({ data: null, error: '', loading: loadingAtFirst });
  let seq = 0;
  return {
    $state,
    async load(...args) {
      const mine = ++seq;
      $state.set({ ...$state.get(), loading: true }); // the last failure stays shown until an answer comes
      try {
        const data = await fetch(...args);
        if (mine === seq) $state.set({ data, error: '', loading: false });
        return '';
      } catch (err) {
        if (mine !== seq) return '';
        const error = err instanceof Error ? err.message : String(err);
        $state.set({ ...$state.get(), error, loading: false });
        return error;
      }
    },
    reset() {
      seq += 1;
      $state.set({ data: null, error: '', loading: loadingAtFirst });
    },
    set(data) {
      seq += 1;
      $state.set({ data, error: '', loading: false });
    },
  };
}
