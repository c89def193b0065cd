// What every console table page does when its query changes: ask the server, keep the last answer
// on screen while the next one loads, show the server's message on failure, and ignore an answer
// that arrives after the query moved on (the `live` flag), so a slow page never overwrites a newer one.
import { useEffect, useState } from 'react';

export interface ConsoleData<T> {
  data: T | null;
  error: string;
  loading: boolean;
}

/** `load` runs again whenever `deps` change (as for useEffect); `onData` sees each accepted answer. */
export function useConsoleData<T>(load: () => Promise<T>, deps: readonly unknown[], onData?: (data: T) => void): ConsoleData<T> {
  const [state, setState] = useState<ConsoleData<T>>({ data: null, error: '', loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => {
        if (!live) return;
        setState({ data, error: '', loading: false });
        onData?.(data);
      },
      (e: Error) => { if (live) setState((s) => ({ ...s, error: e.message, loading: false })); },
    );
    return () => { live = false; };
  }, deps); // the caller names what the load depends on
  return state;
}
