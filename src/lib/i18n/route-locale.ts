// Which language a page request is in, decided from its address alone (see src/middleware.ts).
import { DEFAULT_LANG, findLocale, localeDir, type Dir, type Lang } from '../../shared/locales.ts';
import { splitLocalePath } from '../../shared/locale-paths.ts';

/**
 * Test-only fixture locales: a right-to-left locale with no translation of its own, rendered with
 * English strings under /ar/… so the mirrored layout can be proved end to end. Never in production.
 */
export const FIXTURE_LOCALES: Readonly<Record<string, Lang>> = { ar: 'en' };

export interface RouteLocale {
  /** The language of the strings. */
  lang: Lang;
  /** The `<html lang>` code: the site language, or a fixture locale. */
  locale: string;
  dir: Dir;
  /** The unprefixed path to render, or undefined when the address has no language prefix. */
  rewriteTo: string | undefined;
}

export function routeLocale(pathname: string, opts: { fixtures: boolean }): RouteLocale {
  const split = splitLocalePath(pathname);
  if (split.lang) return { lang: split.lang, locale: split.lang, dir: localeDir(split.lang), rewriteTo: split.path };
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const fixture = m && opts.fixtures ? FIXTURE_LOCALES[m[1]] : undefined;
  if (m && fixture && findLocale(m[1])) {
    return { lang: fixture, locale: m[1], dir: localeDir(m[1]), rewriteTo: m[2] || '/' };
  }
  return { lang: DEFAULT_LANG, locale: DEFAULT_LANG, dir: 'ltr', rewriteTo: undefined };
}
