// The operator console end to end: an owner (made by the dev-only twin of
// `npm run console:owner`) signs in, enrols an authenticator and creates an operator; the operator
// signs in (enrolling their own), finds a signed-in player and bans them; the player's open page is signed out (401) and
// their next sign-in is told why; the owner's audit log shows both actions.
import { consoleReady, createConsoleOwner, signInToConsole, uniqueStaffName, type ConsoleCredentials } from './console-support.ts';
import { expect, registerThroughUi, test, uniquePhone } from './support.ts';

test('an owner makes an operator, the operator bans a player, the player is signed out and told why, the audit log shows both', async ({ page, browser }) => {
  // Three browsers and two sign-ins: 58 s on CI beside nothing, past 120 s beside the PostgreSQL pass.
  test.setTimeout(240_000);
  const owner = await createConsoleOwner(page.request);
  const operatorName = uniqueStaffName('op');

  // The player signs up and keeps their page open.
  const player = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.19.7.7' } });
  const playerPage = await player.newPage();
  const phone = uniquePhone('158');
  await playerPage.goto('/home');
  await registerThroughUi(playerPage, phone);
  await expect(playerPage.getByTestId('avatar-menu')).toBeVisible();

  // The owner signs in (changing the one-time password, enrolling an authenticator) and creates an operator.
  await signInToConsole(page, owner, { newPassword: 'owner-password-2026' });
  await page.goto('/console/staff');
  // Hydrated first: a name typed before hydration is wiped by it, and the form then asks for one.
  await consoleReady(page);
  const create = page.getByTestId('staff-create');
  await create.locator('input[name=name]').fill(operatorName);
  await create.locator('select[name=role]').selectOption('operator');
  await create.locator('button[type=submit]').click();
  const creds = page.getByTestId('staff-credentials');
  await expect(creds).toBeVisible();
  // Only the one-time password: the operator enrols their own authenticator at their first sign-in.
  await expect(creds.getByTestId('staff-qr')).toHaveCount(0);
  const operator: ConsoleCredentials = {
    name: operatorName,
    password: (await creds.getByTestId('staff-password').textContent())!.trim(),
  };

  // The operator, in a browser of their own, finds the player and bans them.
  const opContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.19.8.8' } });
  const op = await opContext.newPage();
  await signInToConsole(op, operator, { newPassword: 'operator-password-2026' });
  await expect(op.getByTestId('console-nav').getByRole('link', { name: '员工' })).toBeHidden();
  await op.goto('/console/players');
  await consoleReady(op);
  await op.getByTestId('player-search').fill(phone);
  await op.getByRole('button', { name: '搜索', exact: true }).click();
  await op.getByTestId('player-link').first().click();
  await expect(op.getByTestId('player-page')).toBeVisible();
  const ban = op.getByTestId('ban-form');
  await ban.getByRole('textbox').fill('多账号套取首充奖励');
  await ban.getByRole('button', { name: '封禁' }).click();
  await expect(op.getByTestId('action-notice')).toContainText('已封禁');
  await expect(op.getByTestId('player-status')).toHaveText('已封禁');
  await expect(op.getByTestId('ban-reason')).toContainText('多账号套取首充奖励');

  // The player's open page: its next request is refused (401) and it shows the signed-out header.
  // Whichever island asks first (the header's userInfo, or the reality check's) meets the 401, and
  // the page forgets the session before the others ask.
  const refused = playerPage.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  await playerPage.reload();
  await refused;
  // The session is over: the header shows sign-in, and the page asks to sign in again.
  await expect(playerPage.getByTestId('open-login')).toBeAttached();
  const login = playerPage.getByTestId('login-dialog');
  await expect(login).toBeVisible();
  // Signing in again with the right password: refused, with the reason.
  await login.getByLabel('手机号').fill(phone);
  await login.getByLabel('密码', { exact: true }).fill('e2e-password-1');
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(playerPage.getByText(/账号已被封禁：多账号套取首充奖励/)).toBeVisible();

  // The owner's audit log shows the operator's creation and the ban, by whom.
  await page.goto('/console/audit');
  await consoleReady(page);
  const log = page.getByTestId('audit-table');
  await expect(log.getByRole('row').filter({ hasText: 'player.ban' }).filter({ hasText: operatorName })).toContainText('多账号套取首充奖励');
  await expect(log.getByRole('row').filter({ hasText: 'staff.create' }).filter({ hasText: owner.name }).filter({ hasText: operatorName })).toBeVisible();

  await player.close();
  await opContext.close();
});
