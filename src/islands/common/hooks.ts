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
