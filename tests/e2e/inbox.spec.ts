// The inbox as a new player meets it: a top-up on the sandbox checkout leaves one unread message,
// the header badge shows 1, reading it and closing the inbox takes the badge away (for good).
import { expect, registerThroughUi, startTopUp, test, uniquePhone } from './support.ts';

test('a top-up leaves one message; reading it and closing the inbox clears the badge', async ({ page }) => {
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('158'));
  await expect(page.getByTestId('open-inbox')).toBeVisible();
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);

  await startTopUp(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/personal\/flow\?tab=recharge$/);

  await expect(page.getByTestId('inbox-badge')).toHaveText('1');
  await page.getByTestId('open-inbox').click();
  const inbox = page.getByTestId('inbox-dialog');
  await expect(inbox).toBeVisible();
  const rows = inbox.getByTestId('inbox-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('充值成功');
  await expect(rows.first()).toHaveAttribute('data-read', 'false');
  await rows.first().click();
  await expect(inbox.getByTestId('inbox-detail')).toContainText('充值成功：¥100 已到账，另获首充奖励 ¥20');
  // Read on the server, but the badge waits for the dialog to close (spec §4).
  await expect(page.getByTestId('inbox-badge')).toHaveText('1');

  await inbox.getByRole('button', { name: '关闭' }).click();
  await expect(inbox).toBeHidden();
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('open-inbox')).toBeVisible();
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
});
