// The opening moment's layout: five reels at once fit the first screen of a 1280×800 window,
// together with the open button, without scrolling. The live strip above the case is
// filled first, as on a busy site, since its drops make it taller than its empty state.
import { expect, registerThroughUi, startTopUp, test, uniquePhone } from './support.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('five reels and the open button fit the first screen at 1280×800', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('157'));
  await startTopUp(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('120');

  await page.goto('/box/1');
  const five = page.getByTestId('open-count').getByRole('radio', { name: '开 5 个' });
  // A first opening (fast) fills the live strip once its reels' time has passed.
  await page.getByTestId('fast-open-toggle').check();
  await five.click();
  await page.getByTestId('open-box').click();
  await page.getByTestId('result-keep').click();
  // At least these five (earlier specs' drops may be there too, on the same server).
  await expect.poll(() => page.getByTestId('live-drop').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);

  await page.getByTestId('fast-open-toggle').uncheck();
  await page.getByTestId('open-box').click();
  await expect(page.getByTestId('reel')).toHaveCount(5);
  const layout = await page.evaluate(() => ({
    scrollY: window.scrollY,
    height: window.innerHeight,
    reels: [...document.querySelectorAll('[data-testid="reel"]')].map((r) => r.getBoundingClientRect().bottom),
    button: document.querySelector('[data-testid="open-box"]')!.getBoundingClientRect().bottom,
    skip: document.querySelector('[data-testid="reel-skip"]')!.getBoundingClientRect().top,
  }));
  expect(layout.scrollY).toBe(0);
  for (const bottom of layout.reels) expect(bottom).toBeLessThanOrEqual(layout.height);
  expect(layout.button).toBeLessThanOrEqual(layout.height);
  expect(layout.skip).toBeGreaterThanOrEqual(0);
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 20_000 });
});
