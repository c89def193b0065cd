// Rewards end to end: the operator makes two batches of redeem codes in the console (a
// free Starter case, and a +10% deposit coupon), each downloaded once as CSV; a player redeems the
// first on /personal/redeem, opens the free case on /personal/free-boxes with the case page's reel
// and result, redeems the coupon, picks it in the recharge dialog for a ¥100 deposit and sees the
// bonus: 100 + 20 (first deposit) + 10 (coupon) = 130.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { consoleReady, createConsoleOwner, signInToConsole } from './console-support.ts';
import { expect, registerThroughUi, test, uniquePhone, verifyRealName } from './support.ts';

/** Fills the console's batch form and returns the codes of the CSV it downloads. */
async function makeBatch(page: Page, name: string, prefix: string, kind: string, fields: Record<string, string>): Promise<string[]> {
  const form = page.getByTestId('cdk-form');
  await form.getByTestId('cdk-name').fill(name);
  await form.getByTestId('cdk-prefix').fill(prefix);
  await form.getByTestId('cdk-count').fill('3');
  await form.getByTestId('cdk-kind').selectOption(kind);
  for (const [key, value] of Object.entries(fields)) await form.getByTestId(`cdk-${key}`).fill(value);
  const downloading = page.waitForEvent('download');
  await form.getByTestId('cdk-submit').click();
  const file = await downloading;
  await expect(page.getByTestId('cdk-done')).toBeVisible();
  const csv = await readFile((await file.path()), 'utf8');
  const codes = csv.match(new RegExp(`${prefix}(-[0-9A-Z]{4}){4}`, 'g')) ?? [];
  // Three codes, each once.
  expect(new Set(codes).size).toBe(3);
  return codes;
}

/**
 * Watches the page's width on every frame from now on (a toast's entrance is over in a moment, so a
 * single measurement afterwards misses it); `widest` answers the widest it was and what stuck out then.
 */
