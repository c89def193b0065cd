// Console: an owner opens Levels and channels from the navigation, edits the member
// level table and saves it; the page shows the new version saved by them, also after a reload.
// The edit writes the top level's reward as a plain number ("188.00" -> "188"): a real save (a new
// version) that leaves the table's values as they were, so the other specs on this server still
// see the built-in levels.
import { consoleReady, createConsoleOwner, signInToConsole } from './console-support.ts';
import { expect, test } from './support.ts';

test('an owner edits the member level table and sees the new version', async ({ page, request }) => {
  const owner = await createConsoleOwner(request);
  await signInToConsole(page, owner, { newPassword: 'levels-owner-2026' });
  await page.getByTestId('console-nav').getByRole('link', { name: '等级与渠道' }).click();
  await expect(page).toHaveURL(/\/console\/levels$/);
  await consoleReady(page);

  const table = page.getByTestId('level-table-vip');
  const version = table.getByTestId('level-table-vip-version');
  await expect(version).toBeVisible();
  const before = await version.textContent();
  const rows = await table.getByTestId('level-table-vip-row').count();
  expect(rows).toBeGreaterThan(0);
  const reward = table.getByTestId(`level-table-vip-rewardCoins-${rows}`);
  const value = await reward.inputValue();
  await reward.fill(String(Number(value)));
  await table.getByTestId('level-table-vip-save').click();

  await expect(table.getByTestId('level-table-vip-saved')).toBeVisible();
  await expect(version).toContainText(owner.name);
  expect(await version.textContent()).not.toBe(before);
  await expect(reward).toHaveValue(value);

  await page.reload();
  await consoleReady(page);
  await expect(page.getByTestId('level-table-vip-version')).toContainText(owner.name);
});
