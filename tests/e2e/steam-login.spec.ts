// Steam sign-in as a visitor meets it, against the fake OpenID provider that playwright.config.ts
// starts (STEAM_OPENID_ENDPOINT points the server at it): start on a page, sign in through Steam,
// land back on that page signed in, with the token kept only in storage, never in an address.
import { expect, test } from './support.ts';

test('Steam sign-in through the fake provider lands back on the page it started from', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto('/provably-fair?tab=seeds');
  await page.getByTestId('open-login').click();
  await page.getByTestId('login-dialog').getByRole('button', { name: 'Steam 登录' }).click();

  const steam = page.getByTestId('steam-login-dialog');
  await expect(steam).toBeVisible();
  await expect(steam).toContainText('Steam 官方页面');
  // Like sign-up: without the age confirmation it says why and goes nowhere.
  await steam.getByRole('button', { name: '前往 Steam 登录' }).click();
  await expect(steam.getByText('请确认您已年满 18 周岁')).toBeVisible();
  await steam.getByLabel('我已年满 18 周岁').check();
  await expect(steam.getByRole('checkbox', { name: /我已阅读并同意/ })).not.toBeChecked();
  await steam.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await steam.getByRole('button', { name: '前往 Steam 登录' }).click();

  await page.waitForURL((url) => url.pathname === '/provably-fair' && url.search === '?tab=seeds');
  await expect(page.getByTestId('header-balance')).toHaveText('0');
  await expect(page.getByTestId('open-login')).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  // The way back went through the callback page; no address ever held the token.
  expect(visited.some((u) => new URL(u).pathname === '/login/steamCallback')).toBe(true);
  for (const u of visited) expect(u).not.toContain(token);
});

test('a refused Steam sign-in says so and offers the way home', async ({ page }) => {
  await page.goto('/login/steamCallback?error=steam');
  await expect(page.getByRole('alert')).toHaveText('Steam 账号异常，请检查后重试');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('open-login')).toBeVisible();
});