async function watchWidth(page: Page): Promise<() => Promise<{ widest: number; width: number; culprits: string[] }>> {
  await page.evaluate(() => {
    const w = window as unknown as { widest: number; culprits: string[] };
    w.widest = 0;
    w.culprits = [];
    const tick = () => {
      const scroll = document.documentElement.scrollWidth;
      if (scroll > w.widest) {
        w.widest = scroll;
        w.culprits = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(0, 6)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(el.getBoundingClientRect().right)}`);
      }
      requestAnimationFrame(tick);
    };
    tick();
  });
  return () => page.evaluate(() => {
    const w = window as unknown as { widest: number; culprits: string[] };
    return { widest: w.widest, width: window.innerWidth, culprits: w.culprits };
  });
}

test('a player redeems a code for a free case, opens it, then a deposit coupon that adds its bonus', async ({ page, browser }) => {
  test.setTimeout(150_000);

  // The operator makes the two batches.
  const owner = await createConsoleOwner(page.request);
  await signInToConsole(page, owner, { newPassword: 'e2e-console-password-1' });
  await page.goto('/console/rewards');
  await consoleReady(page);
  const [caseCode] = await makeBatch(page, '新手免费箱', 'FREEBOX', 'freeBox', { boxId: '1', boxCount: '1', days: '7' });
  // Codes a player may use twice: the phone-width checks at the end.
  const phoneCodes = await makeBatch(page, '手机宽度', 'PHONE', 'freeBox', { boxId: '1', boxCount: '1', days: '7', usesPerPlayer: '2' });
  const [couponCode] = await makeBatch(page, '充值加赠券', 'PLUS', 'depositCoupon', { percent: '10', min: '50', days: '7' });

  // The player, in a browser of their own.
  const context = await browser.newContext();
  const player = await context.newPage();
  await player.goto('/home');
  await registerThroughUi(player, uniquePhone('155'));
  await verifyRealName(player); // the coupon's deposit below needs it

  // A wrong code is refused and changes nothing; the real one gives the free case.
  await player.goto('/personal/redeem');
  await player.getByTestId('redeem-input').fill('FREEBOX-0000-0000-0000-0000');
  await player.getByTestId('redeem-submit').click();
  await expect(player.getByTestId('redeem-error')).toHaveText('兑换码无效，请检查后重新输入');
  await player.getByTestId('redeem-input').fill(caseCode.toLowerCase());
  await player.getByTestId('redeem-submit').click();
  await expect(player.getByTestId('redeem-result')).toContainText('免费箱子「新手起步箱」×1');
  await expect(player.getByTestId('reward-record-row')).toHaveCount(1);


  // The free case opens with the reel and lands in the backpack; the balance stays 0.
  await player.goto('/personal/free-boxes');
  await expect(player.getByTestId('free-box-row')).toHaveCount(1);
  await player.getByTestId('free-box-open').click();
  await expect(player.getByTestId('open-result')).toBeVisible({ timeout: 20_000 });
  const won = (await player.getByTestId('open-result').textContent()) ?? '';
  expect(won.length).toBeGreaterThan(0);
  await player.getByTestId('result-keep').click();
  await expect(player.getByTestId('header-balance')).toHaveText('0');
  await player.goto('/personal/bag');
  await expect(player.getByTestId('bag-item')).toHaveCount(1);

  // The coupon: redeemed, then chosen for a ¥100 deposit, which it raises by 10%.
  await player.goto('/personal/redeem');
  await player.getByTestId('redeem-input').fill(couponCode);
  await player.getByTestId('redeem-submit').click();
  await expect(player.getByTestId('redeem-result')).toContainText('充值加赠 10% 优惠券');
  await player.getByTestId('open-recharge').click();
  const recharge = player.getByTestId('recharge-dialog');
  await recharge.getByLabel('支付宝').check();
  await recharge.getByLabel(/CNY/).check();
  await recharge.getByRole('button', { name: '¥100', exact: true }).click();
  const options = recharge.getByTestId('coupon-select').locator('option');
  await expect(options).toHaveCount(2);
  await recharge.getByTestId('coupon-select').selectOption({ index: 1 });
  await expect(recharge.getByTestId('coupon-effect')).toContainText('10');
  await recharge.getByRole('button', { name: '立即支付' }).click();
  await expect(player).toHaveURL(/\/pay\/sandbox\/R\w+$/);
  await player.getByRole('button', { name: '确认支付' }).click();
  await expect(player.getByTestId('header-balance')).toHaveText('130');
  await player.getByRole('tab', { name: '余额记录' }).click();
  await expect(player.getByTestId('balance-log-row').filter({ hasText: '优惠券加赠' })).toContainText('+10');

  // Used: the coupon is no longer offered.
  await player.getByTestId('open-recharge').click();
  await player.getByTestId('recharge-dialog').getByRole('button', { name: '¥100', exact: true }).click();
  await expect(player.getByTestId('recharge-dialog').getByTestId('coupon-select')).toHaveCount(0);

  // Right after a redemption, a phone's page stays the window's width (zh-CN 320 px, en 375 px;
  // zh-CN first: once the player reads English, an unprefixed address redirects to /en).
  for (const [path, code, width] of [['/personal/redeem', phoneCodes[0], 320], ['/en/personal/redeem', phoneCodes[1], 375]] as const) {
    await player.setViewportSize({ width, height: 760 });
    await player.goto(path);
    await player.getByTestId('redeem-input').fill(code);
    const widest = await watchWidth(player);
    await player.getByTestId('redeem-submit').click();
    await expect(player.getByTestId('redeem-result')).toBeVisible();
    await player.waitForTimeout(1500); // the success toast's entrance
    await player.screenshot({ path: `/tmp/shots-reward-header/redeem-${width}.png` });
    const seen = await widest();
    expect(seen.widest, `${path} ${width}px: ${seen.culprits.join(' | ')}`).toBeLessThanOrEqual(seen.width);
  }
  await context.close();
});
