// English pages are in English (the public notice's title and the events text once read
// "CS2 开箱"). Every page under /en, with the public notice open and the islands' data loaded,
// shows no Han character: the brand, the notice, content, case and item names all have their
// English form. Nothing on the site is legitimately Chinese in English (the language names 简体中文
// and 繁體中文 sit in the closed language dialog, so they are not visible text). A new player opens
// cases first, so the live strip, top drops and the day's best show drops, under the default
// nickname the server gives (玩家 + four digits), which English pages show as "Player 1234".
import { sitePages, withPublicNotice } from './site-pages.ts';
import { expect, inBatches, registerThroughUi, startTopUp, test, uniquePhone, type Page } from './support.ts';

const HAN = /\p{Script=Han}/u;

/** A new player (default nickname) tops up and opens two cases of the first kind. */
async function openCases(page: Page): Promise<void> {
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('157'));
  await startTopUp(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('120');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.post('/api/box/openBox', {
    headers: { token: token!, 'Idempotency-Key': `english-text-${Date.now()}` },
    form: { boxId: 1, number: 2 },
  });
  expect((await res.json()).status).toBe(0);
}

test('English pages show no Chinese, with the public notice open', async ({ page, request }) => {
  await openCases(page);
  const pages = (await sitePages(request)).filter((p) => p !== '/404').map((p) => `/en${p === '/' ? '' : p}`);
  test.setTimeout(pages.length * 15_000);
  // Six tabs of the same signed-in player at a time: each page mostly waits for the network to go quiet.
  const context = page.context();
  await withPublicNotice(context);
  // The notice shows once per visitor: forget it before every page, and keep tabs open together
  // from remembering it for each other, so each one opens it.
  await context.addInitScript(() => {
    localStorage.removeItem('noticeSeen');
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with .call(this)
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key !== 'noticeSeen') setItem.call(this, key, value);
    };
  });
  const found = (await inBatches(pages, 6, async (path) => {
    const tab = await context.newPage();
    try {
      await tab.goto(path);
      await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
      await expect(tab.getByTestId('notice-dialog')).toBeVisible();
      await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await tab.waitForLoadState('networkidle');
      const text = await tab.evaluate(() => `${document.title}\n${document.body.innerText}`);
      return text.split('\n').filter((line) => HAN.test(line)).map((line) => `${path}: ${line.trim()}`);
    } finally {
      await tab.close();
    }
  })).flat();
  expect(found).toEqual([]);
});
