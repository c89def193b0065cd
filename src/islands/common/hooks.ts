import { useEffect, useMemo, useState } from 'react';
import { translator, type Lang, type Translator } from '../../lib/i18n/ui.ts';

/** The translator for the language the page was rendered in (passed down from the layout). */
export function useT(lang: Lang): Translator {
  return useMemo(() => translator(lang), [lang]);
}

/**
 * False during the server render and the hydrating render, true afterwards. Islands render
 * browser-only state (token, localStorage) only when mounted, so hydration always matches.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * A form's "busy while its request runs" state. `run` ignores a second submit while one is under
 * way, and swallows a failure after `onError` (by default nothing: the request client has already
 * toasted the server's message).
 */
export function useBusyAction(): [boolean, (task: () => Promise<void>, onError?: (err: unknown) => void) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  async function run(task: () => Promise<void>, onError?: (err: unknown) => void): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } catch (err) {
      onError?.(err);
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}
