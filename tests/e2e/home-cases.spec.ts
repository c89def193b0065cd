// The home page's hot row and case grid come in the server's HTML (src/shared/site-view.ts, no island,
// no React): the cards and their art show with no script at all, in the page's language; the
// theme tabs (a small page script) filter the grid as the catalogue's themes say. The online
// figure's dot pulses a few times, then rests.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support.ts';

interface Box { id: number; name: string; themeId: number }

async function allBoxes(request: APIRequestContext, lang: string): Promise<Box[]> {
  const res = await request.get('/api/box/getBoxList?themeId=-1&page=1&pageSize=100', { headers: { lang } });
  return (await res.json()).data.list as Box[];
}

test('the hot row and the case grid are in the server\'s HTML, pictures shown, in the page\'s language', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    for (const [path, lang] of [['/home', 'zh-CN'], ['/en/home', 'en']] as const) {
      const boxes = await allBoxes(request, lang);
      await page.goto(path);
      await expect(page.getByTestId('hot-case')).toHaveCount(6);
      const grid = page.getByRole('tabpanel').getByTestId('box-card');
      await expect(grid).toHaveCount(boxes.length);
      await expect(grid.first()).toContainText(boxes[0].name);
      // Not an island: the grid is plain HTML, not waiting for React.
      await expect(page.locator('astro-island [data-testid="hot-cases"]')).toHaveCount(0);
      const art = page.getByTestId('hot-case').first().locator('img');
      await expect.poll(() => art.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(art).toHaveCSS('opacity', '1');
      // And drawn at the card's size: a picture in a 0 px tall box loads, is opaque, and shows nothing.
      await expect(art).toBeVisible();
      expect((await art.boundingBox())!.height).toBeGreaterThan(40);
    }
  } finally {
    await context.close();
  }
});

test('the theme tabs filter the server-rendered grid', async ({ page, request }) => {
  const boxes = await allBoxes(request, 'zh-CN');
  await page.goto('/home');
  const tabs = page.getByTestId('theme-tab');
  const grid = page.getByRole('tabpanel').getByTestId('box-card');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const themeIds = [...new Set(boxes.map((b) => b.themeId))];
  expect(themeIds.length).toBeGreaterThan(1);
  for (const themeId of themeIds.slice(0, 2)) {
    const tab = page.locator(`[data-testid="theme-tab"][data-theme-id="${themeId}"]`);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    const ids = boxes.filter((b) => b.themeId === themeId).map((b) => String(b.id));
    await expect(grid.filter({ visible: true })).toHaveCount(ids.length);
    expect(await grid.filter({ visible: true }).evaluateAll((els) => els.map((e) => e.getAttribute('data-box-id')))).toEqual(ids);
    await expect(page.getByTestId('no-cases')).toBeHidden();
  }
  await tabs.first().click();
  await expect(grid.filter({ visible: true })).toHaveCount(boxes.length);
});

test('the online dot pulses a few times, not for ever, and not at all for less motion', async ({ page }) => {
  // An endless pulse kept the compositor drawing every frame while /home was open (global.css).
  await page.goto('/home');
  const dot = page.getByTestId('online-dot');
  await expect(dot).toHaveCSS('animation-name', 'status-pulse');
  await expect(dot).toHaveCSS('animation-iteration-count', '3');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(dot).toHaveCSS('animation-name', 'none');
});
