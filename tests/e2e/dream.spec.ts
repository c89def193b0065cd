// End to end: a signed-up player with a balance picks a target from the dream
// pool, sets the slider, dreams; the dial's needle lands on the ticket the API answered, the
// result dialog says the same, and the backpack agrees (the target there on a win, nothing new on
// a miss). Both outcomes are reached: the player dreams until one of each has been seen.
import { expect, registerThroughUi, startTopUp, test, uniquePhone } from './support.ts';

test('a player sets the slider, dreams, and the needle, the result and the backpack agree', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('157'));
  await startTopUp(page);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('120');

  await page.goto('/dream');
  // On a 1280×800 laptop the play button shows without scrolling.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('dream-go')).toBeInViewport();
  // The cheapest targets first, so ¥120 pays for several dreams.
  const sorted = page.waitForResponse((r) => r.url().includes('/api/dream/getDreamList') && r.url().includes('sort=price_asc'));
  await page.getByTestId('dream-sort').selectOption('price_asc');
  // The pool shows the cheapest first only once that answer is in (it starts dearest first).
  const pool = await (await sorted).json();
  const cheapest = String(pool.data.list[0].ornamentId);
  const first = page.getByTestId('dream-pool-item').first();
  await expect(first).toHaveAttribute('data-ornament-id', cheapest);
  const targetId = cheapest;
  await first.click();
  await expect(page.getByTestId('dream-target')).toHaveAttribute('data-ornament-id', targetId);

  // The slider: to its end (75 %), then to 50 %; the winning range and the fee follow it.
  const slider = page.getByTestId('dream-chance');
  await slider.focus();
  await slider.press('End');
  await expect(page.getByTestId('dream-chance-value')).toHaveText('75%');
  await expect(page.getByTestId('dream-win-range')).toHaveText('1 – 750000');
  const fee75 = await page.getByTestId('dream-fee').textContent();
  await slider.fill('500000');
  await expect(page.getByTestId('dream-chance-value')).toHaveText('50%');
  await expect(page.getByTestId('dream-win-range')).toHaveText('1 – 500000');
  await expect(page.getByTestId('dream-fee')).toHaveText(/¥\d/);
  expect(await page.getByTestId('dream-fee').textContent()).not.toBe(fee75);

  const seen = new Set<boolean>();
  for (let i = 0; i < 16 && seen.size < 2; i++) {
    if (i === 1) await page.getByTestId('fast-open-toggle').check(); // the animation, then fast open
    const answer = page.waitForResponse((r) => r.url().includes('/api/dream/go') && r.request().method() === 'POST');
    await page.getByTestId('dream-go').click();
    const body = await (await answer).json();
    expect(body.success).toBe(true);
    const r = body.data as { ticket: number; won: boolean; item: { id: string; ornamentId: number } | null; chancePpm: number };
    expect(r.chancePpm).toBe(500_000);
    expect(r.won).toBe(r.ticket <= 500_000);

    const gauge = page.getByTestId('dream-gauge');
    await expect(gauge).toHaveAttribute('data-state', 'landed', { timeout: 15_000 });
    await expect(gauge).toHaveAttribute('data-ticket', String(r.ticket));
    await expect(gauge).toHaveAttribute('aria-valuenow', String(r.ticket));

    const result = page.getByTestId('dream-result-body');
    await expect(result).toHaveAttribute('data-ticket', String(r.ticket));
    await expect(result).toHaveAttribute('data-won', String(r.won));
    await expect(page.getByTestId('dream-verify-link')).toHaveAttribute('href', /\/provably-fair\/verify\/dream\/\d+$/);
    seen.add(r.won);

    // The backpack agrees: the target is there on a win (kept), and only the wins are.
    if (r.won) {
      expect(String(r.item!.ornamentId)).toBe(targetId);
      await expect(result).toHaveAttribute('data-item-id', r.item!.id);
      await page.getByTestId('dream-keep').click();
    } else {
      await page.getByTestId('dream-again').click();
    }
    await expect(page.getByTestId('dream-result')).toBeHidden();
    const bag = await page.evaluate(async () => {
      const res = await fetch('/api/profile/getMyOrnamentPage?moduleId=3&pageSize=100', { headers: { token: localStorage.getItem('token') ?? '' } });
      return (await res.json()).data.list as { id: string; ornamentId: number }[];
    });
    if (r.won) expect(bag.map((b) => b.id)).toContain(r.item!.id);
    expect(bag.every((b) => String(b.ornamentId) === targetId)).toBe(true);
  }
  expect(seen.size).toBe(2);

  // Stake mode: a won item staked for the same target buys the maximum chance (75 %), leaves the
  // backpack, and the dial lands on the API's ticket again.
  await page.getByTestId('dream-mode-stake').click();
  const staked = page.getByTestId('dream-stake-item').first();
  const stakedId = await staked.getAttribute('data-item-id');
  await staked.click();
  await expect(page.getByTestId('dream-stake-chance')).toHaveText('75%');
  await expect(page.getByTestId('dream-win-range')).toHaveText('1 – 750000');
  const stakeAnswer = page.waitForResponse((r) => r.url().includes('/api/dream/go') && r.request().method() === 'POST');
  await page.getByTestId('dream-go').click();
  const sr = (await (await stakeAnswer).json()).data as { ticket: number; chancePpm: number; fee: string; won: boolean };
  expect(sr).toMatchObject({ chancePpm: 750_000, fee: '0.00' });
  await expect(page.getByTestId('dream-gauge')).toHaveAttribute('data-ticket', String(sr.ticket));
  await expect(page.getByTestId('dream-result-body')).toHaveAttribute('data-ticket', String(sr.ticket));
  await page.getByTestId(sr.won ? 'dream-keep' : 'dream-again').click();
  const left = await page.evaluate(async () => {
    const res = await fetch('/api/profile/getMyOrnamentPage?pageSize=100', { headers: { token: localStorage.getItem('token') ?? '' } });
    return ((await res.json()).data.list as { id: string }[]).map((i) => i.id);
  });
  expect(left).not.toContain(stakedId);

  // The record centre's dream tab lists them.
  await page.goto('/personal/flow?tab=dream');
  await expect(page.getByTestId('dream-record-row').first()).toBeVisible();
});
