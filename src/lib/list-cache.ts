// The request cache for lists (docs/decisions/0108-list-cache-focus-refresh-and-image-fields.md):
// an answer is kept 5 minutes (asking for a page seen that recently shows it without a request),
// and a list on screen is asked again when the window regains focus, at most once every 5 s, so a
// player coming back from another tab sees what changed without a stampede of requests on every
// click into the window.
export const LIST_CACHE_MS = 5 * 60_000;
export const LIST_FOCUS_REFRESH_MS = 5_000;

/** Calls `onFocus` when the page comes back into view; returns the stop. */
export type FocusSource = (onFocus: () => void) => () => void;

/** The browser's: window focus, and the tab becoming visible again. Nothing outside a browser. */
export const windowFocus: FocusSource = (onFocus) => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  const handler = (): void => {
    if (document.visibilityState !== 'hidden') onFocus();
  };
  window.addEventListener('focus', handler);
  document.addEventListener('visibilitychange', handler);
  return () => {
    window.removeEventListener('focus', handler);
    document.removeEventListener('visibilitychange', handler);
  };
};

export interface CacheOptions {
  /** How long an answer is served without asking (default 5 minutes; 0: never cached). */
  cacheMs?: number;
  /** The least time between two focus refreshes (default 5 s). */
  focusMs?: number;
  /** Where focus comes from (tests give their own). */
  focus?: FocusSource;
  now?: () => number;
}

/** A few answers by key, each good for `ttl` ms from when it came. */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();
  private readonly ttl: number;
  private readonly now: () => number;
  constructor(ttl: number, now: () => number) {
    this.ttl = ttl;
    this.now = now;
  }

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at >= this.ttl) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: T): void {
    if (this.ttl <= 0) return;
    this.entries.set(key, { at: this.now(), value });
  }

  clear(): void {
    this.entries.clear();
  }
}
