// Promotion end to end: a partner copies their link from /personal/promo, a new player
// opens it, signs up (the code is filled in from the link), tops up through the sandbox checkout
// and opens a case; the partner's page then shows one promoted player, the purchase and the
// rebate. The player's ¥100 deposit also crosses member level 1 (¥50): /personal/vip says V1 and
// the header shows the badge.
import { expect, fillSmsCode, registerThroughUi, startTopUp, test, uniquePhone } from './support.ts';

/** Yuan text → fen. */
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
/** As the page shows money: "12.3" for 12.30, "12" for 12.00. */
const shown = (f: number) => (f / 100).toFixed(2).replace(/\.00$/, '');

test('a partner’s link brings a player whose case opening pays the partner a rebate', async ({ page, browser, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The partner: any player is one; their page shows their code and link.
  await page.goto('/home');
  await registerThroughUi(page, uniquePhone('157'));
  await page.goto('/personal/promo');
  const code = (await page.getByTestId('promo-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Za-z0-9]{6,15}$/);
  await expect(page.getByTestId('promo-promoted-count')).toHaveText('0');
  await expect(page.getByTestId('promo-reward')).toHaveText('¥0');
  await expect(page.getByTestId('promo-level')).toHaveText('Lv.1');
  await expect(page.getByTestId('promo-ratio')).toHaveText('3.00%');
  await expect(page.getByTestId('promo-qr')).toBeVisible();
  // Copy the link, and take it from the clipboard as the partner would paste it.
  await page.getByTestId('promo-copy').click();
  await expect(page.getByTestId('promo-copy')).toHaveText('已复制');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await page.getByTestId('promo-link').textContent());
  expect(new URL(link).pathname).toBe('/');
  expect(new URL(link).searchParams.get('promoteCode')).toBe(code);
  await expect(page.getByTestId('promo-qr')).toHaveAttribute('data-text', link);

  // The new player opens the link in a browser of their own and signs up: the code is filled in.
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await player.goto(link);
  await expect(player).toHaveURL(new RegExp(`/home\\?promoteCode=${code}$`));
  await player.getByTestId('open-register').click();
  const register = player.getByTestId('register-dialog');
  await expect(register.getByLabel('邀请码')).toHaveValue(code);
  const phone = uniquePhone('156');
  await register.getByLabel('手机号').fill(phone);
  await register.getByLabel('密码', { exact: true }).fill('e2e-password-1');
  await fillSmsCode(player, register, phone, 'signUp');
  await register.getByLabel('我已年满 18 周岁').check();
  await register.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await expect(register).toBeHidden();

  // Tops up ¥100 (120 with the first-deposit bonus): growth 100 crosses member level 1 (¥50).
  await startTopUp(player);
  await player.getByRole('button', { name: '确认支付' }).click();
  await expect(player.getByTestId('header-balance')).toHaveText('120');

  // Opens one case.
  const box = (await (await player.request.get('/api/box/getBoxDetail?id=1')).json()).data as { price: string };
  const price = fen(box.price);
  await player.goto('/box/1');
  await expect(player.getByTestId('feed-status')).toHaveAttribute('data-connected', 'true');
  await player.getByTestId('fast-open-toggle').check();
  const opened = player.waitForResponse((r) => r.url().endsWith('/api/box/openBox'));
  await player.getByTestId('open-box').click();
  expect((await opened).ok()).toBe(true);
  await expect(player.getByTestId('open-result')).toBeVisible({ timeout: 20_000 });

  // The partner's page: one promoted player, the purchase and the rebate (3% at level 1, rounded down).
  const rebate = Math.floor((price * 300) / 10_000);
  await page.reload();
  await expect(page.getByTestId('promo-promoted-count')).toHaveText('1');
  await expect(page.getByTestId('promo-purchases')).toHaveText(`¥${shown(price)}`);
  await expect(page.getByTestId('promo-reward')).toHaveText(`¥${shown(rebate)}`);
  const row = page.getByTestId('promo-promoted-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('promo-promoted-purchases')).toHaveText(`¥${shown(price)}`);
  await expect(row.getByTestId('promo-promoted-rebate')).toHaveText(`¥${shown(rebate)}`);
  // The name is masked: never the player's whole nickname.
  const masked = (await row.locator('.font-semibold').first().textContent())!;
  expect(masked).toContain('*');
  const records = page.getByTestId('promo-rebate-row');
  await expect(records).toHaveCount(1);
  await expect(records.getByTestId('promo-rebate-amount')).toHaveText(`+¥${shown(rebate)}`);
  await expect(records).toContainText('开箱');

  // The player's member level: V1 on /personal/vip and the badge in the header.
  await player.goto('/personal/vip');
  await expect(player.getByTestId('vip-level')).toHaveText('V1');
  await expect(player.getByTestId('vip-level-row-1').getByTestId('vip-received')).toContainText('领取');
  await expect(player.locator('header').getByTestId('vip-badge').first()).toHaveText('V1');
  // And the partner's list shows the player's level beside the masked name.
  await page.reload();
  await expect(page.getByTestId('promo-promoted-row').getByTestId('vip-badge')).toHaveText('V1');
  await playerContext.close();
});
