// The largest picture of the home page (the first banner) and of a case page (the case's art) is
// Lighthouse's LCP element: the server renders it, so it shows, loaded first, with no script at all.
import type { Locator } from '@playwright/test';
import { expect, test } from './support.ts';

async function expectShownAtOnce(img: Locator): Promise<void> {
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(img).toHaveCSS('opacity', '1');
}

test('the first banner and a case\'s art show from the server\'s HTML, before any script, in the page\'s language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    for (const [path, title] of [['/home', '首充 +20% 奖励'], ['/en/home', '+20% on your first deposit']] as const) {
      await page.goto(path);
      const banner = page.getByTestId('banner');
      await expect(banner).toContainText(title);
      await expectShownAtOnce(banner.locator('img'));
    }
    await page.goto('/box/1');
    await expectShownAtOnce(page.locator('img[src="/art/cases/1.svg"]'));
  } finally {
    await context.close();
  }
});
