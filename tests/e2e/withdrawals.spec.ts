// End to end: a player with a deposit and a verified real name takes two skins back to
// Steam from the backpack (the dialog asks for the trade link first). On the sandbox supplier's
// page (manual mode: playwright.config.ts) one offer is sent and accepted, the other sent and
// declined. The record centre's take-back tab, opened before and never reloaded, follows both
// records through their states on live events alone: one reaches success, the other fails with
// its remark, and the failed skin is back in the backpack.
import type { Page } from '@playwright/test';
import { expect, registerThroughUi, startTopUp, test, tokenOf as token, uniquePhone } from './support.ts';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=98765432&token=e2eWd_01';

/** Two skins into the backpack: one case opened twice by the API (the cases spec drives the reels). */
async function openTwo(page: Page): Promise<string[]> {
  const res = await page.request.post('/api/box/openBox', {
    headers: { token: await token(page), 'idempotency-key': `e2e-wd-${Date.now()}` },
    form: { boxId: '1', number: '2' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).data.drops as { id: string }[]).map((d) => d.id);
}

/** Presses a sandbox order's button, reloading the sandbox page until the order offers it (the dispatcher buys in the background). */
async function sandboxStep(page: Page, action: 'send' | 'accept' | 'decline', ref: string): Promise<void> {
  const button = page.getByTestId(`sandbox-skin-${action}-${ref}`);
  await expect(async () => {
    await page.goto('/sandbox/skins');
    await expect(button).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await button.click();
  await expect(page).toHaveURL(/\/sandbox\/skins$/);
}

test('a player takes back two skins: one reaches Steam, one is declined and comes back, live in the record centre', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('156'));
  await startTopUp(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('120');
  // startTopUp verified the player's real name first: a take-back needs it too.
  const itemIds = await openTwo(page);

  // The record centre's take-back tab, opened now and never reloaded.
  const records = await context.newPage();
  await records.goto('/personal/flow?tab=withdraw');
  await expect(records.getByTestId('flow-empty')).toBeVisible();
  await expect(records.getByTestId('withdraw-records')).toHaveAttribute('data-live', 'true');
  await records.evaluate(() => { (window as unknown as { neverReloaded: boolean }).neverReloaded = true; });

  // The backpack: both skins chosen; the dialog asks for the trade link before anything else.
  await page.goto('/personal/bag');
  for (const id of itemIds) await page.locator(`[data-testid="bag-item"][data-item-id="${id}"]`).getByTestId('bag-item-select').check();
  await page.getByTestId('bag-withdraw').click();
  const dialog = page.getByTestId('withdraw-dialog');
  await expect(dialog.getByTestId('withdraw-item')).toHaveCount(2);
  await expect(dialog.getByTestId('withdraw-promise')).toContainText('12 小时');
  await expect(dialog.getByTestId('withdraw-confirm')).toBeDisabled();
  await dialog.getByLabel('交易链接').fill(TRADE_URL);
  await dialog.getByRole('button', { name: '保存并继续' }).click();
  await expect(dialog.getByTestId('withdraw-trade-url')).toHaveText(TRADE_URL);
  await dialog.getByTestId('withdraw-confirm').click();
  await expect(page.getByText('取回已提交，请耐心等待')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const id of itemIds) await expect(page.locator(`[data-testid="bag-item"][data-item-id="${id}"]`)).toHaveCount(0);

  // Both records appear in the open tab by themselves.
  const rows = records.getByTestId('withdraw-record');
  await expect(rows).toHaveCount(2);
  const byItem = async (itemId: string) => (await records.locator(`[data-testid="withdraw-record"][data-item-id="${itemId}"]`).getAttribute('data-id'))!;
  const [won, lost] = [itemIds[0], itemIds[1]];
  const wonId = await byItem(won);
  const lostId = await byItem(lost);
  const record = (id: string) => records.locator(`[data-testid="withdraw-record"][data-id="${id}"]`);

  // The sandbox marketplace: the first offer is sent (the record shows it with its countdown), then accepted.
  const sandbox = await context.newPage();
  await sandboxStep(sandbox, 'send', `wd${wonId}`);
  await expect(record(wonId)).toHaveAttribute('data-state', '2');
  await expect(record(wonId).getByTestId('withdraw-offer-id')).not.toBeEmpty();
  await expect(record(wonId).getByTestId('withdraw-countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(record(wonId).getByTestId('withdraw-offer-link')).toHaveAttribute('href', 'https://steamcommunity.com/my/tradeoffers/');
  await sandboxStep(sandbox, 'accept', `wd${wonId}`);
  await expect(record(wonId)).toHaveAttribute('data-state', '3');
  await expect(record(wonId).getByTestId('withdraw-record-state')).toHaveText('取回成功');
  await expect(record(wonId).getByTestId('withdraw-protected-until')).toBeVisible();

  // The second is sent and declined: it fails with its remark.
  await sandboxStep(sandbox, 'send', `wd${lostId}`);
  await expect(record(lostId)).toHaveAttribute('data-state', '2');
  await sandboxStep(sandbox, 'decline', `wd${lostId}`);
  await expect(record(lostId)).toHaveAttribute('data-state', '4');
  await expect(record(lostId).getByTestId('withdraw-record-state')).toHaveText('取回失败');
  await expect(record(lostId).getByTestId('withdraw-record-remark')).toHaveText('你拒绝了交易报价，饰品已退回背包');
  await expect(record(wonId)).toHaveAttribute('data-state', '3');
  expect(await records.evaluate(() => (window as unknown as { neverReloaded?: boolean }).neverReloaded)).toBe(true);

  // The declined skin is back in the backpack; the delivered one is not.
  await page.goto('/personal/bag');
  await expect(page.locator(`[data-testid="bag-item"][data-item-id="${lost}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-testid="bag-item"][data-item-id="${won}"]`)).toHaveCount(0);
});
