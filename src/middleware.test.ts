import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from './middleware.ts';

interface Fake {
  url: string;
  cookie?: string;
  method?: string;
  isPrerendered?: boolean;
  params?: Record<string, string | undefined>;
  /** What the rewritten route answers. */
  rewritten?: Response;
}

async function run(f: Fake) {
  const locals: App.Locals = {};
  const rewrite = vi.fn(async () => f.rewritten ?? new Response('page'));
  const next = vi.fn(async () => new Response('next'));
  const url = new URL(f.url, 'http://localhost');
  const context = {
    url,
    request: new Request(url, { method: f.method ?? 'GET' }),
    locals,
    params: f.params ?? {},
    isPrerendered: f.isPrerendered ?? false,
    cookies: { get: (name: string) => (name === 'lang' && f.cookie ? { value: f.cookie } : undefined) },
    rewrite,
  } as unknown as APIContext;
  const res = (await onRequest(context, next)) as Response;
  return { res, locals, rewrite, next };
}

describe('the language middleware', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('rewrites /en/… and /zh-TW/… to the unprefixed route, query kept, with the language in locals', async () => {
    const en = await run({ url: '/en/box/3?x=1' });
    expect(en.rewrite).toHaveBeenCalledWith('/box/3?x=1');
    expect(en.locals).toEqual({ lang: 'en', locale: 'en' });
    expect(await en.res.text()).toBe('page');

    const tw = await run({ url: '/zh-TW/home' });
    expect(tw.rewrite).toHaveBeenCalledWith('/home');
    expect(tw.locals.lang).toBe('zh-TW');
  });

  it('keeps a page redirect inside the language (/en → / → /home becomes /en/home)', async () => {
    const { res } = await run({ url: '/en?promoteCode=A', rewritten: new Response(null, { status: 302, headers: { location: '/home?promoteCode=A' } }) });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/home?promoteCode=A');
    const away = await run({ url: '/en/x', rewritten: new Response(null, { status: 302, headers: { location: 'https://steamcommunity.com/openid' } }) });
    expect(away.res.headers.get('location')).toBe('https://steamcommunity.com/openid');
  });

  it('renders unprefixed pages in zh-CN, and unknown prefixes fall through to the 404 route', async () => {
    const home = await run({ url: '/home' });
    expect(home.rewrite).not.toHaveBeenCalled();
    expect(home.next).toHaveBeenCalled();
    expect(home.locals.lang).toBe('zh-CN');
    const fr = await run({ url: '/fr/box' });
    expect(fr.rewrite).not.toHaveBeenCalled();
    expect(fr.locals.lang).toBe('zh-CN');
  });

  it('sends a reader who chose English from an unprefixed page to the /en one', async () => {
    const { res, next } = await run({ url: '/box/3?x=1', cookie: 'en' });
    expect(next).not.toHaveBeenCalled();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/box/3?x=1');
    // zh-CN, a junk cookie or a POST stay where they are.
    for (const f of [{ cookie: 'zh-CN' }, { cookie: 'xx' }, { cookie: 'en', method: 'POST' }]) {
      const r = await run({ url: '/box/3', ...f });
      expect(r.next, JSON.stringify(f)).toHaveBeenCalled();
    }
  });

  it('leaves prerendered routes, routes with their own locale parameter and assets alone', async () => {
    for (const f of [
      { url: '/en/docs/help', isPrerendered: true },
      { url: '/en/docs', params: { locale: 'en' } },
      { url: '/_astro/x.js', cookie: 'en' },
    ]) {
      const r = await run(f);
      expect(r.rewrite, f.url).not.toHaveBeenCalled();
      expect(r.next, f.url).toHaveBeenCalled();
      expect(r.locals.lang, f.url).toBeUndefined();
    }
  });

  it('does not decide twice when the rewrite runs the middleware again', async () => {
    const locals: App.Locals = { lang: 'en', locale: 'en' };
    const next = vi.fn(async () => new Response('next'));
    const url = new URL('http://localhost/home');
    const context = { url, request: new Request(url), locals, params: {}, isPrerendered: false, cookies: { get: () => ({ value: 'zh-TW' }) } } as unknown as APIContext;
    await onRequest(context, next);
    expect(next).toHaveBeenCalled();
    expect(locals.lang).toBe('en');
  });

  it('serves the right-to-left fixture locale outside production only', async () => {
    const dev = await run({ url: '/ar/home' });
    expect(dev.rewrite).toHaveBeenCalledWith('/home');
    expect(dev.locals).toEqual({ lang: 'en', locale: 'ar' });
    vi.stubEnv('NODE_ENV', 'production');
    const prod = await run({ url: '/ar/home' });
    expect(prod.rewrite).not.toHaveBeenCalled();
    expect(prod.locals.lang).toBe('zh-CN');
  });

  it('answers the missing-page route when a prefix points at a prerendered route', async () => {
    const locals: App.Locals = {};
    const next = vi.fn(async () => new Response('404', { status: 404 }));
    const rewrite = vi.fn(async () => {
      throw Object.assign(new Error('forbidden'), { name: 'ForbiddenRewrite' });
    });
    const url = new URL('http://localhost/en/docs/help/nope');
    const context = { url, request: new Request(url), locals, params: {}, isPrerendered: false, cookies: { get: () => undefined }, rewrite } as unknown as APIContext;
    const res = (await onRequest(context, next)) as Response;
    expect(res.status).toBe(404);
  });
});

