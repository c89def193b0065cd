// What a list shows: loading before its first answer, a retry when the last load failed, the
// designed empty state when the answer holds nothing, or the items. One rule for every list, so a
// failed load never reads as "nothing here" and an empty answer never as "still loading".
export type ListView = 'loading' | 'error' | 'empty' | 'ready';

export interface ListLike {
  data: { list: readonly unknown[] } | null;
  error: string | null;
  loading: boolean;
}

/**
 * `keepData`: a failed refresh leaves the last answer on screen (a lobby that keeps moving) instead
 * of replacing it with the retry.
 */
export function listView(s: ListLike, opts: { keepData?: boolean } = {}): ListView {
  if (s.error !== null && s.error !== '' && !s.loading && !(opts.keepData && s.data)) return 'error';
  if (!s.data) return s.error ? 'error' : 'loading';
  return s.data.list.length === 0 ? 'empty' : 'ready';
}

/** The same rule for a store that holds a loading / failed / ready state (the battle lobby's). */
export function loadView<T>(load: { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: readonly T[] }): ListView {
  if (load.state === 'loading') return 'loading';
  if (load.state === 'failed') return 'error';
  return load.data.length === 0 ? 'empty' : 'ready';
}
