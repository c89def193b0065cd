// End to end: a player with gold coins and points (granted through the dev-only
// POST api/dev/grant the e2e server offers, as promotions will) buys a skin in the shop that costs
// more than their coins: the dialog shows coins used first and the rest in points, both balances
// fall by exactly that on the page and in the header, the skin is in the backpack and the purchase
// in the record centre's shop tab.
import { displayYuan, parseYuan } from '../../src/shared/money.ts';
import { expect, registerThroughUi, test, uniquePhone } from './support.ts';

test('a player buys a skin with gold coins and points and sees both balances fall', async ({ page }) => {
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('157'));
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  for (const [type, amount] of [['coins', '5'], ['points', '100']]) {
    const res = await page.request.post('/api/dev/grant', { form: { type, amount }, headers: { token: token! } });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await page.goto('/shop');
  await expect(page.getByTestId('shop-coins')).toHaveText('5');
  await expect(page.getByTestId('shop-points')).toHaveText('100');
  await expect(page.getByTestId('header-points')).toHaveText('100');

  // AWP skins, cheapest first: the first one that costs more than the coins and fits in both.
  await page.getByTestId('shop-category').getByRole('radio', { name: 'AWP' }).click();
  await page.getByTestId('shop-sort').selectOption('lowest');
  await expect(page).toHaveURL(/category=awp/);
  await expect(page).toHaveURL(/sort=lowest/);
  const cards = page.getByTestId('shop-card');
  await expect(cards.first()).toBeVisible();
  const prices = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-price') ?? ''));
  const index = prices.findIndex((p) => Number(p) > 5 && Number(p) <= 105);
  expect(index, `an AWP priced between 5 and 105 points: ${prices.join(', ')}`).toBeGreaterThanOrEqual(0);
  const price = parseYuan(prices[index])!;
  const card = cards.nth(index);
  await card.getByTestId('shop-buy').click();

  const dialog = page.getByTestId('shop-buy-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('shop-buy-coins')).toHaveText('5');
  await expect(dialog.getByTestId('shop-buy-points')).toHaveText(displayYuan(price - 500n));
  await dialog.getByTestId('shop-buy-confirm').click();
  await expect(dialog.getByTestId('shop-bought')).toBeVisible();

  const pointsLeft = displayYuan(10_000n - (price - 500n));
  await expect(page.getByTestId('shop-coins')).toHaveText('0');
  await expect(page.getByTestId('shop-points')).toHaveText(pointsLeft);
  await expect(page.getByTestId('header-points')).toHaveText(pointsLeft);
  await expect(page.getByTestId('header-coins')).toHaveText('0');

  // The server agrees after a reload, the skin is in the backpack, the purchase in the records.
  await page.reload();
  await expect(page.getByTestId('shop-coins')).toHaveText('0');
  await expect(page.getByTestId('shop-points')).toHaveText(pointsLeft);
  await page.goto('/personal/bag');
  await expect(page.getByTestId('bag-item')).toHaveCount(1);
  await page.goto('/personal/flow?tab=shop');
  await expect(page.getByTestId('shop-record-row')).toHaveCount(1);
});
