// Language prefixes in addresses: zh-CN (the default) is unprefixed, the other site languages
// live under /en/… and /zh-TW/… (Astro i18n routing with prefixDefaultLocale: false).
// Used by the middleware (which prefix is this?) and by every internal link (keep the reader's
// language), on the server and in the browser alike.
import { DEFAULT_LANG, type Lang } from './locales.ts';

/** The first path segment of each prefixed language (exact case: /EN/ is just an unknown path). */
export const PREFIXES: Readonly<Record<Exclude<Lang, 'zh-CN'>, string>> = { en: 'en', 'zh-TW': 'zh-TW' };

const byPrefix = new Map<string, Lang>(Object.entries(PREFIXES).map(([lang, prefix]) => [prefix, lang as Lang]));

export interface SplitPath {
  /** The language named by the prefix, or undefined for an unprefixed (zh-CN) path. */
  lang: Lang | undefined;
  /** The path without the prefix, always starting with "/". */
  path: string;
}

/** Splits "/en/box/3" into { lang: 'en', path: '/box/3' }; "/box/3" into { lang: undefined, path: '/box/3' }. */
export function splitLocalePath(pathname: string): SplitPath {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const lang = m ? byPrefix.get(m[1]) : undefined;
  if (!m || !lang) return { lang: undefined, path: pathname || '/' };
  return { lang, path: m[2] || '/' };
}

/** The language of an address: its prefix, or zh-CN when it has none. */
export function langOfPath(pathname: string): Lang {
  return splitLocalePath(pathname).lang ?? DEFAULT_LANG;
}

/**
 * `path` (site-relative, may carry ?query and #hash) in `lang`: "/box?x=1" → "/en/box?x=1" for en,
 * unchanged for zh-CN. A path already in another language is moved ("/zh-TW/box" → "/en/box").
 * Anything that is not a site path (https://…, //host, #top, mailto:) is returned as is.
 */
export function localizedPath(lang: Lang, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const tail = cut < 0 ? '' : path.slice(cut);
  const bare = splitLocalePath(pathname).path;
  if (lang === DEFAULT_LANG) return `${bare}${tail}`;
  const prefix = `/${PREFIXES[lang as Exclude<Lang, 'zh-CN'>]}`;
  return `${bare === '/' ? prefix : `${prefix}${bare}`}${tail}`;
}
