// The header's gift (benefit) button is in the header at every desktop width, 1280 px up, in zh-CN
// and en, and the signed-in header fits every width (no page overflow, nothing past the window's
// right edge), also with six-figure amounts in it; on a phone the gift is in the avatar menu.
import type { Page } from '@playwright/test';
import { expect, registerThroughUi, test, uniquePhone } from './support.ts';

/** What sticks out of the window on the right, and the page's scroll width (with big amounts shown). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    for (const id of ['header-balance', 'header-points', 'header-coins']) {
      const el = document.querySelector(`[data-testid=${id}]`);
      if (el) el.textContent = '123,456.78';
    }
    const over = [...document.querySelectorAll<HTMLElement>('header *')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > window.innerWidth + 0.5;
    });
    return { scroll: document.documentElement.scrollWidth, inner: window.innerWidth, over: over.map((el) => el.outerHTML.slice(0, 80)) };
  });
}

test('the gift button is in the header from 1280 px up, and the header fits from 320 px, without overflow', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('156'));
  for (const [lang, path] of [['zh-CN', '/home'], ['en', '/en/home']] as const) {
    for (const width of [320, 375, 1280, 1366, 1440, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      const gift = page.getByTestId('benefit-open');
      if (width >= 1280) {
        await expect(gift).toBeVisible();
        await expect(gift).toHaveAttribute('aria-label', /.+/);
      } else {
        await expect(gift).toBeHidden();
      }
      await page.locator('header').first().screenshot({ path: `/tmp/shots-reward-header/header-${lang}-${width}.png` });
      const fits = await overflow(page);
      await page.locator('header').first().screenshot({ path: `/tmp/shots-reward-header/header-${lang}-${width}-big.png` });
      expect(fits.scroll, `${lang} ${width}`).toBeLessThanOrEqual(fits.inner);
      expect(fits.over, `${lang} ${width}`).toEqual([]);
    }
  }
  // A phone reaches the dialog from the avatar menu.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/home');
  await page.getByTestId('avatar-menu').click();
  await expect(page.getByTestId('benefit-open-menu')).toBeVisible();
});
