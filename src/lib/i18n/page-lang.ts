// The language of the page being rendered, for .astro pages and layouts: what the middleware
// decided (Astro.locals), or for prerendered pages (which the middleware leaves alone) the
// address's prefix. One place, so no page reads the cookie or the header itself.
import { localeDir, type Dir, type Lang } from '../../shared/locales.ts';
import { langOfPath, splitLocalePath } from '../../shared/locale-paths.ts';

interface PageContext {
  locals: App.Locals;
  url: URL;
}

export function pageLang(astro: PageContext): Lang {
  return astro.locals.lang ?? langOfPath(astro.url.pathname);
}

/** `<html lang dir>` of the page: the site language, or a test fixture locale such as ar. */
export function pageLocale(astro: PageContext): { code: string; dir: Dir } {
  const code = astro.locals.locale ?? pageLang(astro);
  return { code, dir: localeDir(code) };
}

/** The page's address without a language prefix (after a rewrite Astro.url already is). */
export function pagePath(astro: PageContext): string {
  return splitLocalePath(astro.url.pathname).path;
}
