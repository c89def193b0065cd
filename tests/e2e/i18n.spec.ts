// Languages end to end: zh-CN unprefixed, the same pages under /en/… and /zh-TW/…, the language
// dialog moving to the same address under the chosen prefix (query kept) and remembering it.
import { expect, test } from './support.ts';

test('/en/box renders the case list in English, with links that stay in English', async ({ page }) => {
  const res = await page.goto('/en/box');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('open-left-menu')).toHaveAttribute('aria-label', 'Open menu');
  await expect(page.getByTestId('brand-link')).toHaveAttribute('href', '/en/home');
  await expect(page.getByTestId('age-notice')).toContainText('only for users aged 18 or over');
});

test('/zh-TW/home renders Traditional Chinese with Taiwan wording', async ({ page }) => {
  await page.goto('/zh-TW/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByTestId('age-notice')).toContainText('本站僅面向年滿 18 週歲的使用者');
  await expect(page.getByRole('button', { name: '儲值' }).or(page.getByRole('button', { name: '登入' })).first()).toBeVisible();
  await expect(page.getByTestId('brand-link')).toHaveAttribute('href', '/zh-TW/home');
});

test('unknown prefixes are not-found pages; /en keeps the home redirect in English', async ({ page }) => {
  // First, before any page sets the `lang` cookie (which would send unprefixed paths to /en).
  for (const path of ['/fr/box', '/EN/box', '/zh-CN/box', '/en/no-such-page', '/zh-TW/box/no-such-id']) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
  await page.goto('/en?promoteCode=E2E');
  await expect(page).toHaveURL(/\/en\/home\?promoteCode=E2E$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language dialog moves to the same page under the chosen prefix and remembers the choice', async ({ page }) => {
  await page.goto('/box?theme=2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByTestId('open-left-menu').click();
  await page.getByTestId('left-menu').getByRole('button', { name: /语言/ }).click();
  await page.getByTestId('language-en').click();
  await expect(page).toHaveURL(/\/en\/box\?theme=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // An unprefixed address now leads to the English page (the choice is in the `lang` cookie).
  // (The first visit's query comes along: the spec's remembered query for signed-out visitors.)
  await page.goto('/personal/flow');
  await expect(page).toHaveURL(/\/en\/personal\/flow(\?|$)/);

  await page.getByTestId('open-left-menu').click();
  await page.getByTestId('left-menu').getByRole('button', { name: /Language/ }).click();
  await page.getByTestId('language-zh-TW').click();
  await expect(page).toHaveURL(/\/zh-TW\/personal\/flow(\?|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  await page.getByTestId('open-left-menu').click();
  await page.getByTestId('left-menu').getByRole('button', { name: /語言/ }).click();
  await page.getByTestId('language-zh-CN').click();
  await expect(page).toHaveURL(/\/personal\/flow(\?|$)/);
  expect(new URL(page.url()).pathname).toBe('/personal/flow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
