// Console sign-in end to end: a console page without a session goes to the sign-in page;
// a wrong password is refused with the one answer; the one-time password, its forced change and
// enrolling the owner's own authenticator lead back where the owner was going; the owner's
// navigation shows every area, creates an operator (only the one-time password shown, once: no
// authenticator secret) and signs out (the session is gone, the code already used and a wrong code
// are refused); the operator signs in, changes their password, enrols their own authenticator and
// sees only their areas. Strict CSP on every console page (support.ts fails the test on a violation).
import { PAGE_ROUTES } from '../support/page-routes.ts';
import { expect, test } from './support.ts';
import { consoleReady, createConsoleOwner, signInToConsole, signOutOfConsole, totpCode, uniqueStaffName, type ConsoleCredentials } from './console-support.ts';

test('an owner signs in with the one-time password, changes it, enrols an authenticator, creates an operator and signs out; the operator sees only their areas', async ({ page, browser }) => {
  const owner = await createConsoleOwner(page.request);

  // No session: the staff page sends the visitor to sign in, and back afterwards.
  await page.goto('/console/staff');
  await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Fconsole%2Fstaff/);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow');
  // None of the player shell: no header, menu, dialogs or footer.
  for (const id of ['main-nav', 'brand-link', 'age-notice']) await expect(page.getByTestId(id)).toHaveCount(0);
  await consoleReady(page);

  await signInToConsole(page, owner, { password: 'not-the-password', refused: true });
  await expect(page.getByTestId('console-sign-in-error')).toHaveText('名称、密码或动态验证码不正确');

  // The one-time password alone (no code yet), a new password, then the owner's own authenticator.
  const used = await signInToConsole(page, owner, { newPassword: 'owner-password-2026' });
  expect(owner.totpSecret).toMatch(/^[A-Z2-7]+$/);
  await expect(page).toHaveURL(/\/console\/staff$/);
  await expect(page.getByTestId('console-role')).toHaveText('所有者');
  const nav = page.getByTestId('console-nav');
  for (const area of ['首页', '玩家', '箱子与概率', '报表', '审计日志', '员工']) await expect(nav.getByRole('link', { name: area, exact: true })).toBeVisible();

  // Create an operator: the one-time password is shown once, and nothing of an authenticator.
  const opName = uniqueStaffName('op');
  const create = page.getByTestId('staff-create');
  await create.locator('input[name=name]').fill(opName);
  await create.locator('select[name=role]').selectOption('operator');
  await create.locator('button[type=submit]').click();
  const creds = page.getByTestId('staff-credentials');
  await expect(creds).toBeVisible();
  await expect(creds.getByTestId('staff-qr')).toHaveCount(0);
  await expect(creds).not.toContainText('otpauth://');
  const operator: ConsoleCredentials = {
    name: opName,
    password: (await creds.getByTestId('staff-password').textContent())!.trim(),
  };
  await creds.getByRole('button').click();
  await expect(creds).toBeHidden();
  await expect(page.getByTestId('staff-table')).toContainText(opName);

  // The audit log shows the creation by the owner.
  await page.getByTestId('console-nav').getByRole('link', { name: '审计日志' }).click();
  await expect(page.getByTestId('audit-table')).toContainText('staff.create');
  await expect(page.getByTestId('audit-table')).toContainText(opName);

  // Sign out: the session is gone; the code already used (at enrolment) and a wrong code sign nobody in.
  await signOutOfConsole(page);
  expect((await page.request.get('/api/console/me')).status()).toBe(401);
  await signInToConsole(page, owner, { code: used, password: 'owner-password-2026', refused: true });
  const wrong = ['000000', '111111', '222222'].find((c) => ![-1, 0, 1].some((d) => totpCode(owner.totpSecret!, d) === c))!;
  await signInToConsole(page, owner, { code: wrong, password: 'owner-password-2026', refused: true });
  await expect(page.getByTestId('console-sign-in-error')).toHaveText('名称、密码或动态验证码不正确');
  // An empty code is a wrong one once enrolled.
  await signInToConsole(page, owner, { code: '', password: 'owner-password-2026', refused: true });
  await signInToConsole(page, owner, { code: totpCode(owner.totpSecret!, 1), password: 'owner-password-2026' });

  // The operator, in a browser of their own: forced password change, their own authenticator, then only their areas.
  const opContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.19.9.9' } });
  const op = await opContext.newPage();
  await signInToConsole(op, operator, { newPassword: 'operator-password-2026' });
  await expect(op).toHaveURL(/\/console$/);
  await expect(op.getByTestId('console-role')).toHaveText('运营');
  const opNav = op.getByTestId('console-nav');
  await expect(opNav.getByRole('link', { name: '玩家', exact: true })).toBeVisible();
  await expect(opNav.getByRole('link', { name: '员工', exact: true })).toBeHidden();
  await expect(opNav.getByRole('link', { name: '审计日志', exact: true })).toBeHidden();
  expect((await op.request.get('/api/console/staff/list')).status()).toBe(403);
  await opContext.close();
});

test('the console in English at 375 px: the navigation scrolls, sign-out is at hand', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const owner = await createConsoleOwner(page.request);
  await page.goto('/en/console/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await signInToConsole(page, owner, { newPassword: 'owner-password-2026' });
  await expect(page).toHaveURL(/\/en\/console$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${owner.name}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await signOutOfConsole(page);
  await expect(page).toHaveURL(/\/en\/console\/sign-in$/);
});

test('every console page (without a parameter) hydrates without an error for an owner, in zh-CN and en', async ({ page }) => {
  const owner = await createConsoleOwner(page.request);
  await signInToConsole(page, owner, { newPassword: 'owner-password-2026' });
  const paths = PAGE_ROUTES.filter((r) => r.segments[0] === 'console' && !r.segments.some((s) => s.startsWith('[')) && r.segments.at(-1) !== 'sign-in')
    .map((r) => `/${r.segments.join('/')}`);
  expect(paths).toContain('/console/staff');
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error' && /hydrat|#418|#423|#425|Minified React error/i.test(m.text())) problems.push(`${page.url()}: ${m.text()}`); });
  for (const path of paths.flatMap((p) => [p, `/en${p}`])) {
    await page.goto(path);
    await consoleReady(page);
    await expect(page.getByTestId('console-name')).toHaveText(owner.name);
    expect(page.url(), path).toContain(path);
  }
  expect(problems).toEqual([]);
});
