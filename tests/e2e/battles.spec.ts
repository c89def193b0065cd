// Issue 12, item 8, end to end: two players in two browsers. One creates a 2-seat reverse room,
// the other joins from the room page; both watch the same rounds revealed on the server's
// schedule (the e2e server runs BATTLE_ROUND_MS=1000) and the same winner, and the winner's
// backpack then holds every item of the room.
import { expect, registerThroughUi, startTopUp, test, uniquePhone, type Page } from './support.ts';

async function fundedPlayer(page: Page, prefix: string): Promise<void> {
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone(prefix));
  await startTopUp(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('120');
}

/** What a room page shows once ended: per seat, its items round by round, and the winners. */
async function shownOutcome(page: Page) {
  const winner = page.getByTestId('battle-winner');
  await expect(winner).toBeVisible({ timeout: 30_000 });
  const seats = await page.getByTestId('battle-seat').evaluateAll((els) =>
    els.map((el) => ({
      pos: el.getAttribute('data-pos'),
      winner: el.getAttribute('data-winner'),
      total: el.querySelector('[data-testid="seat-total"]')?.getAttribute('data-total'),
      items: [...el.querySelectorAll('[data-testid="battle-item"]')]
        .map((i) => `${i.getAttribute('data-round')}:${i.getAttribute('data-ornament-id')}`)
        .sort(),
    })),
  );
  return { winners: await winner.getAttribute('data-winners'), seats };
}

test('two players battle in a reverse room and see the same rounds and winner', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await fundedPlayer(page, '156');

  // The creator picks two of the cheapest case (the list is sorted by price, low first).
  await page.goto('/reverse/create');
  await expect(page.getByTestId('battle-create')).toHaveAttribute('data-mode', 'reverse');
  const cheapest = page.getByTestId('battle-case-option').first();
  await cheapest.click();
  await cheapest.click();
  await expect(page.getByTestId('battle-picked').locator('li')).toHaveCount(2);
  await page.getByTestId('battle-seats-2').click();
  await page.getByTestId('battle-create-submit').click();
  await page.getByTestId('battle-go-room').click();
  await expect(page).toHaveURL(/\/reverse\/\d+$/);
  const roomUrl = new URL(page.url()).pathname;
  const room = page.getByTestId('battle-room');
  await expect(room).toHaveAttribute('data-state', '0');
  await expect(room).toHaveAttribute('data-mode', 'reverse');
  await expect(page.getByTestId('battle-fairness').getByTestId('fair-hash')).toHaveText(/^[0-9a-f]{64}$/);

  // The other player, in a browser of their own, joins the empty seat.
  const other = await browser.newContext({ locale: 'zh-CN' });
  const joiner = await other.newPage();
  await fundedPlayer(joiner, '155');
  await joiner.goto(roomUrl);
  await joiner.getByTestId('battle-join').click();

  // Both see the room start (the creator by the live event 32) and play out.
  for (const p of [page, joiner]) await expect(p.getByTestId('battle-room')).not.toHaveAttribute('data-state', '0');
  const [a, b] = await Promise.all([shownOutcome(page), shownOutcome(joiner)]);
  expect(a.seats).toHaveLength(2);
  for (const seat of a.seats) expect(seat.items).toHaveLength(2);
  expect(b).toEqual(a);
  expect(a.winners).toMatch(/^[12]$/);

  // Both see the server seed, and the rolls re-compute in the browser.
  await page.getByTestId('battle-verify').click();
  await expect(page.getByTestId('battle-verify-result')).toHaveAttribute('data-ok', 'true');

  // The winner's backpack holds all four items (a new player has nothing else).
  const winnerPage = a.winners === '1' ? page : joiner;
  await winnerPage.goto('/personal/bag');
  await expect(winnerPage.getByTestId('bag-item')).toHaveCount(4);
  const loserPage = a.winners === '1' ? joiner : page;
  await loserPage.goto('/personal/bag');
  await expect(loserPage.getByTestId('bag-empty')).toBeVisible();
  await other.close();
});
