// The skin pages: /skin lists the catalogue with filters and paging, an older answer
// never replaces a newer one, a card opens the skin dialog with the cases holding the skin and their
// odds, a case link leads to that case; the same dialog opens from a case's contents.
import { expect, test } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('filter the catalogue, open a skin, follow one of its cases', async ({ page }) => {
  await page.goto('/skin');
  const total = page.getByTestId('skin-total');
  await expect(total).toHaveText(/共 \d+ 款饰品/);
  const all = Number((await total.textContent())!.match(/\d+/)![0]);
  expect(all).toBeGreaterThan(1000);
  await expect(page.getByTestId('skin-card')).toHaveCount(24);

  // Category AK, then the name: fewer each time, and every card is an AK-47 Redline.
  await page.getByTestId('skin-category').getByRole('radio', { name: 'AK' }).click();
  await expect(page).toHaveURL(/category=ak/);
  const ak = Number((await expect(total).not.toHaveText(`共 ${all} 款饰品`).then(() => total.textContent()))!.match(/\d+/)![0]);
  expect(ak).toBeLessThan(all);
  await page.getByTestId('skin-search').fill('红线');
  await expect(page).toHaveURL(/search=/);
  await expect(total).not.toHaveText(`共 ${ak} 款饰品`);
  const cards = page.getByTestId('skin-card');
  const n = await cards.count();
  expect(n).toBeGreaterThan(0);
  // Each card names the skin in parts (weapon, finish); the whole name is the parts' title.
  for (let i = 0; i < n; i++) {
    await expect(cards.nth(i).getByTestId('item-name-lines')).toHaveAttribute('title', /AK-47 \| 红线/);
    await expect(cards.nth(i).locator('[data-part="finish"]')).toHaveText(/红线/);
  }

  // A price range that excludes everything says so; reset brings the whole list back.
  await page.getByTestId('skin-min-price').fill('999999');
  await expect(page.getByTestId('skin-empty')).toBeVisible();
  await page.getByTestId('skin-max-price').fill('1');
  await expect(page.getByRole('alert')).toHaveText('请输入正确的价格区间');
  await page.getByTestId('skin-reset').click();
  await expect(total).toHaveText(`共 ${all} 款饰品`);

  // A skin that some case holds: its dialog lists the cases with odds; the link opens the case.
  await page.getByTestId('skin-card').filter({ has: page.getByTestId('skin-card-cases') }).first().click();
  const dialog = page.getByRole('dialog', { name: '饰品详情' });
  await expect(dialog).toBeVisible();
  const firstCase = dialog.getByTestId('skin-dialog-case').first();
  await expect(firstCase).toBeVisible();
  await expect(firstCase.getByTestId('skin-dialog-odds')).toHaveText(/^概率 \d+\.\d{4}%$/);
  const ornamentId = await dialog.getByTestId('skin-dialog-body').getAttribute('data-ornament-id');
  const boxId = await firstCase.getAttribute('data-box-id');
  const odds = (await firstCase.getByTestId('skin-dialog-odds').textContent())!.replace('概率 ', '');

  // Esc closes it, a card opens it again, the case link leads to the case that lists the skin at those odds.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByTestId('skin-card').filter({ has: page.getByTestId('skin-card-cases') }).first().click();
  await dialog.getByTestId('skin-dialog-case').first().click();
  await expect(page).toHaveURL(new RegExp(`/box/${boxId}$`));
  const tile = page.locator(`[data-testid="box-item"][data-ornament-id="${ornamentId}"]`);
  await expect(tile.first().getByTestId('box-item-odds')).toHaveText(odds);
});

test('an older answer never replaces a newer one', async ({ page }) => {
  await page.goto('/skin');
  await expect(page.getByTestId('skin-card')).toHaveCount(24);
  // The answer for "awp" is held back until the one for "awp 巨龙" has been shown.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/skin\/list\?.*search=awp(&|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const search = page.getByTestId('skin-search');
  const slow = page.waitForRequest(/\/api\/skin\/list\?.*search=awp(&|$)/);
  await search.fill('awp');
  await slow;
  await search.fill('awp 巨龙');
  const total = page.getByTestId('skin-total');
  await expect(total).not.toHaveText(/共 2\d{3} 款饰品/);
  const newer = await total.textContent();
  const stale = page.waitForResponse(/\/api\/skin\/list\?.*search=awp(&|$)/);
  release();
  await (await stale).finished();
  // The late answer has been read; two frames later any render it caused would be on the page.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(total).toHaveText(newer!);
  const cards = page.getByTestId('skin-card');
  for (let i = 0; i < (await cards.count()); i++) await expect(cards.nth(i)).toContainText('巨龙');
});

test('the skin dialog opens from a case\'s contents', async ({ page }) => {
  await page.goto('/en/box/1');
  const tile = page.getByTestId('box-item').first();
  await expect(tile).toBeVisible();
  const id = await tile.getAttribute('data-ornament-id');
  const odds = await tile.getByTestId('box-item-odds').textContent();
  await tile.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Skin details' });
  await expect(dialog.getByTestId('skin-dialog-body')).toHaveAttribute('data-ornament-id', id!);
  const here = dialog.locator('[data-testid="skin-dialog-case"][data-box-id="1"]');
  await expect(here).toHaveAttribute('href', '/en/box/1');
  await expect(here.getByTestId('skin-dialog-odds')).toHaveText(`Odds ${odds}`);
  // Focus stays in the dialog.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
