// Player protection end to end: a player sets a ¥100 daily deposit limit, deposits
// ¥100 (exactly the limit), is refused the next deposit with the time the limit resets, takes a
// 24-hour time-out, and cannot open a case.
import { expect, registerThroughUi, startTopUp, test, uniquePhone } from './support.ts';

test('a daily deposit limit refuses the next deposit, and a time-out stops a case opening', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('154'));

  // The limit: ¥100 over 24 hours, in force at once (a first limit is a tightening).
  await page.goto('/personal/protection');
  const day = page.getByTestId('limit-deposit-day');
  await day.getByTestId('limit-amount').fill('100');
  await day.getByTestId('limit-save').click();
  await expect(day.getByTestId('limit-current')).toContainText('100');

  // ¥100 is exactly the limit: it passes (120 with the first-deposit bonus).
  await startTopUp(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('120');

  // One more deposit passes it: refused before the payment page, with what is left and when it resets.
  await page.getByTestId('open-recharge').click();
  const recharge = page.getByTestId('recharge-dialog');
  await recharge.getByLabel('支付宝').check();
  await recharge.getByLabel(/CNY/).check();
  await recharge.getByRole('button', { name: '¥100', exact: true }).click();
  await recharge.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText(/超出你设定的充值限额：目前还可充值 0\.00 元，\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）起额度恢复/)).toBeVisible();
  await expect(page).not.toHaveURL(/\/pay\/sandbox\//);

  // A 24-hour time-out, confirmed: it shows with its end, and cannot be undone from the page.
  await page.goto('/personal/protection');
  const panel = page.getByTestId('exclusion-panel');
  await panel.locator('[data-testid=exclusion-kind][value=cooloff]').check({ force: true });
  await panel.getByTestId('exclusion-length').selectOption('24h');
  await panel.getByTestId('exclusion-next').click();
  await panel.getByTestId('exclusion-submit').click();
  await expect(panel.getByTestId('exclusion-current')).toBeVisible();

  // The case page: opening is refused with the time-out's end, and the balance stays.
  await page.goto('/box/1');
  await page.getByTestId('open-box').click();
  await expect(page.getByText(/你正处于冷静期，\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）前不能充值、游戏或参加活动/)).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('120');
});
