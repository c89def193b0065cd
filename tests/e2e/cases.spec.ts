// Cases end to end: a new player tops up, opens two cases (the reels land on what the server
// rolled, the drops reach the live feed), sells them, opens more with fast-open, sells from the
// backpack, then rotates the seed pair and verifies a roll in the browser.
import { expect, registerThroughUi, startTopUp, test, uniquePhone, type Page } from './support.ts';

async function registerAndTopUp(page: Page): Promise<void> {
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('158'));
  await startTopUp(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('120');
}

const attr = (page: Page, testId: string, name: string) =>
  page.getByTestId(testId).evaluateAll((els, n) => els.map((e) => e.getAttribute(n)), name);

test('a signed-out visitor sees the cases and the log-in prompt instead of the open button', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('box-card').first()).toBeVisible();
  await page.getByTestId('box-card').first().click();
  await expect(page).toHaveURL(/\/box\/\d+$/);
  await expect(page.getByTestId('box-item').first()).toBeVisible();
  await expect(page.getByTestId('open-login-prompt')).toHaveText('请登录后开箱');
  await expect(page.getByTestId('open-box')).toHaveCount(0);
  // A link in running text is underlined, not told apart by its colour alone (global.css).
  await expect(page.getByTestId('box-results-link')).toHaveCSS('text-decoration-line', 'underline');
});

test('open, sell, keep, sell from the backpack, then verify a roll', async ({ page, browser }) => {
  // 1.9 min in a local CI run beside the PostgreSQL pass.
  test.setTimeout(240_000);
  await registerAndTopUp(page);

  // A second visitor, signed out, watches the live strip on the home page.
  const watcher = await (await browser.newContext()).newPage();
  await watcher.goto('/home');
  await expect(watcher.getByTestId('feed-status')).toHaveAttribute('data-connected', 'true');

  await page.goto('/box/1');
  await page.getByTestId('open-count').getByRole('radio', { name: '开 2 个' }).click();
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-connected', 'true');
  const opened = page.waitForResponse((r) => r.url().endsWith('/api/box/openBox'));
  await page.getByTestId('open-box').click();
  const api = (await (await opened).json()).data as { drops: { id: string; ornamentId: number }[] };
  await expect(page.getByTestId('reel')).toHaveCount(2);
  const result = page.getByTestId('open-result');
  await expect(result).toBeVisible({ timeout: 20_000 });

  // Each reel stopped with its centre line inside the winner tile, and the winners are the drops.
  const centred = await page.getByTestId('reel').evaluateAll((reels) =>
    reels.map((r) => {
      const box = r.getBoundingClientRect();
      const w = r.querySelector('[data-testid="reel-winner"]')!.getBoundingClientRect();
      const centre = box.left + box.width / 2;
      return w.left <= centre && centre <= w.right;
    }),
  );
  expect(centred).toEqual([true, true]);
  // The reels landed on exactly what the API rolled, and the result dialog shows the same.
  const winners = await attr(page, 'reel-winner', 'data-ornament-id');
  expect(winners).toEqual(api.drops.map((d) => String(d.ornamentId)));
  expect(await result.getByTestId('result-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-ornament-id')))).toEqual(winners);

  // The drops reach the live strip of both pages through the socket.
  for (const { id } of api.drops) {
    await expect(page.locator(`[data-testid="live-drop"][data-drop-id="${id}"]`)).toBeVisible();
    await expect(watcher.locator(`[data-testid="live-drop"][data-drop-id="${id}"]`)).toBeVisible();
  }
  await watcher.context().close();

  const verifyHref = (await result.getByTestId('result-verify').first().getAttribute('href'))!;
  const afterOpen = Number(await page.getByTestId('header-balance').textContent());
  expect(afterOpen).toBeCloseTo(120 - 2 * 4.99, 2);
  await result.getByTestId('result-sell').click();
  await expect(result).toBeHidden();
  await expect.poll(async () => Number(await page.getByTestId('header-balance').textContent())).toBeGreaterThan(afterOpen);

  // Fast open: no reel, straight to the result; keep the items.
  await page.getByTestId('fast-open-toggle').check();
  await page.getByTestId('open-count').getByRole('radio', { name: '开 3 个' }).click();
  await page.getByTestId('open-box').click();
  await expect(page.getByTestId('open-result')).toBeVisible();
  await expect(page.getByTestId('reel')).toHaveCount(0);
  await page.getByTestId('result-keep').click();

  await page.goto('/personal/bag');
  await expect(page.getByTestId('bag-item')).toHaveCount(3);
  await page.getByTestId('bag-select-all').check();
  await expect(page.getByTestId('bag-selected')).toHaveAttribute('data-count', '3');
  const beforeSale = Number(await page.getByTestId('header-balance').textContent());
  await page.getByTestId('bag-sell').click();
  await page.getByTestId('bag-sell-confirm-ok').click();
  await expect(page.getByTestId('bag-empty')).toBeVisible();
  await expect.poll(async () => Number(await page.getByTestId('header-balance').textContent())).toBeGreaterThan(beforeSale);

  // Not verifiable until the seed pair is rotated; then every check passes in the browser.
  await page.goto(verifyHref);
  await expect(page.getByTestId('verify-unrevealed')).toBeVisible();
  await page.goto('/provably-fair');
  await expect(page.getByTestId('fair-public-hash')).toHaveText(/^[0-9a-f]{64}$/);
  // The page says in plain words what the watchdog and the committed table are.
  await expect(page.getByTestId('fair-watchdog')).toContainText('每隔几分钟');
  await expect(page.getByTestId('fair-how-table')).toContainText('tableHash');
  await expect(page.getByTestId('fair-roll-row')).toHaveCount(5);
  await page.getByTestId('fair-client-seed-input').fill('e2e seed');
  await page.getByTestId('fair-client-seed-save').click();
  await expect(page.getByTestId('fair-client-seed')).toHaveText('e2e seed');
  await page.getByTestId('fair-rotate').click();
  // Rotation asks first: cancel changes nothing, confirm rotates.
  await page.getByTestId('fair-rotate-confirm').getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('fair-rotate-confirm')).toHaveCount(0);
  await expect(page.getByTestId('fair-revealed')).toHaveCount(0);
  await page.getByTestId('fair-rotate').click();
  await page.getByTestId('fair-rotate-confirm').getByRole('button', { name: '确认更换' }).click();
  await expect(page.getByTestId('fair-revealed')).toBeVisible();
  await page.goto(verifyHref);
  await expect(page.getByTestId('verify-hash-ok')).toBeVisible();
  await expect(page.getByTestId('verify-ticket-match')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verify-outcome-match')).toHaveAttribute('data-ok', 'true');
});

test('anyone can verify a published test vector by hand', async ({ page }) => {
  await page.goto('/provably-fair/verify');
  await expect(page.getByTestId('test-vectors')).toBeVisible();
  const q = new URLSearchParams({
    serverSeed: 'eb0789992ac51cc9e5e71d0df8c42031adf61df131cb0320b2e1f1efc3e5d0e3',
    salt: 'f8adccda6148b4d256c7bd2cc7cd3a65',
    publicHash: 'efc3c53862753f162b4be7bd9a456052a6e5537c4b03a8c76d3e009417a5646c',
    clientSeed: '3f9a1c07b2e4d865',
    nonce: '1',
  });
  await page.goto(`/provably-fair/verify?${q}`);
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-hash-ok')).toBeVisible();
  await expect(page.getByTestId('verify-ticket')).toHaveText('485421');
});
