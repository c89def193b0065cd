// Right-to-left: the test-only fixture locale /ar/… (English strings, <html lang="ar" dir="rtl">,
// never served in production) mirrors the layout: the brand sits to the right of the main
// navigation, where zh-CN has it on the left.
import { expect, test, type Page } from './support.ts';

test.use({ viewport: { width: 1280, height: 800 } });

async function boxes(page: Page) {
  const brand = await page.getByTestId('brand-link').boundingBox();
  const nav = await page.getByTestId('main-nav').boundingBox();
  if (!brand || !nav) throw new Error('brand or main navigation not laid out');
  return { brand, nav };
}

test('zh-CN is left-to-right: the brand is left of the main navigation', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const { brand, nav } = await boxes(page);
  expect(brand.x + brand.width).toBeLessThanOrEqual(nav.x + 1);
});

test('the RTL fixture locale mirrors the layout: the brand is right of the main navigation', async ({ page }) => {
  const res = await page.goto('/ar/home');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('age-notice')).toContainText('only for users aged 18 or over');
  const { brand, nav } = await boxes(page);
  expect(brand.x).toBeGreaterThanOrEqual(nav.x + nav.width - 1);
  // The account area (pushed to the end with ms-auto) is on the left in RTL.
  const menuButton = await page.getByTestId('open-left-menu').boundingBox();
  expect(menuButton!.x).toBeGreaterThan(brand.x);
});
