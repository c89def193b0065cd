// The inbox as a new player meets it: a top-up on the sandbox checkout leaves two unread messages
// (the deposit, the member level it reached), the header badge counts them, reading them and closing
// the inbox takes the badge away (for good).
import { expect, registerThroughUi, startTopUp, test, uniquePhone } from './support.ts';

test('a top-up leaves two messages; reading them and closing the inbox clears the badge', async ({ page }) => {
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('158'));
  await expect(page.getByTestId('open-inbox')).toBeVisible();
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);

  await startTopUp(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/personal\/flow\?tab=recharge&order=R\w+$/);

  // The deposit's message, and the member level 1 its ¥100 reached.
  await expect(page.getByTestId('inbox-badge')).toHaveText('2');
  await page.getByTestId('open-inbox').click();
  const inbox = page.getByTestId('inbox-dialog');
  await expect(inbox).toBeVisible();
  const rows = inbox.getByTestId('inbox-row');
  await expect(rows).toHaveCount(2);
  const deposit = rows.filter({ hasText: '充值成功' });
  await expect(deposit).toHaveAttribute('data-read', 'false');
  await deposit.click();
  await expect(inbox.getByTestId('inbox-detail')).toContainText('充值成功：¥100 已到账，另获首充奖励 ¥20');
  // Read on the server, but the badge waits for the dialog to close (the spec's states).
  await expect(page.getByTestId('inbox-badge')).toHaveText('2');
  await inbox.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByTestId('inbox-badge')).toHaveText('1');
  await page.getByTestId('open-inbox').click();
  await expect(inbox).toBeVisible();
  await rows.filter({ hasText: '会员等级提升' }).click();
  await expect(inbox.getByTestId('inbox-detail')).toContainText('VIP1');

  await inbox.getByRole('button', { name: '关闭' }).click();
  await expect(inbox).toBeHidden();
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('open-inbox')).toBeVisible();
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
});
