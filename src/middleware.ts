// Language routing (Astro i18n, prefixDefaultLocale: false): zh-CN pages are unprefixed, English
// and Traditional Chinese ones are the same page files served under /en/… and /zh-TW/…. A
// prefixed request is rewritten (not redirected) to the unprefixed route with Astro.locals.lang
// set, so no page file is duplicated per language. Unknown prefixes (/fr/box, /EN/box) are left
// alone and end on the 404 page.
//
// Unprefixed addresses are zh-CN, but a reader who chose another language in the language dialog
// (the `lang` cookie, written only by the browser) is redirected to the same address under that
// prefix. We redirect rather than render English at the unprefixed address so that an address
// always names its language (shareable, cacheable, crawlable) and the many links islands write
// without a prefix (/box/3, /personal…) still keep an English reader in English.
// Left alone: prerendered pages (the docs under src/pages/[...locale]/ handle their own locale
// and are static files in production; cookies do not exist at build time) and routes that
// declare a `locale` parameter themselves.
import type { MiddlewareHandler } from 'astro';
import { mergeCspDirectives, runtimePageDirectives } from './shared/page-csp.ts';
import { captchaInUse } from './shared/captcha-provider.ts';
import { isSiteLang, DEFAULT_LANG } from './shared/locales.ts';
import { localizedPath } from './shared/locale-paths.ts';
import { routeLocale } from './lib/i18n/route-locale.ts';

// Read at run time: `process.env.NODE_ENV` spelled out would be replaced by the bundler at build.
function runtimeEnv(): Record<string, string | undefined> {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
}
function nodeEnv(): string | undefined {
  return runtimeEnv()['NODE' + '_ENV'];
}

const SKIP = /^\/(api|_astro|_image|_server-islands|_actions)(\/|$)/;

/** Keeps a page's own same-site redirect (e.g. "/" → "/home") inside the language. */
function localizeRedirect(res: Response, lang: Parameters<typeof localizedPath>[0]): Response {
  const location = res.headers.get('location');
  if (res.status < 300 || res.status > 399 || !location || !location.startsWith('/') || location.startsWith('//')) return res;
  const headers = new Headers(res.headers);
  headers.set('location', localizedPath(lang, location));
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * A page rendered on demand carries Astro's Content-Security-Policy header (built with hashes of its
 * inline scripts); the image host and socket address of this process are added to the finished
 * answer here (src/shared/page-csp.ts). Astro's context.csp cannot: before next() there is no
 * render result to add to, and a streamed layout runs after the header is written.
 */
function withRuntimeCsp(res: Response, prerendered: boolean, pathname: string): Response {
  const policy = res.headers.get('content-security-policy');
  if (!policy || prerendered) return res;
  const env = runtimeEnv();
  const extra = runtimePageDirectives({
    assetBaseUrl: env.ASSET_BASE_URL, publicUrl: env.PUBLIC_URL, stompUrl: env.STOMP_URL, captchaProvider: captchaInUse(env), pathname,
  });
  if (extra.length === 0) return res;
  const headers = new Headers(res.headers);
  headers.set('content-security-policy', mergeCspDirectives(policy, extra));
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

const languageRouting: MiddlewareHandler = async (context, next) => {
  const { pathname, search } = context.url;
  // A rewrite runs the middleware again for the unprefixed path: the first pass already decided.
  if (context.locals.lang !== undefined) return next();
  if (context.isPrerendered || 'locale' in context.params || SKIP.test(pathname)) return next();

  const route = routeLocale(pathname, { fixtures: nodeEnv() !== 'production' });
  context.locals.lang = route.lang;
  context.locals.locale = route.locale;

  if (route.rewriteTo !== undefined) {
    try {
      return localizeRedirect(await context.rewrite(`${route.rewriteTo}${search}`), route.lang);
    } catch (e) {
      // Astro refuses to rewrite an on-demand request onto a prerendered route (e.g.
      // /en/docs/help/unknown-id → the static docs route): that address simply does not exist.
      if ((e as { name?: string }).name === 'ForbiddenRewrite') return next();
      throw e;
    }
  }

  const chosen = context.cookies.get('lang')?.value;
  const method = context.request.method;
  if ((method === 'GET' || method === 'HEAD') && isSiteLang(chosen) && chosen !== DEFAULT_LANG) {
    return new Response(null, {
      status: 302,
      headers: { location: localizedPath(chosen, `${pathname}${search}`), 'cache-control': 'private, no-store', vary: 'Cookie' },
    });
  }
  return next();
};

/** The operator console's pages, in any language. */
const CONSOLE_PAGE = /^\/(?:(?:en|zh-TW)\/)?console(?:\/|$)/;

/**
 * CONSOLE=off removes the operator console (its API is not registered): its pages answer the
 * site's 404 page with status 404, as an address that never existed would.
 */
async function consoleGone(context: Parameters<MiddlewareHandler>[0]): Promise<Response> {
  const prefix = /^\/(en|zh-TW)\//.exec(context.url.pathname)?.[1];
  const page = await context.rewrite(prefix ? `/${prefix}/404` : '/404');
  return new Response(page.body, { status: 404, headers: page.headers });
}

export const onRequest: MiddlewareHandler = async (context, next) => {
  if (runtimeEnv().CONSOLE === 'off' && context.locals.lang === undefined && CONSOLE_PAGE.test(context.url.pathname)) {
    return withRuntimeCsp(await consoleGone(context), context.isPrerendered, context.url.pathname);
  }
  return withRuntimeCsp((await languageRouting(context, next)) as Response, context.isPrerendered, context.url.pathname);
};
