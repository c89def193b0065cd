// Security headers end to end, against the built server: the site's pages load, hydrate and
// connect to the live feed under the Content-Security-Policy with no violation (support.ts's
// fixture fails any test on one; the control below proves it would), and pages, prerendered
// pages and static files carry the headers. The walk here is in zh-TW, signed out and in: every
// zh-CN page is loaded signed out under the same fixture by hydration.spec.ts and every English
// page signed in by english-text.spec.ts, so walking those two languages again here only cost CI
// time (a page load is 2-4 CPU seconds of Chromium on its two cores).
import { expect, registerThroughUi, test, uniquePhone, type Page } from './support.ts';

const LANGS = [['zh-TW', '/zh-TW']] as const;
const PAGES = ['/home', '/box/1', '/docs/help', '/personal', '/provably-fair', '/battle', '/reverse/create', '/battle/1'];
/** Pages whose islands open the live feed's socket (LiveDrops, TopDrops). */
const FEED_PAGES = new Set(['/home', '/box/1', '/battle']);

/** Every island on the page has hydrated: the docs' shell wakes when the header is reached for. */
async function hydrate(page: Page): Promise<void> {
  await page.getByRole('banner').hover();
  await page.mouse.wheel(0, 20_000); // client:visible islands below the fold
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByTestId('open-login').or(page.getByTestId('avatar-menu'))).toBeVisible();
}

async function visitAll(page: Page, prefix: string): Promise<void> {
  for (const path of PAGES) {
    const res = await page.goto(`${prefix}${path}`);
    expect(res?.status(), `${prefix}${path}`).toBe(200);
    expect(res?.headers()['content-security-policy'], `${prefix}${path}`).toContain("frame-ancestors 'none'");
    await hydrate(page);
    if (FEED_PAGES.has(path)) await expect(page.getByTestId('feed-status')).toHaveAttribute('data-connected', 'true');
  }
}

for (const [lang, prefix] of LANGS) {
  test(`${lang}: every page loads, hydrates and connects to the feed with no CSP violation, signed out and in`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await visitAll(page, prefix);
    // Signed in, the header and /personal's settings render more islands. A fresh browser signs up
    // in zh-CN (the register dialog's labels); the session holds in every language.
    const member = await (await browser.newContext()).newPage();
    await member.goto('/home');
    await registerThroughUi(member, uniquePhone('157'));
    await expect(member.getByTestId('avatar-menu')).toBeVisible();
    await visitAll(member, prefix);
  });
}

test('control: an injected inline script is blocked and reported, so the fixture would fail a test', async ({ page, cspViolations }) => {
  await page.goto('/home');
  await hydrate(page);
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.append(s);
    return (window as unknown as { __injected?: number }).__injected === 1;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toContain('script-src');
  cspViolations.length = 0; // expected here: the fixture checks the rest of the test
});

test('a page, a prerendered page and a static file carry the headers; scripts never need unsafe-inline', async ({ request }) => {
  const home = await request.get('/home');
  const prerendered = await request.get('/docs/help');
  const html = await home.text();
  const script = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'a /_astro script on /home').toBeDefined();
  const file = await request.get(script!);
  for (const [name, res] of [['/home', home], ['/docs/help', prerendered], [script!, file]] as const) {
    expect(res.status(), name).toBe(200);
    const h = res.headers();
    expect(h['x-frame-options'], name).toBe('DENY');
    expect(h['x-content-type-options'], name).toBe('nosniff');
    expect(h['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], name).toContain('camera=()');
    expect(h['content-security-policy'], name).toContain("frame-ancestors 'none'");
    expect(h['strict-transport-security'], `${name} over plain http`).toBeUndefined();
  }
  for (const res of [home, prerendered]) {
    const csp = res.headers()['content-security-policy'];
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+/);
  }
  // A static file is not a document: nothing may load from it.
  expect(file.headers()['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
});

test('text answers are compressed for clients that take it: rendered pages, prerendered pages, JSON and the stylesheet file', async ({ request }) => {
  const br = { 'accept-encoding': 'br, gzip' };
  const home = await request.get('/home', { headers: br });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers().vary).toMatch(/accept-encoding/i);
  // The stylesheet is a cached file, not 100 KB inline in every page.
  const html = await home.text();
  const css = html.match(/<link[^>]+href="(\/_astro\/[^"]+\.css)"/)?.[1];
  expect(css, 'a stylesheet link').toBeTruthy();
  expect(html.length).toBeLessThan(120_000);
  const sheet = await request.get(css!, { headers: br });
  expect(sheet.headers()['cache-control']).toContain('immutable');
  expect(sheet.headers()['content-encoding']).toBe('br');
  expect((await request.get('/docs/help', { headers: br })).headers()['content-encoding']).toBe('br');
  expect((await request.get('/api/box/getBoxList', { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
  // A client that takes none gets the plain bytes.
  expect((await request.get('/home', { headers: { 'accept-encoding': 'identity' } })).headers()['content-encoding']).toBeUndefined();
});
