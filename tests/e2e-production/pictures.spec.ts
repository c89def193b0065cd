// Pictures online: the harness points ASSET_BASE_URL at a fake of cs2-lib's image CDN (over https,
// with case 2's picture missing). Cases show their real container picture over their own drawing,
// on the server-rendered home grid and on the case page, items show theirs, and the case whose
// picture is missing shows its drawing (docs/decisions/0111).
import fs from 'node:fs';
import { expect, test } from '../e2e/support.ts';

const { cases } = JSON.parse(fs.readFileSync('src/server/modules/boxes/data/cases.json', 'utf8')) as { cases: { id: number; image: string }[] };
const imageOf = (id: number) => cases.find((c) => c.id === id)!.image;

test('production: cases and items show their CDN pictures; a case whose picture is missing shows its drawing', async ({ page }) => {
  await page.goto('/home');
  // The case grid under the theme tabs (the hot row above it shows some cases again).
  const card = (id: number) => page.getByRole('tabpanel').getByTestId('box-card').and(page.locator(`[href="/box/${id}"]`));

  // Case 1: the container picture, loaded and shown; its drawing gone from under it.
  await card(1).scrollIntoViewIfNeeded();
  const picture = card(1).locator('img[data-case-cdn]');
  await expect(picture).toHaveAttribute('data-shown', '');
  await expect(picture).toHaveAttribute('src', new RegExp(`${imageOf(1).replace(/[.]/g, '\\.')}$`));
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await expect(card(1).locator('[data-case-drawing]')).toBeHidden();

  // Case 2: the CDN answers 404, so the picture is removed and the case's own drawing shows.
  await card(2).scrollIntoViewIfNeeded();
  await expect(card(2).locator('img[data-case-cdn]')).toHaveCount(0);
  await expect(card(2).locator('img[src="/art/cases/2.svg"]')).toBeVisible();

  // The case page: the hero's container picture comes over the drawing once the case is read,
  // and the contents show the items' pictures from the CDN.
  await page.goto('/box/1');
  const hero = page.locator(`img[src$="${imageOf(1)}"]`).first();
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  const item = page.getByTestId('box-item').first().locator('img').first();
  await item.scrollIntoViewIfNeeded();
  await expect(item).toHaveAttribute('src', /^https:\/\/127\.0\.0\.1:\d+\/images\//);
  await expect.poll(() => item.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
});
