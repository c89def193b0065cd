// At 375 px, as a player on a phone meets them: the sandbox checkout keeps each label on one line,
// and the record centre's rows fit the screen (nothing runs off to the right) with readable order
// numbers.
import { expect, registerThroughUi, startTopUp, test, uniquePhone } from './support.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('the checkout labels stay on one line and the record centre fits a phone', async ({ page }) => {
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('156'));
  await startTopUp(page);

  // Sandbox checkout: every label's text (dt) is one line high, whatever the order number's length
  // (the dt box itself stretches to its row, so its text is measured).
  await expect(page).toHaveURL(/\/pay\/sandbox\/R\w+$/);
  const labels = await page.locator('dt').evaluateAll((dts) =>
    dts.map((dt) => {
      const text = document.createRange();
      text.selectNodeContents(dt);
      return { text: dt.textContent, height: text.getBoundingClientRect().height };
    }),
  );
  expect(labels.length).toBeGreaterThanOrEqual(3);
  for (const l of labels) expect(l.height, `label ${l.text}`).toBeLessThan(30);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(/\/personal\/flow\?tab=recharge&order=R\w+$/);
  await page.getByRole('tab', { name: '余额记录' }).click();
  const rows = page.getByTestId('balance-log-row');
  // The deposit, its first-deposit bonus and the member level 1 reward (gold coins) it reached.
  await expect(rows).toHaveCount(3);
  // Readable order numbers: the deposit's recharge order id, never an internal ref.
  await expect(rows.filter({ hasText: /R\d{14}[0-9A-F]{8}/ }).first()).toBeVisible();
  // Nothing scrolls sideways: not the page, not the card around the rows, and every cell ends on screen.
  const fit = await page.evaluate(() => {
    const card = document.querySelector('[data-testid="balance-log-row"]')!.closest('.card')!;
    const cells = [...document.querySelectorAll('[data-testid="balance-log-row"] td')].map((td) => td.getBoundingClientRect().right);
    return { page: document.documentElement.scrollWidth, card: card.scrollWidth - card.clientWidth, right: Math.max(...cells) };
  });
  expect(fit.page).toBeLessThanOrEqual(375);
  expect(fit.card).toBeLessThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(375);
});
