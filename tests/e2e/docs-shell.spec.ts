// The docs pages' shell hydrates only when needed (`client:wake`, src/islands/shell/wake-directive.ts):
// a reader who never touches the header downloads no UI runtime, yet every header control works on
// the first click, and a signed-in visitor sees their account at once.
import { expect, registerThroughUi, test, uniquePhone, type Page } from './support.ts';

const ARTICLE = '/docs/help/opening-cases';

/**
 * The scripts that carry the islands' runtime (Preact, docs/decisions/0109-light-pages.md), told by
 * the chunk Vite names after Preact's own module file (`preact.module.<hash>.js`).
 */
function runtimeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && /\/_astro\/preact\.module\.[\w-]+\.js$/.test(new URL(res.url()).pathname)) seen.push(res.url());
  });
  return seen;
}

test('a signed-out reader gets no UI runtime until reaching for the header; the first click still works', async ({ page }) => {
  const runtime = runtimeRequests(page);
  await page.goto(ARTICLE, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('open-login')).toBeVisible(); // server-rendered, not a blank placeholder
  expect(runtime).toEqual([]);

  await page.getByTestId('open-left-menu').click();
  await expect(page.getByTestId('left-menu')).toBeVisible();
  await expect.poll(() => runtime.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('left-menu')).toBeHidden();

  await page.getByTestId('open-login').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});

test('sign up from a docs page, then a reload shows the account without any interaction', async ({ page }) => {
  await page.goto(ARTICLE, { waitUntil: 'networkidle' });
  await registerThroughUi(page, uniquePhone('158'));
  await expect(page.getByTestId('avatar-menu')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(/^\d/); // the wallet arrived, not the placeholder
  await expect(page.getByTestId('open-login')).toBeHidden();
});