describe('the page policy at run time', () => {
  afterEach(() => vi.unstubAllEnvs());
  const built = "default-src 'self';img-src 'self' data:;connect-src 'self'; script-src 'self' 'sha256-x'";

  it('adds ASSET_BASE_URL\'s host and PUBLIC_URL\'s socket origin to a rendered page\'s policy, also after a language rewrite', async () => {
    vi.stubEnv('ASSET_BASE_URL', 'https://cdn.example.com/img');
    vi.stubEnv('PUBLIC_URL', 'https://shop.example.com');
    const page = () => new Response('<html>', { headers: { 'content-security-policy': built, 'content-type': 'text/html' } });
    const direct = await (async () => {
      const locals: App.Locals = {};
      const url = new URL('http://localhost/home');
      const context = { url, request: new Request(url), locals, params: {}, isPrerendered: false, cookies: { get: () => undefined } } as unknown as APIContext;
      return (await onRequest(context, vi.fn(async () => page()))) as Response;
    })();
    const rewritten = (await run({ url: '/en/home', rewritten: page() })).res;
    for (const res of [direct, rewritten]) {
      const csp = res.headers.get('content-security-policy');
      expect(csp).toContain("img-src 'self' data: https://cdn.example.com;");
      expect(csp).toContain("connect-src 'self' wss://shop.example.com;");
      expect(csp).toContain("script-src 'self' 'sha256-x'");
      expect(await res.text()).toBe('<html>');
    }
  });

  it('allows cs2-lib\'s image CDN when ASSET_BASE_URL is unset (the default base), and nothing extra when it is off', async () => {
    const page = () => new Response('<html>', { headers: { 'content-security-policy': built } });
    vi.stubEnv('ASSET_BASE_URL', undefined);
    vi.stubEnv('PUBLIC_URL', '');
    const csp = (await run({ url: '/en/home', rewritten: page() })).res.headers.get('content-security-policy');
    expect(csp).toContain("img-src 'self' data: https://cdn.cstrike.app;");
    vi.stubEnv('ASSET_BASE_URL', 'off');
    expect((await run({ url: '/en/home', rewritten: page() })).res.headers.get('content-security-policy')).toBe(built);
  });

  it('leaves answers without a policy, and the policy alone when nothing is configured', async () => {
    vi.stubEnv('ASSET_BASE_URL', 'https://cdn.example.com');
    expect((await run({ url: '/home' })).res.headers.get('content-security-policy')).toBeNull();
    vi.stubEnv('ASSET_BASE_URL', '');
    vi.stubEnv('PUBLIC_URL', '');
    const res = (await run({ url: '/en/home', rewritten: new Response('x', { headers: { 'content-security-policy': built } }) })).res;
    expect(res.headers.get('content-security-policy')).toBe(built);
  });
});

describe('CONSOLE=off', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('every console page, in every language, answers the 404 page with status 404', async () => {
    vi.stubEnv('CONSOLE', 'off');
    for (const [url, target] of [['/console', '/404'], ['/console/sign-in', '/404'], ['/console/staff?x=1', '/404'], ['/en/console/audit', '/en/404'], ['/zh-TW/console', '/zh-TW/404']] as const) {
      const { res, rewrite, next } = await run({ url, rewritten: new Response('not found page', { status: 200 }) });
      expect(res.status, url).toBe(404);
      expect(rewrite, url).toHaveBeenCalledWith(target);
      expect(next, url).not.toHaveBeenCalled();
      expect(await res.text()).toBe('not found page');
    }
    // Not the console: untouched.
    const other = await run({ url: '/consoles' });
    expect(other.res.status).toBe(200);
    expect(other.rewrite).not.toHaveBeenCalled();
  });

  it('with the console on (the default), its pages render', async () => {
    const { res, rewrite, next } = await run({ url: '/console/staff' });
    expect(next).toHaveBeenCalled();
    expect(rewrite).not.toHaveBeenCalled();
    expect(res.status).toBe(200);
  });
});
