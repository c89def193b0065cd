// Screenshots of the pages a player spends an evening on, at 375 and 1280 px, in zh-CN and en, for
// looking at side by side with the field's best shops (docs/testing.md, "Screenshots"). Opt in:
// `SCREENS=1 npm exec -- playwright test --project screens` after `npm run build`; the pictures go
// to SCREENS_DIR (default /tmp/screens). Not part of `npm test`: it asserts only that each page
// shows what it is named for, so a picture is never of an error page.
//
// The knife reveal: outcomes cannot be chosen (no route of ours lets anyone pick one), so the
// picture routes the browser's own copy of one opening answer to show the case's dearest item,
// the way a component test feeds a fixture. Nothing on the server changes.
import fs from 'node:fs';
import path from 'node:path';
import { expect, registerThroughUi, startTopUp, test, uniquePhone, type Page } from '../e2e/support.ts';

const DIR = process.env.SCREENS_DIR ?? '/tmp/screens';
const WIDTHS = [375, 1280] as const;
const LANGS = [{ id: 'zh-CN', prefix: '' }, { id: 'en', prefix: '/en' }] as const;

async function shot(page: Page, name: string, lang: string, width: number, fullPage = false): Promise<void> {
  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, `${name}-${lang}-${width}.png`), fullPage });
}

async function fundedPlayer(page: Page): Promise<void> {
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('158'));
  for (let i = 0; i < 3; i++) {
    await startTopUp(page);
    await page.getByRole('button', { name: /确认支付|Confirm/ }).click();
    await expect(page.getByTestId('header-balance')).not.toHaveText('0');
  }
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`screens ${lang.id} ${width}`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
      await fundedPlayer(page);

      await page.goto(`${lang.prefix}/home`, { waitUntil: 'networkidle' });
      await expect(page.getByTestId('box-card').first()).toBeVisible();
      await page.waitForTimeout(1500); // the live strip's entrance and the lazy case art
      await shot(page, 'home', lang.id, width);

      // A case mid-opening, then its reveal.
      await page.goto(`${lang.prefix}/box/1`);
      await page.getByTestId('open-box').click();
      await page.waitForTimeout(1500);
      await shot(page, 'box-opening', lang.id, width);

      // The knife (the case's dearest item) reveal, by routing this browser's copy of the answer.
      const detail = await (await page.request.get('/api/box/getBoxDetail?id=1')).json() as { data: { items: Record<string, unknown>[] } };
      const dearest = detail.data.items[0];
      await page.route('**/api/box/openBox', async (route) => {
        const res = await route.fetch();
        const body = await res.json() as { data: { drops: Record<string, unknown>[] } };
        // Its sell-back value at the same share of its price as the real drop's.
        const share = (d: Record<string, unknown>) => Number(d.recoveryPrice) / Number(d.price);
        body.data.drops = body.data.drops.map((d) => ({
          ...d, ...dearest, id: d.id, rollId: d.rollId, nonce: d.nonce, ticket: d.ticket,
          recoveryPrice: (Number(dearest.price) * share(d)).toFixed(2),
        }));
        await route.fulfill({ response: res, json: body });
      });
      await page.goto(`${lang.prefix}/box/1`);
      await page.getByTestId('open-box').click();
      await page.waitForTimeout(7000);
      await shot(page, 'box-reveal', lang.id, width);
      await page.unroute('**/api/box/openBox');

      // A battle against bots, to its final screen.
      await page.goto(`${lang.prefix}/battle/create`);
      await page.getByTestId('battle-case-option').first().click();
      await page.getByTestId('battle-seats-2').click();
      await page.getByTestId('battle-create-submit').click();
      await page.getByTestId('battle-go-room').click();
      await expect(page).toHaveURL(/\/battle\/\d+$/);
      await page.getByTestId('battle-add-bot').first().click();
      await expect(page.getByTestId('battle-winner')).toBeVisible({ timeout: 60_000 });
      await page.waitForTimeout(1500);
      await shot(page, 'battle-final', lang.id, width);

      await page.goto(`${lang.prefix}/personal/bag`);
      await expect(page.getByTestId('bag-item').first()).toBeVisible();
      await shot(page, 'backpack', lang.id, width);

      await page.goto(`${lang.prefix}/dream`);
      await page.getByTestId('dream-sort').selectOption('price_asc');
      await page.getByTestId('dream-pool-item').first().click();
      await page.getByTestId('dream-go').click();
      await expect(page.getByTestId('dream-result-body')).toBeVisible({ timeout: 20_000 });
      await shot(page, 'dream-result', lang.id, width);
    });
  }
}
