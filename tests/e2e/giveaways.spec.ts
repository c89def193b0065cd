// End to end: staff open an official room that draws when full (2 entrants, one
// prize) through the console's API; two players join from the room page in two browsers; both
// pages show the same winner without reloading (live event 41; the draw waits for a round of the
// local beacon, 3 s apart), and the winner's backpack holds the prize.
import type { APIRequestContext } from '@playwright/test';
import { createConsoleOwner, signInConsoleApi } from './console-support.ts';
import { expect, registerThroughUi, test, uniquePhone, type Page } from './support.ts';

/** Signs a new owner in through the console's API and opens the room; returns its id and the prize. */
async function officialRoom(request: APIRequestContext): Promise<{ id: string; prize: { ornamentId: number; name: string } }> {
  const owner = await createConsoleOwner(request);
  const csrf = await signInConsoleApi(request, owner, 'giveaway-owner-2026');
  const boxes = (await (await request.get('/api/box/getBoxList')).json()).data.list as { id: number }[];
  const items = (await (await request.get(`/api/box/getBoxDetail?id=${boxes[0].id}`)).json()).data.items as { ornamentId: number; name: string }[];
  const prize = items.at(-1)!;
  const made = await request.post('/api/console/giveaways/create', {
    headers: { 'x-csrf-token': csrf },
    data: { title: `e2e draws when full ${Date.now().toString(36)}`, drawMode: 'full', maxEntrants: 2, prizes: String(prize.ornamentId) },
  });
  expect(made.status(), await made.text()).toBe(200);
  return { id: String((await made.json()).data.id), prize };
}

async function joinFromRoom(page: Page, phone: string, roomPath: string): Promise<string> {
  await page.goto('/home');
  await registerThroughUi(page, phone);
  await page.goto(roomPath);
  await page.getByTestId('giveaway-join').click();
  const entry = page.getByTestId('giveaway-my-entry');
  await expect(entry).toBeVisible();
  return (await entry.getAttribute('data-code'))!;
}

/** The winner shown once the draw is revealed: user id and roll code. */
async function shownWinner(page: Page): Promise<string> {
  await expect(page.locator('[data-testid="giveaway-winners"][data-complete="true"]')).toBeVisible({ timeout: 30_000 });
  const winners = page.getByTestId('giveaway-winner');
  await expect(winners).toHaveCount(1);
  return `${await winners.getAttribute('data-user-id')}:${await winners.getAttribute('data-code')}`;
}

test('two players join an official room that draws when full and both see the same winner', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { id, prize } = await officialRoom(request);
  const roomPath = `/giveaways/${id}`;

  const first = await joinFromRoom(page, uniquePhone('153'), roomPath);
  await expect(page.getByTestId('giveaway-room')).toHaveAttribute('data-state', '0');

  const other = await browser.newContext({ locale: 'zh-CN' });
  const second = await other.newPage();
  const secondCode = await joinFromRoom(second, uniquePhone('152'), roomPath);
  expect(new Set([first, secondCode]).size).toBe(2);

  // Both pages follow the draw live: no reload, the same winner.
  const [seenByFirst, seenBySecond] = await Promise.all([shownWinner(page), shownWinner(second)]);
  expect(seenByFirst).toBe(seenBySecond);
  const winningCode = seenByFirst.split(':')[1];
  const winnerPage = winningCode === first ? page : second;
  const loserPage = winnerPage === page ? second : page;
  await expect(winnerPage.getByTestId('giveaway-you-won')).toBeVisible();
  await expect(loserPage.getByTestId('giveaway-you-won')).toHaveCount(0);
  await expect(page.getByTestId('giveaway-fairness').getByTestId('fair-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
  // The entrant list the hash is over, fetched when its panel opens: both roll codes.
  await page.getByTestId('giveaway-fairness').locator('details summary').click();
  await expect(page.getByTestId('fair-entrants').locator('li')).toHaveCount(2);

  // The verifier re-computes the draw in this browser from what the room published.
  await page.goto(`/provably-fair/verify/giveaway/${id}`);
  await expect(page.getByTestId('giveaway-verify')).toHaveAttribute('data-ok', 'true', { timeout: 20_000 });

  // The prize is in the winner's backpack.
  await winnerPage.goto('/personal/bag');
  // The card names it in parts (weapon, finish); its whole name is the parts' title.
  const won = winnerPage.locator(`[data-testid="bag-item"][data-ornament-id="${prize.ornamentId}"]`);
  await expect(won).toHaveCount(1);
  await expect(won.getByTestId('item-name-lines')).toHaveAttribute('title', prize.name);
  await other.close();
});
