// One thing a page loads whole (the VIP table, the promo summary, the virtual items): what came,
// and whether the last load failed. The page shows loading, a retry, or the data, and clears it
// when the player signs out or leaves.
import { atom, type WritableAtom } from 'nanostores';

export interface Resource<T> {
  /** Null until it came (or after clear). */
  $data: WritableAtom<T | null>;
  $failed: WritableAtom<boolean>;
  load(): Promise<void>;
  clear(): void;
}

export function createResource<T>(fetch: () => Promise<T>): Resource<T> {
  const $data = atom<T | null>(null);
  const $failed = atom(false);
  return {
    $data,
    $failed,
    load() {
      $failed.set(false);
      return fetch().then((v) => $data.set(v), () => $failed.set(true));
    },
    clear() {
      $data.set(null);
    },
  };
}
