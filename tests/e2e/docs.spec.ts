// The Markdown-driven pages: prerendered help and support docs, events, promotions and news in three
// languages, served as static files by the production server, and real 404s for what is not there.
import { expect, test, type Page } from './support.ts';

/** The JavaScript files a page loads once it has settled (idle islands included). */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const seen = new Set<string>();
  const onResponse = (res: { url(): string; request(): { resourceType(): string } }) => {
    if (res.request().resourceType() === 'script') seen.add(new URL(res.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  return [...seen].sort();
}

test('/docs leads to the help centre, and an article is a static page with breadcrumbs and its date', async ({ page }) => {
  const redirect = await page.request.get('/docs', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/docs/help');

  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
  await expect(page.getByTestId('doc-list').getByRole('link')).toHaveCount(8);

  await page.getByTestId('doc-list').getByRole('link', { name: /可验证公平/ }).click();
  await expect(page).toHaveURL(/\/docs\/help\/provably-fair$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('可验证公平：原理、示例与测试向量');
  await expect(page.getByTestId('doc-updated')).toHaveText('更新于 2026-11-21');
  const crumbs = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumbs.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/docs/help');
  await expect(page.getByRole('navigation', { name: '文章目录' }).getByRole('link', { name: /可验证公平/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.prose h2').first()).toBeVisible();
  await expect(page.locator('.prose')).toContainText('383,891');

  // Served from dist/client by the production server (site.ts), not rendered per request.
  const res = await page.request.get('/docs/help/provably-fair');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
  expect(res.headers().etag).toBeTruthy(); // a file's validator: Astro's per-request render sends none
  // The build's Brotli copy goes to a client that takes it, and so do the hashed scripts.
  const br = await page.request.get('/docs/help/provably-fair', { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await br.text()).toContain('383,891');
  const again = await page.request.get('/docs/help/provably-fair', { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers().etag } });
  expect(again.status()).toBe(304);
  const script = (await br.text()).match(/\/_astro\/[\w.-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const js = await page.request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(js.headers()['content-encoding']).toBe('gzip');
});

test('a doc page loads no JavaScript beyond the shared layout\'s', async ({ page }) => {
  const layoutOnly = await scriptsOf(page, '/this-page-does-not-exist');
  const article = await scriptsOf(page, '/docs/help/opening-cases');
  expect(article.length).toBeGreaterThan(0);
  expect(article.filter((s) => !layoutOnly.includes(s))).toEqual([]);
});

test('English support article, and the footer links to the support docs', async ({ page }) => {
  const res = await page.goto('/en/docs/support/terms');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('doc-updated')).toHaveText('Updated 2026-11-21');
  await expect(page.getByRole('navigation', { name: 'Articles' }).getByRole('link')).toHaveCount(4);
  const footer = page.locator('footer');
  await expect(footer.locator('a[href$="/docs/support/terms"]')).toHaveCount(1);
  await expect(footer.locator('a[href$="/docs/support/privacy"]')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Articles' }).getByRole('link', { name: /Privacy/ }).click();
  await expect(page).toHaveURL(/\/en\/docs\/support\/privacy$/);
});

test('events in Traditional Chinese and promotions in zh-CN', async ({ page }) => {
  const tw = await page.goto('/zh-TW/event');
  expect(tw?.status()).toBe(200);
  await expect(page.getByTestId('campaign')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: '新站開幕：18 個箱子、6 大主題' })).toBeVisible();

  await page.goto('/promotions');
  await expect(page.getByTestId('campaign')).toHaveCount(3);
  const bonus = page.locator('#first-deposit-bonus');
  await expect(bonus.getByRole('heading', { level: 2 })).toHaveText('首充 +20%');
  await expect(bonus).toContainText('+20%');
  await expect(bonus).toContainText('20%');
});

test('news in three languages, newest first, each item in full with its links in its language', async ({ page }) => {
  const newest = { '/news': '理性娱乐：限额、冷静期和自我排除', '/en/news': 'Playing responsibly: limits, cool-offs and self-exclusion', '/zh-TW/news': '理性娛樂：限額、冷靜期和自我排除' };
  for (const [url, title] of Object.entries(newest)) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    await expect(page.getByTestId('news-item')).toHaveCount(3);
    await expect(page.getByTestId('news-item').first().getByRole('heading', { level: 2 })).toHaveText(title);
  }
  await expect(page.locator('#how-fairness-works a[href="/zh-TW/docs/help/provably-fair"]')).toBeVisible();
});

test('DAILY_REWARDS=off (sysConfig noRechargeRewards): no page shows the first-deposit bonus; on, it shows', async ({ page }) => {
  // On (this server's default): the promotion and the help page's bonus section are shown.
  await page.goto('/promotions');
  await expect(page.locator('#first-deposit-bonus')).toBeVisible();
  await page.goto('/en/docs/help/deposits');
  await expect(page.getByRole('heading', { level: 2, name: 'First-deposit bonus' })).toBeVisible();

  // Off: the same prerendered pages, told by sysConfig that no recharge reward is offered.
  await page.route('**/api/common/sysConfig', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({ response: res, json: { ...body, data: { ...body.data, noRechargeRewards: true } } });
  });
  const asked = page.waitForResponse('**/api/common/sysConfig');
  await page.goto('/promotions');
  await asked;
  await expect(page.getByTestId('campaign').filter({ visible: true })).toHaveCount(2);
  await expect(page.locator('#first-deposit-bonus')).toBeHidden();
  await expect(page.getByText('首充 +20%')).toBeHidden();
  const help = page.waitForResponse('**/api/common/sysConfig');
  await page.goto('/en/docs/help/deposits');
  await help;
  await expect(page.getByRole('heading', { level: 2, name: 'If a deposit has not arrived' })).toBeVisible();
  await expect(page.getByText('First-deposit bonus')).toBeHidden();
  await expect(page.getByText(/extra \*?\*?20%/)).toBeHidden();
});

test('an unknown document or language prefix is the 404 page with HTTP 404', async ({ page }) => {
  for (const url of ['/docs/help/nope', '/xx/docs/help/opening-cases', '/xx/docs', '/xx/event', '/docs/support/nope']) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  }
});

test('an unknown document under a language prefix is the 404 page too', async ({ page }) => {
  // The language middleware rewrites /en/… to the unprefixed route; a missing prerendered document
  // must still end on the 404 page, not a 500.
  for (const url of ['/en/docs/support/nope', '/zh-TW/docs/help/nope']) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  }
});
