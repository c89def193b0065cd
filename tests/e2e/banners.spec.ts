// Every banner the home page's list names is served (none 404s) and shows its drawing, with the
// title in the page's language over it.
import { expect, test } from './support.ts';

test('every banner picture of the banner list loads from the site', async ({ page, request }) => {
  const list = (await (await request.get('/api/common/bannerList')).json()).data as { image: string; title: string }[];
  expect(list.length).toBeGreaterThanOrEqual(3);
  for (const b of list) {
    const res = await request.get(b.image);
    expect(res.status(), b.image).toBe(200);
    expect(res.headers()['content-type'], b.image).toContain('image/svg+xml');
  }
  await page.goto('/home');
  const banner = page.getByTestId('banner');
  await expect(banner).toContainText(list[0]!.title);
  const img = banner.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

// The first banner is the home page's largest paint (Lighthouse's LCP element): the server
// renders it, so it shows, loaded first, with no script at all.
test('the first banner shows from the server\'s HTML, before any script, in the page\'s language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    for (const [path, title] of [['/home', '首充 +20% 奖励'], ['/en/home', '+20% on your first deposit']] as const) {
      await page.goto(path);
      const banner = page.getByTestId('banner');
      await expect(banner).toContainText(title);
      const img = banner.locator('img');
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      await expect(img).toHaveAttribute('loading', 'eager');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(img).toHaveCSS('opacity', '1');
    }
  } finally {
    await context.close();
  }
});
