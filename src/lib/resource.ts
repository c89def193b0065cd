// One thing a page loads whole (the VIP table, the promo summary, the virtual items): what came,
// and whether the last load failed. The page shows loading, a retry, or the data, and clears it
// when the player signs out or leaves. While a page shows it, coming back to the window asks for it
// again, at most once every 5 s (./list-cache.ts); a load is always asked, since the pages load
// again right after an action changed the thing.
import { atom, onMount, type WritableAtom } from 'nanostores';
import { LIST_FOCUS_REFRESH_MS, windowFocus, type CacheOptions } from './list-cache.ts';

export interface Resource<T> {
  /** Null until it came (or after clear). */
  $data: WritableAtom<T | null>;
  $failed: WritableAtom<boolean>;
  load(): Promise<void>;
  clear(): void;
}

export function createResource<T>(fetch: () => Promise<T>, options: Pick<CacheOptions, 'focus' | 'focusMs' | 'now'> = {}): Resource<T> {
  const { focus = windowFocus, focusMs = LIST_FOCUS_REFRESH_MS, now = Date.now } = options;
  const $data = atom<T | null>(null);
  const $failed = atom(false);
  let lastAskedAt = Number.NEGATIVE_INFINITY;
  let generation = 0;

  function load(): Promise<void> {
    const mine = generation;
    lastAskedAt = now();
    $failed.set(false);
    return fetch().then(
      (v) => {
        if (mine === generation) $data.set(v); // a clear while it was asked for wins
      },
      () => {
        if (mine === generation) $failed.set(true);
      },
    );
  }

  onMount($data, () =>
    focus(() => {
      if ($data.get() === null || now() - lastAskedAt < focusMs) return;
      void load();
    }),
  );

  return {
    $data,
    $failed,
    load,
    clear() {
      generation += 1;
      $data.set(null);
    },
  };
}
